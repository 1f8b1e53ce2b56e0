/**
 * Scoring during play (001_… Rezumat 3, "Cazuri speciale"): road 1/tile; city 2/tile + 2/coat of arms;
 * monastery 9. Majority: the seat(s) with most meeples in a feature score it in full, others nothing; then every
 * meeple in it goes home. A meeple put on a feature the tile just completed scores at once and comes back.
 * Every expected number is worked out by hand from those rules (geometry drawn in comments).
 */
import { describe, expect, it } from "vitest";
import { expectLabelled, Game, game, sortPos } from "./helpers.ts";

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
      seat: 0,
      points: 3,
      reason: "road",
      final: false,
      complete: true,
      emblems: 0,
      meeples: 1,
      feature: { x: 0, y: 0, id: "r1" }, // named by its earliest-placed tile
    });
    expect(sortPos(item!.tiles)).toEqual(
      sortPos([
        [-1, 0],
        [0, 0],
        [1, 0],
      ]),
    );
  });

  it("after scoring the robber goes back to its owner's supply", () => {
    const g = roadGame();
    expect(g.view().supply).toEqual([6, 7]);
    g.placePass(-1, 0, 0);
    expect(g.view().supply).toEqual([7, 7]);
    expect(g.view().meeples).toEqual([]);
    expect(g.last).toContainEqual({ key: "meeplesReturned", args: { seats: [0] } });
    expect(g.last.filter((e) => e.key === "scored")).toHaveLength(1);
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
    expect(item).toMatchObject({
      seat: 0,
      points: 4,
      reason: "city",
      complete: true,
      final: false,
      emblems: 0,
      meeples: 1,
      feature: { x: 0, y: 0, id: "e1" },
    });
    expect(sortPos(item.tiles)).toEqual(
      sortPos([
        [0, -1],
        [0, 0],
      ]),
    );
    // the event order: meeple placed, then scored, then returned
    const types = g.last.map((e) => e.key);
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
    expect(g.items.map((i) => [i.seat, i.points, i.reason, i.tiles.length]).sort()).toEqual([
      [0, 4, "city", 2],
      [1, 4, "city", 2],
    ]);
    expect(g.view().supply).toEqual([7, 7]);
  });
});

describe("monasteries", () => {
  // base-B monastery at (0,1) with a monk, then its 8 neighbours (see features.test.ts for the drawing).
  it("complete: 9 points, the monk returns", () => {
    const g = new Game(["base-B", "base-U", "base-U", "base-B", "base-B", "base-B", "base-A", "base-A"], { farmers: false });
    g.placeMeeple(0, 1, 0, "c1")
      .placePass(1, 0, 0)
      .placePass(-1, 0, 0)
      .placePass(1, 1, 0)
      .placePass(-1, 1, 0)
      .placePass(0, 2, 0)
      .placePass(-1, 2, 0)
      .placePass(1, 2, 0);
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
    g.placePass(1, 0, 0)
      .placePass(-1, 0, 0)
      .placePass(1, 1, 0)
      .placePass(-1, 1, 0)
      .placePass(1, 2, 0)
      .placePass(-1, 2, 0)
      .placePass(0, 2, 0);
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
    expect(g.items.map((i) => [i.seat, i.points, i.reason, i.meeples])).toEqual([
      [0, 7, "road", 1],
      [1, 7, "road", 1],
    ]);
    expect(sortPos(g.items[0]!.tiles)).toEqual(
      sortPos([
        [-1, 0],
        [0, 0],
        [1, 0],
        [2, 0],
        [2, 1],
        [1, 1],
        [1, 2],
      ]),
    );
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
