/**
 * Scoring (001_… Rezumat 3, "Sfârșitul jocului și evaluarea finală", "Cazuri speciale"; farmers per the rules
 * digest §1; house rule "Teritoriile nefinalizate la sfârșitul jocului nu valorează puncte").
 *
 * In play: road 1/tile; city 2/tile + 2/coat of arms; monastery 9. Majority: the seat(s) with most meeples in a
 * feature score it in full, others nothing; then every meeple in it goes home. A meeple put on a feature the
 * tile just completed scores at once and comes back. At the end: road 1/tile, city 1/tile + 1/coat,
 * monastery 1 + 1/neighbour; farmers: 3 per completed city bordering the field, to the field's majority.
 *
 * Every expected number below is worked out by hand from those rules (geometry drawn in comments).
 */
import { describe, expect, it } from "vitest";
import { Game, game, sortPos } from "./helpers.ts";
import type { ScoreItem } from "../../../engine/carcassonne/score-item.ts";

const ITEM_KEYS = ["seat", "points", "reason", "final", "complete", "feature", "tiles", "emblems", "meeples"];

function expectLabelled(item: ScoreItem) {
  for (const k of ITEM_KEYS) expect(item, `item has ${k}`).toHaveProperty(k);
  expect(Number.isInteger(item.seat)).toBe(true);
  expect(Number.isInteger(item.points)).toBe(true);
  expect(Array.isArray(item.tiles)).toBe(true);
  for (const t of item.tiles) expect(t).toHaveLength(2);
}

describe("roads", () => {
  // Seat 0: base-W (village; roads E, S, W) east of the start, robber on its W road r3.
  // Seat 1: base-L (city N; village; roads E, S, W) west of the start: its E road r1 closes the road.
  //   (-1,0) L ─ (0,0) start ─ (1,0) W     → a road of 3 tiles, closed by a village at each end.
  function roadGame() {
    const g = new Game(["base-W", "base-L"], { farmers: false });
    g.placeMeeple(1, 0, 0, "r3");
    return g;
  }

  it("a road closed at both ends scores 1 per tile to its robber, even when the other seat closes it", () => {
    const g = roadGame();
    expect(g.scores).toEqual([0, 0]);
    g.placePass(-1, 0, 0);
    expect(g.scores).toEqual([3, 0]);
    const [item, ...rest] = g.items;
    expect(rest).toEqual([]);
    expectLabelled(item!);
    expect(item).toMatchObject({
      seat: 0, points: 3, reason: "road", final: false, complete: true, emblems: 0, meeples: 1,
      feature: { x: 0, y: 0, id: "r1" }, // named by its earliest-placed tile
    });
    expect(sortPos(item!.tiles)).toEqual(sortPos([[-1, 0], [0, 0], [1, 0]]));
  });

  it("after scoring the robber goes back to its owner's supply", () => {
    const g = roadGame();
    expect(g.view().supply).toEqual([6, 7]);
    g.placePass(-1, 0, 0);
    expect(g.view().supply).toEqual([7, 7]);
    expect(g.view().meeples).toEqual([]);
    expect(g.last).toContainEqual({ type: "meeplesReturned", seats: [0] });
    expect(g.last.filter((e) => e.type === "scored")).toHaveLength(1);
  });

  it("a completed road with nobody on it scores nothing", () => {
    const g = new Game(["base-W", "base-L"], { farmers: false });
    g.placePass(1, 0, 0).placePass(-1, 0, 0);
    expect(g.scores).toEqual([0, 0]);
    expect(g.items).toEqual([]);
  });
});

describe("cities", () => {
  it("a meeple put on the city its tile just completed scores at once (2 tiles × 2 = 4) and comes straight back", () => {
    // base-E turned twice at (0,-1): its cap faces south and closes the start's city cap.
    const g = new Game(["base-E", "base-U"], { farmers: false });
    g.place(0, -1, 2);
    expect(g.view().meepleTargets).toEqual(["e1"]); // complete, but nobody is in it yet
    g.meeple("e1");
    expect(g.scores).toEqual([4, 0]);
    expect(g.view().supply).toEqual([7, 7]);
    expect(g.view().meeples).toEqual([]);
    const item = g.items[0]!;
    expectLabelled(item);
    expect(item).toMatchObject({ seat: 0, points: 4, reason: "city", complete: true, final: false, emblems: 0, meeples: 1, feature: { x: 0, y: 0, id: "e1" } });
    expect(sortPos(item.tiles)).toEqual(sortPos([[0, -1], [0, 0]]));
    // the event order: meeple placed, then scored, then returned
    const types = g.last.map((e) => e.type);
    expect(types.indexOf("meeplePlaced")).toBeLessThan(types.indexOf("scored"));
    expect(types.indexOf("scored")).toBeLessThan(types.indexOf("meeplesReturned"));
  });

  it("a coat of arms adds 2: 3 tiles + 1 shield = 8", () => {
    // (0,-2) base-E r2: cap S          ┐
    // (0,-1) base-F r1: band N–S, shield├ one city, closed at both ends
    // (0,0)  start: cap N              ┘
    const g = new Game(["base-F", "base-E"], { farmers: false });
    g.placeMeeple(0, -1, 1, "e1");
    expect(g.scores).toEqual([0, 0]);
    g.placePass(0, -2, 2);
    expect(g.scores).toEqual([8, 0]);
    expect(g.items[0]).toMatchObject({ seat: 0, points: 8, reason: "city", emblems: 1, complete: true });
  });
});

describe("every feature the tile completes is scored", () => {
  it("one tile closing two separate cities scores both, for their different owners", () => {
    // (-1,0) base-U (road W–E); (-1,-1) base-E turned once (cap E) with seat 1's knight; then base-I (two separate
    // caps, stored N and W) turned three times at (0,-1): caps W and S. Its S cap closes the start's city, its W
    // cap closes seat 1's city. Seat 0 puts a knight on the S cap (e2) as it completes it.
    //   (-1,-1) E r1 [s1] ═ (0,-1) I r3
    //   (-1,0)  U         (0,0) start
    const g = new Game(["base-U", "base-E", "base-I"], { farmers: false });
    g.placePass(-1, 0, 0);
    g.placeMeeple(-1, -1, 1, "e1");
    g.place(0, -1, 3);
    expect(g.view().meepleTargets.sort()).toEqual(["e2"]); // e1 (W cap) joined seat 1's city
    g.meeple("e2");
    // two 2-tile cities, 4 points each; the caps on base-I stay separate cities
    expect(g.scores).toEqual([4, 4]);
    expect(g.items.map((i) => [i.seat, i.points, i.reason, i.tiles.length]).sort()).toEqual([[0, 4, "city", 2], [1, 4, "city", 2]]);
    expect(g.view().supply).toEqual([7, 7]);
  });
});

describe("monasteries", () => {
  // base-B monastery at (0,1) with a monk, then its 8 neighbours (see features.test.ts for the drawing).
  it("complete: 9 points, the monk returns", () => {
    const g = new Game(["base-B", "base-U", "base-U", "base-B", "base-B", "base-B", "base-A", "base-A"], { farmers: false });
    g.placeMeeple(0, 1, 0, "c1").placePass(1, 0, 0).placePass(-1, 0, 0).placePass(1, 1, 0).placePass(-1, 1, 0)
      .placePass(0, 2, 0).placePass(-1, 2, 0).placePass(1, 2, 0);
    expect(g.scores).toEqual([9, 0]);
    expect(g.items).toHaveLength(1);
    expect(g.items[0]).toMatchObject({ seat: 0, points: 9, reason: "monastery", complete: true, final: false, emblems: 0 });
    expect(g.view().supply).toEqual([7, 7]);
  });
});

describe("monasteries placed into a full ring", () => {
  it("a monastery placed where all 8 neighbours already lie is complete at once: the monk scores 9 and returns", () => {
    // Ring first, monastery last at (0,1):   (-1,0) U  (0,0) start  (1,0) U
    //                                        (-1,1) B     [ ]       (1,1) B
    //                                        (-1,2) A    (0,2) B    (1,2) A
    const g = new Game(["base-U", "base-U", "base-B", "base-B", "base-A", "base-A", "base-B", "base-B"], { farmers: false });
    g.placePass(1, 0, 0).placePass(-1, 0, 0).placePass(1, 1, 0).placePass(-1, 1, 0)
      .placePass(1, 2, 0).placePass(-1, 2, 0).placePass(0, 2, 0);
    g.place(0, 1, 0).meeple("c1"); // seat 1
    expect(g.scores).toEqual([0, 9]);
    expect(g.items[0]).toMatchObject({ seat: 1, points: 9, reason: "monastery", complete: true, final: false });
    expect(g.view().supply).toEqual([7, 7]);
  });
});

describe("majority", () => {
  // Two robbers, one per seat, on roads that a later tile joins; then the road is closed.
  //
  //   (-1,0) W ── (0,0) start ── (1,0) U[s0] ── (2,0) V
  //                                 │field       │
  //                              (1,1) V[s1] ── (2,1) V
  //                                 │
  //                              (1,2) A (road ends at the monastery)
  //
  // (1,1) V r3: roads E,S. (2,0) V r0: roads W,S. (2,1) V r1: roads N,W. (1,2) A r2: road N.
  // (-1,0) W r0: village, E road. Closed road: 7 tiles, one robber each.
  it("tied seats both score the full value (7 each)", () => {
    const g = new Game(["base-U", "base-V", "base-V", "base-V", "base-A", "base-W"], { farmers: false });
    g.placeMeeple(1, 0, 0, "r1"); // s0
    g.placeMeeple(1, 1, 3, "r1"); // s1, a separate road (its N edge is field)
    g.placePass(2, 0, 0); // s0
    g.placePass(2, 1, 1); // s1: joins both roads
    expect(g.view().meeples).toHaveLength(2);
    g.placePass(1, 2, 2); // s0
    expect(g.scores).toEqual([0, 0]);
    g.placePass(-1, 0, 0); // s1 closes the west end
    expect(g.scores).toEqual([7, 7]);
    expect(g.items.map((i) => [i.seat, i.points, i.reason, i.meeples])).toEqual([[0, 7, "road", 1], [1, 7, "road", 1]]);
    expect(sortPos(g.items[0]!.tiles)).toEqual(sortPos([[-1, 0], [0, 0], [1, 0], [2, 0], [2, 1], [1, 1], [1, 2]]));
    expect(g.view().supply).toEqual([7, 7]);
    const r = game.result(g.s);
    expect(r.finished).toBe(true);
    expect(r.winners).toEqual([0, 1]); // shared win
  });

  it("2 robbers against 1: only the majority scores (10), the other seat nothing; all three go home", () => {
    // Seat 0 gets a second robber on a road south of the start that joins the first one round the west:
    //
    //   (-1,0) V r3 ─ (0,0) start ─ (1,0) U[s0] ─ (2,0) V r0
    //      │                           (field)       │
    //   (-1,1) V r2 ─ (0,1) V r0[s0]   (1,1) V r3[s1] ─ (2,1) V r1
    //                     │                │
    //                 (0,2) A r2       (1,2) A r2
    //
    // Closed road: 10 tiles; seat 0 has 2 robbers, seat 1 has 1.
    const g = new Game(["base-U", "base-V", "base-V", "base-V", "base-V", "base-V", "base-V", "base-A", "base-A"], { farmers: false });
    g.placeMeeple(1, 0, 0, "r1"); // s0
    g.placeMeeple(1, 1, 3, "r1"); // s1
    g.placeMeeple(0, 1, 0, "r1"); // s0: roads S, W; separate so far
    g.placePass(-1, 1, 2); // s1: roads N, E
    g.placePass(-1, 0, 3); // s0: roads E, S: joins the start road with (0,1)'s road
    g.placePass(2, 0, 0); // s1
    g.placePass(2, 1, 1); // s0: joins seat 1's road
    g.placePass(1, 2, 2); // s1
    expect(g.scores).toEqual([0, 0]);
    expect(g.view().supply).toEqual([5, 6]);
    g.placePass(0, 2, 2); // s0 closes the last end
    expect(g.scores).toEqual([10, 0]);
    expect(g.items).toHaveLength(1);
    expect(g.items[0]).toMatchObject({ seat: 0, points: 10, reason: "road", meeples: 2 });
    expect(g.items[0]!.tiles).toHaveLength(10);
    expect(g.view().supply).toEqual([7, 7]);
    expect(g.view().meeples).toEqual([]);
    expect(game.result(g.s).winners).toEqual([0]);
  });
});

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
    expect(sortPos(byReason.monastery!.tiles)).toEqual(sortPos([[0, 1], [0, 0], [1, 0]]));
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
    expect(sortPos(item.tiles)).toEqual(sortPos([[0, -1], [1, -1], [0, 0], [1, 0]]));
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
    expect(g.items.map((i) => [i.seat, i.reason, i.points, i.cities])).toEqual([[0, "farm", 3, 1], [1, "farm", 3, 1]]);
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
      expect(paid.map((i) => [i.seat, i.points, i.meeples])).toEqual([[0, 3, 1], [1, 3, 1]]);
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

describe("result", () => {
  it("sums labelled items into scores, names winners only when finished", () => {
    const g = new Game(["base-E", "base-U", "base-U"]);
    g.place(0, -1, 2).meeple("e1");
    const r = game.result(g.s);
    expect(r.finished).toBe(false);
    expect(r.winners).toEqual([]);
    expect(r.scores).toEqual([4, 0]);
    expect(r.items.reduce((a, i) => a + i.points, 0)).toBe(4);
    // result is a copy: mutating it does not touch the state
    r.scores[0] = 99;
    expect(g.s.scores[0]).toBe(4);
  });
});
