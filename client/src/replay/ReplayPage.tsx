/**
 * A finished match watched again (`/m/:id/replay`, loaded as a chunk of its own): the replay and its spectator views
 * step by step from the server (load-replay.ts), and the game's own board and side panel — the same
 * components as the match page, read-only, as a spectator — showing the spectator's view after the chosen move:
 * board, scores and log as they were then. The move is in the address (`?move=N`), so a copied link opens at it.
 * No socket is opened; a match not over yet says so, and no match is the not-found page. Once the board is made, work
 * put off until then may start (core/after-board.ts).
 */
import { createEffect, createMemo, createResource, createSignal, Match, Show, Switch, untrack, type JSX } from "solid-js";
import { createStore, reconcile } from "solid-js/store";
import type { ViewHeader } from "../../../engine/core/game-module.ts";
import { boardShown } from "../core/after-board.ts";
import { matchContext, MatchProvider } from "../core/match-context.tsx";
import { initialMatchState, type MatchState } from "../core/match-state.ts";
import { NotFound } from "../pages/NotFound.tsx";
import { TopBar } from "../ui/TopBar.tsx";
import { tr } from "./i18n/index.ts";
import { loadReplay, type LoadedReplay } from "./load-replay.ts";
import { clampMove, moveFromSearch, searchWithMove } from "./replay-model.ts";
import { ReplayControls } from "./ReplayControls.tsx";
import "./replay.css";

export function ReplayPage(props: { id: string }) {
  const [data] = createResource(() => props.id, loadReplay);
  const failed = () => {
    const d = data();
    return d && "error" in d ? d.error : null;
  };
  const loaded = () => {
    const d = data();
    return d && !("error" in d) ? d : undefined;
  };
  return (
    <Show when={failed() !== "not-found"} fallback={<NotFound />}>
      <div class="match replay">
        <TopBar />
        <Switch fallback={<p class="muted page">{tr("loading")}</p>}>
          <Match when={loaded()}>{(r) => <ReplayView id={props.id} data={r()} />}</Match>
          <Match when={failed()}>
            {(code) => (
              <div class="page replay-failed">
                <p role="alert">{code() === "not-finished" ? tr("notFinished") : tr("failed", { code: code() })}</p>
                <a href={`/m/${props.id}`}>{tr("backToMatch")}</a>
              </div>
            )}
          </Match>
        </Switch>
      </div>
    </Show>
  );
}

function ReplayView(props: { id: string; data: LoadedReplay }) {
  const r = untrack(() => props.data);
  const total = r.views.length - 1;
  const [at, setAt] = createSignal(moveFromSearch(location.search, total));
  const [store, setStore] = createStore<MatchState>({
    ...initialMatchState(),
    connection: "closed",
    seats: r.seats,
    botLog: r.botLog,
    version: at(),
    view: structuredClone(r.views[at()]!),
  });
  const move = (n: number) => {
    const to = clampMove(n, total);
    if (to === at()) return;
    setAt(to);
    setStore("view", reconcile(structuredClone(r.views[to]!))); // a copy: the store takes over the objects it is given
    setStore("version", to);
    history.replaceState(history.state, "", location.pathname + searchWithMove(location.search, to));
  };
  const ctx = matchContext({
    matchId: props.id,
    embed: false,
    store,
    entry: () => r.entry,
    act: () => undefined,
    rematch: { id: () => null, possible: () => false, go: () => undefined },
  });
  const actor = () => (at() === 0 ? null : (r.replay.actions[at() - 1]?.seat ?? null));
  return (
    <MatchProvider value={ctx}>
      <ReplayLayout
        r={r}
        view={() => store.view!}
        controls={
          <ReplayControls
            matchId={props.id}
            at={at()}
            total={total}
            view={store.view!}
            actor={actor()}
            endedByVote={r.replay.ended !== undefined}
            onMove={move}
          />
        }
      />
    </MatchProvider>
  );
}

/** The game's parts, made once inside the match context, drawn from the view of the move shown. */
function ReplayLayout(props: { r: LoadedReplay; view: () => ViewHeader; controls: JSX.Element }) {
  const view = props.view;
  const parts = createMemo(() =>
    untrack(() =>
      props.r.mount({
        get view() {
          return view();
        },
        act: () => undefined,
        embed: false,
      }),
    ),
  );
  createEffect(() => parts() && boardShown());
  return (
    <div class={`layout ${props.r.entry.classes.match}`}>
      <div class={`board-wrap ${props.r.entry.classes.main}`} data-testid="replay-board">
        {parts()?.main}
      </div>
      <aside class="side">
        {props.controls}
        {parts()?.side}
      </aside>
    </div>
  );
}
