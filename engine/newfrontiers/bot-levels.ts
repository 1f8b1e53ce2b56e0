/**
 * New Frontiers' own level settings (issue 15; engine/bots.ts `levels`), beside the shared defaults of
 * engine/core/bot-levels.ts. For now the shared ones: in 2-player games against greedy (seats rotated, hard
 * searching the cut-down lists of bot-search-game.ts) hard won 3 of 10 with the shared cap of 10,000 evaluations,
 * 3 of 10 with a cap of 5,000, 4 of 20 uncapped (arena seeds, p99 about 3 s) and 3 of 8 uncapped with the root
 * cut to greedy's best 3 — no setting measurably better, so the cap that bounds the slowest decisions stays.
 */
import type { BotLevel } from "../core/bot.ts";
import { DEFAULT_LEVELS, type LevelPlan } from "../core/bot-levels.ts";

export const NF_LEVELS: Readonly<Record<BotLevel, LevelPlan>> = { ...DEFAULT_LEVELS };
