/**
 * Placement simulation for the tile-set checker: seeded random games without meeples, to show that a tile set can
 * be laid out (every tile fits somewhere as the board grows). Uses the engine's seeded PRNG.
 */
import { nextInt, seedRng, type RngState } from "../engine/core/prng.ts";
import type { TileData } from "../engine/carcassonne/tile-types.ts";

/** Edge letters of a tile turned r clockwise quarter turns (engine convention: edge d → (d + r) % 4). */
export function rotateEdges(edges: string, r: number): string {
  const out = ["o", "o", "o", "o"];
  for (let d = 0; d < 4; d++) out[(d + r) % 4] = edges[d] ?? "o";
  return out.join("");
}

function shuffle<T>(items: T[], rng: RngState): void {
  for (let i = items.length - 1; i > 0; i--) {
    const j = nextInt(rng, i + 1);
    const tmp = items[i]!;
    items[i] = items[j]!;
    items[j] = tmp;
  }
}

const STEP: readonly (readonly [number, number])[] = [
  [0, -1],
  [1, 0],
  [0, 1],
  [-1, 0],
];

/**
 * Seeded random game without meeples: the start tile in its stored orientation at the origin, the other tiles
 * shuffled into a stack; each drawn tile goes to a random legal cell and rotation (touching a placed tile, every
 * touching edge matching). A tile that fits nowhere is put back and others are drawn (000_… §Rezumat 1); when no
 * tile left fits anywhere the game ends. Returns the number of tiles placed (start excluded) and the leftovers.
 */
export function simulatePlacement(tiles: readonly TileData[], seed: number): { placed: number; left: string[] } {
  const rand = seedRng(`placement-${seed}`);
  const start = tiles.find((t) => t.start > 0);
  const stack: number[] = [];
  tiles.forEach((t, i) => {
    for (let c = 0; c < t.count - (t === start ? 1 : 0); c++) stack.push(i);
  });
  shuffle(stack, rand);
  const grid = new Map<string, string>();
  const frontier = new Set<string>();
  const put = (x: number, y: number, edges: string) => {
    const key = `${x},${y}`;
    grid.set(key, edges);
    frontier.delete(key);
    for (const [dx, dy] of STEP) {
      const k = `${x + dx},${y + dy}`;
      if (!grid.has(k)) frontier.add(k);
    }
  };
  if (!start) return { placed: 0, left: stack.map((i) => tiles[i]!.id) };
  put(0, 0, start.edges);
  let placed = 0;
  const deferred: number[] = [];
  while (stack.length > 0) {
    const i = stack.pop()!;
    const edges = tiles[i]!.edges;
    const options: [number, number, string][] = [];
    for (const key of frontier) {
      const [x, y] = key.split(",").map(Number) as [number, number];
      for (let r = 0; r < 4; r++) {
        const rot = rotateEdges(edges, r);
        let ok = true;
        for (let d = 0; d < 4 && ok; d++) {
          const n = grid.get(`${x + STEP[d]![0]},${y + STEP[d]![1]}`);
          if (n !== undefined && n[(d + 2) % 4] !== rot[d]) ok = false;
        }
        if (ok) options.push([x, y, rot]);
      }
    }
    if (options.length === 0) {
      deferred.push(i);
      continue;
    }
    const [x, y, rot] = options[nextInt(rand, options.length)]!;
    put(x, y, rot);
    placed++;
    if (deferred.length > 0) {
      stack.push(...deferred.splice(0));
      shuffle(stack, rand);
    }
  }
  return { placed, left: deferred.map((i) => tiles[i]!.id) };
}
