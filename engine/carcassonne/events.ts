/**
 * What happens in a game on the board engine, as structured `{ key, args }` records: the state's log keeps every
 * one and `apply` returns the ones it appended as its events, so the client renders every line in the player's
 * language (design.md "Everything a player reads comes from { key, args } records"). Coordinates are board
 * positions; `tile` is a tile id; `feature` a feature's data id on the tile at (x, y).
 * Rule modules declare their own keys by adding them to `BoardEventArgs` beside their rules (TypeScript
 * declaration merging); the core's own keys are `CoreEventArgs`.
 */
import type { LogRecord } from "../core/game-module.ts";
import type { ScoreItem } from "./score-item.ts";

/** The records the core writes, by key. */
export interface CoreEventArgs {
  /** A tile was drawn; `tile` is absent when only its owner may see it (hand of three). */
  tileDrawn: { seat: number; tile?: string };
  tilePlaced: { seat: number; x: number; y: number; rotation: number; tile: string };
  /** A drawn tile fit nowhere and left the game (001_… §1). */
  tileDiscarded: { tile: string };
  /** A drawn tile fit nowhere and went back into the stack (000_… §"Rezumat" 1). */
  tileReturned: { tile: string };
  /** `big`: a big meeple (a module's); `attack`: a landing where another side stands. */
  meeplePlaced: { seat: number; x: number; y: number; feature: string; big?: boolean; attack?: boolean };
  scored: { item: ScoreItem };
  /** Meeples that went back to their owners' supplies (one entry per meeple). */
  meeplesReturned: { seats: number[] };
  gameOver: { scores: number[] };
}

/** Every record key of the loaded games: the core's, plus each rule module's (declared with the module). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface BoardEventArgs extends CoreEventArgs {}

/** One record of the given keys, typed by its key. */
export type RecordOf<Args extends { [P in keyof Args]: object }, K extends keyof Args = keyof Args> = {
  [P in K]: LogRecord<P & string, Args[P]>;
}[K];

/** A record the core writes. */
export type CoreEvent = RecordOf<CoreEventArgs>;

/** Any record of any loaded module; each game exports its own narrower union (its core ∪ its modules' keys). */
export type BoardEvent = RecordOf<BoardEventArgs>;

export type BoardEventKey = keyof BoardEventArgs;

/** Every score item among the records, oldest first (a game's `result().items`; the client's end screen). */
export function scoreItemsOf(records: readonly BoardEvent[]): ScoreItem[] {
  return records.flatMap((e) => (e.key === "scored" ? [e.args.item] : []));
}
