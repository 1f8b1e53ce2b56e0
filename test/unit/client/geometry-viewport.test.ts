/** Tile drawing geometry (every kind drawable, meeple anchors inside and apart) and pan/zoom maths. */
import { describe, expect, it } from "vitest";
import { TILE_KINDS } from "../../../engine/carcassonne/tiles.ts";
import { anchorOnBoard, rotatePoint, tileShape } from "../../../contract/board/geometry.ts";
import { FIT_FLOOR_SCALE, FIT_MAX_SCALE, fitBoard, pan, zoomAt } from "../../../contract/board/viewport.ts";

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

  it("a city's wall is its outline facing the field: curves only, none for a city filling the tile", () => {
    for (const k of TILE_KINDS)
      for (const f of tileShape(k.id)!.features) {
        if (f.kind !== "enclosure") continue;
        const full = k.data.features.find((d) => d.id === f.id)!.edges!.length === 4;
        if (full) expect(f.wall, `${k.id} ${f.id}`).toBe("");
        else expect(f.wall, `${k.id} ${f.id}`).toMatch(/^(M[\d.,-]+ Q[\d.,-]+ [\d.,-]+ ?)+$/);
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

  /** Whether the cells (x, y) lie wholly inside viewport `f` of a screen w × h. */
  const inView = (f: { cx: number; cy: number; scale: number }, w: number, h: number, cells: { x: number; y: number }[]) =>
    cells.every(
      (t) =>
        t.x * 100 >= f.cx - w / 2 / f.scale - 1e-9 &&
        t.x * 100 + 100 <= f.cx + w / 2 / f.scale + 1e-9 &&
        t.y * 100 >= f.cy - h / 2 / f.scale - 1e-9 &&
        t.y * 100 + 100 <= f.cy + h / 2 / f.scale + 1e-9,
    );
  const spread = [
    { x: -3, y: 0 },
    { x: 4, y: 2 },
    { x: 0, y: -5 },
  ];

  it("panning moves the view against the drag; fitting shows every tile on a screen too small for the floor", () => {
    expect(pan({ cx: 0, cy: 0, scale: 2 }, 20, -10)).toEqual({ cx: -10, cy: 5, scale: 2 });
    for (const [w, h] of [
      [600, 450],
      [390, 600],
    ] as const)
      expect(inView(fitBoard(spread, w, h), w, h, spread), `${w}×${h}`).toBe(true);
  });

  it("on a desktop a first tile is drawn at the largest fit scale and a board that fits is shown whole", () => {
    expect(fitBoard([{ x: 0, y: 0 }], 1030, 790).scale).toBe(FIT_MAX_SCALE);
    const small = [
      { x: 0, y: 0 },
      { x: 1, y: 0 },
      { x: 1, y: -1 },
      { x: 2, y: 1 },
    ];
    const f = fitBoard(small, 1030, 790);
    expect(f.scale).toBeGreaterThanOrEqual(FIT_FLOOR_SCALE);
    expect(inView(f, 1030, 790, small)).toBe(true);
  });

  it("on a desktop a board too big to fit keeps tiles of the floor's size, the latest tile and its neighbours in view", () => {
    const f = fitBoard(spread, 1030, 790);
    expect(f.scale).toBe(FIT_FLOOR_SCALE);
    const last = spread[spread.length - 1]!;
    const around = [-1, 0, 1].flatMap((dx) => [-1, 0, 1].map((dy) => ({ x: last.x + dx, y: last.y + dy })));
    expect(inView(f, 1030, 790, around)).toBe(true);
  });
});
