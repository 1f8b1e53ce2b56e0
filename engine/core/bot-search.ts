/**
 * Information-set Monte Carlo tree search with determinization, shared by every game. Each iteration
 * plays in one full state sampled from the deciding seat's view (`GameBots.determinize`): a fresh sample per
 * iteration, or one of a few reused (`determinizations`). One tree over every seat's actions; an edge is an action
 * (by key) and counts how often it was legal when its parent was reached (availability), so UCT compares actions
 * only over the samples where they existed. With `macro` an edge is a whole turn: what the same seat must still
 * decide after it (the meeple step after a tile) is settled greedily, so a tile is valued by its best meeple. Instead of long random playouts the leaf is judged by the game's
 * evaluation, after the seat that just moved settles what it must still decide this turn (the meeple step after
 * a tile): open Carcassonne bots found the evaluation mattered more than the number of simulations. No RAVE; the
 * root's most visited action wins, ties broken by average value, then by legal order. Deterministic for a seed
 * and an iteration count; `stop` ends it early between iterations.
 */
import type { BotBudget } from "./bot.ts";
import { actionKey, actorOf, margin, mustAct, sidesOf, step, type BotGame } from "./bot-play.ts";
import { greedyAction, rankedActions } from "./bot-baselines.ts";
import { playOnGreedily } from "./bot-lookahead.ts";
import type { RngState } from "./prng.ts";

export interface SearchConfig {
  iterations: number;
  /** Samples reused round-robin; 0 = a fresh determinization every iteration. */
  determinizations: number;
  /** Edges (with `macro`: turns) below the root the tree may grow; 0 = one round, one per seat. */
  maxDepth: number;
  /** UCT exploration constant (rewards lie in 0…1). */
  exploration: number;
  /** Points of margin that make a leaf worth about 0.73 (the logistic's scale). */
  scale: number;
  /** Root actions searched: the greedy ranking's best this many on the first sample (0 = every legal action). */
  candidates: number;
  /**
   * Leaf and settling evaluations after which the search ends early (0 = no cap): a deterministic bound on the
   * work of a decision whose positions are costly (many placements, many meeple choices), where iterations alone
   * let the slowest decisions run several times the median.
   */
  maxEvaluations: number;
  /** Whether the same seat's further decisions of a turn are settled greedily inside the tree (one edge per turn). */
  macro: boolean;
  /** Whether every seat plays on greedily to the deciding seat's next turn (bot-lookahead.ts) before a leaf is judged. */
  replies: boolean;
}

interface Edge {
  seat: number;
  /** Visits, times available, and summed reward for `seat`. */
  n: number;
  avail: number;
  sum: number;
  child: Node | null;
}
type Node = Map<string, Edge>;

/** Decisions of greedy replies before a leaf at most. */
const REPLY_STEPS = 24;

/** Same-seat decisions settled greedily at a leaf. */
const SETTLE_STEPS = 3;

/** Lets the seat that must act (when it is `seat`) make its best immediate choices, in place; returns the state. */
function settle(g: BotGame, s: unknown, seat: number): unknown {
  for (let k = 0; k < SETTLE_STEPS && mustAct(g, s, seat); k++) {
    let best: unknown = null,
      bestV = -Infinity;
    for (const a of g.game.legalActions(s, seat)) {
      const c = g.game.scratch(s);
      step(g, c, seat, a);
      const values = g.bots.evaluate(c);
      const v = margin(values, seat, sidesOf(g, c, values.length));
      if (v > bestV) {
        bestV = v;
        best = c;
      }
    }
    if (best === null) break;
    s = best;
  }
  return s;
}

/** Reward per seat of a leaf: the result once the game is over, else a logistic of the evaluation margin. */
function rewards(g: BotGame, s: unknown, scale: number): number[] {
  const values = g.bots.evaluate(s);
  const sides = sidesOf(g, s, values.length);
  const result = g.game.result(s);
  if (result.finished) {
    const winningSides = new Set(result.winners.map((w) => sides[w]!));
    return values.map((_, p) => (winningSides.has(sides[p]!) ? 1 / winningSides.size : 0));
  }
  return values.map((_, p) => 1 / (1 + Math.exp(-margin(values, p, sides) / scale)));
}

/**
 * The search's choice for the seat of `view`. `sample(rng)` is the game's determinize of that view; `budget`
 * may lower the iterations (`iterations`) or end early (`stop`).
 */
export function searchAction(g0: BotGame, view: unknown, seat: number, rng: RngState, cfg: SearchConfig, budget?: BotBudget): unknown {
  let evaluations = 0;
  const g: BotGame = {
    game: g0.game,
    bots: {
      ...g0.bots,
      evaluate: (s: unknown) => {
        evaluations++;
        return g0.bots.evaluate(s);
      },
    },
  };
  const samples: unknown[] = [];
  for (let k = 0; k < cfg.determinizations; k++) samples.push(g.bots.determinize(view, rng));
  const first = samples[0] ?? g.bots.determinize(view, rng);
  if (cfg.maxDepth === 0) cfg = { ...cfg, maxDepth: g.bots.evaluate(first).length };
  const root: Node = new Map();
  const allowed = cfg.candidates > 0 ? rootCandidates(g, first, seat, cfg.candidates) : null;
  const iterations = budget?.iterations ?? cfg.iterations;
  for (let done = 0; done < iterations; done++) {
    if (budget?.stop?.() || (cfg.maxEvaluations > 0 && evaluations >= cfg.maxEvaluations)) break;
    const s = samples.length > 0 ? g.game.scratch(samples[done % samples.length]) : g.bots.determinize(view, rng);
    iterate(g, s, seat, root, cfg, allowed);
  }
  return bestRootAction(g, root, first, seat);
}

/** Keys of the `n` best root actions by the greedy ranking (ties in legal order). */
function rootCandidates(g: BotGame, sample: unknown, seat: number, n: number): Set<string> {
  const ranked = rankedActions(g, sample, seat).map((r, i) => ({ ...r, i }));
  ranked.sort((a, b) => b.value - a.value || a.i - b.i);
  return new Set(ranked.slice(0, n).map((r) => actionKey(r.action)));
}

function iterate(g: BotGame, s: unknown, me: number, root: Node, cfg: SearchConfig, allowed: Set<string> | null): void {
  const path: Edge[] = [];
  let node: Node = root;
  for (let depth = 0; depth < cfg.maxDepth; depth++) {
    // the root is the deciding seat's choice even when others act at the same time
    const seat = depth === 0 ? me : actorOf(g, s);
    if (seat < 0) break;
    const legal = g.game.legalActions(s, seat);
    let untried: { e: Edge; a: unknown } | null = null;
    let chosen: { e: Edge; a: unknown } | null = null;
    let bestU = -Infinity;
    for (const a of legal) {
      const key = actionKey(a);
      if (depth === 0 && allowed && !allowed.has(key)) continue;
      let e = node.get(key);
      if (!e) node.set(key, (e = { seat, n: 0, avail: 0, sum: 0, child: null }));
      e.avail++;
      if (e.n === 0) {
        if (!untried) untried = { e, a };
        continue;
      }
      const u = e.sum / e.n + cfg.exploration * Math.sqrt(Math.log(e.avail) / e.n);
      if (u > bestU) {
        bestU = u;
        chosen = { e, a };
      }
    }
    const pick = untried ?? chosen;
    if (!pick) break;
    step(g, s, seat, pick.a);
    path.push(pick.e);
    // what the same seat must still decide this turn is settled greedily, not branched on: a tile's value is that
    // of its best meeple, never an average diluted by the meeple choices being tried
    if (cfg.macro) s = settle(g, s, seat);
    if (untried) {
      s = settle(g, s, seat);
      break;
    }
    node = pick.e.child ??= new Map();
  }
  if (cfg.replies) {
    s = settle(g, s, me);
    playOnGreedily(g, s, me, REPLY_STEPS);
  }
  const r = rewards(g, s, cfg.scale);
  for (const e of path) {
    e.n++;
    e.sum += r[e.seat]!;
  }
}

/** The root's most visited legal action; ties by average value, then legal order. Greedy when nothing was searched. */
function bestRootAction(g: BotGame, root: Node, sample: unknown, seat: number): unknown {
  const legal = g.game.legalActions(sample, seat);
  if (legal.length === 0) throw new Error(`seat ${seat} has no legal action`);
  let best: unknown = null,
    bestN = 0,
    bestMean = -Infinity;
  for (const a of legal) {
    const e = root.get(actionKey(a));
    if (!e || e.n === 0) continue;
    const mean = e.sum / e.n;
    if (e.n > bestN || (e.n === bestN && mean > bestMean)) {
      best = a;
      bestN = e.n;
      bestMean = mean;
    }
  }
  return best ?? greedyAction(g, sample, seat);
}
