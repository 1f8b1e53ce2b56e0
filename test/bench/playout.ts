/**
 * Seeded random playouts through the public engine contract (legalActions + apply), shared by the benchmark and
 * the fuzz tests: every choice is uniform among the legal actions, drawn from a PRNG seeded by the caller.
 */
import { isRuleError, type AnyGameModule } from "../../engine/core/game-module.ts";
import { nextInt, seedRng } from "../../engine/core/prng.ts";

export interface Playout {
  state: unknown;
  actions: number;
}

/** Plays one game to the end with uniformly random legal actions; throws if the engine misbehaves. */
export function randomPlayout(game: AnyGameModule, players: number, options: unknown, seed: string, maxActions = 10_000): Playout {
  const opts = game.parseOptions(options);
  if (isRuleError(opts)) throw new Error(opts.message);
  let state = game.setup(players, opts, seed);
  if (isRuleError(state)) throw new Error(state.message);
  const rng = seedRng(`choices:${seed}`);
  let actions = 0;
  for (;;) {
    const seats = game.toAct(state);
    if (seats.length === 0) return { state, actions };
    const seat = seats[0]!;
    const legal = game.legalActions(state, seat);
    if (legal.length === 0) throw new Error(`seat ${seat} must act but has no legal action (seed ${seed})`);
    const out = game.apply(state, seat, legal[nextInt(rng, legal.length)]);
    if (isRuleError(out)) throw new Error(`legal action refused: ${out.code} (seed ${seed})`);
    state = out.state;
    if (++actions > maxActions) throw new Error(`no end after ${maxActions} actions (seed ${seed})`);
  }
}
