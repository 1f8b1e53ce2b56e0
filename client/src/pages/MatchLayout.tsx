/**
 * A match page's layout inside its match context: the game's main area and side panel — made once per match, when
 * the game's components and the first view are there — with the shell's seat picker, waiting prompt, translated
 * refusal and share panel around them.
 */
import { createMemo, Show, untrack, type JSX } from "solid-js";
import type { ViewHeader } from "../../../engine/core/game-module.ts";
import { useMatch } from "../core/match-context.tsx";
import type { MatchState } from "../core/match-state.ts";
import { refusalText } from "../core/refusal.ts";
import type { AnyGameProps, GameParts } from "../games/types.ts";
import { t } from "../i18n/i18n.ts";
import { SharePanel } from "../ui/SharePanel.tsx";

export function MatchLayout(props: { store: MatchState; mount: ((p: AnyGameProps) => GameParts | null) | undefined; picker: JSX.Element }) {
  const m = useMatch();
  const hasView = createMemo(() => props.store.view !== null);
  const parts = createMemo(() => {
    const mount = props.mount;
    const first = untrack(() => props.store.view);
    if (!mount || !hasView() || !first) return null;
    const store = props.store;
    return untrack(() => mount({ get view(): ViewHeader { return store.view ?? first; }, act: m.act, embed: m.embed }));
  });
  return (
    <div class="layout">
      <div class={`board-wrap ${m.entry()?.classes.main ?? ""}`}>
        {parts()?.main ?? <p class="muted page">{t("connecting")}</p>}
      </div>
      <aside class="side">
        {props.picker}
        <Show when={hasView() && !m.ready()}><p class="prompt">{t("waitingPlayers")}</p></Show>
        <Show when={props.store.rejected}>{(r) => <p class="error" role="alert">{refusalText(r().code, r().args, m.entry())}</p>}</Show>
        {parts()?.side}
        <Show when={!m.embed}><SharePanel matchId={m.matchId} /></Show>
      </aside>
    </div>
  );
}
