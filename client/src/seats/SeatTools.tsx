/**
 * A seated player's own tools on the match page (not in the embed): who they play, "Continue on another device"
 * (ContinueElsewhere), and, while nothing has been played, "Leave my seat" (DELETE of the seat: the browser forgets
 * the token and the page becomes a spectator's that can take a seat again). Also keeps the "My matches" entry up
 * to date (game, seat, when opened) each time the server welcomes this page as the seat.
 */
import { createEffect, createSignal, Show } from "solid-js";
import { api, isApiError } from "../api.ts";
import { useMatch } from "../core/match-context.tsx";
import type { MatchState } from "../core/match-state.ts";
import { forgetMatch, rememberMatch } from "../storage.ts";
import { ContinueElsewhere } from "./ContinueElsewhere.tsx";
import { st } from "./i18n/index.ts";
import "./seats.css";

export function SeatTools(props: { matchId: string; token: string | null; store: MatchState; onLeft: () => void }) {
  const m = useMatch();
  const [busy, setBusy] = createSignal(false);
  const [error, setError] = createSignal<string | null>(null);
  /** My seat, while this page holds its token and the server welcomed it as that seat (kept while reconnecting). */
  const mine = () => (props.token !== null ? props.store.seat : null);
  createEffect(() => {
    const seat = mine(),
      game = props.store.match?.game;
    if (seat !== null && game) rememberMatch(props.matchId, { game, seat });
  });
  const leave = async (seat: number, token: string) => {
    setBusy(true);
    const r = await api.leave(props.matchId, seat, token);
    setBusy(false);
    if (isApiError(r)) return setError(r.error === "already-started" ? st("leaveAlreadyStarted") : st("leaveFailed"));
    setError(null);
    forgetMatch(props.matchId);
    props.onLeft();
  };
  return (
    <Show when={mine() !== null && props.token}>
      {(token) => (
        <section class="seat-tools" data-testid="seat-tools">
          <p class="small" data-testid="my-seat">
            {st("youAre", { seat: mine()! + 1, name: m.name(mine()!) })}
          </p>
          <ContinueElsewhere matchId={props.matchId} token={token()} />
          <Show when={props.store.version === 0 && !props.store.view?.finished}>
            <div class="leave">
              <p class="small muted">{st("leaveSeatHint")}</p>
              <button type="button" disabled={busy()} onClick={() => void leave(mine()!, token())} data-testid="leave-seat">
                {st("leaveSeat")}
              </button>
            </div>
          </Show>
          <Show when={error()}>
            <p class="error" role="alert">
              {error()}
            </p>
          </Show>
        </section>
      )}
    </Show>
  );
}
