/**
 * Board targets a finger can hit: the size of a target's invisible hit circle at a zoom, and the zoom at
 * which the meeple spots of a tile are each a tap target of their own. Pure helpers (board units: a tile is 100).
 */
import type { Overlay } from "../turn-ui.ts";

/** The smallest tap target, in CSS pixels (a little over the 32 px every control must reach, with a margin to spare). */
export const TAP_PX = 34;

/** A target's radius in board units: its drawn radius, or larger so that it is at least TAP_PX across on screen —
 *  but no more than `room` (half the way to the next target), so no target covers another. */
export function hitRadius(drawn: number, scale: number, room = Infinity): number {
  return Math.max(drawn, Math.min(TAP_PX / 2 / scale, room));
}

type Spot = Pick<Overlay["spots"][number], "x" | "y">;
/** The distance from spot `i` to its nearest neighbour (Infinity for a lone spot). */
export function nearest(spots: readonly Spot[], i: number): number {
  const a = spots[i]!;
  return Math.min(...spots.map((b, j) => (j === i ? Infinity : Math.hypot(a.x - b.x, a.y - b.y))));
}

/** The least zoom (screen pixels per board unit) at which every spot's hit circle is TAP_PX across without
 *  touching its neighbour's: the board zooms in to it for the meeple step. */
export function spotsScale(spots: readonly Spot[]): number {
  const d = Math.min(...spots.map((_, i) => nearest(spots, i)));
  return Number.isFinite(d) && d > 0 ? TAP_PX / d : 0;
}
