/**
 * The New Frontiers tile data the client draws from: the engine's catalogue.json read directly (no schema
 * validation in the browser; the engine validated the same file), only the sections the UI needs so the rest is
 * tree-shaken out of the lazy New Frontiers chunk. Tiles, goals, action tiles, powers by "tile#index", kind colours.
 */
import { actions, developments, goals, homeColonies, provenanceLegend, tradePrices, worlds } from "../../../engine/newfrontiers/catalogue.json";
import type { ActionTile, Catalogue, Development, Goal, GoodsKind, HomeColony, Kind, Power, Provenance, Tile, World } from "../../../engine/newfrontiers/catalogue-types.ts";
import type { NfActionTile } from "../../../engine/newfrontiers/state.ts";

const DEVS = developments as unknown as Catalogue["developments"];
const ALL: readonly Tile[] = [
  ...(worlds as unknown as World[]),
  ...(homeColonies as unknown as HomeColony[]),
  ...DEVS.fixedSmall,
  ...DEVS.variableSmall.flatMap((s) => s.faces),
  ...DEVS.large.flatMap((s) => s.faces),
];
const BY_ID = new Map(ALL.map((t) => [t.id, t]));
const GOALS = new Map((goals as unknown as Goal[]).map((g) => [g.id, g]));
const ACTIONS = actions as unknown as ActionTile[];

export const PROVENANCE_LEGEND = provenanceLegend as Record<Provenance, string>;
export const TRADE_PRICES = tradePrices as unknown as Record<GoodsKind, number>;

export function tileOf(id: string): Tile | undefined {
  return BY_ID.get(id);
}

export function devOf(id: string): Development | undefined {
  const t = BY_ID.get(id);
  return t?.tileType === "development" ? t : undefined;
}

export function goalOf(id: string): Goal | undefined {
  return GOALS.get(id);
}

export function tileName(id: string): string {
  return BY_ID.get(id)?.name ?? id;
}

/** An action tile's printed name, summary and provenance (Chart Galactic Goals is Isolation's reverse). */
export function actionInfo(id: NfActionTile): { name: string; summary: string; provenance: Provenance } {
  if (id === "chartGoals") {
    const r = ACTIONS.find((a) => a.id === "isolation")?.reverse;
    return { name: r?.name ?? id, summary: r?.summary ?? "", provenance: r?.provenance ?? "designed" };
  }
  const a = ACTIONS.find((x) => x.id === id);
  return { name: a?.name ?? id, summary: a?.summary ?? "", provenance: a?.provenance ?? "printed" };
}

/** A power named "tileId#index" with its tile. */
export function powerOf(key: string): { tile: Tile; power: Power } | undefined {
  const [id, index] = key.split("#");
  const tile = BY_ID.get(id ?? "");
  const power = tile?.powers[Number(index)];
  return tile && power ? { tile, power } : undefined;
}

/** Screen colours of the goods kinds (rules: novelty cyan, rare brown, genes green, alien yellow; grey none). */
export const KIND_HEX: Record<Kind, string> = {
  novelty: "#35bcd4", rare: "#8a5a2e", genes: "#3c9f45", alien: "#e9bd22", none: "#9b9b9b", variable: "#b48be0",
};

/** The tile's kind ("none" for developments) and goods type for drawing. */
export function kindOf(t: Tile): Kind {
  return t.tileType === "development" ? "none" : t.kind;
}

/** Plain military a tile gives (Settle "military" powers with no target, count or condition), or 0. */
export function militaryOf(t: Tile): number {
  return t.powers.reduce((n, p) => (p.action === "settle" && p.effect === "military" && !p.against && !p.per && !p.condition ? n + p.amount : n), 0);
}

/** Colonists needed to settle, or placed at setup for a home colony. */
export function colonistsOf(t: Tile): number | null {
  if (t.tileType === "world") return t.colonists;
  if (t.tileType === "homeColony") return t.startingColonists;
  return null;
}

/** The "?" table of a 9-cost development as readable rows (from its English summary) with each line's provenance. */
export function bonusRows(t: Tile): { text: string; provenance: Provenance | null }[] {
  if (t.tileType !== "development" || t.size !== "large") return [];
  const b = t.endgameBonus;
  const rows = (b.summary ?? "").replace(/^\?\s*=\s*/, "").split(/;\s*/).filter(Boolean);
  return rows.map((text, i) => ({ text, provenance: rows.length === b.lines.length ? (b.lines[i]?.provenance ?? null) : null }));
}
