/**
 * Shared helpers for the Carcassonne unit tests: forced-deck games driven through the public GameModule API
 * (setup / legalActions / apply / view / result), plus a few read-only peeks at internal state where a
 * behavioural check would be clumsy (feature membership).
 *
 * Geometry reminder (docs/replay-format.md): x grows east, y grows south; the start tile base-D lies at (0,0)
 * in its stored orientation: city cap N (e1), road W–E (r1), field o1 between city and road, field o2 south.
 * rotation r = r clockwise quarter turns: a stored edge d (0 N, 1 E, 2 S, 3 W) faces world direction (d + r) % 4.
 */
import { expect } from "vitest";
import { carcassonne } from "../../../engine/carcassonne/game.ts";
import type { CarcAction } from "../../../engine/carcassonne/actions.ts";
import type { CarcOptions } from "../../../engine/carcassonne/game.ts";
import type { CarcState } from "../../../engine/carcassonne/state.ts";
import type { ScoreItem } from "../../../engine/carcassonne/score-item.ts";
import { tileKindById } from "../../../engine/carcassonne/tiles.ts";
import { featureRecord, featureTiles } from "../../../engine/carcassonne/features.ts";
import type { RuleError } from "../../../engine/core/game-module.ts";
import type { BoardEvent } from "../../../engine/carcassonne/events.ts";
import * as board from "../board-helpers.ts";
import { placedAt } from "../board-helpers.ts";

export { placedAt };

export const game = carcassonne;

/** Options with defaults filled in; firstSeat 0 unless told otherwise so that turns are predictable. */
export function options(o: Record<string, unknown> = {}): CarcOptions {
  return board.optionsOf(game, o);
}

/** A new game with a forced deck (tiles drawn in exactly this order after the start tile). */
export function setup(deck: string[], o: Record<string, unknown> = {}, players = 2, seed = "test"): CarcState {
  return board.forcedSetup(game, deck, o, players, seed);
}

/** Applies an action that must be legal; throws with the engine's refusal otherwise. */
export function act(s: CarcState, seat: number, action: CarcAction): { state: CarcState; events: BoardEvent[] } {
  return board.act(game, s, seat, action);
}

/** Applies an action that must be refused (on a deep-frozen copy, see board-helpers.ts); returns the error. */
export function refuse(s: CarcState, seat: number, action: CarcAction): RuleError {
  return board.refuse(game, s, seat, action);
}

/** A forced-deck Carcassonne game driven one action at a time by whoever must act (see BoardGame). */
export class Game extends board.BoardGame {
  constructor(deck: string[], o: Record<string, unknown> = {}, players = 2) {
    super(game, setup(deck, o, players));
  }
}

/** Root (feature id) of data feature `id` on the tile at (x, y). Internal peek. */
export function rootOf(s: CarcState, x: number, y: number, id: string): number {
  const i = placedAt(s, x, y);
  if (i < 0) throw new Error(`no tile at ${x},${y}`);
  const kind = tileKindById(tileIdAt(s, x, y))!;
  const f = kind.features.findIndex((g) => g.id === id);
  if (f < 0) throw new Error(`tile at ${x},${y} (${kind.id}) has no feature ${id}`);
  return s.root[8 * i + f]!;
}

export function tileIdAt(s: CarcState, x: number, y: number): string {
  const v = game.view(s, null);
  const t = v.board.find((b) => b.x === x && b.y === y);
  if (!t) throw new Error(`no tile at ${x},${y}`);
  return t.tile;
}

/** The feature record holding data feature `id` of the tile at (x, y). Internal peek. */
export function featureAt(s: CarcState, x: number, y: number, id: string) {
  return featureRecord(s, rootOf(s, x, y, id));
}

/** Distinct tile positions of the feature holding `id` at (x, y), sorted for comparison. */
export function featurePositions(s: CarcState, x: number, y: number, id: string): [number, number][] {
  return sortPos(featureTiles(s, rootOf(s, x, y, id)).map((i): [number, number] => [s.tiles[4 * i]!, s.tiles[4 * i + 1]!]));
}

export function sortPos(p: readonly (readonly [number, number])[]): [number, number][] {
  return p.map(([x, y]): [number, number] => [x, y]).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
}

/** Place actions as sortable "x,y,r" strings. */
export function placeKeys(actions: readonly CarcAction[]): string[] {
  return actions
    .filter((a): a is Extract<CarcAction, { type: "place" }> => a.type === "place")
    .map((a) => `${a.x},${a.y},${a.rotation}`)
    .sort();
}

export const ITEM_KEYS = ["seat", "points", "reason", "final", "complete", "feature", "tiles", "emblems", "meeples"];

/** Asserts a score item carries every labelled field (design.md: seat, points, reason, feature, tiles, emblems). */
export function expectLabelled(item: ScoreItem) {
  for (const k of ITEM_KEYS) expect(item, `item has ${k}`).toHaveProperty(k);
  expect(Number.isInteger(item.seat)).toBe(true);
  expect(Number.isInteger(item.points)).toBe(true);
  expect(Array.isArray(item.tiles)).toBe(true);
  for (const t of item.tiles) expect(t).toHaveLength(2);
}
