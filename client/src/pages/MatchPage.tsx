/**
 * A match: live board, turn controls, players, explained scores, share panel and seat picker, and in Star Wars
 * the dice battle panel; New Frontiers gets its own table and side panel (lazy-loaded); with `embed` the same match without site chrome, talking to its host page through the
 * embed bridge.
 */
import { createResource, createSignal, lazy, Show } from "solid-js";
import type { NfAction } from "../../../engine/newfrontiers/actions.ts";
import type { NfView } from "../../../engine/newfrontiers/view.ts";
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
/** New Frontiers' table and side panel: loaded on the first New Frontiers view. */
const NfMain = lazy(() => import("../nf/NfMain.tsx"));
const NfSide = lazy(() => import("../nf/NfSide.tsx"));

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
  const nf = () => ((view() as { game?: string } | null)?.game === "newfrontiers" ? (view() as unknown as NfView) : null);
  /** The Carcassonne-family view (null for New Frontiers, whose views have none of its fields). */
  const carc = () => (nf() ? null : view());
  const turn = createTurnControls(carc, () => store.seat, () => store.version, (a) => actions.act(a));
  /** Each seat's colour on screen: Star Wars fixes it by seat, Carcassonne uses the one chosen when joining. */
  const colours = () => store.seats.map((s) => viewSeatColour(carc()?.sw, s.seat, s.color));
  const seatName = (seat: number) => store.seats[seat]?.name ?? t("seat", { seat: seat + 1 });
  const seatColour = (seat: number) => colours()[seat] ?? viewSeatColour(null, seat);
  const actNf = (a: NfAction) => actions.act(a as never);
  const ready = () => store.seats.length > 0 && store.seats.every((s) => s.taken);

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
    <div class={props.embed ? "match embed" : "match"} classList={{ sw: view()?.game === "starwars", nf: nf() !== null }}>
      <Show when={!props.embed}><TopBar connection={store.connection} rtt={store.rtt} spectators={store.spectators} /></Show>
      <Show when={!(summary() && isApiError(summary()))} fallback={<p class="error page">{t("notFound")}</p>}>
        <div class="layout">
          <div class="board-wrap" classList={{ space: view()?.game === "starwars", nf: nf() !== null }}>
            <Show when={nf()}>
              {(v) => <NfMain view={v()} name={seatName} colour={seatColour} onAct={actNf} embed={props.embed} ready={ready()}
                rematch={store.rematch} canRematch={token() !== null} onRematch={rematch} />}
            </Show>
            <Show when={carc()} fallback={<Show when={!view()}><p class="muted page">{t("connecting")}</p></Show>}>
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
            <Show when={nf()}>
              {(v) => (
                <>
                  <Show when={!ready()}><p class="prompt">{t("waitingPlayers")}</p></Show>
                  <Show when={store.rejected}>{(r) => <p class="error" role="alert">{t("rejected", { message: r().message })}</p>}</Show>
                  <NfSide view={v()} seats={store.seats} me={store.seat} name={seatName} colour={seatColour} embed={props.embed} />
                </>
              )}
            </Show>
            <Show when={carc()}>
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
              <Show when={!nf()}><p class="muted small kbd-help">{t("keyboardHelp")}</p></Show>
            </Show>
          </aside>
        </div>
      </Show>
    </div>
  );
}
