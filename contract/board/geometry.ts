/**
 * Tile geometry for the SVG board, derived from the engine's tile data (no copied artwork): each tile is a
 * 100×100 square drawn in its stored orientation and rotated as a whole. Cities are shapes chosen by which
 * edges they reach, roads are lines or curves between edge midpoints, and every feature gets an anchor point
 * where its meeple stands. Pure functions, unit-tested.
 */
import { tileKindById, type TileKind } from "../../engine/board-tiles.ts";
import type { Faction } from "../../engine/carcassonne/tile-types.ts";
import { channelsOf, type Channel } from "./land-water.ts";

export type Point = [number, number];

const DIRS = "NESW";
const MID: Point[] = [
  [50, 0],
  [100, 50],
  [50, 100],
  [0, 50],
];
/** Points just inside each half-edge, clockwise from Nw. */
const HALF: Point[] = [
  [25, 8],
  [75, 8],
  [92, 25],
  [92, 75],
  [75, 92],
  [25, 92],
  [8, 75],
  [8, 25],
];
const HALF_NAMES = ["Nw", "Ne", "En", "Es", "Se", "Sw", "Ws", "Wn"];

/** Rotates a point clockwise by r quarter turns about the tile centre. */
export function rotatePoint([x, y]: Point, r: number): Point {
  let p: Point = [x, y];
  for (let i = 0; i < ((r % 4) + 4) % 4; i++) p = [100 - p[1], p[0]];
  return p;
}

function rotPath(points: Point[], r: number): string {
  return points
    .map((p) =>
      rotatePoint(p, r)
        .map((v) => Math.round(v * 10) / 10)
        .join(","),
    )
    .join(" ");
}

/**
 * City shapes for a canonical edge set, rotated by r: `path` the whole area (tile edges included), `wall` only its
 * inner boundary (the curves facing the field), so a wall is never drawn where the city runs on into the next tile.
 */
function cityPaths(dirs: number[]): { path: string; wall: string } {
  const n = dirs.length;
  if (n === 4) return { path: "M0,0 H100 V100 H0 Z", wall: "" };
  const set = new Set(dirs);
  for (let r = 0; r < 4; r++) {
    const has = (d: number) => set.has((d + r) % 4);
    const P = (...pts: Point[]) => rotPath(pts, r).split(" ");
    if (n === 1 && has(0)) {
      const [a, c, b] = P([0, 0], [50, 50], [100, 0]);
      return { path: `M${a} Q${c} ${b} Z`, wall: `M${a} Q${c} ${b}` };
    }
    if (n === 2 && has(0) && has(1)) {
      const [a, b, c, d] = P([0, 0], [100, 0], [100, 100], [42, 58]);
      return { path: `M${a} L${b} L${c} Q${d} ${a} Z`, wall: `M${c} Q${d} ${a}` };
    }
    if (n === 2 && has(1) && has(3)) {
      const [a, c1, b, d, c2, e] = P([0, 0], [50, 30], [100, 0], [100, 100], [50, 70], [0, 100]);
      return { path: `M${a} Q${c1} ${b} L${d} Q${c2} ${e} Z`, wall: `M${a} Q${c1} ${b} M${d} Q${c2} ${e}` };
    }
    if (n === 3 && !has(2)) {
      const [a, b, c, d, e] = P([0, 0], [100, 0], [100, 100], [50, 55], [0, 100]);
      return { path: `M${a} L${b} L${c} Q${d} ${e} Z`, wall: `M${c} Q${d} ${e}` };
    }
  }
  return { path: "", wall: "" };
}

function cityAnchor(dirs: number[]): Point {
  const n = dirs.length;
  if (n === 4) return [50, 50];
  const set = new Set(dirs);
  for (let r = 0; r < 4; r++) {
    const has = (d: number) => set.has((d + r) % 4);
    if (n === 1 && has(0)) return rotatePoint([50, 12], r);
    if (n === 2 && has(0) && has(1)) return rotatePoint([74, 26], r);
    if (n === 2 && has(1) && has(3)) return rotatePoint([50, 50], r);
    if (n === 3 && !has(2)) return rotatePoint([50, 36], r);
  }
  return [50, 50];
}

export interface FeatureShape {
  id: string;
  kind: "route" | "enclosure" | "center" | "open";
  /** SVG path (cities, roads) in stored orientation; empty for fields and monasteries. */
  path: string;
  /** Cities only: the wall, the part of the outline that faces the field (empty for a city filling the tile). */
  wall?: string;
  /** Where a meeple stands, in stored orientation. */
  anchor: Point;
  shields: number;
  /** Roads only: the road stops at a city (drawn under it). */
  endsInCity: boolean;
  /** Star Wars: the faction symbol on this feature, and where its badge sits (stored orientation). */
  faction?: Faction;
  badge?: Point;
  /** Star Wars: a planet's name. */
  name?: string;
  /** What the set prints on it (an inn, a cathedral: land-marks.ts draws them). */
  marks: readonly string[];
}

export interface TileShape {
  id: string;
  features: FeatureShape[];
  /** Edge kinds a set adds (water), drawn under roads and cities. */
  channels: Channel[];
  /** Roads end in a village here. */
  junction: boolean;
}

function quadMid(a: Point, c: Point, b: Point, t: number): Point {
  const u = 1 - t;
  return [u * u * a[0] + 2 * u * t * c[0] + t * t * b[0], u * u * a[1] + 2 * u * t * c[1] + t * t * b[1]];
}

/**
 * Where a faction badge sits on its feature, clear of the meeple anchor: beside a planet disc, further along a
 * trade route (towards its first edge), or to the side of an asteroid field's anchor.
 */
function badgePoint(f: FeatureShape, edges: string): Point {
  if (f.kind === "center") return [66, 36];
  if (f.kind === "route") {
    const a = MID[DIRS.indexOf(edges[0] ?? "N")]!;
    return [a[0] + (50 - a[0]) * 0.2, a[1] + (50 - a[1]) * 0.2];
  }
  const [x, y] = f.anchor;
  return x > 70 ? [x - 16, y + 2] : [x + 16, y + 2];
}

function buildShape(kind: TileKind): TileShape {
  const hasCenter = kind.data.features.some((f) => f.kind === "center");
  const features: FeatureShape[] = kind.data.features.map((f) => {
    const dirs = [...(f.edges ?? "")].map((c) => DIRS.indexOf(c));
    if (f.kind === "enclosure") {
      const { path, wall } = cityPaths(dirs);
      return { id: f.id, kind: f.kind, path, wall, anchor: cityAnchor(dirs), shields: f.shields ?? 0, endsInCity: false, marks: [] };
    }
    if (f.kind === "center") return { id: f.id, kind: f.kind, path: "", anchor: [50, 50], shields: 0, endsInCity: false, marks: [] };
    if (f.kind === "route") {
      const a = MID[dirs[0]!]!;
      if (dirs.length === 2) {
        const b = MID[dirs[1]!]!;
        const opposite = (dirs[0]! + 2) % 4 === dirs[1];
        const path = opposite ? `M${a.join(",")} L${b.join(",")}` : `M${a.join(",")} Q50,50 ${b.join(",")}`;
        return { id: f.id, kind: f.kind, path, anchor: quadMid(a, [50, 50], b, 0.5), shields: 0, endsInCity: false, marks: [] };
      }
      // a road to a bank stops short of the channel, which bows its way on a monastery tile (land-water.ts)
      const bank = hasCenter ? 0.2 : 0.76;
      const stop = f.terminus === "enclosure" ? 0.45 : f.terminus === "center" ? 0.7 : f.terminus === "bank" ? bank : 1;
      const end: Point = [a[0] + (50 - a[0]) * stop, a[1] + (50 - a[1]) * stop];
      const at = f.terminus === "junction" ? 0.5 : 0.35;
      const anchor: Point = [a[0] + (50 - a[0]) * at, a[1] + (50 - a[1]) * at];
      return {
        id: f.id,
        kind: f.kind,
        path: `M${a.join(",")} L${end.join(",")}`,
        anchor,
        shields: 0,
        endsInCity: f.terminus === "enclosure",
        marks: [],
      };
    }
    const pts = (f.halves ?? []).map((h) => HALF[HALF_NAMES.indexOf(h)]!);
    // a field inside the tile (reaching no edge) lies in its middle
    if (pts.length === 0) return { id: f.id, kind: f.kind, path: "", anchor: [50, 50], shields: 0, endsInCity: false, marks: [] };
    const avg: Point = [pts.reduce((s, p) => s + p[0], 0) / pts.length, pts.reduce((s, p) => s + p[1], 0) / pts.length];
    let anchor: Point = pts.length > 2 ? [avg[0] + (50 - avg[0]) * 0.3, avg[1] + (50 - avg[1]) * 0.3] : avg;
    if (hasCenter && Math.hypot(anchor[0] - 50, anchor[1] - 50) < 22)
      anchor = [pts[0]![0] + (50 - pts[0]![0]) * 0.15, pts[0]![1] + (50 - pts[0]![1]) * 0.15];
    return { id: f.id, kind: f.kind, path: "", anchor, shields: 0, endsInCity: false, marks: [] };
  });
  // Roads that cross another feature's anchor (bridges, roads through cities) stand near their first edge.
  for (const f of features) {
    if (f.kind !== "route") continue;
    const clash = features.some((g) => g !== f && Math.hypot(g.anchor[0] - f.anchor[0], g.anchor[1] - f.anchor[1]) < 12);
    if (clash) {
      const d = DIRS.indexOf(kind.data.features.find((x) => x.id === f.id)!.edges![0]!);
      const a = MID[d]!;
      f.anchor = [a[0] + (50 - a[0]) * 0.16, a[1] + (50 - a[1]) * 0.16];
    }
  }
  // A field's meeple does not stand in a pool (a spring, a lake): it moves to the far side from the pool's edge.
  const channels = channelsOf(kind);
  for (const c of channels) {
    if (!c.pool || !c.poolEdge) continue;
    const [px, py] = c.pool,
      [ex, ey] = c.poolEdge;
    for (const f of features)
      if (f.kind === "open" && Math.hypot(f.anchor[0] - px, f.anchor[1] - py) < 24) {
        const len = Math.hypot(px - ex, py - ey) || 1;
        f.anchor = [px + ((px - ex) / len) * 32, py + ((py - ey) / len) * 32];
      }
  }
  kind.data.features.forEach((d, i) => {
    const f = features[i]!;
    f.marks = d.marks ?? [];
    if (d.name) f.name = d.name;
    if (d.faction) [f.faction, f.badge] = [d.faction, badgePoint(f, d.edges ?? "")];
  });
  return {
    id: kind.id,
    features,
    channels,
    junction: kind.data.features.some((f) => f.terminus === "junction"),
  };
}

const cache = new Map<string, TileShape>();

/** The drawable shape of a tile kind (memoised), or undefined for an unknown id. */
export function tileShape(id: string): TileShape | undefined {
  let s = cache.get(id);
  if (!s) {
    const kind = tileKindById(id);
    if (!kind) return undefined;
    cache.set(id, (s = buildShape(kind)));
  }
  return s;
}

/** A feature's anchor in board units for a tile at (x, y) with rotation r (tile = 100 units). */
export function anchorOnBoard(tile: string, feature: string, x: number, y: number, r: number): Point | undefined {
  const f = tileShape(tile)?.features.find((g) => g.id === feature);
  if (!f) return undefined;
  const [px, py] = rotatePoint(f.anchor, r);
  return [x * 100 + px, y * 100 + py];
}
