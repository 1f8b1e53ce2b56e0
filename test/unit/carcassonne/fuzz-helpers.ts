/**
 * Shared helpers for the Carcassonne fuzz/property tests (fuzz-*.test.ts, view-*.test.ts): option mixes, a
 * seeded choice PRNG independent of the engine's, seeded random games through the public GameModule contract,
 * deep freezing, canonical action keys and the tile supply counted from the engine's tile data.
 */
import { Rand } from "../../support/rand.ts";
import { isRuleError, type GameEvent, type RuleError } from "../../../engine/core/game-module.ts";
import { carcassonne } from "../../../engine/carcassonne/game.ts";
import type { CarcAction } from "../../../engine/carcassonne/actions.ts";
import type { CarcOptions } from "../../../engine/carcassonne/options.ts";
import type { CarcState } from "../../../engine/carcassonne/state.ts";
import { BASE_TILES } from "../../../engine/carcassonne/tiles-base.ts";
import { GOLD_MINES_TILES } from "../../../engine/carcassonne/tiles-gold-mines.ts";
import { tileKind } from "../../../engine/carcassonne/tiles.ts";

export const game = carcassonne;
export const MEEPLES = 7;

export interface OptionInput {
  farmers: boolean;
  goldMines: boolean;
  handOfThree: boolean;
  incompleteScoreNothing: boolean;
  firstSeat?: number | null;
}

/** All 16 combinations of the four boolean options. */
export const OPTION_MIXES: OptionInput[] = Array.from({ length: 16 }, (_, m) => ({
  farmers: (m & 1) !== 0,
  goldMines: (m & 2) !== 0,
  handOfThree: (m & 4) !== 0,
  incompleteScoreNothing: (m & 8) !== 0,
}));

export const PLAYER_COUNTS = [2, 3, 4, 5, 6];

export function mixName(o: OptionInput): string {
  const on = (["farmers", "goldMines", "handOfThree", "incompleteScoreNothing"] as const).filter((k) => o[k]);
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

export interface LoggedAction {
  seat: number;
  action: CarcAction;
}

export interface GameRun {
  /** states[0] is the setup state, states[i + 1] the state after log[i]. */
  states: CarcState[];
  log: LoggedAction[];
  /** events[i]: the events of log[i]. */
  events: GameEvent[][];
  final: CarcState;
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
  let s = newGame(players, o, seed);
  const rand = new Rand(opts.choiceSeed ?? `choices:${seed}`);
  const keep = opts.keepStates ?? true;
  const run: GameRun = { states: keep ? [s] : [], log: [], events: [], final: s };
  for (let n = 0; ; n++) {
    const seats = game.toAct(s);
    if (seats.length === 0) break;
    if (n >= MAX_ACTIONS) throw new Error(`no end after ${MAX_ACTIONS} actions (seed ${seed})`);
    if (seats.length !== 1) throw new Error(`toAct should name one seat, got ${JSON.stringify(seats)} (seed ${seed}, action ${n})`);
    const seat = seats[0]!;
    const legal = game.legalActions(s, seat);
    if (legal.length === 0) throw new Error(`seat ${seat} must act but has no legal action (seed ${seed}, action ${n}, phase ${s.phase})`);
    const action = legal[rand.int(legal.length)]!;
    opts.beforeApply?.(s, n);
    const out = game.apply(s, seat, action);
    if (isRuleError(out)) throw new Error(`legal action ${JSON.stringify(action)} refused: ${out.code} (seed ${seed}, action ${n})`);
    s = out.state;
    run.log.push({ seat, action });
    run.events.push(out.events);
    if (keep) run.states.push(s);
  }
  run.final = s;
  return run;
}

/** Applies a logged action list from a fresh setup; throws when an action is refused. */
export function replay(players: number, o: Partial<OptionInput>, seed: string, log: readonly LoggedAction[]): { final: CarcState; events: GameEvent[][] } {
  let s = newGame(players, o, seed);
  const events: GameEvent[][] = [];
  log.forEach(({ seat, action }, i) => {
    const out = game.apply(s, seat, action);
    if (isRuleError(out)) fail(`replay action ${i}`, out);
    s = out.state;
    events.push(out.events);
  });
  return { final: s, events };
}

/** Recursively freezes a plain JSON value (the game state is plain JSON). */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value as object)) deepFreeze(v);
  }
  return value;
}

/**
 * A canonical key for a parsed action in a given state: without a hand of three, the engine's legal place
 * actions omit `tile`, and naming the drawn tile is the same move, so that `tile` is dropped.
 */
export function actionKey(s: CarcState, a: CarcAction): string {
  switch (a.type) {
    case "place": {
      let tile = a.tile;
      if (!s.hands && s.current >= 0 && tile === kindId(s.current)) tile = undefined;
      return `place:${a.x}:${a.y}:${a.rotation}:${tile ?? "-"}`;
    }
    case "meeple":
      return `meeple:${a.feature}${"big" in a && a.big ? ":big" : ""}`;
    case "pass":
      return "pass";
    case "gold":
    case "takeGold":
      return `${a.type}:${a.x}:${a.y}`;
    case "planet":
      return `planet:${a.x}:${a.y}${a.big ? ":big" : ""}`;
  }
}

const ALL_TILES = [...BASE_TILES, ...GOLD_MINES_TILES];
/** Tile kind id of a kind index held in state. */
export function kindId(index: number): string {
  return tileKind(index).id;
}
export const ALL_KIND_IDS = ALL_TILES.map((t) => t.id);
export const ALL_FEATURE_IDS = [...new Set(ALL_TILES.flatMap((t) => t.features.map((f) => f.id)))].sort();
export const GOLD_KIND_IDS = new Set(ALL_TILES.filter((t) => t.gold).map((t) => t.id));

/** Copies of each tile kind in the game (start tile included), counted from the tile data. */
export function supplyByKind(goldMines: boolean): Map<string, number> {
  const m = new Map<string, number>();
  for (const t of goldMines ? ALL_TILES : BASE_TILES) m.set(t.id, t.count);
  return m;
}
export function totalTiles(goldMines: boolean): number {
  return [...supplyByKind(goldMines).values()].reduce((a, b) => a + b, 0);
}

/** Board bounds of a state (placed tiles). */
export function bounds(s: CarcState): { minX: number; maxX: number; minY: number; maxY: number } {
  let minX = Infinity, maxX = -Infinity, minY = Infinity, maxY = -Infinity;
  for (let i = 0; i < s.tiles.length; i += 4) {
    minX = Math.min(minX, s.tiles[i]!);
    maxX = Math.max(maxX, s.tiles[i]!);
    minY = Math.min(minY, s.tiles[i + 1]!);
    maxY = Math.max(maxY, s.tiles[i + 1]!);
  }
  return { minX, maxX, minY, maxY };
}

export function expectRuleErrorShape(e: unknown, where: string): void {
  const r = e as { error?: unknown; code?: unknown; message?: unknown };
  if (
    typeof e !== "object" || e === null || r.error !== true || typeof r.code !== "string" || r.code.length === 0 ||
    typeof r.message !== "string" || r.message.length === 0
  )
    throw new Error(`${where}: not a RuleError {error:true, code, message}: ${JSON.stringify(e)}`);
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
