/**
 * Test helpers shared by the games on the Carcassonne board engine (Carcassonne and Carcassonne Star Wars): both
 * use one state (CarcState), action (CarcAction) and view (CarcView) type and differ only in their GameModule,
 * options and extra actions. Everything here takes the module as its first argument; each game's own helpers file
 * (carcassonne/helpers.ts, carcassonne/fuzz-helpers.ts, star-wars/sw-helpers.ts) binds it to its game.
 *
 * - forced-deck setup, `act` (must be accepted) and `refuse` (must be refused, on a deep-frozen copy);
 * - `BoardGame`, a game driven one action at a time by whoever must act;
 * - random playouts (`playout`), replays, deep freezing, canonical action keys and small read-only peeks.
 */
import { expect } from "vitest";
import { isRuleError, type GameModule, type RuleError } from "../../engine/core/game-module.ts";
import type { CarcAction } from "../../engine/carcassonne/actions.ts";
import type { BoardEvent, BoardEventKey } from "../../engine/carcassonne/events.ts";
import "../../engine/carcassonne/views.ts";
import { logRecords, type CarcState } from "../../engine/carcassonne/state.ts";
import type { CarcView } from "../../engine/carcassonne/views.ts";
import type { ScoreItem } from "../../engine/carcassonne/score-item.ts";
import { tileKind } from "../../engine/carcassonne/tiles.ts";

/** A game on the board engine, with its own options type. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type BoardModule<Options = any> = GameModule<CarcState, CarcAction, CarcView, Options>;

/** Options with defaults filled in; firstSeat 0 unless told otherwise so that turns are predictable. */
export function optionsOf<O>(module: BoardModule<O>, o: Record<string, unknown> = {}): O {
  const r = module.parseOptions({ firstSeat: 0, ...o });
  if (isRuleError(r)) throw new Error(`${r.code}: ${r.message}`);
  return r;
}

/**
 * A new game with a forced deck (tiles drawn in exactly this order after the start tile) and, if given, forced
 * dice; options go through `optionsOf`.
 */
export function forcedSetup(
  module: BoardModule,
  deck: string[],
  o: Record<string, unknown>,
  players: number,
  seed: string,
  dice?: number[],
): CarcState {
  const s = module.setup(players, optionsOf(module, o), seed, dice ? { deck, dice } : { deck });
  if (isRuleError(s)) throw new Error(`${s.code}: ${s.message}`);
  return s;
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
 * Applies an action that must be legal; throws with the engine's refusal otherwise. Checks that the events `apply`
 * returned are exactly the records it appended to the state's log (the log is the event feed), and returns them
 * typed by key.
 */
export function act(module: BoardModule, s: CarcState, seat: number, action: CarcAction): { state: CarcState; events: BoardEvent[] } {
  const out = module.apply(s, seat, action);
  if (isRuleError(out)) throw new Error(`refused ${JSON.stringify(action)} by seat ${seat}: ${out.code}: ${out.message}`);
  return { state: out.state, events: appendedRecords(s, out, action) };
}

/** The records `apply` appended to the log, which must be exactly the events it returned (same objects, same order). */
function appendedRecords(before: CarcState, out: { state: CarcState; events: readonly object[] }, action: CarcAction): BoardEvent[] {
  const appended = logRecords(out.state).slice(logRecords(before).length);
  if (appended.length !== out.events.length || appended.some((r, i) => r !== out.events[i]))
    expect.fail(`${JSON.stringify(action)}: apply's events are not the records it appended to the log`);
  return appended;
}

/**
 * Applies an action that must be refused, on a deep-frozen copy of the state: checks the refusal's shape and that
 * the state (the copy and the original) is left exactly as it was (JSON equal), and returns the error.
 */
export function refuse(module: BoardModule, s: CarcState, seat: number, action: CarcAction): RuleError {
  const frozen = deepFreeze(structuredClone(s));
  const before = JSON.stringify(frozen);
  let out: ReturnType<BoardModule["apply"]>;
  try {
    out = module.apply(frozen, seat, action);
  } catch (e) {
    throw new Error(`apply threw on a frozen state for ${JSON.stringify(action)}: ${String(e)}`);
  }
  expect(isRuleError(out), `expected ${JSON.stringify(action)} to be refused`).toBe(true);
  const err = out as RuleError;
  expect(err.error).toBe(true);
  expect(typeof err.code).toBe("string");
  expect(typeof err.message).toBe("string");
  expect(err.message.length).toBeGreaterThan(0);
  expect(JSON.stringify(frozen)).toBe(before);
  expect(JSON.stringify(s)).toBe(before);
  return err;
}

/**
 * A game driven one action at a time by whoever must act (toAct). Keeps every event emitted so far. Each game's
 * helpers subclass it with a constructor taking a forced deck (and game-specific actions).
 */
export class BoardGame {
  events: BoardEvent[] = [];
  /** Events of the last action only. */
  last: BoardEvent[] = [];

  constructor(
    readonly module: BoardModule,
    public s: CarcState,
  ) {}

  get seat(): number {
    const t = this.module.toAct(this.s);
    if (t.length !== 1) throw new Error(`expected one seat to act, got ${JSON.stringify(t)} (phase ${this.s.phase})`);
    return t[0]!;
  }

  do(action: CarcAction, seat = this.seat): this {
    const out = act(this.module, this.s, seat, action);
    this.s = out.state;
    this.last = out.events;
    this.events.push(...out.events);
    return this;
  }

  place(x: number, y: number, rotation: number): this {
    return this.do({ type: "place", x, y, rotation });
  }
  meeple(feature: string): this {
    return this.do({ type: "meeple", feature });
  }
  pass(): this {
    return this.do({ type: "pass" });
  }
  /** Places the tile and passes the meeple step (when there is one). */
  placePass(x: number, y: number, rotation: number): this {
    this.place(x, y, rotation);
    if (this.s.phase === "meeple") this.pass();
    return this;
  }
  /** Places the tile and puts a meeple on `feature`. */
  placeMeeple(x: number, y: number, rotation: number, feature: string): this {
    return this.place(x, y, rotation).meeple(feature);
  }
  refuse(action: CarcAction, seat = this.seat): RuleError {
    return refuse(this.module, this.s, seat, action);
  }
  legal(seat = this.seat): CarcAction[] {
    return this.module.legalActions(this.s, seat);
  }
  view(seat: number | null = 0): CarcView {
    return this.module.view(this.s, seat);
  }
  get scores(): number[] {
    return this.s.scores.slice();
  }
  /** Labelled score items so far (the match log, through `result`). */
  get items(): ScoreItem[] {
    return this.module.result(this.s).items as unknown as ScoreItem[];
  }
  /** Events of a key, of the whole game or of the last action only. */
  eventsOf<K extends BoardEventKey>(key: K, which: "all" | "last" = "all"): Extract<BoardEvent, { key: K }>[] {
    return (which === "all" ? this.events : this.last).filter((e): e is Extract<BoardEvent, { key: K }> => e.key === key);
  }
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
  events: BoardEvent[][];
  final: CarcState;
}

export interface PlayoutOptions {
  /** Names the game in error messages, e.g. `seed abc`. */
  label: string;
  /** A game taking more actions than this is an error. */
  maxActions: number;
  /** Keep every state in `GameRun.states` (default true). */
  keepStates?: boolean;
  /** Runs on each state before the chosen action is applied to it (may inspect or freeze it). */
  beforeApply?: (s: CarcState, index: number) => void;
  /** Runs after each action; `before` is the state the action was applied to. */
  check?: (before: CarcState, after: CarcState, l: LoggedAction, events: BoardEvent[], index: number) => void;
}

/**
 * Plays one game from `s0` to the end, with `choose` picking one of the legal actions of the single seat to act.
 * Throws on any contract violation (no end, several or no seat to act, no legal action, a legal action refused).
 */
export function playout(
  module: BoardModule,
  s0: CarcState,
  choose: (s: CarcState, legal: CarcAction[]) => CarcAction,
  opts: PlayoutOptions,
): GameRun {
  let s = s0;
  const keep = opts.keepStates ?? true;
  const run: GameRun = { states: keep ? [s] : [], log: [], events: [], final: s };
  for (let n = 0; ; n++) {
    const seats = module.toAct(s);
    if (seats.length === 0) break;
    if (n >= opts.maxActions) throw new Error(`no end after ${opts.maxActions} actions (${opts.label})`);
    if (seats.length !== 1) throw new Error(`toAct should name one seat, got ${JSON.stringify(seats)} (${opts.label}, action ${n})`);
    const seat = seats[0]!;
    const legal = module.legalActions(s, seat);
    if (legal.length === 0) throw new Error(`seat ${seat} must act but has no legal action (${opts.label}, action ${n}, phase ${s.phase})`);
    const action = choose(s, legal);
    opts.beforeApply?.(s, n);
    const applied = module.apply(s, seat, action);
    if (isRuleError(applied))
      throw new Error(`legal action ${JSON.stringify(action)} refused: ${applied.code} ${applied.message} (${opts.label}, action ${n})`);
    const out = { state: applied.state, events: appendedRecords(s, applied, action) };
    opts.check?.(s, out.state, { seat, action }, out.events, n);
    s = out.state;
    run.log.push({ seat, action });
    run.events.push(out.events);
    if (keep) run.states.push(s);
  }
  run.final = s;
  return run;
}

/** Applies a logged action list from a given state; throws when an action is refused. */
export function replayFrom(module: BoardModule, s0: CarcState, log: readonly LoggedAction[]): { final: CarcState; events: BoardEvent[][] } {
  let s = s0;
  const events: BoardEvent[][] = [];
  log.forEach(({ seat, action }, i) => {
    const out = module.apply(s, seat, action);
    if (isRuleError(out)) throw new Error(`replay action ${i}: ${out.code} ${out.message}`);
    events.push(appendedRecords(s, out, action));
    s = out.state;
  });
  return { final: s, events };
}

/**
 * A canonical key for a parsed action in a given state: without a hand of three, the engine's legal place actions
 * omit `tile`, and naming the drawn tile is the same move, so that `tile` is dropped; `big: false` is the same
 * move as no `big`.
 */
export function actionKey(s: CarcState, a: CarcAction): string {
  switch (a.type) {
    case "place": {
      let tile = a.tile;
      if (!s.hands && s.current >= 0 && tile === tileKind(s.current).id) tile = undefined;
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

/** Asserts that `e` is a RuleError `{ error: true, code, message }` with a non-empty code and message. */
export function expectRuleErrorShape(e: unknown, where: string): void {
  const r = e as { error?: unknown; code?: unknown; message?: unknown };
  if (
    typeof e !== "object" ||
    e === null ||
    r.error !== true ||
    typeof r.code !== "string" ||
    r.code.length === 0 ||
    typeof r.message !== "string" ||
    r.message.length === 0
  )
    throw new Error(`${where}: not a RuleError {error:true, code, message}: ${JSON.stringify(e)}`);
}

/** Placed index of the tile at (x, y), or -1. */
export function placedAt(s: CarcState, x: number, y: number): number {
  for (let i = 0; i < s.tiles.length / 4; i++) if (s.tiles[4 * i] === x && s.tiles[4 * i + 1] === y) return i;
  return -1;
}

/** Board bounds of a state (placed tiles). */
export function bounds(s: CarcState): { minX: number; maxX: number; minY: number; maxY: number } {
  let minX = Infinity,
    maxX = -Infinity,
    minY = Infinity,
    maxY = -Infinity;
  for (let i = 0; i < s.tiles.length; i += 4) {
    minX = Math.min(minX, s.tiles[i]!);
    maxX = Math.max(maxX, s.tiles[i]!);
    minY = Math.min(minY, s.tiles[i + 1]!);
    maxY = Math.max(maxY, s.tiles[i + 1]!);
  }
  return { minX, maxX, minY, maxY };
}
