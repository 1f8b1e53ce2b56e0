/**
 * What happens in a game on the board engine (Carcassonne, Star Wars), as structured `{ key, args }` records:
 * `apply` returns them as its events and the match log keeps them, so the client renders every line in the
 * player's language (design.md "Everything a player reads comes from { key, args } records"). Coordinates are
 * board positions; `tile` is a tile id; `feature` a feature's data id on the tile at (x, y).
 */
import type { LogRecord } from "../core/game-module.ts";
import type { ScoreItem } from "./score-item.ts";

/** Every record a board game writes, by key. Rule modules add their own keys here (declared with the module). */
export interface BoardEventArgs {
  /** A tile was drawn; `tile` is absent when only its owner may see it (hand of three). */
  tileDrawn: { seat: number; tile?: string };
  tilePlaced: { seat: number; x: number; y: number; rotation: number; tile: string };
  /** A drawn tile fit nowhere and left the game (001_… §1). */
  tileDiscarded: { tile: string };
  /** A drawn tile fit nowhere and went back into the stack (Star Wars, 000_… §"Rezumat" 1). */
  tileReturned: { tile: string };
  /** `big`: a Star Wars big meeple; `attack`: a planet landing where another side stands. */
  meeplePlaced: { seat: number; x: number; y: number; feature: string; big?: boolean; attack?: boolean };
  scored: { item: ScoreItem };
  /** Meeples that went back to their owners' supplies (one entry per meeple). */
  meeplesReturned: { seats: number[] };
  goldPlaced: { seat: number; x: number; y: number };
  goldTaken: { seat: number; x: number; y: number };
  /** A battle fought to the end (Star Wars); the record is the module's own. */
  battle: { battle: unknown };
  gameOver: { scores: number[] };
}

export type BoardEventKey = keyof BoardEventArgs;

/** One record, typed by its key. */
export type BoardEvent = { [K in BoardEventKey]: LogRecord<K, BoardEventArgs[K]> }[BoardEventKey];

/** Builds a record (checked against its key's arguments). */
export function boardEvent<K extends BoardEventKey>(key: K, args: BoardEventArgs[K]): LogRecord<K, BoardEventArgs[K]> {
  return { key, args };
}
