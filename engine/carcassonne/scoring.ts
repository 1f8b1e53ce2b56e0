/**
 * Scoring of roads, cities and monasteries (001_… §"Rezumat" 3 and §"Sfârșitul jocului"):
 * in play road 1/tile, city 2/tile + 2/coat of arms, monastery 9; at the end road 1/tile, city 1/tile + 1/coat,
 * monastery 1 + 1/neighbour. A tile crossed twice counts once. Majority: every seat with the most meeples in
 * the feature scores it in full (footnote: meeple numbers only decide majority, they never multiply points).
 */
import { K_CENTER, K_ENCLOSURE, K_OPEN, K_ROUTE } from "./tiles.ts";
import { blockTiles, placedKey, placedKind } from "./board.ts";
import { centerComplete, featureTiles, meeplesIn } from "./features.ts";
import type { CarcState } from "./state.ts";
import type { ScoreItem, ScoreReason } from "./score-item.ts";

const REASON: Record<number, ScoreReason> = { [K_ROUTE]: "road", [K_ENCLOSURE]: "city", [K_CENTER]: "monastery", [K_OPEN]: "farm" };

/** Seats holding the majority among `seats` (one entry per meeple), with their meeple count. */
export function majority(seats: readonly number[]): { seats: number[]; count: number } {
  const counts = new Map<number, number>();
  for (const seat of seats) counts.set(seat, (counts.get(seat) ?? 0) + 1);
  let best = 0;
  for (const c of counts.values()) best = Math.max(best, c);
  const winners = [...counts].filter(([, c]) => c === best).map(([seat]) => seat).sort((a, b) => a - b);
  return { seats: winners, count: best };
}

/** The feature's name for score items: its lowest segment's tile position and data id. */
export function featureLabel(s: CarcState, root: number): { x: number; y: number; id: string } {
  const segs = s.feats[root]!.segs;
  let seg = segs[0]!;
  for (const g of segs) if (g < seg) seg = g;
  const i = seg >> 3;
  return { x: s.tiles[4 * i]!, y: s.tiles[4 * i + 1]!, id: placedKind(s, i).features[seg & 7]!.id };
}

export function positions(s: CarcState, placed: readonly number[]): [number, number][] {
  return placed.map((i) => [s.tiles[4 * i]!, s.tiles[4 * i + 1]!]);
}

/** Tiles a feature counts (and takes gold from): its own tiles, or a monastery's 3×3 block. */
export function scoringTiles(s: CarcState, root: number): number[] {
  const rec = s.feats[root]!;
  return rec.kind === K_CENTER ? blockTiles(s, placedKey(s, root >> 3)) : featureTiles(rec);
}

/** Points a road, city or monastery is worth now; `complete` features use the in-play table. */
export function featureValue(s: CarcState, root: number, complete: boolean): number {
  const rec = s.feats[root]!;
  const n = scoringTiles(s, root).length;
  if (rec.kind === K_ENCLOSURE) return complete ? 2 * (n + rec.shields) : n + rec.shields;
  return n; // road: 1 per tile; monastery: itself + neighbours (9 when complete)
}

/** Score items for the majority holders of one feature; empty when nobody stands in it. */
export function scoreItems(s: CarcState, root: number, complete: boolean, final: boolean, points: number, extra?: Partial<ScoreItem>): ScoreItem[] {
  const inside = meeplesIn(s, root);
  if (inside.length === 0) return [];
  const rec = s.feats[root]!;
  const { seats, count } = majority(inside);
  const tiles = positions(s, rec.kind === K_OPEN ? featureTiles(rec) : scoringTiles(s, root));
  const feature = featureLabel(s, root);
  return seats.map((seat) => ({
    seat, points, reason: REASON[rec.kind]!, final, complete, feature, tiles,
    emblems: rec.kind === K_ENCLOSURE ? rec.shields : 0, meeples: count, ...extra,
  }));
}

/** Adds items to the scores and the log. */
export function award(s: CarcState, items: readonly ScoreItem[]): void {
  for (const it of items) {
    s.scores[it.seat] = s.scores[it.seat]! + it.points;
    s.log.push(it);
  }
}

/** Roads and cities of placed tile i that are complete, and monasteries in its 3×3 block that are complete. */
export function completedBy(s: CarcState, i: number): number[] {
  const out: number[] = [];
  const kind = placedKind(s, i);
  for (let f = 0; f < kind.features.length; f++) {
    const k = kind.features[f]!.kind;
    if (k !== K_ROUTE && k !== K_ENCLOSURE) continue;
    const r = s.root[8 * i + f]!;
    if (s.feats[r]!.open === 0 && !out.includes(r)) out.push(r);
  }
  for (const n of blockTiles(s, placedKey(s, i))) {
    const c = placedKind(s, n).features.findIndex((f) => f.kind === K_CENTER);
    if (c >= 0 && centerComplete(s, placedKey(s, n))) out.push(8 * n + c);
  }
  return out;
}

/** Removes every meeple standing in feature `root` back to its owner's supply (001_…: "se întorc în rezervă"). */
export function returnMeeples(s: CarcState, root: number): number[] {
  const returned: number[] = [];
  for (let m = s.meeples.length - 2; m >= 0; m -= 2) {
    if (s.root[s.meeples[m + 1]!] !== root) continue;
    const seat = s.meeples[m]!;
    s.supply[seat] = s.supply[seat]! + 1;
    returned.push(seat);
    s.meeples.splice(m, 2);
  }
  return returned;
}

/** Roots of features that still hold meeples, in meeple order. */
export function occupiedRoots(s: CarcState): number[] {
  const out: number[] = [];
  for (let m = 0; m < s.meeples.length; m += 2) {
    const r = s.root[s.meeples[m + 1]!]!;
    if (!out.includes(r)) out.push(r);
  }
  return out;
}
