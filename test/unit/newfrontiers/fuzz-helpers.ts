/**
 * Shared helpers of the New Frontiers random-playout tests (fuzz*.test.ts): the game configurations played, a
 * seeded playout driver (choices from the tests' own PRNG, test/support/rand.ts — never Math.random or the
 * engine's PRNG) that deep-freezes every state before `apply` sees it, replays, canonical action keys, and the
 * counters (`totals`, `codes`) the files' overall tests read.
 */
import { expect } from "vitest";
import { isRuleError, type GameEvent } from "../../../engine/core/game-module.ts";
import { newFrontiers } from "../../../engine/newfrontiers/game.ts";
import type { NfAction } from "../../../engine/newfrontiers/actions.ts";
import type { NfState } from "../../../engine/newfrontiers/state.ts";
import { Rand } from "../../support/rand.ts";

export { Rand };
export const game = newFrontiers;

export interface NfConfig {
  name: string;
  players: number;
  setup: "firstGame" | "later";
  goals: boolean;
}

/** Every player count with the first-game setup, later setup without goals and later setup with goals. */
export const CONFIGS: NfConfig[] = [2, 3, 4, 5].flatMap((players) => [
  { name: `${players}p first game`, players, setup: "firstGame" as const, goals: false },
  { name: `${players}p later`, players, setup: "later" as const, goals: false },
  { name: `${players}p later + goals`, players, setup: "later" as const, goals: true },
]);

export interface LoggedAction {
  seat: number;
  action: NfAction;
}

export interface GameRun {
  seed: string;
  /** states[0] is the setup state, states[i + 1] the state after log[i]. */
  states: NfState[];
  log: LoggedAction[];
  events: GameEvent[][];
  final: NfState;
}

/** What the checks saw, summed over the file. */
export const totals = {
  games: 0,
  actions: 0,
  legalityStates: 0,
  refusals: 0,
  malformed: 0,
  views: 0,
  triggers: {} as Record<string, number>,
};
/** RuleError codes seen in the refusal checks. */
export const codes = new Map<string, number>();

export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value as object)) deepFreeze(v);
  }
  return value;
}

export function clone<T>(x: T): T {
  return JSON.parse(JSON.stringify(x)) as T;
}

export function newGame(c: NfConfig, seed: string): NfState {
  const o = game.parseOptions({ setup: c.setup, goals: c.goals });
  if (isRuleError(o)) throw new Error(`${o.code}: ${o.message}`);
  const s = game.setup(c.players, o, seed);
  if (isRuleError(s)) throw new Error(`${s.code}: ${s.message}`);
  return s;
}

/** A canonical key of an action: the same key means the engine must treat both alike. */
export function actionKey(a: NfAction): string {
  const o: Record<string, unknown> = { ...a };
  for (const k of ["goods", "worlds", "discard"]) if (Array.isArray(o[k])) o[k] = [...(o[k] as string[])].sort();
  return JSON.stringify(
    Object.keys(o)
      .sort()
      .map((k) => [k, o[k]]),
  );
}

export type Policy = (s: NfState, legal: NfAction[], rand: Rand) => NfAction;

/** Uniform among the legal actions. */
export const uniform: Policy = (_s, legal, rand) => rand.pick(legal);

/**
 * A biased policy (to reach the other end conditions): with probability 0.8 it selects one of `tiles` (a tile
 * listed twice weighs double), and with
 * probability 0.9 it answers with an action that `wanted` accepts; otherwise uniform.
 */
export function biased(tiles: string[], wanted: (a: NfAction) => boolean): Policy {
  return (s, legal, rand) => {
    const pref =
      s.pending?.kind === "select"
        ? tiles.flatMap((t) => legal.filter((a) => a.type === "select" && a.action === t))
        : legal.filter(wanted);
    if (pref.length > 0 && rand.chance(s.pending?.kind === "select" ? 0.8 : 0.9)) return rand.pick(pref);
    return rand.pick(legal);
  };
}

/** Consumes, trades and buys VP: the VP pool runs out. */
export const vpHungry = biased(["tradeConsume", "envoys", "produce"], (a) => !["skip", "pass", "stockpile", "colonists"].includes(a.type));
/** Develops whenever possible: developments cover more than 10 spaces. */
export const builder = biased(
  ["develop", "isolation", "chartGoals", "produce", "tradeConsume"],
  (a) => a.type === "develop" || a.type === "sell",
);
/** Explores and settles: more than 7 colonies. */
export const settler = biased(["explore", "settle", "settle", "settle", "isolation"], (a) => a.type === "settle" || a.type === "replace");

export interface PlayHooks {
  /** After each action: the frozen state before, the state after, the action and its events. */
  check?: (b: NfState, a: NfState, l: LoggedAction, events: GameEvent[], i: number) => void;
}

const MAX_ACTIONS = 3000;

/**
 * Plays `s0` to the end. Before each action: exactly one seat acts, its legal actions are non-empty, every other
 * seat has none; the state is deep-frozen (apply must not mutate it) and must be JSON-identical afterwards.
 */
export function playout(s0: NfState, seed: string, policy: Policy, rand: Rand, hooks: PlayHooks = {}): GameRun {
  const run: GameRun = { seed, states: [s0], log: [], events: [], final: s0 };
  let s = s0;
  for (let i = 0; ; i++) {
    const seats = game.toAct(s);
    if (s.finished) {
      expect(seats, `${seed}: toAct after the end`).toEqual([]);
      break;
    }
    if (i >= MAX_ACTIONS) throw new Error(`${seed}: no end after ${MAX_ACTIONS} actions`);
    if (seats.length !== 1) throw new Error(`${seed}, action ${i}: toAct ${JSON.stringify(seats)}`);
    const seat = seats[0]!;
    const legal = game.legalActions(s, seat);
    if (legal.length === 0) throw new Error(`${seed}, action ${i}: seat ${seat} has no legal action (${s.pending?.kind})`);
    for (let o = -1; o <= s.players; o++)
      if (o !== seat && game.legalActions(s, o).length > 0)
        throw new Error(`${seed}, action ${i}: seat ${o} has legal actions but ${seat} acts`);
    const action = policy(s, legal, rand);
    deepFreeze(s);
    const before = JSON.stringify(s);
    let out: ReturnType<typeof game.apply>;
    try {
      out = game.apply(s, seat, action);
    } catch (e) {
      throw new Error(`${seed}, action ${i}: apply threw on ${JSON.stringify(action)} (${s.pending?.kind}): ${String(e)}`);
    }
    if (isRuleError(out)) throw new Error(`${seed}, action ${i}: legal ${JSON.stringify(action)} refused: ${out.code} ${out.message}`);
    if (JSON.stringify(s) !== before) throw new Error(`${seed}, action ${i}: apply changed its input state`);
    const l = { seat, action };
    hooks.check?.(s, out.state, l, out.events, i);
    run.log.push(l);
    run.events.push(out.events);
    run.states.push(out.state);
    s = out.state;
  }
  run.final = s;
  return run;
}

/** Replays logged actions from `s0` (each must be accepted); returns the final state and the events. */
export function replay(s0: NfState, log: readonly LoggedAction[]): { final: NfState; events: GameEvent[][] } {
  let s = s0;
  const events: GameEvent[][] = [];
  for (const [i, l] of log.entries()) {
    const out = game.apply(s, l.seat, l.action);
    if (isRuleError(out)) throw new Error(`replay action ${i} ${JSON.stringify(l.action)} refused: ${out.code} ${out.message}`);
    events.push(out.events);
    s = out.state;
  }
  return { final: s, events };
}
