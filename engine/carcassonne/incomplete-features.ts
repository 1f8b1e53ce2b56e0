/**
 * Final scoring of roads, cities and monasteries still holding meeples (001_… §"Sfârșitul jocului și evaluarea
 * finală"). The house rule "incomplete features score nothing" (001_… §"Reguli ale casei": "Teritoriile
 * nefinalizate … nu valorează puncte") is this module switched off; farmers are not affected by it.
 */
import { K_OPEN } from "./tiles.ts";
import type { RuleModule } from "./rule-module.ts";
import { award, featureValue, occupiedRoots, scoreItems } from "./scoring.ts";

export const incompleteFeatures: RuleModule = {
  id: "incomplete-features",
  enabled: (o) => !o.incompleteScoreNothing,
  finalScoring({ s, events }) {
    for (const root of occupiedRoots(s)) {
      if (s.feats[root]!.kind === K_OPEN) continue;
      const items = scoreItems(s, root, false, true, featureValue(s, root, false));
      award(s, items);
      for (const item of items) events.push({ key: "scored", args: { item } });
    }
  },
};
