/**
 * Edge kinds a tile set adds (tile-kinds.ts `registerEdgeKind`, The River's water) drawn from their art data: a
 * channel between the tile's two such edges (straight across or bending round the middle), from each edge to the
 * middle where there are three, or from one edge into a pool (a spring, a lake). A channel that would run through a
 * monastery bows away from it. Stored orientation; pure, like the rest of the tile drawing.
 */
import { edgeArt, type EdgeArt, type TileKind } from "../../engine/board-tiles.ts";

export interface Channel {
  readonly art: EdgeArt;
  /** SVG path of the channel's middle line. */
  readonly path: string;
  /** Where a pool lies (one edge only), or null. */
  readonly pool: readonly [number, number] | null;
  /** The midpoint of the pool's edge, or null. */
  readonly poolEdge: readonly [number, number] | null;
}

const MID: readonly (readonly [number, number])[] = [
  [50, 0],
  [100, 50],
  [50, 100],
  [0, 50],
];

/**
 * The channel through sides `dirs`; `bow` (a side, or -1) pushes a straight channel a quarter tile towards that side,
 * clear of a monastery in the middle.
 */
type Path = Omit<Channel, "art">;

function channelPath(dirs: readonly number[], bow: number): Path {
  const p = (d: number) => MID[d]!.join(",");
  if (dirs.length === 1) {
    const [x, y] = MID[dirs[0]!]!;
    const pool: [number, number] = [50 + (x - 50) * 0.15, 50 + (y - 50) * 0.15];
    return { path: `M${p(dirs[0]!)} L${pool.join(",")}`, pool, poolEdge: [x, y] };
  }
  if (dirs.length === 2) {
    const [a, b] = dirs as [number, number];
    if ((a + 2) % 4 !== b) return { path: `M${p(a)} Q50,50 ${p(b)}`, pool: null, poolEdge: null };
    if (bow < 0 || bow % 2 === a % 2) return { path: `M${p(a)} L${p(b)}`, pool: null, poolEdge: null };
    const [ox, oy] = MID[bow]!;
    const c = (t: number): string => {
      const [ax, ay] = MID[a]!,
        [bx, by] = MID[b]!;
      return `${ax + (bx - ax) * t + (ox - 50) * 0.8},${ay + (by - ay) * t + (oy - 50) * 0.8}`;
    };
    return { path: `M${p(a)} C${c(0.3)} ${c(0.7)} ${p(b)}`, pool: null, poolEdge: null };
  }
  return { path: dirs.map((d) => `M${p(d)} L50,50`).join(" "), pool: null, poolEdge: null };
}

/** Where a straight channel bows on a tile with a monastery: towards the road ending at its bank, else south. */
function bowSide(kind: TileKind): number {
  if (!kind.hasCenter) return -1;
  const road = kind.data.features.find((f) => f.kind === "route" && f.terminus === "bank");
  return road ? "NESW".indexOf(road.edges![0]!) : 2;
}

/** The channels of a tile kind, one per added edge kind with art that it shows. */
export function channelsOf(kind: TileKind): Channel[] {
  const bow = bowSide(kind);
  const out: Channel[] = [];
  for (const letter of new Set(kind.data.edges)) {
    const art = edgeArt(letter);
    if (!art) continue;
    const dirs = [...kind.data.edges].flatMap((l, d) => (l === letter ? [d] : []));
    out.push({ art, ...channelPath(dirs, bow) });
  }
  return out;
}

/** A tile's channels as SVG markup: banks, water, a glint down the middle; pools as discs. */
export function channelsMarkup(channels: readonly Channel[]): string {
  return channels
    .map(({ art, path, pool }) => {
      const w = art.width;
      const disc = (r: number, fill: string) => (pool ? `<circle cx="${pool[0]}" cy="${pool[1]}" r="${r}" fill="${fill}"/>` : "");
      return (
        `<g fill="none" stroke-linecap="round"><path d="${path}" stroke="${art.bank}" stroke-width="${w + 4}"/>${disc(w + 6, art.bank)}` +
        `<path d="${path}" stroke="${art.fill}" stroke-width="${w}"/>${disc(w + 4, art.fill)}` +
        `<path d="${path}" stroke="${art.shine}" stroke-width="1.4" stroke-dasharray="6 7" opacity=".8"/></g>`
      );
    })
    .join("");
}
