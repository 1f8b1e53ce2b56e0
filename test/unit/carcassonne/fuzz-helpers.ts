/**
 * Shared helpers for the Carcassonne fuzz/property tests (fuzz-*.test.ts, view-*.test.ts): option mixes, a
 * seeded choice PRNG independent of the engine's, seeded random games through the public GameModule contract and
 * the tile supply counted from the engine's tile data. Deep freezing, canonical action keys, the playout loop and
 * the run/log types are shared with Star Wars (../board-helpers.ts) and re-exported here.
 */
import { Rand } from "../../support/rand.ts";
import { isRuleError, type GameEvent, type RuleError } from "../../../engine/core/game-module.ts";
import { carcassonne } from "../../../engine/carcassonne/game.ts";
import type { CarcOptions } from "../../../engine/carcassonne/game.ts";
import type { CarcState } from "../../../engine/carcassonne/state.ts";
import { BASE_TILES } from "../../../engine/carcassonne/tiles-base.ts";
import { GOLD_MINES_TILES, isGoldTile } from "../../../engine/carcassonne/gold-mines/tiles.ts";
import { RIVER_TILES } from "../../../engine/carcassonne/river/tiles.ts";
import { RIVER2_TILES } from "../../../engine/carcassonne/river/tiles-river2.ts";
import { INNS_TILES } from "../../../engine/carcassonne/inns-cathedrals/tiles.ts";
import { tileKind, tileKindById } from "../../../engine/carcassonne/tiles.ts";
import { playout, replayFrom, type GameRun, type LoggedAction } from "../board-helpers.ts";

export { actionKey, bounds, deepFreeze, expectRuleErrorShape, type GameRun, type LoggedAction } from "../board-helpers.ts";

export const game = carcassonne;
export const MEEPLES = 7;
/** Meeples a seat has in a game with these options: Inns & Cathedrals adds the large one. */
export const meeplesOf = (o: { innsCathedrals?: boolean }): number => MEEPLES + (o.innsCathedrals ? 1 : 0);

export interface OptionInput {
  farmers: boolean;
  goldMines: boolean;
  river: boolean;
  river2: boolean;
  innsCathedrals: boolean;
  handOfThree: boolean;
  incompleteScoreNothing: boolean;
  firstSeat?: number | null;
}

/** The river sets a river mix plays, by its farmers and Gold Mines bits: River I, II, I + II, I. */
const RIVERS = [
  { river: true, river2: false },
  { river: false, river2: true },
  { river: true, river2: true },
  { river: true, river2: false },
] as const;

/**
 * All 64 combinations of the six boolean options, the river counted as one (on or off); a river mix plays River I,
 * River II or both by its other bits (`RIVERS`).
 */
export const OPTION_MIXES: OptionInput[] = Array.from({ length: 64 }, (_, m) => ({
  farmers: (m & 1) !== 0,
  goldMines: (m & 2) !== 0,
  handOfThree: (m & 4) !== 0,
  incompleteScoreNothing: (m & 8) !== 0,
  ...((m & 16) !== 0 ? RIVERS[m & 3]! : { river: false, river2: false }),
  innsCathedrals: (m & 32) !== 0,
}));

export const PLAYER_COUNTS = [2, 3, 4, 5, 6];

export function mixName(o: OptionInput): string {
  const on = (["farmers", "goldMines", "river", "river2", "innsCathedrals", "handOfThree", "incompleteScoreNothing"] as const).filter(
    (k) => o[k],
  );
  return (on.length ? on.join("+") : "plain") + (o.firstSeat != null ? `+first${o.firstSeat}` : "");
}

export function fail(what: string, e: RuleError): never {
  throw new Error(`${what}: ${e.code} ${e.message}`);
}

export function makeOptions(o: Partial<OptionInput>): CarcOptions {
  const r = game.parseOptions(o);
  if (isRuleError(r)) fail("parseOptions", r);
  return r;
}

export function newGame(players: number, o: Partial<OptionInput>, seed: string): CarcState {
  const s = game.setup(players, makeOptions(o), seed);
  if (isRuleError(s)) fail(`setup(${players}, ${JSON.stringify(o)}, ${seed})`, s);
  return s;
}

export const MAX_ACTIONS = 2000;

/**
 * Plays one game to the end, choosing uniformly among legalActions with a PRNG seeded by `choiceSeed`.
 * `beforeApply` may inspect (or freeze) each state before it is used. Throws on any contract violation.
 */
export function randomGame(
  players: number,
  o: Partial<OptionInput>,
  seed: string,
  opts: { choiceSeed?: string; keepStates?: boolean; beforeApply?: (s: CarcState, index: number) => void } = {},
): GameRun {
  const s = newGame(players, o, seed);
  const rand = new Rand(opts.choiceSeed ?? `choices:${seed}`);
  return playout(game, s, (_s, legal) => legal[rand.int(legal.length)]!, {
    label: `seed ${seed}`,
    maxActions: MAX_ACTIONS,
    keepStates: opts.keepStates,
    beforeApply: opts.beforeApply,
  });
}

/** Applies a logged action list from a fresh setup; throws when an action is refused. */
export function replay(
  players: number,
  o: Partial<OptionInput>,
  seed: string,
  log: readonly LoggedAction[],
): { final: CarcState; events: GameEvent[][] } {
  return replayFrom(game, newGame(players, o, seed), log);
}

const ALL_TILES = [...BASE_TILES, ...GOLD_MINES_TILES, ...RIVER_TILES, ...RIVER2_TILES, ...INNS_TILES];
/** Tile kind id of a kind index held in state. */
export function kindId(index: number): string {
  return tileKind(index).id;
}
export const ALL_KIND_IDS = ALL_TILES.map((t) => t.id);
export const ALL_FEATURE_IDS = [...new Set(ALL_TILES.flatMap((t) => t.features.map((f) => f.id)))].sort();
export const GOLD_KIND_IDS = new Set(ALL_TILES.filter((t) => isGoldTile(tileKindById(t.id)!)).map((t) => t.id));

type Expansions = { goldMines?: boolean; river?: boolean; river2?: boolean; innsCathedrals?: boolean };

/** Copies of each tile kind in a game with these expansions (start tile included), counted from the tile data. */
export function supplyByKind(o: Expansions): Map<string, number> {
  const m = new Map<string, number>();
  // The River II brings The River's spring; with both, The River's lake is left out
  const rivers = o.river2 ? [...RIVER2_TILES, ...RIVER_TILES.filter((t) => t.start > 0 || (o.river && t.id !== "river-lake"))] : [];
  const sets = [
    BASE_TILES,
    o.goldMines ? GOLD_MINES_TILES : [],
    o.river && !o.river2 ? RIVER_TILES : rivers,
    o.innsCathedrals ? INNS_TILES : [],
  ];
  for (const t of sets.flat()) m.set(t.id, t.count);
  return m;
}
export function totalTiles(o: Expansions): number {
  return [...supplyByKind(o).values()].reduce((a, b) => a + b, 0);
}

/** Whether `v` is plain JSON: null, finite numbers, strings, booleans, arrays and plain objects, no undefined. */
export function plainProblem(v: unknown, path = "value"): string | null {
  if (v === null || typeof v === "string" || typeof v === "boolean") return null;
  if (typeof v === "number") return Number.isFinite(v) && !Object.is(v, -0) ? null : `${path} = ${v}`;
  if (typeof v !== "object") return `${path} is ${typeof v}`;
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) {
      if (!(i in v)) return `${path}[${i}] is a hole`;
      const p = plainProblem(v[i], `${path}[${i}]`);
      if (p) return p;
    }
    return null;
  }
  if (Object.getPrototypeOf(v) !== Object.prototype) return `${path} is not a plain object`;
  for (const [k, x] of Object.entries(v)) {
    const p = plainProblem(x, `${path}.${k}`);
    if (p) return p;
  }
  return null;
}

export { Rand };
