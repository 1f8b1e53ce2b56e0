/**
 * Incremental features (design.md: union over tile segments, never a whole-board rebuild). Placing a tile adds
 * its segments, then joins them with the matching segments across each touching edge: roads and cities per
 * edge, fields per half-edge. Records are immutable once stored (a merge or change stores a new record), so
 * states that share them stay valid.
 */
import { oppositeHalf, EDGE_OPEN, K_CENTER, K_ENCLOSURE, K_ROUTE, type TileKind } from "./tile-kinds.ts";
import { cellsOf, stepKey, ringKeys, type CarcState, type FeatureRec } from "./state.ts";
import { placedKind } from "./board.ts";

export function orientationOf(s: CarcState, i: number) {
  return placedKind(s, i).rot[s.tiles[4 * i + 3]!]!;
}

function join(s: CarcState, a: number, b: number): void {
  const ra = s.root[a]!, rb = s.root[b]!;
  if (ra === rb) return;
  const fa = s.feats[ra]!, fb = s.feats[rb]!;
  const [bigRoot, big, smallRoot, small] = fa.segs.length >= fb.segs.length ? [ra, fa, rb, fb] : [rb, fb, ra, fa];
  for (const seg of small.segs) s.root[seg] = bigRoot;
  s.feats[bigRoot] = {
    kind: big.kind,
    segs: big.segs.concat(small.segs),
    open: big.open + small.open,
    shields: big.shields + small.shields,
    cities: small.cities.length ? big.cities.concat(small.cities) : big.cities,
  };
  s.feats[smallRoot] = null;
}

/** Adds the segments of the tile just put at placed index i (key `key`) and merges them with its neighbours. */
export function addTileFeatures(s: CarcState, kind: TileKind, i: number, key: number): void {
  const base = 8 * i;
  for (let f = 0; f < 8; f++) {
    s.root.push(f < kind.features.length ? base + f : -1);
    const lf = kind.features[f];
    s.feats.push(lf ? { kind: lf.kind, segs: [base + f], open: lf.ends, shields: lf.shields, cities: lf.touches.map((t) => base + t) } : null);
  }
  const o = orientationOf(s, i);
  const cells = cellsOf(s);
  for (let d = 0; d < 4; d++) {
    const n = cells.get(stepKey(key, d));
    if (n === undefined) continue;
    const on = orientationOf(s, n);
    if (o.edge[d] !== EDGE_OPEN) {
      const a = base + o.edgeFeature[d]!;
      join(s, a, 8 * n + on.edgeFeature[(d + 2) % 4]!);
      const r = s.root[a]!;
      const rec = s.feats[r]!;
      s.feats[r] = { ...rec, open: rec.open - 2 };
    }
    for (let h = 2 * d; h <= 2 * d + 1; h++) {
      const fa = o.halfFeature[h]!, fb = on.halfFeature[oppositeHalf(h)]!;
      if (fa >= 0 && fb >= 0) join(s, base + fa, 8 * n + fb);
    }
  }
}

/** Seats of the meeples standing in feature `root`, one entry per meeple. */
export function meeplesIn(s: CarcState, root: number): number[] {
  const out: number[] = [];
  for (let m = 0; m < s.meeples.length; m += 2) if (s.root[s.meeples[m + 1]!] === root) out.push(s.meeples[m]!);
  return out;
}

/** Distinct placed tiles of a feature, in placement order. */
export function featureTiles(rec: FeatureRec): number[] {
  const set = new Set<number>();
  for (const seg of rec.segs) set.add(seg >> 3);
  return [...set].sort((a, b) => a - b);
}

/** Whether the monastery on placed tile i (at key) is surrounded by 8 tiles. */
export function centerComplete(s: CarcState, key: number): boolean {
  const cells = cellsOf(s);
  for (const k of ringKeys(key)) if (!cells.has(k)) return false;
  return true;
}


/**
 * Data ids of the features of the tile just placed that a meeple may take: of the given kinds (roads, cities and
 * monasteries, plus fields with farmers) and with no meeple anywhere in the connected feature (001_… §2).
 */
export function freeFeatures(s: CarcState, extraKinds: readonly number[] = []): string[] {
  const kind = placedKind(s, s.last);
  const out: string[] = [];
  for (let f = 0; f < kind.features.length; f++) {
    const k = kind.features[f]!.kind;
    if (k !== K_ROUTE && k !== K_ENCLOSURE && k !== K_CENTER && !extraKinds.includes(k)) continue;
    if (meeplesIn(s, s.root[8 * s.last + f]!).length === 0) out.push(kind.features[f]!.id);
  }
  return out;
}
