/**
 * Farmers (rules digest §1, tournament standard): meeples may lie in fields and stay there until the end; then
 * every completed city a field borders gives 3 points to the seat(s) with most farmers in that field — each
 * city once per field, and a city bordering several fields pays each of them.
 */
import { K_ENCLOSURE, K_OPEN } from "./tile-kinds.ts";
import { featureCities, featureKind, openEnds } from "./features.ts";
import type { RuleModule } from "./rule-module.ts";
import { award, occupiedRoots, scoreItems } from "./scoring.ts";
import type { CarcState } from "./state.ts";

/** Distinct completed cities bordered by field `root`. */
export function completedCitiesOf(s: CarcState, root: number): number[] {
  const cities: number[] = [];
  for (const seg of featureCities(s, root)) {
    const c = s.root[seg]!;
    if (featureKind(s, c) === K_ENCLOSURE && openEnds(s, c) === 0 && !cities.includes(c)) cities.push(c);
  }
  return cities;
}

export const farmers: RuleModule = {
  id: "farmers",
  enabled: (o) => !!o.farmers,
  meepleKinds: [K_OPEN],
  finalScoring(t) {
    const s = t.s;
    for (const root of occupiedRoots(s)) {
      if (featureKind(s, root) !== K_OPEN) continue;
      const n = completedCitiesOf(s, root).length;
      const items = scoreItems(s, root, false, true, 3 * n, { cities: n });
      award(t, items);
    }
  },
};
