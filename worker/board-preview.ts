/**
 * A match page's first board, drawn by the Worker into the page before any script runs, so a shared link shows the
 * board as soon as the HTML and its stylesheet are in. Carcassonne only: its tiles
 * are the client's own drawing (tile-markup.ts, over its textures written once: land-defs.ts), framed as the client's board frames them (viewport.ts
 * `boardExtent`, which `fitBoard` uses: the board plus a cell of margin, centred, at most FIT_MAX_SCALE px per unit).
 * It is a picture — aria-hidden, no controls, no meeples — inside the same page frame as the app (`.match`,
 * `.topbar`, `.layout`, `.board-wrap`: styles.css), and the app takes it away in the task that draws its own board
 * (main.tsx). Star Wars (space tiles, a lazy part of its board) and New Frontiers (no board) get none.
 */
import { landTileMarkup } from "../contract/board/tile-markup.ts";
import { LAND_DEFS } from "../contract/board/land-defs.ts";
import { boardExtent, FIT_MAX_SCALE } from "../contract/board/viewport.ts";
import { BOARD_PREVIEW_ID } from "../contract/page-ids.ts";

interface PlacedTile {
  x: number;
  y: number;
  tile: string;
  rotation: number;
}

function placedTiles(view: unknown): PlacedTile[] | null {
  const board = (view as { board?: unknown } | null)?.board;
  if (!Array.isArray(board)) return null;
  const ok = board.every(
    (b: Partial<PlacedTile>) =>
      Number.isInteger(b.x) && Number.isInteger(b.y) && Number.isInteger(b.rotation) && typeof b.tile === "string",
  );
  return ok ? (board as PlacedTile[]) : null;
}

/** The preview's markup for a match of `game` whose spectator view is `view`, or null when it gets none. */
export function boardPreview(game: string, view: unknown): string | null {
  const tiles = game === "carcassonne" ? placedTiles(view) : null;
  if (!tiles || tiles.length === 0) return null;
  const { x, y, w, h } = boardExtent(tiles);
  const art = tiles.map((t) => landTileMarkup(t.tile, t.x, t.y, t.rotation)).join("");
  return (
    `<div id="${BOARD_PREVIEW_ID}" class="match board-preview" aria-hidden="true"><header class="topbar"><span class="brand">Meeplehall</span></header>` +
    `<div class="layout"><div class="board-wrap"><svg class="board" viewBox="${x} ${y} ${w} ${h}" width="${w * FIT_MAX_SCALE}" height="${h * FIT_MAX_SCALE}"><defs>${LAND_DEFS}</defs>${art}</svg></div>` +
    `<aside class="side"></aside></div></div>`
  );
}
