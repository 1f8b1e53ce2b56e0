/**
 * Whose turn a match page shows as "mine", and what the tab then says (the pure part of the turn alerts,
 * turn-alerts.ts; free of the DOM, so node tests import it).
 */
import type { MatchState } from "../core/match-state.ts";

/** Whether the page's seat must act now (and plays it itself: not while a bot plays for it). */
export function isMyTurn(s: Pick<MatchState, "seat" | "view" | "seats">): boolean {
  const seat = s.seat;
  return seat !== null && s.view !== null && !s.view.finished && s.view.toAct.includes(seat) && !s.seats[seat]?.bot;
}

/** What the page shows for a turn state: the title to use and whether this is the moment to ring (a new turn, unseen). */
export function turnAlert(
  baseTitle: string,
  myTurn: boolean,
  wasMyTurn: boolean,
  focused: boolean,
  label: string,
): { title: string; ring: boolean } {
  return { title: myTurn ? `● ${label} — ${baseTitle}` : baseTitle, ring: myTurn && !wasMyTurn && !focused };
}
