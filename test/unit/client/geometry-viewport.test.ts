/** Tile drawing geometry (every kind drawable, meeple anchors inside and apart) and pan/zoom maths. */
import { describe, expect, it } from "vitest";
import { TILE_KINDS } from "../../../engine/carcassonne/tiles.ts";
import { anchorOnBoard, rotatePoint, tileShape } from "../../../contract/board/geometry.ts";
import { fitBoard, pan, zoomAt } from "../../../contract/board/viewport.ts";

describe("tile geometry", () => {
  it("every tile kind has a shape; cities and roads have paths; anchors are inside and at least 8 units apart", () => {
    for (const k of TILE_KINDS) {
      const shape = tileShape(k.id)!;
      expect(shape.features.map((f) => f.id)).toEqual(k.data.features.map((f) => f.id));
      for (const f of shape.features) {
        if (f.kind === "enclosure" || f.kind === "route") expect(f.path, `${k.id} ${f.id}`).not.toBe("");
        expect(f.anchor[0]).toBeGreaterThan(0);
        expect(f.anchor[0]).toBeLessThan(100);
        expect(f.anchor[1]).toBeGreaterThan(0);
        expect(f.anchor[1]).toBeLessThan(100);
        for (const g of shape.features)
          if (g !== f)
            expect(Math.hypot(g.anchor[0] - f.anchor[0], g.anchor[1] - f.anchor[1]), `${k.id} ${f.id}/${g.id}`).toBeGreaterThanOrEqual(8);
      }
    }
  });

  it("rotation turns clockwise: the north midpoint goes east, and four turns are the identity", () => {
    expect(rotatePoint([50, 0], 1)).toEqual([100, 50]);
    expect(rotatePoint([10, 20], 4)).toEqual([10, 20]);
    expect(anchorOnBoard("base-D", "e1", 2, -1, 1)![0]).toBeGreaterThan(250);
    expect(anchorOnBoard("base-D", "nope", 0, 0, 0)).toBeUndefined();
  });
});

describe("viewport", () => {
  it("zooming keeps the board point under the cursor fixed", () => {
    const v = { cx: 120, cy: -40, scale: 1 };
    const z = zoomAt(v, 2, 300, 100, 800, 600);
    const before = [v.cx + (300 - 400) / v.scale, v.cy + (100 - 300) / v.scale];
    const after = [z.cx + (300 - 400) / z.scale, z.cy + (100 - 300) / z.scale];
    expect(after[0]).toBeCloseTo(before[0]!);
    expect(after[1]).toBeCloseTo(before[1]!);
    expect(zoomAt(v, 1000, 0, 0, 800, 600).scale).toBe(3);
  });

  it("panning moves the view against the drag; fitting shows every tile", () => {
    expect(pan({ cx: 0, cy: 0, scale: 2 }, 20, -10)).toEqual({ cx: -10, cy: 5, scale: 2 });
    const tiles = [
      { x: -3, y: 0 },
      { x: 4, y: 2 },
      { x: 0, y: -5 },
    ];
    const f = fitBoard(tiles, 800, 600);
    const halfW = 400 / f.scale,
      halfH = 300 / f.scale;
    for (const t of tiles) {
      expect(t.x * 100).toBeGreaterThanOrEqual(f.cx - halfW);
      expect(t.x * 100 + 100).toBeLessThanOrEqual(f.cx + halfW);
      expect(t.y * 100).toBeGreaterThanOrEqual(f.cy - halfH);
      expect(t.y * 100 + 100).toBeLessThanOrEqual(f.cy + halfH);
    }
  });
});
