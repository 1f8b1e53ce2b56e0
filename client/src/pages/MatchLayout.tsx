/**
 * A match page's layout inside its match context: the game's main area and side panel — made once per match, when
 * the game's components and the first view are there — with the shell's seat picker, waiting prompt, translated
 * refusal, the seated player's own tools (`tools`), the chat and turn alerts (`talk`) and share panel around them.
 * While a seated player waits for free seats to be taken (`inviting`), the main area shows the invitation (`invite`)
 * instead of the board (kept mounted, so it is drawn at once when the last seat is taken), and the side panel's share
 * panel, which would repeat it, is left out.
 * The game's parts sit in fieldsets disabled while the server has not welcomed the socket, so every button, input
 * and select of every game is disabled while moves cannot be sent, and while a move is on its way (aria-busy, and
 * a line saying it is being sent): a second press cannot send it twice. Once the game's parts are made, the page's later
 * parts are fetched (core/after-board.ts `boardShown`).
 */
import { createEffect, createMemo, Show, untrack, type JSX } from "solid-js";
import type { ViewHeader } from "../../../engine/core/game-module.ts";
import { useMatch } from "../core/match-context.tsx";
import type { MatchState } from "../core/match-state.ts";
import { refusalText } from "../core/refusal.ts";
import type { AnyGameProps, GameParts } from "../games/types.ts";
import { t } from "../i18n/i18n.ts";
import { boardShown } from "../core/after-board.ts";
import { SharePanel } from "./lazy-extras.ts";

export function MatchLayout(props: {
  store: MatchState;
  mount: ((p: AnyGameProps) => GameParts | null) | undefined;
  picker: JSX.Element;
  tools?: JSX.Element;
  talk?: JSX.Element;
  invite?: JSX.Element;
  inviting?: boolean;
}) {
  const m = useMatch();
  const hasView = createMemo(() => props.store.view !== null);
  const parts = createMemo(() => {
    const mount = props.mount;
    const first = untrack(() => props.store.view);
    if (!mount || !hasView() || !first) return null;
    const store = props.store;
    return untrack(() =>
      mount({
        get view(): ViewHeader {
          return store.view ?? first;
        },
        act: m.act,
        embed: m.embed,
      }),
    );
  });
  createEffect(() => parts() && boardShown());
  const offline = () => props.store.connection !== "open";
  const sending = () => props.store.pending !== null;
  return (
    <div class="layout">
      <div class={`board-wrap ${m.entry()?.classes.main ?? ""}`} classList={{ inviting: props.inviting === true }}>
        {props.invite}
        <fieldset class="controls" disabled={offline() || sending()} aria-busy={sending()}>
          {parts()?.main ?? <p class="muted page">{t("connecting")}</p>}
        </fieldset>
      </div>
      <aside class="side">
        {props.picker}
        <Show when={hasView() && !m.ready()}>
          <p class="prompt">{t("waitingPlayers")}</p>
        </Show>
        <Show when={props.store.rejected}>
          {(r) => (
            <p class="error" role="alert" data-testid="refusal">
              {refusalText(r().code, r().args, m.entry())}
            </p>
          )}
        </Show>
        <Show when={sending()}>
          <p class="muted sending" role="status" data-testid="sending">
            {t("sendingMove")}
          </p>
        </Show>
        <fieldset class="controls" disabled={offline() || sending()} aria-busy={sending()}>
          {parts()?.side}
        </fieldset>
        {props.tools}
        <Show when={props.talk}>
          <fieldset class="controls" disabled={offline()}>
            {props.talk}
          </fieldset>
        </Show>
        <Show when={!m.embed && !props.inviting}>
          <SharePanel matchId={m.matchId} ready={parts() !== null} />
        </Show>
      </aside>
    </div>
  );
}
