/**
 * The arena's baselines, shared by every game: `random` picks uniformly among the legal
 * actions; `greedy` tries each legal action, lets the same seat finish what it must still decide this turn (the
 * meeple step after a tile, a second ingot) with its best continuation, and keeps the action whose position
 * evaluates best for it (own value minus the best opponent's, like JCloisterZone's ranking AI). Ties go to the
 * earliest legal action, so both are deterministic for a state and a seed.
 */
import { nextInt, type RngState } from "./prng.ts";
import { mustAct, step, valueFor, type BotGame } from "./bot-play.ts";

/** Decisions the same seat may chain in one turn that greedy looks through (place, then meeple, then gold…). */
const SAME_SEAT_DEPTH = 3;

export function randomAction(g: BotGame, state: unknown, seat: number, rng: RngState): unknown {
  const legal = g.game.legalActions(state, seat);
  if (legal.length === 0) throw new Error(`seat ${seat} has no legal action`);
  return legal[nextInt(rng, legal.length)];
}

/**
 * The value for `seat` of a state it owns once it has made its best remaining same-turn choices (up to `depth`
 * more): its own evaluation when another seat acts next or the game is over.
 */
export function settledValue(g: BotGame, state: unknown, seat: number, depth: number): number {
  if (depth <= 0 || !mustAct(g, state, seat)) return valueFor(g, state, seat);
  let best = -Infinity;
  for (const a of g.game.legalActions(state, seat)) {
    const c = g.game.scratch(state);
    step(g, c, seat, a);
    const v = settledValue(g, c, seat, depth - 1);
    if (v > best) best = v;
  }
  return best;
}

/** Each legal action of `seat` with its settled value, in legal order. */
export function rankedActions(g: BotGame, state: unknown, seat: number): { action: unknown; value: number }[] {
  return g.game.legalActions(state, seat).map((action) => {
    const c = g.game.scratch(state);
    step(g, c, seat, action);
    return { action, value: settledValue(g, c, seat, SAME_SEAT_DEPTH - 1) };
  });
}

export function greedyAction(g: BotGame, state: unknown, seat: number): unknown {
  const ranked = rankedActions(g, state, seat);
  if (ranked.length === 0) throw new Error(`seat ${seat} has no legal action`);
  let best = ranked[0]!;
  for (const r of ranked) if (r.value > best.value) best = r;
  return best.action;
}

/**
 * A greedy player that errs: with probability `slip` it takes an action drawn uniformly from the better half of
 * its ranking instead of the best (the lobby's easy level).
 */
export function sloppyGreedyAction(g: BotGame, state: unknown, seat: number, rng: RngState, slip: number): unknown {
  const ranked = rankedActions(g, state, seat);
  if (ranked.length === 0) throw new Error(`seat ${seat} has no legal action`);
  const order = ranked.map((r, i) => ({ ...r, i })).sort((a, b) => b.value - a.value || a.i - b.i);
  if (nextInt(rng, 1000) < slip * 1000) return order[nextInt(rng, Math.ceil(order.length / 2))]!.action;
  return order[0]!.action;
}
