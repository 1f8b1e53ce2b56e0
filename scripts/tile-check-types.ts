/** Types and constants of the tile-set checker (scripts/tile-check.ts): options, statistics, result. */
import type { Faction, TileData } from "../engine/carcassonne/tile-types.ts";

export type SymbolKind = "route" | "enclosure" | "center";
export type EdgeLetter = "o" | "r" | "e";

export const FACTIONS: readonly Faction[] = ["rebel", "empire", "hunter"];
export const SYMBOL_KINDS: readonly SymbolKind[] = ["route", "enclosure", "center"];
export const LETTERS: readonly EdgeLetter[] = ["o", "r", "e"];
export const DIRS = "NESW";

export interface CheckOptions {
  /** Tiles in the set, start tile included (000_…: 76). */
  readonly expectedTotal?: number;
  /** Set whose edge-letter shares and cap counts are the yardstick (default: the base game; its `o` = field). */
  readonly reference?: readonly TileData[];
  /** Largest allowed absolute difference of the route-edge and enclosure-edge shares from the reference. */
  readonly maxShareDiff?: number;
  /** Route / asteroid caps (single-edge ends, weighted by count) must be at least this fraction of the reference's. */
  readonly minCapRatio?: number;
  /** Allowed number of planet tiles (inclusive). */
  readonly planetTiles?: readonly [number, number];
  /** Smallest faction's symbol count divided by the largest's must reach this. */
  readonly minFactionRatio?: number;
  /** Placement simulation: seeds to run, and the average number of non-start tiles that must get placed. */
  readonly seeds?: number;
  /** Default: every non-start tile but one. */
  readonly minAveragePlaced?: number;
  /** Tile id format. */
  readonly idPattern?: RegExp;
}

export interface PlacementStats {
  readonly seeds: number;
  /** Non-start tiles in the stack. */
  readonly toPlace: number;
  /** Tiles placed, per seed. */
  readonly placed: readonly number[];
  readonly average: number;
  readonly min: number;
  /** Tile kind id → copies left over summed over all seeds. */
  readonly leftOver: Readonly<Record<string, number>>;
}

export interface TileSetStats {
  readonly kinds: number;
  readonly tiles: number;
  readonly startKinds: readonly string[];
  /** Feature copies by kind, weighted by tile count. */
  readonly featuresByKind: Readonly<Record<SymbolKind, number>>;
  /** Tiles showing at least one feature of the kind. */
  readonly tilesWith: Readonly<Record<SymbolKind, number>>;
  readonly edgesByLetter: Readonly<Record<EdgeLetter, number>>;
  readonly edgeShares: Readonly<Record<EdgeLetter, number>>;
  readonly referenceEdgeShares: Readonly<Record<EdgeLetter, number>>;
  /** Single-edge route ends / single-edge asteroid fields, weighted by count (and the reference's). */
  readonly routeCaps: number;
  readonly enclosureCaps: number;
  readonly referenceRouteCaps: number;
  readonly referenceEnclosureCaps: number;
  readonly junctionTiles: number;
  /** Tiles with a 3- or 4-edge asteroid field. */
  readonly bigEnclosureTiles: number;
  readonly symbols: Readonly<Record<Faction, Readonly<Record<SymbolKind, number>>>>;
  readonly symbolsByFaction: Readonly<Record<Faction, number>>;
  readonly planets: {
    readonly tiles: number;
    readonly kinds: number;
    readonly alone: number;
    readonly withRoute: number;
    readonly withEnclosure: number;
    readonly names: readonly string[];
  };
  readonly placement: PlacementStats;
}

export interface CheckResult {
  readonly problems: string[];
  readonly stats: TileSetStats;
}
