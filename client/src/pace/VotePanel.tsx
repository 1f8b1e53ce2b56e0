/**
 * After a seat's time ran out: who is out of time (a bot plays for them), and for each seated person
 * still in time a vote to end the match with the scores as they stand, the timed-out ranked last; the vote's count.
 * Once the players ended a match that way, the line that says so.
 */
import { Show } from "solid-js";
import type { MatchState } from "../core/match-state.ts";
import { seatName } from "../core/bots.ts";
import { listOf } from "../i18n/i18n.ts";
import { tp } from "./i18n/index.ts";

export function VotePanel(props: { store: MatchState; onVote: () => void }) {
  const c = () => props.store.clock;
  const names = (seats: readonly number[]) => listOf(seats.map((s) => seatName(props.store.seats[s], s)));
  const voters = () => props.store.seats.filter((s) => s.taken && !s.botSeat && !c()?.timedOut.includes(s.seat)).map((s) => s.seat);
  const mine = () => props.store.seat;
  /** The seats out of time when the match ended by vote (the summary says so; a page that saw it end, its clocks). */
  const endedBy = () =>
    props.store.match?.ended?.timedOut ?? (props.store.view?.finished && c()?.timedOut.length && c()?.votes.length ? c()!.timedOut : null);
  const canVote = () => mine() !== null && voters().includes(mine()!) && !props.store.view?.finished;
  return (
    <>
      <Show when={endedBy()}>
        {(out) => (
          <p class="prompt" data-testid="vote-ended">
            {tp("voteEnded", { names: names(out()) })}
          </p>
        )}
      </Show>
      <Show when={!endedBy() && !props.store.view?.finished && c() && c()!.timedOut.length > 0}>
        <section class="vote" data-testid="vote">
          <p>{tp("voteOut", { names: names(c()!.timedOut), n: c()!.timedOut.length })}</p>
          <Show when={canVote()}>
            <p class="small">{tp("voteAsk")}</p>
            <Show
              when={c()!.votes.includes(mine()!)}
              fallback={
                <button type="button" onClick={() => props.onVote()} data-testid="vote-end">
                  {tp("voteEnd")}
                </button>
              }
            >
              <p class="muted small">{tp("voteWaiting")}</p>
            </Show>
          </Show>
          <p class="muted small">{tp("voteCount", { n: c()!.votes.length, of: voters().length })}</p>
        </section>
      </Show>
    </>
  );
}
