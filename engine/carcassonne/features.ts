/**
 * Incremental features (design.md: union over tile segments, never a whole-board rebuild). Placing a tile adds
 * its segments, then joins them with the matching segments across each touching edge: roads and cities per
 * edge, fields per half-edge. A feature is held in flat per-segment arrays (state.ts): `root` names its root
 * segment, `link` chains its segments in a circular list (joining two features swaps two links), and the root's
 * three entries of `tally` hold its running totals (TALLY_SIZE, TALLY_OPEN, TALLY_EMBLEMS). Nothing is allocated
 * per feature, so the fast path (applyInPlace) steps without garbage and a board copy is three array slices.
 */
import { oppositeHalf, K_CENTER, K_ENCLOSURE, K_ROUTE, type TileKind } from "./tile-kinds.ts";
import { cellsOf, stepKey, RING_OFFSETS, type CarcState } from "./state.ts";
import { placedKind } from "./board.ts";

/** A feature as one record (tests and tools read it so; the rules read the flat arrays). */
export interface FeatureRec {
  /** K_ROUTE, K_ENCLOSURE, K_CENTER or K_OPEN. */
  kind: number;
  /** Member segments. */
  segs: number[];
  /** Road/city edge ends not yet matched by a neighbour; 0 = complete. */
  open: number;
  shields: number;
  /** Fields only: city segments bordered (their features are found through `root`). */
  cities: number[];
}

export function orientationOf(s: CarcState, i: number) {
  return placedKind(s, i).rot[s.tiles[4 * i + 3]!]!;
}

/** Offsets of a feature's totals in `tally` (3 entries per segment, read at the root's). */
export const TALLY_SIZE = 0,
  TALLY_OPEN = 1,
  TALLY_EMBLEMS = 2;

/** Road/city edge ends of feature `root` not yet matched by a neighbour; 0 = complete. */
export function openEnds(s: CarcState, root: number): number {
  return s.tally[3 * root + TALLY_OPEN]!;
}

/** Emblems (coats of arms, faction symbols) of feature `root`. */
export function emblems(s: CarcState, root: number): number {
  return s.tally[3 * root + TALLY_EMBLEMS]!;
}

/** The feature kind (K_*) of the feature rooted at (or holding) segment `seg`. */
export function featureKind(s: CarcState, seg: number): number {
  return placedKind(s, seg >> 3).features[seg & 7]!.kind;
}

/** Member segments of feature `root`, in link order. */
export function featureSegs(s: CarcState, root: number): number[] {
  const out: number[] = [];
  let m = root;
  do {
    out.push(m);
    m = s.link[m]!;
  } while (m !== root);
  return out;
}

/** Fields only: the city segments that the fields of feature `root` border (one entry per bordering). */
export function featureCities(s: CarcState, root: number): number[] {
  const out: number[] = [];
  let m = root;
  do {
    for (const t of placedKind(s, m >> 3).features[m & 7]!.touches) out.push((m & ~7) + t);
    m = s.link[m]!;
  } while (m !== root);
  return out;
}

/** Feature `root` as one record. */
export function featureRecord(s: CarcState, root: number): FeatureRec {
  return {
    kind: featureKind(s, root),
    segs: featureSegs(s, root),
    open: openEnds(s, root),
    shields: emblems(s, root),
    cities: featureCities(s, root),
  };
}

function join(s: CarcState, a: number, b: number): void {
  let big = s.root[a]!,
    small = s.root[b]!;
  if (big === small) return;
  const t = s.tally;
  if (t[3 * big]! < t[3 * small]!) [big, small] = [small, big];
  let m = small;
  do {
    s.root[m] = big;
    m = s.link[m]!;
  } while (m !== small);
  const next = s.link[big]!;
  s.link[big] = s.link[small]!;
  s.link[small] = next;
  for (let k = 0; k < 3; k++) {
    t[3 * big + k] = t[3 * big + k]! + t[3 * small + k]!;
    t[3 * small + k] = 0;
  }
}

/**
 * Sizes `root`, `link` and `tally` for `tiles` placed tiles, every slot unused (-1, -1, 0): setup reserves a slot
 * for every tile the game can place, so placing one writes its slots instead of growing three arrays (a growth is
 * a new store and a copy). A placement past the reserve still works: the arrays then grow.
 */
export function reserveSegments(s: CarcState, tiles: number): void {
  const from = s.root.length,
    to = 8 * tiles;
  if (from >= to) return;
  // each array allocated once at its full size (setup starts from empty ones)
  s.root = from === 0 ? unused(to, -1) : s.root.concat(unused(to - from, -1));
  s.link = from === 0 ? unused(to, -1) : s.link.concat(unused(to - from, -1));
  s.tally = from === 0 ? unused(3 * to, 0) : s.tally.concat(unused(3 * (to - from), 0));
}

/** Filled arrays by length and value, copied from (a copy of a packed array is one block copy). */
const unusedTemplates = new Map<number, readonly number[]>();

/** A new array of `n` entries `v` (-1 or 0). */
function unused(n: number, v: -1 | 0): number[] {
  const key = 2 * n + (v < 0 ? 1 : 0);
  let t = unusedTemplates.get(key);
  if (!t) {
    const a: number[] = [];
    for (let k = 0; k < n; k++) a.push(v);
    t = a;
    if (unusedTemplates.size < 64) unusedTemplates.set(key, t);
  }
  return t.slice();
}

/** Adds the segments of the tile just put at placed index i (key `key`) and merges them with its neighbours. */
export function addTileFeatures(s: CarcState, kind: TileKind, i: number, key: number): void {
  const base = 8 * i;
  const features = kind.features,
    n = features.length;
  const root = s.root,
    link = s.link,
    tally = s.tally;
  for (let f = 0; f < 8; f++) {
    // the tile's reserved slots (reserveSegments), or the arrays' ends past the reserve
    const seg = base + f;
    if (f < n) {
      const lf = features[f]!;
      root[seg] = seg;
      link[seg] = seg;
      tally[3 * seg] = 1;
      tally[3 * seg + 1] = lf.ends;
      tally[3 * seg + 2] = lf.shields;
    } else {
      root[seg] = -1;
      link[seg] = -1;
      tally[3 * seg] = 0;
      tally[3 * seg + 1] = 0;
      tally[3 * seg + 2] = 0;
    }
  }
  const o = orientationOf(s, i);
  const cells = cellsOf(s);
  for (let d = 0; d < 4; d++) {
    const nb = cells.get(stepKey(key, d));
    if (nb === undefined) continue;
    const on = orientationOf(s, nb);
    // a road or city joins across its edge; a field edge or a set's own edge kind (water) joins no feature
    if (o.edgeFeature[d]! >= 0) {
      const a = base + o.edgeFeature[d]!;
      join(s, a, 8 * nb + on.edgeFeature[(d + 2) % 4]!);
      const r = s.root[a]!;
      s.tally[3 * r + TALLY_OPEN] = s.tally[3 * r + TALLY_OPEN]! - 2;
    }
    for (let h = 2 * d; h <= 2 * d + 1; h++) {
      const fa = o.halfFeature[h]!,
        fb = on.halfFeature[oppositeHalf(h)]!;
      if (fa >= 0 && fb >= 0) join(s, base + fa, 8 * nb + fb);
    }
  }
}

/** Seats of the meeples standing in feature `root`, one entry per meeple. */
export function meeplesIn(s: CarcState, root: number): number[] {
  const out: number[] = [];
  for (let m = 0; m < s.meeples.length; m += 2) if (s.root[s.meeples[m + 1]!] === root) out.push(s.meeples[m]!);
  return out;
}

/** Whether any segment of feature `root` carries mark `mark` (tile-types.ts `FeatureData.marks`); walks the feature. */
export function hasMark(s: CarcState, root: number, mark: string): boolean {
  let m = root;
  do {
    if (placedKind(s, m >> 3).features[m & 7]!.marks.includes(mark)) return true;
    m = s.link[m]!;
  } while (m !== root);
  return false;
}

/** Whether any meeple stands in feature `root`. */
export function occupied(s: CarcState, root: number): boolean {
  for (let m = 1; m < s.meeples.length; m += 2) if (s.root[s.meeples[m]!] === root) return true;
  return false;
}

/** Distinct placed tiles of feature `root`, in placement order (kept sorted while built: no sort's scratch lists). */
export function featureTiles(s: CarcState, root: number): number[] {
  const out: number[] = [];
  let m = root;
  do {
    const i = m >> 3;
    let at = out.length;
    while (at > 0 && out[at - 1]! > i) at--;
    if (at === 0 || out[at - 1] !== i) {
      out.push(i);
      for (let j = out.length - 1; j > at; j--) out[j] = out[j - 1]!;
      out[at] = i;
    }
    m = s.link[m]!;
  } while (m !== root);
  return out;
}

/** Whether the monastery on placed tile i (at key) is surrounded by 8 tiles. */
export function centerComplete(s: CarcState, key: number): boolean {
  const cells = cellsOf(s);
  for (const o of RING_OFFSETS) if (!cells.has(key + o)) return false;
  return true;
}

/**
 * Whether local feature f of the tile just placed may take a meeple: of the given kinds (roads, cities and
 * monasteries, plus fields with farmers) and with no meeple anywhere in the connected feature (001_… §2).
 */
export function isFreeFeature(s: CarcState, f: number, extraKinds: readonly number[] = []): boolean {
  const k = placedKind(s, s.last).features[f]!.kind;
  if (k !== K_ROUTE && k !== K_ENCLOSURE && k !== K_CENTER && !extraKinds.includes(k)) return false;
  return !occupied(s, s.root[8 * s.last + f]!);
}

/** Data ids of the features of the tile just placed that a meeple may take (`isFreeFeature`), in data order. */
export function freeFeatures(s: CarcState, extraKinds: readonly number[] = []): string[] {
  const features = placedKind(s, s.last).features;
  const out: string[] = [];
  for (let f = 0; f < features.length; f++) if (isFreeFeature(s, f, extraKinds)) out.push(features[f]!.id);
  return out;
}

/** Whether any feature of the tile just placed may take a meeple (`freeFeatures` is not empty), without listing them. */
export function hasFreeFeature(s: CarcState, extraKinds: readonly number[] = []): boolean {
  const n = placedKind(s, s.last).features.length;
  for (let f = 0; f < n; f++) if (isFreeFeature(s, f, extraKinds)) return true;
  return false;
}
