/** Types of the engine's tile data (the shape of shared/data/carcassonne-tiles.json, made compact). */

/**
 * route = road / trade route, enclosure = city / asteroid field, center = monastery / planet, open = field / space
 * (generic names shared by every game on the board engine).
 */
export type FeatureKind = "route" | "enclosure" | "center" | "open";

/** Faction symbols a game's tiles may print (000_… §"Bătălie": Alianța Rebelă, Imperiul, Vânătorii de Recompense). */
export type Faction = "rebel" | "empire" | "hunter";

export type HalfEdgeName = "Nw" | "Ne" | "En" | "Es" | "Se" | "Sw" | "Ws" | "Wn";

export interface FeatureData {
  /** Data id, stable across rotations; replays address meeples with it (e1, r1, c1, o2). */
  readonly id: string;
  readonly kind: FeatureKind;
  /** Tile edges the feature reaches, in "NESW" letters (roads and cities). */
  readonly edges?: string;
  /** Half-edges of a field (none: a field inside the tile that reaches no edge). */
  readonly halves?: readonly HalfEdgeName[];
  /**
   * Where a road stops inside the tile (village/crossing, city, monastery, or the bank of an edge kind a set adds,
   * such as water); absent = runs through.
   */
  readonly terminus?: "junction" | "enclosure" | "center" | "bank";
  /** Coats of arms on a city segment. */
  readonly shields?: number;
  /** Cities (feature ids on this tile) a field borders — farmer scoring. */
  readonly touches?: readonly string[];
  /** The faction symbol printed on this feature, in games that have them. */
  readonly faction?: Faction;
  /** A named feature's name (a planet), shown on the board. */
  readonly name?: string;
  /** What a set prints on the feature that its rules read (an inn on a road, a cathedral in a city). */
  readonly marks?: readonly string[];
}

export interface TileData {
  readonly id: string;
  readonly count: number;
  /** Copies that are the start tile (their count is included in `count`). */
  readonly start: number;
  /** Edge kinds N,E,S,W: o field, r road, e city, or a letter a set registers (tile-kinds.ts `registerEdgeKind`). */
  readonly edges: string;
  readonly description: string;
  readonly features: readonly FeatureData[];
  /** Its draw group: drawn in the order an enabled module's `drawOrder` gives (rule-module.ts). */
  readonly drawGroup?: string;
}
