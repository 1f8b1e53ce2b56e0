/** Types of the engine's tile data (the shape of shared/data/carcassonne-tiles.json, made compact). */

/** route = road, enclosure = city, center = monastery, open = field (generic names shared with Star Wars). */
export type FeatureKind = "route" | "enclosure" | "center" | "open";

export type HalfEdgeName = "Nw" | "Ne" | "En" | "Es" | "Se" | "Sw" | "Ws" | "Wn";

export interface FeatureData {
  /** Data id, stable across rotations; replays address meeples with it (e1, r1, c1, o2). */
  readonly id: string;
  readonly kind: FeatureKind;
  /** Tile edges the feature reaches, in "NESW" letters (roads and cities). */
  readonly edges?: string;
  /** Half-edges of a field. */
  readonly halves?: readonly HalfEdgeName[];
  /** Where a road stops inside the tile (village/crossing, city or monastery); absent = runs through. */
  readonly terminus?: "junction" | "enclosure" | "center";
  /** Coats of arms on a city segment. */
  readonly shields?: number;
  /** Cities (feature ids on this tile) a field borders — farmer scoring. */
  readonly touches?: readonly string[];
}

export interface TileData {
  readonly id: string;
  readonly count: number;
  /** Copies that are the start tile (their count is included in `count`). */
  readonly start: number;
  /** Carries the Gold Mines symbol. */
  readonly gold: boolean;
  /** Edge kinds N,E,S,W: o field, r road, e city. */
  readonly edges: string;
  readonly description: string;
  readonly features: readonly FeatureData[];
}
