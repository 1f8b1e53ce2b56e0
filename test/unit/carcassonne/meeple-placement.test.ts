/**
 * Meeple placement and discarded tiles (001_… §2 / Rezumat 2: a meeple only on the tile just placed, never in a
 * feature that already holds one, "incluzând unul de-al tău"; Componente: 7 meeples in each supply; Rezumat 1:
 * a tile that cannot be placed is put back in the box and another drawn).
 *
 * The start tile base-D at (0,0) shows: N city, E road, S field, W road.
 */
import { describe, expect, it } from "vitest";
import { Game, game } from "./helpers.ts";

describe("meeple placement", () => {
  it("the meeple step offers the features of the tile just placed (farmers on: fields too)", () => {
    const g = new Game(["base-U", "base-U"]);
    g.place(1, 0, 0);
    expect(g.view().meepleTargets.sort()).toEqual(["o1", "o2", "r1"]);
    const legal = game.legalActions(g.s, 0);
    expect(legal).toContainEqual({ type: "pass" });
    expect(
      legal
        .filter((a) => a.type === "meeple")
        .map((a) => (a as { feature: string }).feature)
        .sort(),
    ).toEqual(["o1", "o2", "r1"]);
  });

  it("farmers off: fields are not offered, and a farmer is refused with no-farmers", () => {
    const g = new Game(["base-U", "base-U"], { farmers: false });
    g.place(1, 0, 0);
    expect(g.view().meepleTargets).toEqual(["r1"]);
    expect(g.refuse({ type: "meeple", feature: "o1" }).code).toBe("no-farmers");
  });

  it("a feature the tile does not have → unknown-feature", () => {
    const g = new Game(["base-U", "base-U"]);
    g.place(1, 0, 0);
    expect(g.refuse({ type: "meeple", feature: "c1" }).code).toBe("unknown-feature"); // base-U has no monastery
    expect(g.refuse({ type: "meeple", feature: "e1" }).code).toBe("unknown-feature");
    expect(g.refuse({ type: "meeple", feature: "zz" }).code).toBe("unknown-feature");
  });

  it("a feature already holding a meeple, connected across tiles → feature-occupied (own meeple included)", () => {
    // Seat 0: robber on the road through (1,0) and (0,0). Seat 1 extends it west: occupied.
    // Seat 0 extends it east: occupied by its own robber too (Rezumat 2: "incluzând unul de-al tău").
    const g = new Game(["base-U", "base-U", "base-U", "base-U"]);
    g.placeMeeple(1, 0, 0, "r1");
    g.place(-1, 0, 0);
    expect(g.view(1).meepleTargets).not.toContain("r1");
    expect(g.refuse({ type: "meeple", feature: "r1" }).code).toBe("feature-occupied");
    g.meeple("o2"); // seat 1 may still take the south field (not connected to anything occupied)
    g.place(2, 0, 0);
    expect(g.refuse({ type: "meeple", feature: "r1" }).code).toBe("feature-occupied");
    // the south field runs under the whole road: (2,0)'s o2 joins seat 1's farmer
    expect(g.refuse({ type: "meeple", feature: "o2" }).code).toBe("feature-occupied");
    expect(g.view().meepleTargets).toEqual(["o1"]);
    g.meeple("o1");
    expect(g.view().meeples).toHaveLength(3);
  });

  it("the meeple step is skipped when every feature of the tile is occupied", () => {
    // Farmers off: base-U at (2,0) only has the road, already held by seat 0's robber.
    const g = new Game(["base-U", "base-U", "base-U"], { farmers: false });
    g.placeMeeple(1, 0, 0, "r1");
    g.place(2, 0, 0); // seat 1
    expect(g.s.phase).toBe("place");
    expect(game.toAct(g.s)).toEqual([0]);
    expect(g.eventsOf("meeplePlaced")).toHaveLength(1);
  });

  it("7 meeples per player; with none left the meeple step is skipped automatically", () => {
    // Both seats lay monasteries in two columns south of the start (all-field tiles):
    //   x = 0: seat 0 at y = 1..8 (monk on each of the first 7)   x = 1: seat 1 at y = 1..8 (no monks)
    // No monastery can be complete: column x = -1 (resp. x = 2) stays empty.
    const g = new Game(Array.from({ length: 16 }, () => "base-B"));
    expect(g.view().supply).toEqual([7, 7]);
    for (let y = 1; y <= 7; y++) {
      g.placeMeeple(0, y, 0, "c1");
      expect(g.view().supply[0]).toBe(7 - y);
      g.placePass(1, y, 0);
    }
    expect(g.view().supply).toEqual([0, 7]);
    expect(g.view().meeples).toHaveLength(7);
    g.place(0, 8, 0);
    // no meeple step for seat 0: seat 1 is already to place
    expect(g.s.phase).toBe("place");
    expect(game.toAct(g.s)).toEqual([1]);
    expect(g.last.some((e) => e.key === "tilePlaced")).toBe(true);
    expect(g.last.some((e) => e.key === "tileDrawn" && e.args.seat === 1)).toBe(true);
    // seat 1 still has its seven
    g.place(1, 8, 0);
    expect(g.s.phase).toBe("meeple");
    expect(g.view(1).meepleTargets.sort()).toEqual(["c1", "o1"]); // monastery, and the (farmer-free) field
  });
});

describe("a tile that fits nowhere is discarded and another drawn (001_… Rezumat 1)", () => {
  // Seat 0 closes the start city with base-E turned twice (cap S) at (0,-1). Now no city edge is open anywhere:
  //   (0,-1) base-E r2: N field, E field, S city (matched), W field;  start: E road, S field, W road.
  // base-C (city on all four edges) then fits nowhere.
  it("base-C after the only city is closed: discarded (event tileDiscarded, view.discarded), next tile drawn", () => {
    const g = new Game(["base-E", "base-C", "base-U"]);
    g.place(0, -1, 2);
    g.pass();
    const discardedEvents = g.last.filter((e) => e.key === "tileDiscarded");
    expect(discardedEvents).toEqual([{ key: "tileDiscarded", args: { tile: "base-C" } }]);
    // the discard happens before seat 1's draw of the next tile
    const iDiscard = g.last.findIndex((e) => e.key === "tileDiscarded");
    const iDraw = g.last.findIndex((e) => e.key === "tileDrawn");
    expect(iDiscard).toBeGreaterThanOrEqual(0);
    expect(iDraw).toBeGreaterThan(iDiscard);
    const v = g.view(1);
    expect(v.discarded).toEqual(["base-C"]);
    expect(v.tile).toBe("base-U");
    expect(v.toAct).toEqual([1]);
    expect(v.tilesLeft).toBe(0);
    expect(v.unseen).toEqual({});
    expect(v.board.map((b) => b.tile)).not.toContain("base-C");
    // base-C is gone: the game goes on with base-U and ends after it
    g.placePass(1, 0, 0);
    expect(g.s.phase).toBe("over");
  });

  it("when the unplaceable tile was the last one, the game ends", () => {
    const g = new Game(["base-E", "base-C"]);
    g.place(0, -1, 2).pass();
    expect(g.view().discarded).toEqual(["base-C"]);
    expect(g.s.phase).toBe("over");
    expect(game.result(g.s).finished).toBe(true);
  });

  it("several unplaceable tiles in a row are all discarded", () => {
    const g = new Game(["base-E", "base-C", "base-C", "base-B"]);
    g.place(0, -1, 2).pass();
    expect(g.view().discarded).toEqual(["base-C", "base-C"]);
    expect(g.view().tile).toBe("base-B");
  });
});
