/**
 * Incremental features (engine/carcassonne/features.ts): roads and cities join across matching edges, fields
 * across half-edges, a road separates the fields on either side (they only meet round a road's end), a tile a
 * feature crosses twice is one tile (001_… Rezumat 3 counts "fiecare cartonaș"), and a monastery is complete
 * with all 8 surrounding cells filled ("înconjurată de 8 cartonașe").
 *
 * Membership is read from the state (rootOf / featurePositions in helpers.ts); where possible the same fact is
 * also checked through behaviour (meeple targets, scores).
 */
import { describe, expect, it } from "vitest";
import { Game, featureAt, featurePositions, game, rootOf, setup, sortPos } from "./helpers.ts";

describe("the start tile", () => {
  it("has four features: its city, its road and two separate fields", () => {
    const s = setup(["base-U"]);
    const ids = ["e1", "r1", "o1", "o2"].map((id) => rootOf(s, 0, 0, id));
    expect(new Set(ids).size).toBe(4);
    expect(featureAt(s, 0, 0, "e1").open).toBe(1); // one city edge, unmatched
    expect(featureAt(s, 0, 0, "r1").open).toBe(2); // road open at both ends
  });

  it("the field between city and road is not the field south of the road", () => {
    const s = setup(["base-U"]);
    expect(rootOf(s, 0, 0, "o1")).not.toBe(rootOf(s, 0, 0, "o2"));
    // o1 borders the city, o2 does not
    expect(featureAt(s, 0, 0, "o1").cities.map((c) => s.root[c])).toEqual([rootOf(s, 0, 0, "e1")]);
    expect(featureAt(s, 0, 0, "o2").cities).toEqual([]);
  });
});

describe("roads and cities join across matching edges", () => {
  it("a straight road east of the start continues the start's road", () => {
    const g = new Game(["base-U", "base-U"]);
    g.placePass(1, 0, 0);
    expect(rootOf(g.s, 1, 0, "r1")).toBe(rootOf(g.s, 0, 0, "r1"));
    expect(featurePositions(g.s, 0, 0, "r1")).toEqual(
      sortPos([
        [0, 0],
        [1, 0],
      ]),
    );
    expect(featureAt(g.s, 0, 0, "r1").open).toBe(2);
  });

  it("roads on both sides join into one, still open at both ends", () => {
    const g = new Game(["base-U", "base-U", "base-U"]);
    g.placePass(1, 0, 0).placePass(-1, 0, 2); // rotation 2 keeps a straight road W–E
    expect(featurePositions(g.s, 0, 0, "r1")).toEqual(
      sortPos([
        [-1, 0],
        [0, 0],
        [1, 0],
      ]),
    );
    expect(featureAt(g.s, 0, 0, "r1").open).toBe(2);
  });

  it("a village ends a road: base-W's west road joins, its other two roads stay separate", () => {
    const g = new Game(["base-W", "base-U"]);
    g.placePass(1, 0, 0);
    const r = rootOf(g.s, 0, 0, "r1");
    expect(rootOf(g.s, 1, 0, "r3")).toBe(r); // r3 = the W road
    expect(rootOf(g.s, 1, 0, "r1")).not.toBe(r);
    expect(rootOf(g.s, 1, 0, "r2")).not.toBe(r);
    expect(rootOf(g.s, 1, 0, "r1")).not.toBe(rootOf(g.s, 1, 0, "r2"));
    expect(featureAt(g.s, 0, 0, "r1").open).toBe(1); // the village closes the east end
  });

  it("a city cap turned south closes the start's city (complete: no open edge)", () => {
    const g = new Game(["base-E", "base-U"]);
    g.placePass(0, -1, 2);
    expect(rootOf(g.s, 0, -1, "e1")).toBe(rootOf(g.s, 0, 0, "e1"));
    expect(featureAt(g.s, 0, 0, "e1").open).toBe(0);
    expect(featurePositions(g.s, 0, 0, "e1")).toEqual(
      sortPos([
        [0, -1],
        [0, 0],
      ]),
    );
  });

  it("a city band extends the city and keeps it open", () => {
    const g = new Game(["base-F", "base-U"]);
    g.placePass(0, -1, 1); // base-F turned once: band N–S
    expect(featureAt(g.s, 0, 0, "e1").open).toBe(1);
    expect(featureAt(g.s, 0, 0, "e1").shields).toBe(1);
  });

  describe("a city that runs through one tile twice counts that tile once", () => {
    // A ring of city round the south of the start. base-H (two separate caps) at (0,1) turned once: caps E and W,
    // fields N and S. The ring leaves its E cap and comes back into its W cap:
    //
    //   y=0            [start]
    //   y=1   (-1,1) M r2 ═ (0,1) H r1 ═ (1,1) N r3        ═ city joins across that edge
    //            ║          (field S)      ║
    //   y=2   (-1,2) N r1 ═ (0,2) G r0  ═ (1,2) N r0
    //
    // Six tiles; the city has 7 segments (H's two caps). base-M carries a coat of arms.
    const deck = ["base-H", "base-N", "base-N", "base-G", "base-N", "base-M"];
    function ring(upTo: number) {
      const g = new Game(deck);
      const steps: (() => void)[] = [
        () => g.placeMeeple(0, 1, 1, "e1"), // seat 0 knight on H's E cap
        () => g.placePass(1, 1, 3),
        () => g.placePass(1, 2, 0),
        () => g.placePass(0, 2, 0),
        () => g.placePass(-1, 2, 1),
        () => g.placePass(-1, 1, 2),
      ];
      steps.slice(0, upTo).forEach((f) => f());
      return g;
    }

    it("before the last tile: H's two caps are still two cities; the E one spans 5 distinct tiles", () => {
      const g = ring(5);
      expect(rootOf(g.s, 0, 1, "e1")).not.toBe(rootOf(g.s, 0, 1, "e2"));
      const rec = featureAt(g.s, 0, 1, "e1");
      expect(rec.segs).toHaveLength(5);
      expect(featurePositions(g.s, 0, 1, "e1")).toEqual(
        sortPos([
          [0, 1],
          [1, 1],
          [1, 2],
          [0, 2],
          [-1, 2],
        ]),
      );
      expect(rec.open).toBe(1); // (-1,2)'s N edge faces the empty (-1,1)
      expect(featureAt(g.s, 0, 1, "e2").open).toBe(1); // H's W cap faces it too
    });

    it("the last tile joins both caps of H into one city: 7 segments on 6 distinct tiles", () => {
      const g = ring(6);
      expect(rootOf(g.s, 0, 1, "e1")).toBe(rootOf(g.s, 0, 1, "e2"));
      expect(featureAt(g.s, 0, 1, "e1").segs).toHaveLength(7);
      expect(featurePositions(g.s, 0, 1, "e1")).toHaveLength(6);
    });

    it("closing the ring: 6 distinct tiles + 1 coat of arms → 2·6 + 2·1 = 14 (not 16)", () => {
      const g = ring(6);
      expect(featureAt(g.s, 0, 1, "e1").open).toBe(0);
      expect(featurePositions(g.s, 0, 1, "e1")).toHaveLength(6);
      expect(g.scores).toEqual([14, 0]);
      const item = g.items[0]!;
      expect(item).toMatchObject({ seat: 0, points: 14, reason: "city", complete: true, emblems: 1, final: false });
      expect(sortPos(item.tiles)).toEqual(
        sortPos([
          [0, 1],
          [1, 1],
          [1, 2],
          [0, 2],
          [-1, 2],
          [-1, 1],
        ]),
      );
      expect(new Set(item.tiles.map((p) => p.join())).size).toBe(item.tiles.length);
    });

    it("left incomplete at the end: 5 distinct tiles, no coat of arms → 5 (final city 1/tile)", () => {
      const g = new Game(deck.slice(0, 5));
      g.placeMeeple(0, 1, 1, "e1").placePass(1, 1, 3).placePass(1, 2, 0).placePass(0, 2, 0).placePass(-1, 2, 1);
      expect(g.s.phase).toBe("over");
      expect(g.scores).toEqual([5, 0]);
    });
  });

  it("a road loop closes without any end (4 curves round a block)", () => {
    // (0,1) V r3 roads E,S   (1,1) V r0 roads W,S
    // (0,2) V r2 roads N,E   (1,2) V r1 roads N,W
    const g = new Game(["base-V", "base-V", "base-V", "base-V"], { farmers: false });
    g.placeMeeple(0, 1, 3, "r1").placePass(1, 1, 0).placePass(1, 2, 1);
    expect(featureAt(g.s, 0, 1, "r1").open).toBe(2);
    expect(g.scores).toEqual([0, 0]);
    g.placePass(0, 2, 2);
    expect(featureAt(g.s, 0, 1, "r1").open).toBe(0);
    expect(g.scores).toEqual([4, 0]);
    expect(sortPos(g.items[0]!.tiles)).toEqual(
      sortPos([
        [0, 1],
        [1, 1],
        [1, 2],
        [0, 2],
      ]),
    );
  });
});

describe("fields join across half-edges and never across a road", () => {
  it("a straight road east: its north field joins the start's north field, its south field the start's south field", () => {
    const g = new Game(["base-U", "base-U"]);
    g.placePass(1, 0, 0);
    const s = g.s;
    expect(rootOf(s, 1, 0, "o1")).toBe(rootOf(s, 0, 0, "o1"));
    expect(rootOf(s, 1, 0, "o2")).toBe(rootOf(s, 0, 0, "o2"));
    expect(rootOf(s, 0, 0, "o1")).not.toBe(rootOf(s, 0, 0, "o2"));
    expect(featurePositions(s, 0, 0, "o1")).toEqual(
      sortPos([
        [0, 0],
        [1, 0],
      ]),
    );
  });

  it("a field tile south of the start joins only the field south of the road", () => {
    const g = new Game(["base-B", "base-U"]);
    g.placePass(0, 1, 0);
    expect(rootOf(g.s, 0, 1, "o1")).toBe(rootOf(g.s, 0, 0, "o2"));
    expect(rootOf(g.s, 0, 1, "o1")).not.toBe(rootOf(g.s, 0, 0, "o1"));
  });

  it("a crossing splits four fields: only the corners facing each other join", () => {
    // base-X at (1,0): o1 (Nw,Wn) meets the start's o1 through Wn↔En; o4 (Sw,Ws) meets o2 through Ws↔Es.
    const g = new Game(["base-X", "base-U"]);
    g.placePass(1, 0, 0);
    const s = g.s;
    expect(rootOf(s, 1, 0, "o1")).toBe(rootOf(s, 0, 0, "o1"));
    expect(rootOf(s, 1, 0, "o4")).toBe(rootOf(s, 0, 0, "o2"));
    const four = ["o1", "o2", "o3", "o4"].map((id) => rootOf(s, 1, 0, id));
    expect(new Set(four).size).toBe(4);
  });

  it("the fields on both sides of a road meet round its end (a road ending at a monastery)", () => {
    // base-A turned three times at (-1,0): its road leaves east into the start's road and ends at the monastery;
    // its single field wraps round the road's end and touches both of the start's fields.
    const g = new Game(["base-A", "base-U"]);
    g.placePass(-1, 0, 3);
    expect(rootOf(g.s, 0, 0, "o1")).toBe(rootOf(g.s, 0, 0, "o2"));
    expect(rootOf(g.s, -1, 0, "o1")).toBe(rootOf(g.s, 0, 0, "o1"));
  });

  it("behaviour: a farmer south of the road does not block the field north of it", () => {
    const g = new Game(["base-U", "base-U", "base-U"]);
    g.placeMeeple(1, 0, 0, "o2"); // seat 0 farmer south of the road
    g.place(-1, 0, 0); // seat 1, straight road west
    expect(g.view(1).meepleTargets.sort()).toEqual(["o1", "r1"]);
    expect(g.refuse({ type: "meeple", feature: "o2" }).code).toBe("feature-occupied");
  });

  it("a field records the cities it borders, across tiles", () => {
    // base-U east of the start: the merged north field borders the start's city (through the start tile only).
    const g = new Game(["base-U", "base-E", "base-U"]);
    g.placePass(1, 0, 0);
    const f = featureAt(g.s, 1, 0, "o1");
    expect(new Set(f.cities.map((c) => g.s.root[c]))).toEqual(new Set([rootOf(g.s, 0, 0, "e1")]));
    expect(featureAt(g.s, 1, 0, "o2").cities).toEqual([]);
  });
});

describe("a monastery is complete when all 8 surrounding cells hold tiles", () => {
  // Monastery base-B at (0,1) (seat 0 monk). Its ring:  (-1,0) (0,0)=start (1,0)
  //                                                     (-1,1)    [B]     (1,1)
  //                                                     (-1,2)   (0,2)    (1,2)  ← placed last (a diagonal)
  // base-U straight roads at (±1,0) continue the start's road; base-B at (±1,1), (0,2); base-A at (±1,2).
  const deck = ["base-B", "base-U", "base-U", "base-B", "base-B", "base-B", "base-A", "base-A"];
  function play(tiles: number) {
    const g = new Game(deck.slice(0, tiles).concat(tiles < deck.length ? ["base-B"] : []));
    const steps: (() => void)[] = [
      () => g.placeMeeple(0, 1, 0, "c1"),
      () => g.placePass(1, 0, 0),
      () => g.placePass(-1, 0, 0),
      () => g.placePass(1, 1, 0),
      () => g.placePass(-1, 1, 0),
      () => g.placePass(0, 2, 0),
      () => g.placePass(-1, 2, 0),
      () => g.placePass(1, 2, 0),
    ];
    steps.slice(0, tiles).forEach((f) => f());
    return g;
  }

  it("with 7 of 8 neighbours it is not complete and scores nothing", () => {
    const g = play(7);
    expect(g.s.phase).not.toBe("over");
    expect(g.scores).toEqual([0, 0]);
    expect(g.view().meeples).toEqual([{ seat: 0, x: 0, y: 1, feature: "c1" }]);
  });

  it("the 8th neighbour (a diagonal, placed by the other seat) completes it: 9 points over the 3×3 block", () => {
    const g = play(8);
    expect(g.scores).toEqual([9, 0]);
    const item = g.items[0]!;
    expect(item).toMatchObject({
      seat: 0,
      points: 9,
      reason: "monastery",
      complete: true,
      final: false,
      feature: { x: 0, y: 1, id: "c1" },
    });
    const block: [number, number][] = [];
    for (let x = -1; x <= 1; x++) for (let y = 0; y <= 2; y++) block.push([x, y]);
    expect(sortPos(item.tiles)).toEqual(sortPos(block));
    expect(g.view().meeples).toEqual([]); // the monk came home
    expect(g.view().supply).toEqual([7, 7]);
  });

  it("the engine exposes the same neighbours through the game module only (no tile outside the ring counts)", () => {
    // Same game, but the road tiles west/east stretch further: extra tiles outside the 3×3 do not add points.
    const g = new Game(["base-B", "base-U", "base-U", "base-U", "base-B", "base-B", "base-B", "base-A", "base-A"]);
    g.placeMeeple(0, 1, 0, "c1")
      .placePass(1, 0, 0)
      .placePass(-1, 0, 0)
      .placePass(2, 0, 0)
      .placePass(1, 1, 0)
      .placePass(-1, 1, 0)
      .placePass(0, 2, 0)
      .placePass(-1, 2, 0);
    expect(g.scores).toEqual([0, 0]);
    g.placePass(1, 2, 0);
    expect(g.items.filter((i) => i.reason === "monastery").map((i) => i.points)).toEqual([9]);
    expect(game.result(g.s).scores[0]).toBe(9);
  });
});
