/**
 * Pan and zoom of the board: a centre in board units and a scale, turned into an SVG viewBox. Pure helpers so
 * that mouse, touch and keyboard handlers all change the viewport the same way.
 */
export interface Viewport {
  cx: number;
  cy: number;
  /** Screen pixels per board unit. */
  scale: number;
}

/** Zoomed out at most so far that a legal square (92 units) stays a 32-px tap target. */
export const MIN_SCALE = 0.35;
export const MAX_SCALE = 3;

export function clampScale(s: number): number {
  return Math.min(MAX_SCALE, Math.max(MIN_SCALE, s));
}

export function viewBox(v: Viewport, width: number, height: number): string {
  const w = width / v.scale,
    h = height / v.scale;
  return `${v.cx - w / 2} ${v.cy - h / 2} ${w} ${h}`;
}

/** Moves the view by a screen-pixel delta. */
export function pan(v: Viewport, dx: number, dy: number): Viewport {
  return { ...v, cx: v.cx - dx / v.scale, cy: v.cy - dy / v.scale };
}

/** Zooms by `factor` keeping the board point under screen point (px, py) fixed. */
export function zoomAt(v: Viewport, factor: number, px: number, py: number, width: number, height: number): Viewport {
  const scale = clampScale(v.scale * factor);
  const bx = v.cx + (px - width / 2) / v.scale,
    by = v.cy + (py - height / 2) / v.scale;
  return { scale, cx: bx - (px - width / 2) / scale, cy: by - (py - height / 2) / scale };
}

/** The largest scale a board is fitted at (a small board is not blown up past it: a first tile is 150 px). */
export const FIT_MAX_SCALE = 1.5;

/** On a screen at least this large, a fitted board keeps tiles of FIT_FLOOR_SCALE × 100 px or more, rather than
 *  shrinking a long game into a small picture: the rest of the board is a drag away. */
export const FIT_FLOOR_SCREEN = { w: 700, h: 500 } as const;
export const FIT_FLOOR_SCALE = 0.9;

/** The rectangle, in board units, that shows every tile with a cell of margin (no screen size needed: the Worker's
 *  picture of the board uses it too, worker/board-preview.ts). */
export function boardExtent(tiles: readonly { x: number; y: number }[]): { x: number; y: number; w: number; h: number } {
  const xs = tiles.map((t) => t.x),
    ys = tiles.map((t) => t.y);
  const minX = Math.min(...xs) - 1,
    maxX = Math.max(...xs) + 2,
    minY = Math.min(...ys) - 1,
    maxY = Math.max(...ys) + 2;
  return { x: minX * 100, y: minY * 100, w: (maxX - minX) * 100, h: (maxY - minY) * 100 };
}

/** `c` moved as little as needed so that [lo, hi] lies inside a view of half-size `half` centred there (centred when it cannot). */
function keepInView(c: number, half: number, lo: number, hi: number): number {
  if (hi - lo > 2 * half) return (lo + hi) / 2;
  return Math.min(Math.max(c, hi - half), lo + half);
}

/**
 * A viewport that shows every tile of the board with a margin, or — on a large screen, when that would make tiles
 * smaller than the floor — the board's centre at the floor's scale, moved so that the latest tile (the last one
 * listed) and the squares around it stay in view.
 */
export function fitBoard(tiles: readonly { x: number; y: number }[], width: number, height: number): Viewport {
  if (tiles.length === 0) return { cx: 50, cy: 50, scale: 1 };
  const e = boardExtent(tiles);
  const fit = Math.min(width / e.w, height / e.h, FIT_MAX_SCALE);
  const large = width >= FIT_FLOOR_SCREEN.w && height >= FIT_FLOOR_SCREEN.h;
  const scale = clampScale(large ? Math.max(fit, FIT_FLOOR_SCALE) : fit);
  const v = { cx: e.x + e.w / 2, cy: e.y + e.h / 2, scale };
  if (scale <= fit) return v;
  const last = tiles[tiles.length - 1]!;
  return {
    scale,
    cx: keepInView(v.cx, width / 2 / scale, last.x * 100 - 100, last.x * 100 + 200),
    cy: keepInView(v.cy, height / 2 / scale, last.y * 100 - 100, last.y * 100 + 200),
  };
}
