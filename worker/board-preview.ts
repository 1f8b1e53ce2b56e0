/**
 * A match page's first board, drawn by the Worker into the page before any script runs, so a shared link shows the
 * board as soon as the HTML and its stylesheet are in (issue 14: first board render). Carcassonne only: its tiles
 * are the client's own drawing (tile-markup.ts), framed as the client's board frames them (viewport.ts `fitBoard`:
 * the board plus a cell of margin, centred, at most 1.2 px per unit). It is a picture — aria-hidden, no controls,
 * no meeples — inside the same page frame as the app (`.match`, `.topbar`, `.layout`, `.board-wrap`: styles.css),
 * and the app takes it away in the task that draws its own board (main.tsx). Star Wars (space tiles, a lazy part
 * of its board) and New Frontiers (no board) get none.
 */
import { landTileMarkup } from "../client/src/games/carcassonne/board/tile-markup.ts";
import { BOARD_PREVIEW_ID } from "./page-head.ts";

/** viewport.ts: the largest scale the client's board fits a small board at. */
const MAX_SCALE = 1.2;

interface PlacedTile {
  x: number;
  y: number;
  tile: string;
  rotation: number;
}

function placedTiles(view: unknown): PlacedTile[] | null {
  const board = (view as { board?: unknown } | null)?.board;
  if (!Array.isArray(board)) return null;
  const ok = board.every((b: Partial<PlacedTile>) => Number.isInteger(b.x) && Number.isInteger(b.y) && Number.isInteger(b.rotation) && typeof b.tile === "string");
  return ok ? (board as PlacedTile[]) : null;
}

/** The preview's markup for a match of `game` whose spectator view is `view`, or null when it gets none. */
export function boardPreview(game: string, view: unknown): string | null {
  const tiles = game === "carcassonne" ? placedTiles(view) : null;
  if (!tiles || tiles.length === 0) return null;
  const xs = tiles.map((t) => t.x), ys = tiles.map((t) => t.y);
  const minX = Math.min(...xs) - 1, maxX = Math.max(...xs) + 2, minY = Math.min(...ys) - 1, maxY = Math.max(...ys) + 2;
  const w = (maxX - minX) * 100, h = (maxY - minY) * 100;
  const art = tiles.map((t) => landTileMarkup(t.tile, t.x, t.y, t.rotation)).join("");
  return `<div id="${BOARD_PREVIEW_ID}" class="match board-preview" aria-hidden="true"><header class="topbar"><span class="brand">Meeplehall</span></header>` +
    `<div class="layout"><div class="board-wrap"><svg class="board" viewBox="${minX * 100} ${minY * 100} ${w} ${h}" width="${w * MAX_SCALE}" height="${h * MAX_SCALE}">${art}</svg></div>` +
    `<aside class="side"></aside></div></div>`;
}
