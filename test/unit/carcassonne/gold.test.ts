/**
 * Gold Mines (004_…): a tile with the gold symbol gets one ingot, and the player puts a second on an adjacent
 * tile "se poate chiar și pe diagonală" (possibly one that already holds ingots). When a feature is scored, its
 * controllers take the ingots on its tiles (monastery: its tile and the 8 around it); several entitled players
 * take one at a time, starting with the player whose turn it is and going clockwise (Exemplul 3: you, blue, you),
 * and a player may end up with fewer when others took the ingots they shared (footnote 4). Unoccupied features
 * and farmers take nothing; ingots left on tiles at the end are put aside. Final: 1–3 ingots → 1 point each,
 * 4–6 → 2, 7–9 → 3, 10+ → 4 ("7 lingouri … 21 puncte").
 */
import { describe, expect, it } from "vitest";
import { pointsPerIngot } from "../../../engine/carcassonne/gold-mines/rules.ts";
import { Game, game, refuse } from "./helpers.ts";

const GOLD = { goldMines: true, farmers: false };

function ingots(g: Game): Record<string, number> {
  return Object.fromEntries((g.view().gold?.ingots ?? []).map((i) => [`${i.x},${i.y}`, i.count]));
}

describe("placing a gold tile", () => {
  // (0,1) base-B south of the start; (-1,0) base-U west of it; then goldmines-A (all four edges roads: curves
  // N–W and E–S) east of the start at (1,0). Its 8 neighbours holding tiles: (0,0) W and (0,1) SW (diagonal).
  // (-1,0) is two cells away.
  function board() {
    const g = new Game(["base-B", "base-U", "goldmines-A", "goldmines-F", "base-U"], GOLD);
    g.placePass(0, 1, 0).placePass(-1, 0, 0);
    g.place(1, 0, 0);
    return g;
  }

  it("puts one ingot on the tile itself and asks for the second", () => {
    const g = board();
    expect(g.s.phase).toBe("gold");
    expect(game.toAct(g.s)).toEqual([0]);
    expect(ingots(g)).toEqual({ "1,0": 1 });
    expect(g.last).toContainEqual({ key: "goldPlaced", args: { seat: 0, x: 1, y: 0 } });
  });

  it("the second ingot may go on any placed tile among the 8 around it, diagonals included", () => {
    const g = board();
    const legal = game.legalActions(g.s, 0);
    expect(legal.map((a) => JSON.stringify(a)).sort()).toEqual(
      [
        { type: "gold", x: 0, y: 0 },
        { type: "gold", x: 0, y: 1 },
      ]
        .map((a) => JSON.stringify(a))
        .sort(),
    );
    g.do({ type: "gold", x: 0, y: 1 }); // diagonal
    expect(ingots(g)).toEqual({ "1,0": 1, "0,1": 1 });
    expect(g.s.phase).toBe("meeple");
  });

  it("elsewhere is refused with bad-gold-target: empty cells, the gold tile itself, a tile two cells away", () => {
    const g = board();
    expect(g.refuse({ type: "gold", x: 2, y: 0 }).code).toBe("bad-gold-target"); // empty neighbour
    expect(g.refuse({ type: "gold", x: 1, y: 1 }).code).toBe("bad-gold-target"); // empty neighbour
    expect(g.refuse({ type: "gold", x: 1, y: 0 }).code).toBe("bad-gold-target"); // the tile itself
    expect(g.refuse({ type: "gold", x: -1, y: 0 }).code).toBe("bad-gold-target"); // placed, not adjacent
    expect(g.refuse({ type: "pass" }).code).toBe("wrong-phase");
    expect(g.refuse({ type: "meeple", feature: "r1" }).code).toBe("wrong-phase");
    expect(g.refuse({ type: "gold", x: 0, y: 0 }, 1).code).toBe("not-your-turn");
  });

  it("the second ingot may go on a tile that already holds ingots", () => {
    // goldmines-F (bridge) east of goldmines-A: its W road meets A's E road; second ingot back onto (1,0).
    const g = board();
    g.do({ type: "gold", x: 0, y: 0 }).pass();
    g.place(2, 0, 0);
    expect(g.s.phase).toBe("gold");
    g.do({ type: "gold", x: 1, y: 0 });
    expect(ingots(g)).toEqual({ "1,0": 2, "0,0": 1, "2,0": 1 });
  });

  it("an ordinary tile starts no gold step", () => {
    const g = new Game(["base-U", "base-U"], GOLD);
    g.place(1, 0, 0);
    expect(g.s.phase).toBe("meeple");
    expect(ingots(g)).toEqual({});
  });

  it("without the option there is no gold at all", () => {
    const g = new Game(["goldmines-A", "base-U"], { farmers: false });
    g.place(1, 0, 0);
    expect(g.s.phase).toBe("meeple");
    expect(g.view().gold).toBeNull();
  });
});

describe("taking gold", () => {
  // goldmines-F (bridge: roads N–S and E–W) east of the start, 2nd ingot on the start; base-W (village) east of
  // it; base-L (village) west of the start closes the road: (-1,0),(0,0),(1,0),(2,0) = 4 tiles.
  it("the only controller takes every ingot on the road's tiles, without being asked", () => {
    const g = new Game(["goldmines-F", "base-W", "base-L"], GOLD);
    g.place(1, 0, 0).do({ type: "gold", x: 0, y: 0 }).meeple("r2"); // r2 = the E–W road
    g.placePass(2, 0, 0).placePass(-1, 0, 0);
    expect(g.eventsOf("goldTaken").map((e) => e.args.seat)).toEqual([0, 0]);
    expect(ingots(g)).toEqual({});
    expect(g.s.phase).toBe("over");
    expect(g.view().gold!.held).toEqual([2, 0]);
    // road 4, then gold: 2 ingots × 1
    expect(g.scores).toEqual([6, 0]);
    expect(g.items.find((i) => i.reason === "gold")).toMatchObject({ seat: 0, points: 2, ingots: 2, perIngot: 1, final: true });
  });

  it("a completed feature with nobody in it takes nothing: the ingots stay, and are not scored at the end", () => {
    const g = new Game(["goldmines-F", "base-W", "base-L"], GOLD);
    g.place(1, 0, 0).do({ type: "gold", x: 0, y: 0 }).pass();
    g.placePass(2, 0, 0).placePass(-1, 0, 0);
    expect(g.s.phase).toBe("over");
    expect(ingots(g)).toEqual({ "1,0": 1, "0,0": 1 });
    expect(g.view().gold!.held).toEqual([0, 0]);
    expect(g.scores).toEqual([0, 0]);
  });

  it("incomplete features take no gold at the end", () => {
    const g = new Game(["goldmines-F"], GOLD);
    g.place(1, 0, 0).do({ type: "gold", x: 0, y: 0 }).meeple("r2");
    expect(g.s.phase).toBe("over");
    expect(g.view().gold!.held).toEqual([0, 0]);
    expect(g.scores).toEqual([2, 0]); // the road, 1 per tile; no gold item
    expect(g.items.map((i) => i.reason)).toEqual(["road"]);
  });

  it("a completed monastery's monk takes the ingots on its 3×3 block", () => {
    // Monastery base-B at (0,1), monk of seat 0. East of the start goldmines-H turned twice (road W–N, fields
    // E and S; it has a monastery too) at (1,0): one ingot on it, the second on the start (0,0). Both cells are in
    // the monastery's block. Then the ring is filled (see features.test.ts).
    const g = new Game(["base-B", "goldmines-H", "base-U", "base-B", "base-B", "base-B", "base-A", "base-A"], GOLD);
    g.placeMeeple(0, 1, 0, "c1");
    g.place(1, 0, 2).do({ type: "gold", x: 0, y: 0 }).pass();
    g.placePass(-1, 0, 0).placePass(1, 1, 0).placePass(-1, 1, 0).placePass(0, 2, 0).placePass(-1, 2, 0);
    expect(g.view().gold!.held).toEqual([0, 0]);
    g.placePass(1, 2, 0);
    expect(g.view().gold!.held).toEqual([2, 0]);
    expect(ingots(g)).toEqual({});
    expect(g.scores).toEqual([9 + 2, 0]);
  });

  describe("shared control: one ingot at a time from the active player, clockwise (Exemplul 3)", () => {
    // Seat 1 robber on base-U at (1,0); seat 0 robber on goldmines-H at (1,1) (roads E,S), its 2nd ingot on the
    // monastery base-B at (0,1), which is not on the road. Seat 1's goldmines-H turned once at (2,0) (roads W,S),
    // 2nd ingot on (1,0). base-V at (2,1) joins the two roads; base-A at (1,2) ends the south end; seat 0's base-W
    // at (-1,0) closes the west end. Road: 7 tiles, one robber each; ingots on its tiles: (1,0), (1,1), (2,0).
    //
    //   (-1,0) W ── (0,0) ── (1,0) U[s1]● ── (2,0) H●
    //               (0,1) B●  (1,1) H[s0]● ── (2,1) V
    //                         (1,2) A
    function play() {
      const g = new Game(["base-B", "base-U", "goldmines-H", "goldmines-H", "base-V", "base-A", "base-W"], GOLD);
      g.placePass(0, 1, 0); // s0
      g.placeMeeple(1, 0, 0, "r1"); // s1
      g.place(1, 1, 0).do({ type: "gold", x: 0, y: 1 }).meeple("r1"); // s0
      g.place(2, 0, 1).do({ type: "gold", x: 1, y: 0 }).pass(); // s1
      g.placePass(2, 1, 1); // s0
      g.placePass(1, 2, 2); // s1
      expect(ingots(g)).toEqual({ "0,1": 1, "1,1": 1, "2,0": 1, "1,0": 1 });
      g.place(-1, 0, 0).pass(); // s0 closes the road: both score 7, then gold is shared
      return g;
    }

    it("the road scores 7 for both; the player whose turn it is picks first", () => {
      const g = play();
      expect(g.scores).toEqual([7, 7]);
      expect(g.s.phase).toBe("takeGold");
      expect(game.toAct(g.s)).toEqual([0]);
      expect(g.view().gold!.picker).toBe(0);
      const legal = game
        .legalActions(g.s, 0)
        .map((a) => JSON.stringify(a))
        .sort();
      expect(legal).toEqual(
        [
          { type: "takeGold", x: 1, y: 0 },
          { type: "takeGold", x: 1, y: 1 },
          { type: "takeGold", x: 2, y: 0 },
        ]
          .map((a) => JSON.stringify(a))
          .sort(),
      );
      expect(game.legalActions(g.s, 1)).toEqual([]);
    });

    it("refusals while sharing: not-entitled tiles, wrong seat, wrong action", () => {
      const g = play();
      expect(g.refuse({ type: "takeGold", x: 0, y: 1 }).code).toBe("not-entitled"); // has an ingot, not on the road
      expect(g.refuse({ type: "takeGold", x: 0, y: 0 }).code).toBe("not-entitled"); // on the road, no ingot
      expect(g.refuse({ type: "takeGold", x: 9, y: 9 }).code).toBe("not-entitled"); // no tile
      expect(g.refuse({ type: "takeGold", x: 1, y: 0 }, 1).code).toBe("not-your-turn");
      expect(g.refuse({ type: "pass" }).code).toBe("wrong-phase");
      expect(g.refuse({ type: "place", x: 3, y: 0, rotation: 0 }).code).toBe("wrong-phase");
    });

    it("you, blue, you: 3 shared ingots end 2–1; the ingot off the road stays; final 1 point per ingot", () => {
      const g = play();
      g.do({ type: "takeGold", x: 1, y: 1 }, 0);
      expect(game.toAct(g.s)).toEqual([1]);
      g.do({ type: "takeGold", x: 1, y: 0 }, 1);
      expect(game.toAct(g.s)).toEqual([0]);
      expect(game.legalActions(g.s, 0)).toEqual([{ type: "takeGold", x: 2, y: 0 }]);
      g.do({ type: "takeGold", x: 2, y: 0 }, 0);
      expect(g.eventsOf("goldTaken").map((e) => e.args.seat)).toEqual([0, 1, 0]);
      // the deck is empty: the game is over; (0,1)'s ingot was never the road's
      expect(g.s.phase).toBe("over");
      expect(ingots(g)).toEqual({ "0,1": 1 });
      expect(g.view().gold!.held).toEqual([2, 1]);
      expect(g.scores).toEqual([7 + 2, 7 + 1]);
      const gold = g.items.filter((i) => i.reason === "gold");
      expect(gold.map((i) => [i.seat, i.points, i.ingots, i.perIngot])).toEqual([
        [0, 2, 2, 1],
        [1, 1, 1, 1],
      ]);
    });
  });

  it("the first pick goes clockwise from the active player, who need not be entitled (3 players)", () => {
    // The same board as Exemplul 3 above, with 3 seats and seat 1 starting: robbers of seat 2 (on (1,0)) and
    // seat 0 (on (1,1)); seat 1 closes the road. Clockwise from seat 1: seat 2 picks first, then seat 0, then 2.
    // (Lowest seat first would wrongly start with seat 0.)
    const g = new Game(["base-B", "base-U", "goldmines-H", "goldmines-H", "base-V", "base-A", "base-W"], { ...GOLD, firstSeat: 1 }, 3);
    g.placePass(0, 1, 0); // s1
    g.placeMeeple(1, 0, 0, "r1"); // s2
    g.place(1, 1, 0).do({ type: "gold", x: 0, y: 1 }).meeple("r1"); // s0
    g.place(2, 0, 1).do({ type: "gold", x: 1, y: 0 }).pass(); // s1
    g.placePass(2, 1, 1); // s2
    g.placePass(1, 2, 2); // s0
    g.place(-1, 0, 0).pass(); // s1 closes the road
    expect(g.scores).toEqual([7, 0, 7]);
    expect(game.toAct(g.s)).toEqual([2]);
    g.do({ type: "takeGold", x: 1, y: 1 });
    expect(game.toAct(g.s)).toEqual([0]);
    g.do({ type: "takeGold", x: 1, y: 0 });
    expect(game.toAct(g.s)).toEqual([2]);
    g.do({ type: "takeGold", x: 2, y: 0 });
    expect(g.eventsOf("goldTaken").map((e) => e.args.seat)).toEqual([2, 0, 2]);
    expect(g.view().gold!.held).toEqual([1, 0, 2]);
  });

  describe("a player may end with fewer when another takes the ingots they shared (footnote 4)", () => {
    // One tile completes a road (seat 0) and a city (seat 1) at once; the start tile (0,0) lies on both.
    //
    //   (-1,-1) goldmines-G r2 (city E+S)●   (0,-1) base-N r3 (city W+S) [s1 knight]
    //   (-1,0)  base-L r0 (city N, village)  (0,0) start●                  (1,0) base-W [s0 robber]
    //
    // Ingots: one on goldmines-G (city only), its second on the start (road and city). base-L closes both.
    // Seat 1 is active: it may take the shared ingot on (0,0), leaving seat 0 with nothing.
    function play() {
      const g = new Game(["base-W", "base-N", "goldmines-G", "base-L"], GOLD);
      g.placeMeeple(1, 0, 0, "r3"); // s0
      g.placeMeeple(0, -1, 3, "e1"); // s1
      g.place(-1, -1, 2).do({ type: "gold", x: 0, y: 0 }).pass(); // s0 (the start is its diagonal neighbour)
      g.place(-1, 0, 0).pass(); // s1 completes both
      return g;
    }

    it("both features score: road 3 tiles → 3 (seat 0), city 4 tiles → 8 (seat 1); seat 1 picks first", () => {
      const g = play();
      expect(g.scores).toEqual([3, 8]);
      expect(g.s.phase).toBe("takeGold");
      expect(game.toAct(g.s)).toEqual([1]);
      expect(game.legalActions(g.s, 1).length).toBe(2);
    });

    it("seat 1 takes the shared ingot: seat 0 gets none, seat 1 also takes its own", () => {
      const g = play();
      g.do({ type: "takeGold", x: 0, y: 0 }, 1);
      expect(g.s.phase).toBe("over");
      expect(g.view().gold!.held).toEqual([0, 2]);
      expect(g.scores).toEqual([3, 8 + 2]);
    });

    it("seat 1 takes its own first: then seat 0 takes the shared one", () => {
      const g = play();
      expect(refuse(g.s, 0, { type: "takeGold", x: 0, y: 0 }).code).toBe("not-your-turn");
      g.do({ type: "takeGold", x: -1, y: -1 }, 1);
      expect(game.toAct(g.s)).toEqual([0]);
      expect(g.refuse({ type: "takeGold", x: -1, y: -1 }, 0).code).toBe("not-entitled"); // city-only tile, already empty
      g.do({ type: "takeGold", x: 0, y: 0 }, 0);
      expect(g.s.phase).toBe("over");
      expect(g.view().gold!.held).toEqual([1, 1]);
      expect(g.scores).toEqual([3 + 1, 8 + 1]);
    });
  });
});

describe("final gold scoring", () => {
  it("points per ingot by the number held: 1–3 → 1, 4–6 → 2, 7–9 → 3, 10+ → 4", () => {
    const table: [number, number][] = [
      [0, 0],
      [1, 1],
      [2, 1],
      [3, 1],
      [4, 2],
      [5, 2],
      [6, 2],
      [7, 3],
      [8, 3],
      [9, 3],
      [10, 4],
      [11, 4],
      [16, 4],
    ];
    for (const [held, each] of table) expect(pointsPerIngot(held), `${held} ingots`).toBe(each);
  });

  it("every ingot a player holds scores at the one rate: 7 ingots → 21 (Exemplu de evaluare finală), 10 → 40", () => {
    const g = new Game(["base-U"], GOLD);
    // State surgery (clearly a test shortcut): hand the seats ingots before the last tile is placed, rather than
    // playing the dozen gold tiles it would take. The final scoring then runs through the public apply.
    g.s.ext.gold!.held = [7, 10];
    g.placePass(1, 0, 0);
    expect(g.s.phase).toBe("over");
    expect(g.scores).toEqual([21, 40]);
    const items = g.items.filter((i) => i.reason === "gold");
    expect(items.map((i) => [i.seat, i.points, i.ingots, i.perIngot])).toEqual([
      [0, 21, 7, 3],
      [1, 40, 10, 4],
    ]);
    for (const i of items) expect(i).toMatchObject({ final: true, feature: null, tiles: [], emblems: 0 });
  });
});
