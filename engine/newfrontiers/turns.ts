/**
 * The small shared vocabulary of action resolution: what each action tile's rules provide, ending a player's part
 * of an action, and the order in which players perform it (002_… §Como se Juega: "comenzando con este jugador y en
 * orden de prioridad de pista ('envolviendo' la pista …)"; with 2 players each player still performs it once),
 * and moving a disc to the front of the priority track.
 */
import type { RuleError } from "../core/game-module.ts";
import type { NfAction } from "./actions.ts";
import { log } from "./ledger.ts";
import { resetTurn, type NfState } from "./state.ts";
import type { Pending, PendingKind } from "./pending.ts";

/** The rules of one action tile. */
export interface ActionRules {
  /** The selector's bonus and anything done once before the players' turns. */
  start(s: NfState): void;
  /** Begins `seat`'s part: automatic effects, then either a pending decision or nothing (turn over). */
  beginTurn(s: NfState, seat: number): void;
  /** Steps after every turn (may set a decision; called again once it is answered). */
  afterTurns(s: NfState): void;
}

/** One kind of pending decision: its legal answers and how an answer applies (in place, validated before any write). */
export interface DecisionRules<K extends PendingKind> {
  /**
   * The legal answers. With `enough`, a handler may stop once it has found that many (the engine asks for 2 to see
   * whether a decision has a single possible answer); the answers it returns are still legal and in order.
   */
  legal(s: NfState, p: Pending<K>, enough?: number): NfAction[];
  act(s: NfState, p: Pending<K>, a: NfAction): RuleError | null;
}

/** One handler per kind of pending decision (decisions.ts). */
export type DecisionTable = { [K in PendingKind]: DecisionRules<K> };

/** Ends the current player's part of the action. */
export function endTurn(s: NfState): void {
  s.pending = null;
  if (!s.current) return;
  s.current.idx++;
  resetTurn(s.current);
}

/** Seats in track order starting with the disc at `from`, each once. */
export function orderFrom(track: readonly number[], from: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < track.length; i++) {
    const seat = track[(from + i) % track.length] as number;
    if (!out.includes(seat)) out.push(seat);
  }
  return out;
}

/** Seats in priority order (first disc of each seat). */
export function priorityOrder(s: NfState): number[] {
  return orderFrom(s.track, 0);
}

/** Send Diplomatic Envoys (and Chart Galactic Goals): "cambia su disco de prioridad … a la primera posición". */
export function moveToFront(s: NfState, seat: number): void {
  const pos = s.selectedCount - 1;
  s.track.splice(pos, 1);
  s.track.unshift(seat);
  log(s, { seat, key: "priorityFirst", args: {} });
}
