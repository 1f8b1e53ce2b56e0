/** The declared order of Carcassonne's rule modules; hooks run in this order (final scoring included). */
import { farmers } from "./farmers.ts";
import { goldMines } from "./gold-mines.ts";
import { incompleteFeatures } from "./incomplete-features.ts";
import type { CarcOptions } from "./options.ts";
import type { RuleModule } from "./rule-module.ts";

export const RULE_MODULES: readonly RuleModule[] = [incompleteFeatures, farmers, goldMines];

const cache = new WeakMap<CarcOptions, readonly RuleModule[]>();

/** Modules enabled by a match's options (memoised per options object: options never change during a match). */
export function activeModules(o: CarcOptions): readonly RuleModule[] {
  let list = cache.get(o);
  if (!list) cache.set(o, (list = RULE_MODULES.filter((m) => m.enabled(o))));
  return list;
}
