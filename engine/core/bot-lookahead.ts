/**
 * One-turn lookahead with predicted replies, shared by every game: the idea of Keldon Jones' Race for
 * the Galaxy AI. Greedy judges a decision by the position right after its own turn, so it misses what the other
 * seats then do — in New Frontiers every player performs the action a seat selects, so what the others gain from
 * it counts as much as what the selector gains. Here each of greedy's best few actions (`candidates`, ranked on the
 * first sample) is played on in a few full states sampled from the seat's view (`GameBots.determinize`), with
 * every seat — the deciding one included — choosing greedily (bot-baselines.ts `greedyAction`), up to the horizon:
 * the deciding seat's next turn of its own (`GameBots.turnStart`; without it, its next decision after another seat
 * acted), the end of the game or `maxSteps` decisions. The candidate with the best average evaluation margin there
 * wins (ties: greedy's order). Every candidate is played in the same samples, sample by sample, so `budget.stop` (or
 * `budget.iterations`, counted in playouts) ends it after a whole round of candidates. Deterministic for a seed and
 * a budget.
 */
import type { BotBudget } from "./bot.ts";
import { actorOf, mustAct, step, valueFor, type BotGame } from "./bot-play.ts";
import { greedyAction, rankedActions } from "./bot-baselines.ts";
import type { RngState } from "./prng.ts";

export interface LookaheadConfig {
  /** Full states sampled from the view; every candidate is played on in each. */
  samples: number;
  /** Greedy's best this many actions are looked ahead from (ties in legal order). */
  candidates: number;
  /** Decisions (of any seat) played on after a candidate at most. */
  maxSteps: number;
}

/**
 * Plays `s` on in place with every seat choosing greedily until `me` reaches its horizon: it must act, another seat
 * has acted since, and (when the game says where turns start) it begins a turn of its own there; or the game ends,
 * or `maxSteps` decisions were made.
 */
export function playOnGreedily(g: BotGame, s: unknown, me: number, maxSteps: number): void {
  let othersActed = false;
  for (let n = 0; n < maxSteps; n++) {
    const seat = actorOf(g, s);
    if (seat < 0) return;
    if (othersActed && mustAct(g, s, me) && (g.bots.turnStart?.(s, me) ?? true)) return;
    step(g, s, seat, greedyAction(g, s, seat));
    if (seat !== me) othersActed = true;
  }
}

/** The lookahead's choice for the seat of `view` (see the module comment). */
export function lookaheadAction(g: BotGame, view: unknown, seat: number, rng: RngState, cfg: LookaheadConfig, budget?: BotBudget): unknown {
  const samples: unknown[] = [];
  for (let k = 0; k < Math.max(1, cfg.samples); k++) samples.push(g.bots.determinize(view, rng));
  const ranked = rankedActions(g, samples[0], seat).map((r, i) => ({ ...r, i }));
  if (ranked.length === 0) throw new Error(`seat ${seat} has no legal action`);
  ranked.sort((a, b) => b.value - a.value || a.i - b.i);
  const candidates = ranked.slice(0, Math.max(1, cfg.candidates));
  if (candidates.length === 1) return candidates[0]!.action;
  const sums = candidates.map(() => 0);
  const playouts = budget?.iterations ?? Infinity;
  let rounds = 0;
  for (const sample of samples) {
    if (budget?.stop?.() || (rounds + 1) * candidates.length > playouts) break;
    candidates.forEach((c, k) => {
      const s = g.game.scratch(sample);
      step(g, s, seat, c.action);
      playOnGreedily(g, s, seat, cfg.maxSteps);
      sums[k] = sums[k]! + valueFor(g, s, seat);
    });
    rounds++;
  }
  let best = 0;
  for (let k = 1; k < candidates.length; k++) if (sums[k]! > sums[best]!) best = k;
  return candidates[best]!.action;
}
