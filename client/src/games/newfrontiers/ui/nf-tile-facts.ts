/**
 * What the New Frontiers board draws about a tile, derived from its catalogue data (engine/newfrontiers/
 * catalogue-data.ts, which holds the lookups): the screen colour of each goods kind, the kind drawn, the plain
 * military shown on the tile and the colonists needed or placed. (The "?" table's lines are power-text.ts
 * `bonusLineText`.)
 */
import type { Kind, Tile } from "../../../../../engine/newfrontiers/catalogue-types.ts";

/** Screen colours of the goods kinds (rules: novelty cyan, rare brown, genes green, alien yellow; grey none). */
export const KIND_HEX: Record<Kind, string> = {
  novelty: "#35bcd4",
  rare: "#8a5a2e",
  genes: "#3c9f45",
  alien: "#e9bd22",
  none: "#9b9b9b",
  variable: "#b48be0",
};

/** The tile's kind ("none" for developments) and goods type for drawing. */
export function kindOf(t: Tile): Kind {
  return t.tileType === "development" ? "none" : t.kind;
}

/** Plain military a tile gives (Settle "military" powers with no target, count or condition), or 0. */
export function militaryOf(t: Tile): number {
  return t.powers.reduce(
    (n, p) => (p.action === "settle" && p.effect === "military" && !p.against && !p.per && !p.condition ? n + p.amount : n),
    0,
  );
}

/** Colonists needed to settle, or placed at setup for a home colony. */
export function colonistsOf(t: Tile): number | null {
  if (t.tileType === "world") return t.colonists;
  if (t.tileType === "homeColony") return t.startingColonists;
  return null;
}
