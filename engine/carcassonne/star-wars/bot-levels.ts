/**
 * Carcassonne Star Wars' own level settings (issue 15; engine/bots.ts `levels`), beside the shared defaults of
 * engine/core/bot-levels.ts. Hard searches only its own turn (`maxDepth: 1`): each tile placement, its best meeple
 * settled greedily, judged by the search evaluation averaged over the 12 sampled futures (bag order and dice, so a
 * planet attack is valued by its odds, not one roll). The shared one-round tree (own turn, then each other seat's)
 * reaches the other seats' turns with 1,000 iterations over ~30 placements a turn only through their first untried
 * placements, which adds noise and triples the work. 3 players, hard vs two greedy bots, seats rotated, 30 games
 * each (/tmp scripts on the arena's seeds, machine loaded):
 *   shared one-round tree: 0.567 [0.39, 0.73] arena seeds, 0.60 [0.42, 0.75] ARENA_SEED=second; p50 500–660 ms,
 *                          p99 1.2–2.6 s: over the think-time cap;
 *   own turn only:         0.633 [0.46, 0.78] arena seeds, 0.45 [0.29, 0.62] second; p50 160–170 ms, p99 0.7–1 s:
 *                          as strong within the noise (35 vs 32.5 of 60), a quarter of the time;
 *   own turn only, 24 samples: 0.467 arena seeds, 0.567 second (31 of 60): no better, so 12 as shared;
 *   greedy's best 4 looked ahead with greedy replies (bot-lookahead.ts, 4 samples): 0.417 arena seeds, p50 170 ms.
 * `npm run arena` (ARENA_ONLY=starwars, 100 games, arena seeds, machine less loaded): own turn only 0.55 [0.45, 0.64],
 * p50 92 ms, p99 395 ms per decision.
 */
import type { BotLevel } from "../../core/bot.ts";
import { DEFAULT_LEVELS, type LevelPlan } from "../../core/bot-levels.ts";

function ownTurnOnly(plan: LevelPlan): LevelPlan {
  return plan.kind === "search" ? { kind: "search", search: { ...plan.search, maxDepth: 1 } } : plan;
}

export const SW_LEVELS: Readonly<Record<BotLevel, LevelPlan>> = {
  easy: DEFAULT_LEVELS.easy,
  medium: DEFAULT_LEVELS.medium,
  hard: ownTurnOnly(DEFAULT_LEVELS.hard),
};
