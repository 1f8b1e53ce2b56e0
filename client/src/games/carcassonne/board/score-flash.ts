/**
 * Which board tiles to light when points are scored (ScoreFlash.tsx draws them): for each score item worth points
 * among new records, every tile in its \`tiles\` (the feature's tiles, a monastery's 3×3 block, a field's tiles),
 * once per scoring seat (several seats on one tile: nested outlines). New records that span several turns (a replay's
 * slider moved far, a page catching up) light only the last turn's: one flash, not every score on the way.
 * Pure, unit-tested.
 */
import type { BoardEvent } from "../../../../../engine/carcassonne/events.ts";

export interface Flash {
  key: string;
  seat: number;
  x: number;
  y: number;
  /** Outlines already on this tile for other seats (0 first): each is drawn inside the one before. */
  ring: number;
}

/** The records of the last turn among `records`: from its last tile placed on (all of them when none was placed). */
export function lastTurn<R extends { key: string }>(records: readonly R[]): readonly R[] {
  let at = records.length - 1;
  while (at > 0 && records[at]!.key !== "tilePlaced") at--;
  return at <= 0 ? records : records.slice(at);
}

/** The outlines for the score items among `records` (tiles shared by items of several seats show each seat's). */
export function flashesOf(records: readonly BoardEvent[]): Flash[] {
  const seen = new Set<string>();
  const out: Flash[] = [];
  for (const r of records) {
    if (r.key !== "scored" || r.args.item.points <= 0) continue;
    for (const [x, y] of r.args.item.tiles) {
      const key = `${r.args.item.seat}:${x},${y}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ key, seat: r.args.item.seat, x, y, ring: out.filter((f) => f.x === x && f.y === y).length });
    }
  }
  return out;
}
