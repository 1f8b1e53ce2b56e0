/**
 * Final scoring of roads, cities and monasteries still holding meeples (001_… §"Sfârșitul jocului și evaluarea
 * finală"). The house rule "incomplete features score nothing" (001_… §"Reguli ale casei": "Teritoriile
 * nefinalizate … nu valorează puncte") is this module switched off; farmers are not affected by it.
 */
import { K_OPEN } from "./tile-kinds.ts";
import { featureKind } from "./features.ts";
import type { RuleModule } from "./rule-module.ts";
import { award, featureValue, occupiedRoots, scoreItems } from "./scoring.ts";

export const incompleteFeatures: RuleModule = {
  id: "incomplete-features",
  enabled: (o) => !o.incompleteScoreNothing,
  finalScoring(t) {
    const s = t.s;
    for (const root of occupiedRoots(s)) {
      if (featureKind(s, root) === K_OPEN) continue;
      const items = scoreItems(s, root, false, true, featureValue(s, root, false));
      award(t, items);
    }
  },
};
