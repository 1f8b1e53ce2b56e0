/** Labelled score items: every point a player gets is one item that the UI can explain and tests can compare. */

/**
 * Carcassonne: road, city, monastery, farm, gold. Star Wars: route, asteroids, planet, and the battle points
 * (000_… §"Bătălie": battleTie = +1 for a tie on the highest die, battleLoss = 1 per die rolled by a loser).
 */
export type ScoreReason = "road" | "city" | "monastery" | "farm" | "gold" | "route" | "asteroids" | "planet" | "battleTie" | "battleLoss";

export interface ScoreItem {
  seat: number;
  points: number;
  reason: ScoreReason;
  /** Scored in final scoring (end of game) rather than during play. */
  final: boolean;
  /** Whether the feature was complete (always true for in-play scoring). */
  complete: boolean;
  /** The feature, named by the first of its tiles placed and its data id there; null for gold. */
  feature: { x: number; y: number; id: string } | null;
  /** Distinct tile positions counted: the feature's tiles, a monastery's 3×3 block, a field's tiles. */
  tiles: [number, number][];
  /** Coats of arms counted (cities). */
  emblems: number;
  /** The seat's meeples in the feature (majority decides who scores). */
  meeples: number;
  /** Farms: completed cities supplied by the field. */
  cities?: number;
  /** Gold: ingots held and points per ingot. */
  ingots?: number;
  perIngot?: number;
  /** Battles: dice the side rolled. */
  dice?: number;
}
