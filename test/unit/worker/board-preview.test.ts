/**
 * The picture of the first board the Worker puts in a Carcassonne match page (worker/board-preview.ts): every tile
 * of the view drawn with the client's own tile art, framed as the client frames the board (viewport.ts `fitBoard`),
 * and nothing for other games or a view without a board.
 */
import { describe, expect, test } from "vitest";
import { boardPreview } from "../../../worker/board-preview.ts";
import { BOARD_PREVIEW_ID } from "../../../contract/page-ids.ts";
import { landTileMarkup } from "../../../contract/board/tile-markup.ts";
import { LAND_DEFS } from "../../../contract/board/land-defs.ts";
import { fitBoard, viewBox } from "../../../contract/board/viewport.ts";
import { carcassonne } from "../../../engine/carcassonne/game.ts";
import { isRuleError } from "../../../engine/core/game-module.ts";

function viewAfter(actions: number): unknown {
  const s = carcassonne.setup(2, carcassonne.parseOptions({ farmers: true }) as never, "preview-test");
  if (isRuleError(s)) throw new Error(s.message);
  const owned = carcassonne.scratch(s);
  for (let k = 0; k < actions; k++) {
    const seat = carcassonne.toAct(owned)[0]!;
    carcassonne.applyInPlace(owned, seat, carcassonne.legalActions(owned, seat)[0]!);
  }
  return carcassonne.view(owned, null);
}

describe("board preview", () => {
  test("draws every placed tile with the client's tile markup, in the view's order", () => {
    const view = viewAfter(12) as { board: { x: number; y: number; tile: string; rotation: number }[] };
    expect(view.board.length).toBeGreaterThan(3);
    const html = boardPreview("carcassonne", view)!;
    expect(html).toContain(`id="${BOARD_PREVIEW_ID}"`);
    expect(html).toContain('aria-hidden="true"');
    let at = 0;
    for (const t of view.board) {
      const tile = landTileMarkup(t.tile, t.x, t.y, t.rotation);
      const found = html.indexOf(tile, at);
      expect(found, `${t.tile} at ${t.x},${t.y}`).toBeGreaterThan(0);
      at = found + tile.length;
    }
  });

  test("frames the board as the client's board does: the same centre, and at most its largest scale", () => {
    const view = viewAfter(12) as { board: { x: number; y: number }[] };
    const html = boardPreview("carcassonne", view)!;
    const [x, y, w, h] = /viewBox="([^"]+)"/.exec(html)![1]!.split(" ").map(Number) as [number, number, number, number];
    // a board area large enough that the client's fit is its largest scale: the same rectangle then
    const [width, height] = [Number(/width="([\d.]+)"/.exec(html)![1]), Number(/height="([\d.]+)"/.exec(html)![1])];
    const client = viewBox(fitBoard(view.board, width, height), width, height)
      .split(" ")
      .map(Number);
    expect([x, y, w, h].map((n) => Math.round(n))).toEqual(client.map((n) => Math.round(n)));
  });

  test("the textures the tiles refer to are defined once in the picture, not per tile", () => {
    const view = viewAfter(12) as { board: unknown[] };
    const html = boardPreview("carcassonne", view)!;
    expect(html.split("<defs>").length - 1).toBe(1);
    expect(html).toContain(`<defs>${LAND_DEFS}</defs>`);
    const defined = new Set([...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]));
    const used = new Set([...html.matchAll(/url\(#([^)]+)\)/g)].map((m) => m[1]));
    expect(used.size).toBeGreaterThan(0);
    for (const id of used) expect(defined, id).toContain(id);
    expect(html.match(/<pattern /g)?.length).toBe(LAND_DEFS.match(/<pattern /g)?.length);
  });

  test("no picture for other games, an empty board or a malformed view", () => {
    expect(boardPreview("starwars", viewAfter(0))).toBeNull();
    expect(boardPreview("newfrontiers", { board: [] })).toBeNull();
    expect(boardPreview("carcassonne", { board: [] })).toBeNull();
    expect(boardPreview("carcassonne", { board: [{ x: "1", y: 0, tile: "base-D", rotation: 0 }] })).toBeNull();
    expect(boardPreview("carcassonne", null)).toBeNull();
  });

  test("tile ids are escaped in the markup", () => {
    expect(landTileMarkup('x"><script>', 0, 0, 0)).toContain('data-tile="x&quot;>&lt;script>"');
  });
});
