/**
 * New Frontiers' own level settings (issue 15; engine/bots.ts `levels`), beside the shared defaults of
 * engine/core/bot-levels.ts. Measured in 2-player games against greedy, seats rotated (see the branch's report).
 */
import type { BotLevel } from "../core/bot.ts";
import { DEFAULT_LEVELS, type LevelPlan } from "../core/bot-levels.ts";

export const NF_LEVELS: Readonly<Record<BotLevel, LevelPlan>> = {
  ...DEFAULT_LEVELS,
};
