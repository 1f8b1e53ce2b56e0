/**
 * Seeded random playouts on the engine's fast path, as bots play: one `scratch` copy, then
 * `legalActions` + a uniform pick + `applyInPlace` per action. Shared by the benchmarks and the tests; every choice
 * is uniform among the legal actions, drawn from a PRNG seeded by the caller.
 */
import { isRuleError, type AnyGameModule } from "../../engine/core/game-module.ts";
import { nextInt, seedRng, type RngState } from "../../engine/core/prng.ts";

export interface Playout {
  state: unknown;
  actions: number;
}

/** A game's state right after setup, options parsed; throws on a refusal. */
export function startGame(game: AnyGameModule, players: number, options: unknown, seed: string): unknown {
  const opts = game.parseOptions(options);
  if (isRuleError(opts)) throw new Error(opts.message);
  const state = game.setup(players, opts, seed);
  if (isRuleError(state)) throw new Error(state.message);
  return state;
}

/** The choices of a playout seeded by `seed` (the same stream `randomPlayout` draws from). */
export function choiceRng(seed: string): RngState {
  return seedRng(`choices:${seed}`);
}

export interface PlayLimits {
  /** Stop after this many actions (default: play to the end). */
  stopAfter?: number;
  /** A game longer than this is an engine bug (default 10,000). */
  maxActions?: number;
  /** Names the game in errors (e.g. its seed). */
  label?: string;
  /** Told every action played, with its seat (e.g. to replay the game elsewhere). */
  onAction?: (seat: number, action: unknown) => void;
}

/**
 * Plays `owned` (a state the caller owns, from `scratch` or `setup`) with uniformly random legal actions, in place,
 * until the game ends or `stopAfter` actions; returns the number of actions played. Throws if the engine misbehaves.
 */
export function playInPlace(game: AnyGameModule, owned: unknown, rng: RngState, limits: PlayLimits = {}): number {
  const { stopAfter = Infinity, maxActions = 10_000, label = "", onAction } = limits;
  let actions = 0;
  while (actions < stopAfter) {
    const seat = game.toAct(owned)[0];
    if (seat === undefined) return actions;
    const legal = game.legalActions(owned, seat);
    if (legal.length === 0) throw new Error(`seat ${seat} must act but has no legal action (${label})`);
    const action = legal[nextInt(rng, legal.length)];
    const out = game.applyInPlace(owned, seat, action);
    if (isRuleError(out)) throw new Error(`legal action refused: ${out.code} (${label})`);
    onAction?.(seat, action);
    if (++actions > maxActions) throw new Error(`no end after ${maxActions} actions (${label})`);
  }
  return actions;
}

/** Plays one seeded game to the end (or `stopAfter` actions) on the fast path; throws if the engine misbehaves. */
export function randomPlayout(game: AnyGameModule, players: number, options: unknown, seed: string, stopAfter = Infinity): Playout {
  const state = game.scratch(startGame(game, players, options, seed));
  const actions = playInPlace(game, state, choiceRng(seed), { stopAfter, label: `seed ${seed}` });
  return { state, actions };
}
