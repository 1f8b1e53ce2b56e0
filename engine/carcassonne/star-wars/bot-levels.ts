/**
 * Carcassonne Star Wars' own level settings (engine/bots.ts `levels`), beside the shared defaults of
 * engine/core/bot-levels.ts. Hard searches only its own turn (`maxDepth: 1`): each tile placement, its best meeple
 * settled greedily, judged by the search evaluation averaged over the 12 sampled futures (bag order and dice, so a
 * planet attack is valued by its odds, not one roll). The shared one-round tree (own turn, then each other seat's)
 * reaches the other seats' turns with 1,000 iterations over ~30 placements a turn only through their first untried
 * placements, which adds noise and triples the work: searching the own turn only was as strong within the noise
 * in a quarter of the time, inside the think-time cap the full tree overran. Twice the samples and the one-turn
 * lookahead were no stronger. The arena runs behind each choice: docs/bots.md.
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
