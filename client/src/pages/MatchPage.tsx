/**
 * A match: live board, turn controls, players, explained scores, share panel and seat picker, and in Star Wars
 * the dice battle panel; with `embed` the same match without site chrome, talking to its host page through the
 * embed bridge.
 */
import { createResource, createSignal, lazy, Show } from "solid-js";
import { api, isApiError } from "../api.ts";
import { Board } from "../board/Board.tsx";
import { viewSeatColour } from "../colors.ts";
import { createMatchStore } from "../match-store.ts";
import { saveToken, savedToken } from "../storage.ts";
import { t } from "../i18n/i18n.ts";
import { EndScreen } from "../ui/EndScreen.tsx";
import { PlayerList } from "../ui/PlayerList.tsx";
import { ScoreLog } from "../ui/ScoreLog.tsx";
import { SeatPicker } from "../ui/SeatPicker.tsx";
import { SharePanel } from "../ui/SharePanel.tsx";
import { TopBar } from "../ui/TopBar.tsx";
import { TurnPanel } from "../ui/TurnPanel.tsx";
import { startEmbed } from "./embed-host.ts";
import { createTurnControls } from "./turn-controls.ts";

/** The dice battle panel is Star Wars only: loaded on the first Star Wars view. */
const BattleCenter = lazy(() => import("../ui/BattleCenter.tsx").then((m) => ({ default: m.BattleCenter })));

export function MatchPage(props: { id: string; embed?: boolean; navigate: (path: string) => void }) {
  const fragmentToken = new URLSearchParams(location.hash.slice(1)).get("token");
  const [token, setToken] = createSignal<string | null>(fragmentToken ?? savedToken(props.id));
  const [summary] = createResource(() => api.summary(props.id));
  const [store, actions] = createMatchStore(props.id, token);
  const [watching, setWatching] = createSignal(false);
  const [claimError, setClaimError] = createSignal<string | null>(null);
  const [centre, setCentre] = createSignal(0);
  if (props.embed) startEmbed(props.id, actions, setToken);

  const view = () => store.view;
  const turn = createTurnControls(view, () => store.seat, () => store.version, (a) => actions.act(a));
  /** Each seat's colour on screen: Star Wars fixes it by seat, Carcassonne uses the one chosen when joining. */
  const colours = () => store.seats.map((s) => viewSeatColour(view()?.sw, s.seat, s.color));

  const claim = async (seat: number, name: string, colour: string) => {
    const r = await api.claim(props.id, seat, name, colour);
    if (isApiError(r)) return setClaimError(r.message);
    saveToken(props.id, r.token);
    setToken(r.token);
    actions.hello();
  };
  const rematch = async () => {
    const tok = token();
    if (!tok) return;
    const r = await api.rematch(props.id, tok);
    if (!isApiError(r)) {
      saveToken(r.id, tok);
      props.navigate(`/m/${r.id}`);
    }
  };
  const showPicker = () => !props.embed && token() === null && !watching() && store.seats.some((s) => !s.taken);

  return (
    <div class={props.embed ? "match embed" : "match"} classList={{ sw: view()?.game === "starwars" }}>
      <Show when={!props.embed}><TopBar connection={store.connection} rtt={store.rtt} spectators={store.spectators} /></Show>
      <Show when={!(summary() && isApiError(summary()))} fallback={<p class="error page">{t("notFound")}</p>}>
        <div class="layout">
          <div class="board-wrap" classList={{ space: view()?.game === "starwars" }}>
            <Show when={view()} fallback={<p class="muted page">{t("connecting")}</p>}>
              {(v) => (
                <>
                  <Board view={v()} colours={colours()} overlay={turn.overlay()} onCell={turn.onCell} onSpot={turn.onSpot} onPlanet={turn.onPlanet}
                    onTarget={turn.onTarget} onKey={turn.onKey} centreTick={centre()} />
                  <div class="zoom">
                    <button onClick={() => setCentre(centre() + 1)} title={t("centre")} aria-label={t("centre")}>
                      <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true"><circle cx="10" cy="10" r="6" fill="none" stroke="currentColor" stroke-width="2" /><path d="M10 1v5M10 14v5M1 10h5M14 10h5" stroke="currentColor" stroke-width="2" /></svg>
                    </button>
                  </div>
                  <Show when={v().finished && !props.embed}>
                    <EndScreen view={v()} seats={store.seats} colours={colours()} rematch={store.rematch} canRematch={token() !== null} onRematch={rematch} />
                  </Show>
                  <Show when={v().sw}>
                    <BattleCenter view={v()} seats={store.seats} colours={colours()} />
                  </Show>
                </>
              )}
            </Show>
          </div>
          <aside class="side">
            <Show when={showPicker()}>
              <SeatPicker seats={store.seats} view={view()} error={claimError()} onClaim={claim} onWatch={() => setWatching(true)} />
            </Show>
            <Show when={view()}>
              {(v) => (
                <>
                  <Show when={store.seats.every((s) => s.taken)} fallback={<p class="prompt">{t("waitingPlayers")}</p>}>
                    <TurnPanel view={v()} me={store.seat} seats={store.seats} choice={turn.choice()} canConfirm={turn.pending() !== null}
                      onRotate={turn.rotate} onConfirm={turn.confirm} onUndo={turn.undo} onSkip={() => actions.act({ type: "pass" })}
                      onPickTile={turn.pickTile} onBig={turn.setBig} />
                  </Show>
                  <Show when={store.rejected}>{(r) => <p class="error" role="alert">{t("rejected", { message: r().message })}</p>}</Show>
                  <PlayerList view={v()} seats={store.seats} me={store.seat} colours={colours()} />
                  <Show when={!props.embed}><ScoreLog log={v().log} seats={store.seats} colours={colours()} /></Show>
                </>
              )}
            </Show>
            <Show when={!props.embed}>
              <SharePanel matchId={props.id} />
              <p class="muted small kbd-help">{t("keyboardHelp")}</p>
            </Show>
          </aside>
        </div>
      </Show>
    </div>
  );
}
