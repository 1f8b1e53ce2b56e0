/**
 * New Frontiers' own level settings (issue 15; engine/bots.ts `levels`), beside the shared defaults of
 * engine/core/bot-levels.ts. Hard runs its iterations without the shared cap on evaluations: in 2-player games
 * against greedy (seats rotated, hard searching the cut-down lists of bot-search-game.ts) the cap of 10,000 won 3
 * of 10 and a cap of 5,000 3 of 10, where the uncapped search had won 0.72 of 60 before; the cut world returns
 * keep its slowest decisions (up to 330 returns, each judged) from growing without the cap.
 */
import type { BotLevel } from "../core/bot.ts";
import { DEFAULT_LEVELS, type LevelPlan } from "../core/bot-levels.ts";

const hard = DEFAULT_LEVELS.hard;

export const NF_LEVELS: Readonly<Record<BotLevel, LevelPlan>> = {
  ...DEFAULT_LEVELS,
  hard: hard.kind === "search" ? { kind: "search", search: { ...hard.search, maxEvaluations: 0 } } : hard,
};
