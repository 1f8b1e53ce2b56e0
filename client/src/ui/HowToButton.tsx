/**
 * The match page's "How to play" button (in the top bar): opens the game's guide as a dialog over the match, its
 * code and dictionaries loaded only then (learn/LearnDialog.tsx, a lazy chunk), and gives focus back to itself when
 * the dialog closes; the match's options leave out the screens of expansions it does not play. Shown for a game with a guide (every game the client knows has one: a unit test checks).
 */
import { createSignal, lazy, Show } from "solid-js";
import { t } from "../i18n/i18n.ts";

const LearnDialog = lazy(() => import("../learn/LearnDialog.tsx").then((m) => ({ default: m.LearnDialog })));

export function HowToButton(props: { game: string | undefined; options?: Readonly<Record<string, unknown>> | null }) {
  const [open, setOpen] = createSignal(false);
  let button: HTMLButtonElement | undefined;
  const close = () => {
    setOpen(false);
    button?.focus();
  };
  return (
    <Show when={props.game}>
      {(game) => (
        <>
          <button
            type="button"
            class="howto-open"
            ref={button}
            onClick={() => setOpen(true)}
            aria-haspopup="dialog"
            aria-expanded={open()}
            aria-label={t("howToPlay")}
            title={t("howToPlay")}
            data-testid="howto-open"
          >
            <span aria-hidden="true" class="howto-q">
              ?
            </span>
            <span class="howto-label">{t("howToPlay")}</span>
          </button>
          <Show when={open()}>
            <LearnDialog game={game()} options={props.options} onClose={close} />
          </Show>
        </>
      )}
    </Show>
  );
}
