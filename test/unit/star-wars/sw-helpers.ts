/**
 * Shared helpers for the Carcassonne Star Wars unit tests: forced-deck, forced-dice games driven through the
 * public GameModule API (setup / toAct / legalActions / apply / view / result), a few read-only peeks at internal
 * state where a behavioural check would be clumsy (feature membership, the big meeple's segment), seeded random
 * playouts biased towards meeples and planet landings. The game driver, act/refuse, the playout loop, deep freezing
 * and the canonical action key are shared with Carcassonne (../board-helpers.ts) and bound or re-exported here.
 *
 * Geometry (docs/replay-format.md): x grows east, y grows south; the start tile sw-01 lies at (0,0) in its stored
 * orientation "eror": asteroid cap N (e1), trade route W–E (r1), space S. Rotation r = r clockwise quarter turns:
 * a stored edge d (0 N, 1 E, 2 S, 3 W) faces world direction (d + r) % 4.
 * Default colours by seat: red (Rebel), black (Empire), orange (Bounty Hunters), green (Rebel), white (Empire);
 * team variant: red, black, green, white with seats 0+2 (Rebels) against 1+3 (Empire).
 */
import { Rand } from "../../support/rand.ts";
import { isRuleError, type RuleError } from "../../../engine/core/game-module.ts";
import { starWars } from "../../../engine/carcassonne/star-wars/game.ts";
import type { SwOptions } from "../../../engine/carcassonne/star-wars/options.ts";
import { battlesOf, type Battle } from "../../../engine/carcassonne/star-wars/sw-state.ts";
import type { CarcAction } from "../../../engine/carcassonne/actions.ts";
import type { CarcState } from "../../../engine/carcassonne/state.ts";
import type { ScoreItem } from "../../../engine/carcassonne/score-item.ts";
import type { BoardEvent } from "../../../engine/carcassonne/events.ts";
import { tileKind, tileKindById } from "../../../engine/carcassonne/tiles.ts";
import { STAR_WARS_TILES } from "../../../engine/carcassonne/star-wars/tiles-star-wars.ts";
import * as board from "../board-helpers.ts";
import { actionKey, bounds, deepFreeze, expectRuleErrorShape, placedAt, type GameRun, type LoggedAction } from "../board-helpers.ts";

export { actionKey, deepFreeze, expectRuleErrorShape, placedAt, type GameRun, type LoggedAction };

export const game = starWars;
export const MEEPLES = 5;

/** Options with defaults filled in; firstSeat 0 unless told otherwise so that turns are predictable. */
export function swOptions(o: Record<string, unknown> = {}): SwOptions {
  return board.optionsOf(game, o);
}

/** A new game with a forced deck (drawn in this order after the start tile) and, if given, forced dice. */
export function setup(deck: string[], o: Record<string, unknown> = {}, players = 2, dice?: number[], seed = "sw-test"): CarcState {
  return board.forcedSetup(game, deck, o, players, seed, dice);
}

/** Applies an action that must be legal; throws with the engine's refusal otherwise. */
export function act(s: CarcState, seat: number, action: CarcAction): { state: CarcState; events: BoardEvent[] } {
  return board.act(game, s, seat, action);
}

/** Applies an action that must be refused, on a deep-frozen copy of the state (see board-helpers.ts); returns the error. */
export function refuse(s: CarcState, seat: number, action: CarcAction): RuleError {
  return board.refuse(game, s, seat, action);
}

/**
 * A forced-deck, forced-dice Star Wars game driven one action at a time by whoever must act (see BoardGame), with
 * the big meeple, planet landings and the battle record.
 */
export class Game extends board.BoardGame {
  constructor(deck: string[], o: Record<string, unknown> = {}, players = 2, dice?: number[]) {
    super(game, setup(deck, o, players, dice));
  }

  override meeple(feature: string, big = false): this {
    return this.do(big ? { type: "meeple", feature, big: true } : { type: "meeple", feature });
  }
  planet(x: number, y: number, big = false): this {
    return this.do(big ? { type: "planet", x, y, big: true } : { type: "planet", x, y });
  }
  override placeMeeple(x: number, y: number, rotation: number, feature: string, big = false): this {
    return this.place(x, y, rotation).meeple(feature, big);
  }
  get battles(): Battle[] {
    return battlesOf(this.s);
  }
}

/** Segment of data feature `id` of the tile at (x, y). Internal peek. */
export function segmentOf(s: CarcState, x: number, y: number, id: string): number {
  const i = placedAt(s, x, y);
  if (i < 0) throw new Error(`no tile at ${x},${y}`);
  const kind = tileKind(s.tiles[4 * i + 2]!);
  const f = kind.features.findIndex((g) => g.id === id);
  if (f < 0) throw new Error(`tile at ${x},${y} (${kind.id}) has no feature ${id}`);
  return 8 * i + f;
}

/** Root of the feature holding data feature `id` of the tile at (x, y). Internal peek. */
export function rootOf(s: CarcState, x: number, y: number, id: string): number {
  return s.root[segmentOf(s, x, y, id)]!;
}

/** Seats of the meeples standing in the feature holding `id` at (x, y), sorted. */
export function meeplesAt(s: CarcState, x: number, y: number, id: string): number[] {
  const r = rootOf(s, x, y, id);
  const out: number[] = [];
  for (let m = 0; m < s.meeples.length; m += 2) if (s.root[s.meeples[m + 1]!] === r) out.push(s.meeples[m]!);
  return out.sort((a, b) => a - b);
}

/** Meeples on the board per seat. */
export function onBoard(s: CarcState): number[] {
  const n = new Array<number>(s.players).fill(0);
  for (let m = 0; m < s.meeples.length; m += 2) n[s.meeples[m]!]!++;
  return n;
}

/** The side a seat fights and scores for: its team, else itself. */
export function sideOf(s: Pick<CarcState, "teams">, seat: number): number {
  return s.teams ? s.teams[seat]! : seat;
}

/** Sorted strings of the meeple-step actions (for set comparisons). */
export function keys(s: CarcState, actions: readonly CarcAction[]): string[] {
  return actions.map((a) => actionKey(s, a)).sort();
}

export const SW_KIND_IDS = STAR_WARS_TILES.map((t) => t.id);
export const SW_FEATURE_IDS = [...new Set(STAR_WARS_TILES.flatMap((t) => t.features.map((f) => f.id)))].sort();

/** Kind index of a Star Wars tile id. */
export function kindIndex(id: string): number {
  const k = tileKindById(id);
  if (!k) throw new Error(`unknown tile ${id}`);
  return k.index;
}

export interface PlayoutParams {
  players: number;
  teams: boolean;
  seed: string;
  /** Forced dice (consumed first, then the match's PRNG rolls). */
  dice?: number[];
  firstSeat?: number | null;
}

export const MAX_ACTIONS = 1000;

export function newRandomGame(p: PlayoutParams): CarcState {
  const o = swOptions({ teams: p.teams, firstSeat: p.firstSeat ?? null });
  const s = game.setup(p.players, o, p.seed, p.dice ? { dice: p.dice } : undefined);
  if (isRuleError(s)) throw new Error(`setup ${JSON.stringify(p)}: ${s.code} ${s.message}`);
  return s;
}

/** Sides (seat, or team) with meeples in each feature root. */
function sidesByRoot(s: CarcState): Map<number, Set<number>> {
  const out = new Map<number, Set<number>>();
  for (let m = 0; m < s.meeples.length; m += 2) {
    const r = s.root[s.meeples[m + 1]!]!;
    if (!out.has(r)) out.set(r, new Set());
    out.get(r)!.add(sideOf(s, s.meeples[m]!));
  }
  return out;
}

/**
 * How many different sides the placement of the drawn tile at (x, y) turned `rotation` would bring together in one
 * feature (read from the tile tables: which local feature of the new tile meets which neighbouring feature).
 */
export function sidesJoined(s: CarcState, held: Map<number, Set<number>>, x: number, y: number, rotation: number): number {
  const kind = tileKind(s.current);
  const o = kind.rot[rotation]!;
  const byLocal = new Map<number, Set<number>>();
  const dirs: [number, number][] = [
    [0, -1],
    [1, 0],
    [0, 1],
    [-1, 0],
  ];
  for (let d = 0; d < 4; d++) {
    const f = o.edgeFeature[d]!;
    if (f < 0) continue;
    const n = placedAt(s, x + dirs[d]![0], y + dirs[d]![1]);
    if (n < 0) continue;
    const nk = tileKind(s.tiles[4 * n + 2]!);
    const nf = nk.rot[s.tiles[4 * n + 3]!]!.edgeFeature[(d + 2) % 4]!;
    if (nf < 0) continue;
    const sides = held.get(s.root[8 * n + nf]!);
    if (!sides) continue;
    if (!byLocal.has(f)) byLocal.set(f, new Set());
    for (const side of sides) byLocal.get(f)!.add(side);
  }
  return Math.max(0, ...[...byLocal.values()].map((set) => set.size));
}

/**
 * A legal action chosen with a bias towards conflict: when placing a tile, prefer placements that join features
 * held by different sides, then cells next to a meeple; in the meeple step, place a meeple most of the time, and
 * land on a planet when that is offered about half the time. Always one of `legal`.
 */
export function biasedChoice(s: CarcState, legal: readonly CarcAction[], rand: Rand): CarcAction {
  if (s.phase === "meeple") {
    const planets = legal.filter((a) => a.type === "planet");
    const meeples = legal.filter((a) => a.type === "meeple");
    if (planets.length && rand.chance(0.45)) return rand.pick(planets);
    if (meeples.length && rand.chance(0.85)) return rand.pick(meeples);
    if (planets.length && rand.chance(0.8)) return rand.pick(planets);
    return rand.pick(legal);
  }
  if (s.phase === "place" && s.current >= 0 && rand.chance(0.8)) {
    const held = sidesByRoot(s);
    const places = legal.filter((a): a is Extract<CarcAction, { type: "place" }> => a.type === "place");
    const joined = places.map((a) => sidesJoined(s, held, a.x, a.y, a.rotation));
    const most = Math.max(0, ...joined);
    if (most >= 2) return rand.pick(places.filter((_, i) => joined[i] === most));
    const hot = new Set<string>();
    for (let m = 0; m < s.meeples.length; m += 2) {
      const i = s.meeples[m + 1]! >> 3;
      const x = s.tiles[4 * i]!,
        y = s.tiles[4 * i + 1]!;
      for (let dx = -1; dx <= 1; dx++) for (let dy = -1; dy <= 1; dy++) hot.add(`${x + dx},${y + dy}`);
    }
    const near = places.filter((a) => hot.has(`${a.x},${a.y}`));
    if (near.length && rand.chance(0.6)) return rand.pick(near);
  }
  return rand.pick(legal);
}

/**
 * Plays one game to the end with `biasedChoice`. `check(before, after, action, events, index)` runs after each
 * action (before = the deep-frozen state the action was applied to). Throws on any contract violation.
 */
export function randomGame(
  p: PlayoutParams,
  opts: {
    keepStates?: boolean;
    freeze?: boolean;
    check?: (before: CarcState, after: CarcState, l: LoggedAction, events: BoardEvent[], i: number) => void;
  } = {},
): GameRun {
  const s = newRandomGame(p);
  const rand = new Rand(`choices:${p.seed}`);
  return board.playout(game, s, (state, legal) => biasedChoice(state, legal, rand), {
    label: `seed ${p.seed}`,
    maxActions: MAX_ACTIONS,
    keepStates: opts.keepStates,
    beforeApply: opts.freeze ? (state) => void deepFreeze(state) : undefined,
    check: opts.check,
  });
}

/** Applies a logged action list from a given state; throws when an action is refused. */
export function replayFrom(s0: CarcState, log: readonly LoggedAction[]): { final: CarcState; events: BoardEvent[][] } {
  return board.replayFrom(game, s0, log);
}

export { Rand };

/**
 * Candidate meeple-step actions for a state: every feature id of the Star Wars tiles plus unknown ones, and every
 * cell of the board's bounding box widened by 2 as a planet target, each small, `big: false` and `big: true`,
 * plus pass. Parsed shapes only (they all pass SwActionSchema).
 */
export function meepleCandidates(s: CarcState): CarcAction[] {
  const out: CarcAction[] = [{ type: "pass" }];
  const sizes = (a: { type: "meeple"; feature: string } | { type: "planet"; x: number; y: number }): CarcAction[] => [
    a,
    { ...a, big: false },
    { ...a, big: true },
  ];
  for (const feature of [...SW_FEATURE_IDS, "zz", "o1", "E1"]) out.push(...sizes({ type: "meeple", feature }));
  const { minX, maxX, minY, maxY } = bounds(s);
  for (let x = minX - 2; x <= maxX + 2; x++) for (let y = minY - 2; y <= maxY + 2; y++) out.push(...sizes({ type: "planet", x, y }));
  return out;
}

/**
 * Checks apply ⇔ legalActions on one state over `candidates`: an action is accepted exactly when its canonical key
 * is a legal action's, refusals are RuleErrors and leave the (deep-frozen) state unchanged. Returns the number of
 * accepted candidates.
 */
export function checkAcceptsExactlyLegal(s: CarcState, seat: number, candidates: readonly CarcAction[], where: string): number {
  const frozen = deepFreeze(structuredClone(s));
  const before = JSON.stringify(frozen);
  const legal = new Set(game.legalActions(frozen, seat).map((a) => actionKey(frozen, a)));
  let accepted = 0;
  for (const a of candidates) {
    const out = game.apply(frozen, seat, a);
    const ok = !isRuleError(out);
    if (ok !== legal.has(actionKey(frozen, a)))
      throw new Error(
        `${where}: apply ${ok ? "accepted" : `refused (${(out as RuleError).code})`} ${JSON.stringify(a)}, legalActions ${legal.has(actionKey(frozen, a)) ? "has" : "lacks"} it`,
      );
    if (ok) accepted++;
    else expectRuleErrorShape(out, `${where}: ${JSON.stringify(a)}`);
  }
  if (JSON.stringify(frozen) !== before) throw new Error(`${where}: state changed by apply`);
  return accepted;
}

/** The score items of a game's scored events (of its last action, or all). */
export function scoredItems(g: Game, which: "all" | "last" = "last"): ScoreItem[] {
  return g.eventsOf("scored", which).map((e) => e.args.item);
}

/** Seat 0 holds Dagobah at (0,1) with a small meeple; seat 1 has just placed a straight route at (1,0), diagonal to it. */
export function dagobahHeld(extra: string[] = []): Game {
  const g = new Game(["sw-30", "sw-22", ...extra], {}, 2, [6, 1, 1]);
  g.place(0, 1, 0).meeple("c1");
  g.place(1, 0, 0);
  return g;
}
