/** Labelled score items: every point a player gets is one item that the UI can explain and tests can compare. */

/**
 * Why points were scored, by name. The base game's: road, city, monastery, farm (001_…). A game or rule module
 * declares its own by adding them here beside its rules (declaration merging), as it adds its own fields to
 * `ScoreItem`.
 */
export interface ScoreReasons {
  road: true;
  city: true;
  monastery: true;
  farm: true;
}

export type ScoreReason = keyof ScoreReasons;

export interface ScoreItem {
  seat: number;
  points: number;
  reason: ScoreReason;
  /** Scored in final scoring (end of game) rather than during play. */
  final: boolean;
  /** Whether the feature was complete (always true for in-play scoring). */
  complete: boolean;
  /** The feature, named by the first of its tiles placed and its data id there; null when no feature scored. */
  feature: { x: number; y: number; id: string } | null;
  /** Distinct tile positions counted: the feature's tiles, a monastery's 3×3 block, a field's tiles. */
  tiles: [number, number][];
  /** Coats of arms counted (cities). */
  emblems: number;
  /** The seat's meeples in the feature (majority decides who scores). */
  meeples: number;
  /** Farms: completed cities supplied by the field. */
  cities?: number;
}
