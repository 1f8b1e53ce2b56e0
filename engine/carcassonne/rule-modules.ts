/**
 * The declared order of each board game's rule modules; hooks run in this order (final scoring included).
 * Carcassonne: incomplete features, farmers, Gold Mines. Star Wars (000_…): its meeple step (big meeples, planet
 * attacks), battles, then the same final scoring of incomplete features with its own table.
 */
import { farmers } from "./farmers.ts";
import { goldMines } from "./gold-mines.ts";
import { incompleteFeatures } from "./incomplete-features.ts";
import type { RuleModule } from "./rule-module.ts";
import type { BoardGameId, CarcState } from "./state.ts";
import { swMeeples } from "./star-wars/meeples.ts";
import { swBattles } from "./star-wars/battles.ts";

export const RULE_MODULES: Readonly<Record<BoardGameId, readonly RuleModule[]>> = {
  carcassonne: [incompleteFeatures, farmers, goldMines],
  starwars: [swMeeples, swBattles, incompleteFeatures],
};

const cache = new WeakMap<object, Partial<Record<BoardGameId, readonly RuleModule[]>>>();

/** Modules enabled by a match's game and options (memoised per options object: options never change during a match). */
export function activeModules(s: Pick<CarcState, "game" | "options">): readonly RuleModule[] {
  let byGame = cache.get(s.options);
  if (!byGame) cache.set(s.options, (byGame = {}));
  return (byGame[s.game] ??= RULE_MODULES[s.game].filter((m) => m.enabled(s.options)));
}
