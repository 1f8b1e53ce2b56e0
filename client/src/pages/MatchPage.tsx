/**
 * A match: live board, turn controls, players, explained scores, share panel and seat picker; with `embed`
 * the same match without site chrome, talking to its host page through the embed bridge.
 */
import { createEffect, createMemo, createResource, createSignal, on, Show } from "solid-js";
import { api, isApiError } from "../api.ts";
import { Board } from "../board/Board.tsx";
import { createMatchStore } from "../match-store.ts";
import { saveToken, savedToken } from "../storage.ts";
import { t } from "../i18n/i18n.ts";
import { hintsByCell, NO_CHOICE, nextLegalRotation, overlayFor, pendingAction, tileToPlace, type TurnChoice } from "../turn-ui.ts";
import { EndScreen } from "../ui/EndScreen.tsx";
import { PlayerList } from "../ui/PlayerList.tsx";
import { ScoreLog } from "../ui/ScoreLog.tsx";
import { SeatPicker } from "../ui/SeatPicker.tsx";
import { SharePanel } from "../ui/SharePanel.tsx";
import { TopBar } from "../ui/TopBar.tsx";
import { TurnPanel } from "../ui/TurnPanel.tsx";
import { startEmbed } from "./embed-host.ts";

export function MatchPage(props: { id: string; embed?: boolean; navigate: (path: string) => void }) {
  const fragmentToken = new URLSearchParams(location.hash.slice(1)).get("token");
  const [token, setToken] = createSignal<string | null>(fragmentToken ?? savedToken(props.id));
  const [summary] = createResource(() => api.summary(props.id));
  const [store, actions] = createMatchStore(props.id, token);
  const [watching, setWatching] = createSignal(false);
  const [claimError, setClaimError] = createSignal<string | null>(null);
  const [choice, setChoice] = createSignal<TurnChoice>(NO_CHOICE);
  const [centre, setCentre] = createSignal(0);
  if (props.embed) startEmbed(props.id, actions, setToken);

  createEffect(on(() => store.version, () => setChoice((c) => ({ ...NO_CHOICE, tile: c.tile, rotation: c.rotation }))));
  const view = () => store.view;
  const overlay = createMemo(() => (view() ? overlayFor(view()!, store.seat, choice()) : { cells: [], ghost: null, spots: [], targets: [] }));
  const hints = createMemo(() => {
    const v = view();
    const tile = v ? tileToPlace(v, choice()) : null;
    return v && tile && v.phase === "place" ? hintsByCell(v, tile) : new Map<string, number[]>();
  });
  const colours = () => store.seats.map((s) => s.color);
  const pending = () => (view() ? pendingAction(view()!, choice()) : null);

  const onCell = (x: number, y: number, fromKeyboard = false) => {
    const rots = hints().get(`${x},${y}`);
    if (!rots) return;
    const c = choice();
    const same = c.cell?.x === x && c.cell?.y === y;
    if (same && fromKeyboard) return confirm();
    setChoice({ ...c, cell: { x, y }, rotation: nextLegalRotation(rots, same ? c.rotation + 1 : c.rotation) });
  };
  const rotate = () => {
    const c = choice();
    const rots = c.cell ? hints().get(`${c.cell.x},${c.cell.y}`) : undefined;
    setChoice({ ...c, rotation: rots ? nextLegalRotation(rots, c.rotation + 1) : (c.rotation + 1) % 4 });
  };
  const confirm = () => {
    const a = pending();
    if (a) actions.act(a);
  };
  const undo = () => setChoice({ ...choice(), cell: null, spot: null });
  const onTarget = (x: number, y: number) => actions.act(view()?.phase === "gold" ? { type: "gold", x, y } : { type: "takeGold", x, y });
  const onKey = (e: KeyboardEvent) => {
    if (e.key === "r" || e.key === "R") rotate();
    else if (e.key === "Enter") confirm();
    else if (e.key === "Escape") undo();
  };
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
    <div class={props.embed ? "match embed" : "match"}>
      <Show when={!props.embed}><TopBar connection={store.connection} rtt={store.rtt} spectators={store.spectators} /></Show>
      <Show when={!(summary() && isApiError(summary()))} fallback={<p class="error page">{t("notFound")}</p>}>
        <div class="layout">
          <div class="board-wrap">
            <Show when={view()} fallback={<p class="muted page">{t("connecting")}</p>}>
              {(v) => (
                <>
                  <Board view={v()} colours={colours()} overlay={overlay()} onCell={onCell} onSpot={(f, fromKeyboard) => (fromKeyboard && choice().spot === f ? confirm() : setChoice({ ...choice(), spot: f }))}
                    onTarget={onTarget} onKey={onKey} centreTick={centre()} />
                  <div class="zoom">
                    <button onClick={() => setCentre(centre() + 1)} title={t("centre")} aria-label={t("centre")}>
                      <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true"><circle cx="10" cy="10" r="6" fill="none" stroke="currentColor" stroke-width="2" /><path d="M10 1v5M10 14v5M1 10h5M14 10h5" stroke="currentColor" stroke-width="2" /></svg>
                    </button>
                  </div>
                  <Show when={v().finished && !props.embed}>
                    <EndScreen view={v()} seats={store.seats} rematch={store.rematch} canRematch={token() !== null} onRematch={rematch} />
                  </Show>
                </>
              )}
            </Show>
          </div>
          <aside class="side">
            <Show when={showPicker()}>
              <SeatPicker seats={store.seats} error={claimError()} onClaim={claim} onWatch={() => setWatching(true)} />
            </Show>
            <Show when={view()}>
              {(v) => (
                <>
                  <Show when={store.seats.every((s) => s.taken)} fallback={<p class="prompt">{t("waitingPlayers")}</p>}>
                    <TurnPanel view={v()} me={store.seat} seats={store.seats} choice={choice()} canConfirm={pending() !== null}
                      onRotate={rotate} onConfirm={confirm} onUndo={undo} onSkip={() => actions.act({ type: "pass" })}
                      onPickTile={(tile) => setChoice({ ...NO_CHOICE, tile })} />
                  </Show>
                  <Show when={store.rejected}>{(r) => <p class="error" role="alert">{t("rejected", { message: r().message })}</p>}</Show>
                  <PlayerList view={v()} seats={store.seats} me={store.seat} />
                  <Show when={!props.embed}><ScoreLog log={v().log} seats={store.seats} /></Show>
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
