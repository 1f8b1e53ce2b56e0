/**
 * Answers one bot request for any game: checks the request, seeds the bot's own generator, and runs
 * the kind asked for — the baselines (`random`, `greedy`) on one sample of the hidden state, or a level: easy is
 * a greedy player that errs now and then, medium a small search, hard the strongest search that stays within
 * the think-time budget per decision (its default iterations were chosen for it; docs/bots.md; live play also
 * passes `budget.stop`). A game may plan its levels otherwise (`LevelPlan`: New Frontiers' hard looks ahead,
 * bot-lookahead.ts). The answer is a plain action, exactly as a client would send it.
 */
import type { BotKind, BotLevel, BotRequest } from "./bot.ts";
import type { ViewHeader } from "./game-module.ts";
import { seedRng } from "./prng.ts";
import { plainAction, type BotGame } from "./bot-play.ts";
import { greedyAction, randomAction, sloppyGreedyAction } from "./bot-baselines.ts";
import { searchAction, type SearchConfig } from "./bot-search.ts";
import { lookaheadAction, type LookaheadConfig } from "./bot-lookahead.ts";

/** A request no bot can answer (a spectator's view, a seat not to act, an unknown kind or game). */
export class BotRequestError extends Error {
  constructor(
    readonly code: "not-to-act" | "bad-kind" | "unknown-game" | "no-bots",
    message: string,
  ) {
    super(message);
    this.name = "BotRequestError";
  }
}

/** How a level plays: greedy that errs, the tree search, or greedy's best few looked ahead with greedy replies. */
export type LevelPlan =
  | { kind: "sloppy"; slip: number }
  | { kind: "search"; search: SearchConfig }
  | { kind: "lookahead"; lookahead: LookaheadConfig };

/**
 * One tree edge per turn (`macro`) and one round deep (own turn, then each other seat's) played stronger than
 * deeper trees and per-decision edges within the same budget; root pruning and greedy replies did not help
 * (docs/bots.md). (Star Wars' hard searches its own turn only: star-wars/bot-levels.ts.)
 */
const SEARCH: Omit<SearchConfig, "iterations"> = {
  determinizations: 12,
  maxDepth: 0,
  exploration: 0.35,
  scale: 8,
  candidates: 0,
  replies: false,
  macro: true,
  maxEvaluations: 0,
};

/** The levels' defaults. */
export const DEFAULT_LEVELS: Readonly<Record<BotLevel, LevelPlan>> = {
  easy: { kind: "sloppy", slip: 0.4 },
  medium: { kind: "search", search: { ...SEARCH, iterations: 150, maxEvaluations: 1500 } },
  hard: { kind: "search", search: { ...SEARCH, iterations: 1000, maxEvaluations: 10_000 } },
};

const KINDS: readonly BotKind[] = ["random", "greedy", "easy", "medium", "hard"];

export function chooseAction(
  g: BotGame,
  request: BotRequest<ViewHeader>,
  levels: Readonly<Record<BotLevel, LevelPlan>> = DEFAULT_LEVELS,
): unknown {
  const { view, kind, seed, budget } = request;
  if (!KINDS.includes(kind)) throw new BotRequestError("bad-kind", `Unknown bot kind ${String(kind)}.`);
  const seat = view.seat;
  if (seat === null || view.finished || !view.toAct.includes(seat))
    throw new BotRequestError("not-to-act", "A bot answers only for a seat that must act now, from that seat's view.");
  const rng = seedRng(`bot:${seed}`);
  if (kind === "random") return plainAction(randomAction(g, g.bots.determinize(view, rng), seat, rng));
  if (kind === "greedy") return plainAction(greedyAction(g, g.bots.determinize(view, rng), seat));
  const plan = levels[kind];
  if (plan.kind === "sloppy") return plainAction(sloppyGreedyAction(g, g.bots.determinize(view, rng), seat, rng, plan.slip));
  if (plan.kind === "lookahead") return plainAction(lookaheadAction(g, view, seat, rng, plan.lookahead, budget));
  return plainAction(searchAction(g, view, seat, rng, plan.search, budget));
}
