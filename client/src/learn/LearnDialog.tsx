/**
 * The guide as a modal dialog over the match page (HowToButton opens it; the match keeps running behind): focus
 * moves into it on open (its Next button) and stays inside (Tab wraps), Esc or the close button closes it, a click on the backdrop too;
 * the opener gets focus back (HowToButton). The game's code and dictionaries arrive with this chunk.
 */
import { onCleanup, onMount, Show } from "solid-js";
import { tl } from "./i18n/index.ts";
import { HowToPlay } from "./HowToPlay.tsx";
import { isLearnGame } from "./screens.ts";

const FOCUSABLE = "button:not([disabled]), [href], select, input, textarea, [tabindex]:not([tabindex='-1'])";

export function LearnDialog(props: { game: string; options?: Readonly<Record<string, unknown>> | null; onClose: () => void }) {
  let box: HTMLElement | undefined;
  const onKey = (e: KeyboardEvent) => {
    if (e.key === "Escape") {
      e.preventDefault();
      e.stopPropagation();
      props.onClose();
      return;
    }
    if (e.key !== "Tab" || !box) return;
    const items = [...box.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest("[inert]"));
    if (items.length === 0) return;
    const first = items[0]!,
      last = items[items.length - 1]!;
    if (e.shiftKey && (document.activeElement === first || document.activeElement === box)) {
      last.focus();
      e.preventDefault();
    } else if (!e.shiftKey && document.activeElement === last) {
      first.focus();
      e.preventDefault();
    }
  };
  onMount(() => {
    document.addEventListener("keydown", onKey, true);
    // Focus on the guide's Next button: Enter pages on, the arrow keys page both ways, Tab reaches the rest.
    (box?.querySelector<HTMLElement>("[data-testid=howto-next]") ?? box)?.focus();
  });
  onCleanup(() => document.removeEventListener("keydown", onKey, true));
  return (
    <div
      class="learn-overlay"
      onClick={(e) => {
        if (e.target === e.currentTarget) props.onClose();
      }}
    >
      <section
        class="learn-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby="howto-title"
        tabindex="-1"
        ref={box}
        data-testid="howto-dialog"
      >
        <button
          type="button"
          class="close"
          onClick={() => props.onClose()}
          aria-label={tl("close")}
          title={tl("close")}
          data-testid="howto-close"
        >
          ×
        </button>
        <Show when={isLearnGame(props.game) ? props.game : undefined} keyed fallback={<p id="howto-title">{tl("unknownGame")}</p>}>
          {(g) => <HowToPlay game={g} headingId="howto-title" options={props.options} onDone={props.onClose} />}
        </Show>
        <p class="muted small howto-hint">{tl("dialogHint")}</p>
      </section>
    </div>
  );
}
