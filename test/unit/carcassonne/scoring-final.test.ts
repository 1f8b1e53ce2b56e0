/**
 * Final scoring (001_… "Sfârșitul jocului și evaluarea finală"; farmers per the rules digest §1; house rule
 * "Teritoriile nefinalizate la sfârșitul jocului nu valorează puncte"): road 1/tile, city 1/tile + 1/coat,
 * monastery 1 + 1/neighbour; farmers: 3 per completed city bordering the field, to the field's majority.
 * Every expected number is worked out by hand from those rules (geometry drawn in comments).
 */
import { describe, expect, it } from "vitest";
import { expectLabelled, Game, game, sortPos } from "./helpers.ts";

describe("final scoring of incomplete features", () => {
  // Seat 0: robber on base-U east of the start → road (0,0),(1,0), open.
  // Seat 1: knight on base-F turned once north of the start → city (0,0),(0,-1) with a shield, open north.
  // Seat 0: monk on base-B south of the start → neighbours (0,0) N and (1,0) NE; (-1,0) is empty.
  const deck = ["base-U", "base-F", "base-B"];
  function play(o: Record<string, unknown> = {}) {
    const g = new Game(deck, o);
    g.placeMeeple(1, 0, 0, "r1").placeMeeple(0, -1, 1, "e1").placeMeeple(0, 1, 0, "c1");
    return g;
  }

  it("road 1/tile, city 1/tile + 1/coat, monastery 1 + 1/neighbour", () => {
    const g = play();
    expect(g.s.phase).toBe("over");
    // road 2; city 2 + 1 = 3; monastery 1 + 2 = 3
    expect(g.scores).toEqual([5, 3]);
    const items = g.items;
    for (const it of items) {
      expectLabelled(it);
      expect(it.final).toBe(true);
      expect(it.complete).toBe(false);
    }
    const byReason = Object.fromEntries(items.map((i) => [i.reason, i]));
    expect(byReason.road).toMatchObject({ seat: 0, points: 2, emblems: 0, meeples: 1, feature: { x: 0, y: 0, id: "r1" } });
    expect(byReason.city).toMatchObject({ seat: 1, points: 3, emblems: 1, meeples: 1, feature: { x: 0, y: 0, id: "e1" } });
    expect(byReason.monastery).toMatchObject({ seat: 0, points: 3, meeples: 1, feature: { x: 0, y: 1, id: "c1" } });
    expect(sortPos(byReason.monastery!.tiles)).toEqual(
      sortPos([
        [0, 1],
        [0, 0],
        [1, 0],
      ]),
    );
    expect(items).toHaveLength(3);
    const r = game.result(g.s);
    expect(r).toMatchObject({ finished: true, scores: [5, 3], winners: [0] });
    expect(g.eventsOf("gameOver")).toHaveLength(1);
  });

  it("house rule incompleteScoreNothing: the same board scores nothing at the end", () => {
    const g = play({ incompleteScoreNothing: true });
    expect(g.s.phase).toBe("over");
    expect(g.scores).toEqual([0, 0]);
    expect(g.items).toEqual([]);
    expect(game.result(g.s).winners).toEqual([0, 1]);
  });

  it("house rule incompleteScoreNothing does not touch scoring during play", () => {
    const g = new Game(["base-E", "base-U"], { incompleteScoreNothing: true });
    g.place(0, -1, 2).meeple("e1");
    expect(g.scores).toEqual([4, 0]);
  });
});

describe("farmers", () => {
  it("a completed city pays 3 to the field's farmer once, even when the field touches it on two tiles", () => {
    // (0,-1) base-E r2 closes the start's city (no knight). Seat 1 farmer on base-U's north field at (1,0),
    // which is the start's field o1 (borders the city). base-B at (1,-1) joins that field with base-E's field,
    // which borders the same city again: still one city → 3.
    //   (0,-1) E r2   (1,-1) B
    //   (0,0) start   (1,0) U [farmer o1]
    const g = new Game(["base-E", "base-U", "base-B"]);
    g.placePass(0, -1, 2).placeMeeple(1, 0, 0, "o1").placePass(1, -1, 0);
    expect(g.s.phase).toBe("over");
    expect(g.scores).toEqual([0, 3]);
    expect(g.items).toHaveLength(1);
    const item = g.items[0]!;
    expectLabelled(item);
    expect(item).toMatchObject({ seat: 1, points: 3, reason: "farm", final: true, meeples: 1, cities: 1 });
    expect(sortPos(item.tiles)).toEqual(
      sortPos([
        [0, -1],
        [1, -1],
        [0, 0],
        [1, 0],
      ]),
    );
  });

  it("two completed cities bordering the field pay 6; an incomplete one pays nothing", () => {
    // (1,0) U [s1 farmer o1], (2,0) base-D (city N, road W–E): its field o1 continues the north field and
    // borders its own city, open until base-E r2 closes it at (2,-1).
    //   (0,-1) E r2              (2,-1) E r2   ← 4th tile
    //   (0,0) start   (1,0) U    (2,0) D
    const three = new Game(["base-E", "base-U", "base-D"]);
    three.placePass(0, -1, 2).placeMeeple(1, 0, 0, "o1").placePass(2, 0, 0);
    expect(three.s.phase).toBe("over");
    expect(three.scores).toEqual([0, 3]); // D's city is not complete
    expect(three.items[0]).toMatchObject({ cities: 1, points: 3 });

    const four = new Game(["base-E", "base-U", "base-D", "base-E"]);
    four.placePass(0, -1, 2).placeMeeple(1, 0, 0, "o1").placePass(2, 0, 0).placePass(2, -1, 2);
    expect(four.s.phase).toBe("over");
    expect(four.scores).toEqual([0, 6]);
    expect(four.items[0]).toMatchObject({ seat: 1, reason: "farm", cities: 2, points: 6 });
  });

  it("one city bordering two separate fields pays each field's farmer", () => {
    // base-H at (0,-1): its S cap closes the start's city; its field (between the caps) borders that city from
    // the north, the start's field o1 borders it from the south. Two fields, one city.
    const g = new Game(["base-H", "base-U"]);
    g.placeMeeple(0, -1, 0, "o1"); // s0 farmer between H's caps
    g.placeMeeple(1, 0, 0, "o1"); // s1 farmer north of the road (start's o1)
    expect(g.scores).toEqual([3, 3]);
    expect(g.items.map((i) => [i.seat, i.reason, i.points, i.cities])).toEqual([
      [0, "farm", 3, 1],
      [1, "farm", 3, 1],
    ]);
  });

  describe("majority in a field", () => {
    // (0,-1) H r0: closes the start's city (city A); H's own N cap stays open. Seat 0 farmer in H's field F1.
    // (1,0) U: seat 1 farmer north of the road (F2 = start o1 + U o1).     (2,0) U: seat 0 farmer south (F3).
    // (1,-1) B joins F1 and F2 (W edge against H's field, S edge against U's north field).
    // (-1,0) A r3 (road ends at its monastery): its one field touches both start fields: F1+F2 joins F3.
    //
    //   (0,-1) H       (1,-1) B
    //   (-1,0) A  (0,0) start  (1,0) U  (2,0) U
    const deck = ["base-H", "base-U", "base-U", "base-B", "base-A"];
    function play(tiles: number) {
      const g = new Game(deck.slice(0, tiles));
      const steps = [
        () => g.placeMeeple(0, -1, 0, "o1"),
        () => g.placeMeeple(1, 0, 0, "o1"),
        () => g.placeMeeple(2, 0, 0, "o2"),
        () => g.placePass(1, -1, 0),
        () => g.placePass(-1, 0, 3),
      ];
      steps.slice(0, tiles).forEach((f) => f());
      expect(g.s.phase).toBe("over");
      return g;
    }

    it("1 farmer each in a field bordering a completed city: both score 3", () => {
      const g = play(4);
      // F1+F2: tie → 3 each. F3 (seat 0 alone) borders no city → nothing.
      expect(g.scores).toEqual([3, 3]);
      const paid = g.items.filter((i) => i.points > 0);
      expect(paid.map((i) => [i.seat, i.points, i.meeples])).toEqual([
        [0, 3, 1],
        [1, 3, 1],
      ]);
    });

    it("2 farmers against 1: only the majority scores", () => {
      const g = play(5);
      expect(g.scores).toEqual([3, 0]);
      const paid = g.items.filter((i) => i.points > 0);
      expect(paid).toHaveLength(1);
      expect(paid[0]).toMatchObject({ seat: 0, points: 3, reason: "farm", meeples: 2, cities: 1 });
      expect(g.items.some((i) => i.seat === 1)).toBe(false);
    });
  });

  it("farmers stay on the board until the end (they never score or return during play)", () => {
    const g = new Game(["base-U", "base-E", "base-U"]);
    g.placeMeeple(1, 0, 0, "o1");
    g.place(0, -1, 2).meeple("e1"); // s1 completes the city bordering seat 0's field: scores the city only
    expect(g.scores).toEqual([0, 4]);
    expect(g.view().meeples).toEqual([{ seat: 0, x: 1, y: 0, feature: "o1" }]);
    expect(g.view().supply).toEqual([6, 7]);
    g.placePass(-1, 0, 0);
    expect(g.s.phase).toBe("over");
    expect(g.scores).toEqual([3, 4]);
  });
});
