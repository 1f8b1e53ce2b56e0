/**
 * Star Wars turn rules outside the meeple step and battles:
 *  - a tile that fits nowhere goes back into the stack and the player draws another (000_… §"Rezumat" 1, ZMG
 *    wording: "pune-ți cartonașul înapoi în teanc și trage unul nou"); it is not discarded, and it can come back;
 *  - the game ends when no tile can be drawn or placed (§"Sfârșitul jocului": "nu mai poate trage sau juca niciun
 *    cartonaș"), with final scoring;
 *  - setup refusals (2–5 players, team variant for 4 only, first seat, forced dice 1..6, Star Wars tiles only);
 *  - options and action parsing (strict shapes, defaults).
 *
 * Unplaceable tile: once seat 0 closes the start tile's asteroid cap with sw-02 turned twice at (0,-1), no
 * asteroid edge is open anywhere, so sw-21 (asteroids on all four edges) fits nowhere.
 */
import { describe, expect, it } from "vitest";
import { isRuleError } from "../../../engine/core/game-module.ts";
import { battlesIn } from "../../../engine/carcassonne/star-wars/sw-state.ts";
import { Game, game, kindIndex, swOptions } from "./sw-helpers.ts";

describe("a tile that fits nowhere goes back to the stack", () => {
  it("tileReturned, still in the bag (not discarded), and the player draws another", () => {
    const g = new Game(["sw-02", "sw-21", "sw-22", "sw-22"]);
    g.place(0, -1, 2).pass();
    expect(g.last.map((e) => e.key)).toEqual(["tileReturned", "tileDrawn"]);
    expect(g.last[0]).toEqual({ key: "tileReturned", args: { tile: "sw-21" } });
    expect(g.last[1]).toEqual({ key: "tileDrawn", args: { seat: 1, tile: "sw-22" } });
    expect(g.s.discarded).toEqual([]);
    expect(g.s.bag).toContain(kindIndex("sw-21"));
    expect(g.s.bag).toHaveLength(2);
    const v = g.view(1);
    expect(v.tile).toBe("sw-22");
    expect(v.discarded).toEqual([]);
    expect(v.tilesLeft).toBe(2);
    expect(v.unseen).toEqual({ "sw-21": 1, "sw-22": 1 });
    expect(g.eventsOf("tileDiscarded")).toEqual([]);
  });

  it("the returned tile goes under the stack and is played once it fits", () => {
    // After seat 1 draws sw-02 instead and puts it at (0,-2) (cap N), the cell (0,-3) shows only an asteroid
    // edge: sw-21 fits there when it comes up again, after sw-22.
    const g = new Game(["sw-02", "sw-21", "sw-02", "sw-22"]);
    g.place(0, -1, 2).pass();
    expect(g.view(1).tile).toBe("sw-02");
    g.placePass(0, -2, 0);
    expect(g.view(0).tile).toBe("sw-22");
    g.placePass(1, 0, 0);
    expect(g.view(1).tile).toBe("sw-21");
    expect(game.legalActions(g.s, 1).map((a) => a.type === "place" && [a.x, a.y])).toEqual([
      [0, -3],
      [0, -3],
      [0, -3],
      [0, -3],
    ]);
    g.placePass(0, -3, 0);
    expect(g.s.phase).toBe("over");
    expect(g.eventsOf("tileReturned")).toHaveLength(1);
  });

  it("several unplaceable tiles are all returned; the game ends when none left fits", () => {
    const g = new Game(["sw-02", "sw-21", "sw-21", "sw-22", "sw-21"]);
    g.place(0, -1, 2).pass();
    expect(g.last.filter((e) => e.key === "tileReturned")).toHaveLength(2);
    expect(g.view(1).tile).toBe("sw-22");
    g.placePass(1, 0, 0);
    // three sw-21 left, none fits: the game is over, with the tiles still in the stack
    expect(g.s.phase).toBe("over");
    expect(g.last.map((e) => e.key)).toEqual(["tileReturned", "tileReturned", "tileReturned", "gameOver"]);
    expect(g.s.bag).toEqual([kindIndex("sw-21"), kindIndex("sw-21"), kindIndex("sw-21")]);
    expect(g.s.discarded).toEqual([]);
    expect(game.toAct(g.s)).toEqual([]);
    const r = game.result(g.s);
    expect(r.finished).toBe(true);
    expect(g.view(0).tilesLeft).toBe(3);
    expect(g.view(0).finished).toBe(true);
  });

  it("final scoring: incomplete routes, asteroid fields and planets with the end table, then game over", () => {
    // Seat 0: route (1,0) (2 tiles incl. start, open both ends) → 2. Seat 1: Dagobah at (0,1) with 2 neighbours
    // ((0,0), (1,0)) → 1 + 2 + symbol 2 = 5. Seat 0: asteroid corner (0,-1) r2 joined to the start's cap, open → 2
    // tiles × 1 = 2.
    const g = new Game(["sw-22", "sw-30", "sw-14"]);
    g.placeMeeple(1, 0, 0, "r1");
    g.placeMeeple(0, 1, 0, "c1");
    g.placeMeeple(0, -1, 2, "e1");
    expect(g.s.phase).toBe("over");
    const finals = g.items.filter((i) => i.final);
    expect(finals.map((i) => [i.seat, i.reason, i.points]).sort()).toEqual([
      [0, "asteroids", 2],
      [0, "route", 2],
      [1, "planet", 5],
    ]);
    expect(g.scores).toEqual([4, 5]);
    expect(game.result(g.s)).toMatchObject({ finished: true, scores: [4, 5], winners: [1] });
    expect(g.last.at(-1)).toEqual({ key: "gameOver", args: { scores: [4, 5] } });
  });

  it("a planet surrounded by 8 tiles scores 11 in play (9 tiles + its symbol), and the meeple comes back", () => {
    // Dagobah at (0,1); routes at (-1,0), (1,0); asteroid caps turned outwards fill the other five cells.
    const g = new Game(["sw-30", "sw-22", "sw-22", "sw-02", "sw-02", "sw-02", "sw-02", "sw-02", "sw-22"]);
    g.placeMeeple(0, 1, 0, "c1");
    g.placePass(-1, 0, 0);
    g.placePass(1, 0, 0);
    g.placePass(1, 1, 1);
    g.placePass(-1, 1, 3);
    g.placePass(0, 2, 2);
    g.placePass(-1, 2, 2);
    expect(g.scores).toEqual([0, 0]);
    g.placePass(1, 2, 2);
    expect(g.eventsOf("scored", "last").map((e) => e.args.item)).toEqual([
      expect.objectContaining({ seat: 0, points: 11, reason: "planet", emblems: 1, final: false, complete: true }),
    ]);
    expect(g.scores).toEqual([11, 0]);
    expect(g.s.supply).toEqual([5, 5]);
  });

  it("apply after the end is refused with game-over", () => {
    const g = new Game(["sw-22"]);
    g.placePass(1, 0, 0);
    expect(g.s.phase).toBe("over");
    for (const seat of [0, 1]) {
      const r = game.apply(g.s, seat, { type: "pass" });
      expect(r).toMatchObject({ error: true, code: "game-over" });
      expect(game.legalActions(g.s, seat)).toEqual([]);
    }
  });
});

describe("setup", () => {
  const o = swOptions();
  it("refuses 1 and 6 players (and non-integers)", () => {
    for (const players of [0, 1, 6, 7, 2.5, Number.NaN])
      expect(game.setup(players, o, "s"), `${players}`).toMatchObject({ error: true, code: "bad-players" });
    for (const players of [2, 3, 4, 5]) expect(isRuleError(game.setup(players, o, "s")), `${players}`).toBe(false);
  });

  it("the team variant needs exactly 4 players", () => {
    const teams = swOptions({ teams: true });
    for (const players of [2, 3, 5])
      expect(game.setup(players, teams, "s"), `${players}`).toMatchObject({ error: true, code: "bad-options" });
    const s = game.setup(4, teams, "s");
    expect(isRuleError(s)).toBe(false);
    if (!isRuleError(s)) expect(s.teams).toEqual([0, 1, 0, 1]);
  });

  it("firstSeat must be a seat", () => {
    expect(game.setup(2, swOptions({ firstSeat: 2 }), "s")).toMatchObject({ error: true, code: "bad-options" });
    expect(game.setup(4, swOptions({ firstSeat: 4 }), "s")).toMatchObject({ error: true, code: "bad-options" });
    const s = game.setup(5, swOptions({ firstSeat: 4 }), "s");
    expect(isRuleError(s) ? s : game.toAct(s)).toEqual([4]);
    const t = game.setup(3, swOptions({ firstSeat: 1 }), "s");
    expect(isRuleError(t) ? t : game.toAct(t)).toEqual([1]);
  });

  it("forced dice must be whole numbers from 1 to 6", () => {
    for (const dice of [[0], [7], [1, 2, 7], [3.5], [-1], [Number.NaN], [Number.POSITIVE_INFINITY]])
      expect(game.setup(2, o, "s", { dice }), JSON.stringify(dice)).toMatchObject({ error: true, code: "bad-dice" });
    for (const dice of [[], [1, 2, 3, 4, 5, 6]]) expect(isRuleError(game.setup(2, o, "s", { dice })), JSON.stringify(dice)).toBe(false);
  });

  it("a forced deck may hold Star Wars tiles only", () => {
    for (const deck of [["base-D"], ["sw-22", "base-U"], ["goldmines-A"], ["sw-99"], [""], ["SW-22"]])
      expect(game.setup(2, o, "s", { deck }), JSON.stringify(deck)).toMatchObject({ error: true, code: "bad-deck" });
    const s = game.setup(2, o, "s", { deck: ["sw-22", "sw-43"] });
    expect(isRuleError(s) ? s : game.view(s, null).tile).toBe("sw-22");
  });

  it("a normal setup: 75 tiles in the stack after the start tile sw-01, 5 meeples each, nobody's big meeple out", () => {
    const s = game.setup(3, o, "normal");
    if (isRuleError(s)) throw new Error(s.code);
    const v = game.view(s, null);
    expect(v.board).toEqual([{ x: 0, y: 0, tile: "sw-01", rotation: 0 }]);
    expect(v.tilesLeft + (v.tile ? 1 : 0)).toBe(75);
    expect(Object.keys(v.unseen).every((id) => id.startsWith("sw-"))).toBe(true);
    expect(v.supply).toEqual([5, 5, 5]);
    expect(v.bigInSupply).toEqual([true, true, true]);
    expect(battlesIn(v.log)).toEqual([]);
    expect(v.phase).toBe("place");
    expect(s.ext.sw!.dice).toBeNull();
  });
});

describe("options", () => {
  it("defaults: no teams, first seat at random", () => {
    for (const input of [{}, undefined, null]) expect(game.parseOptions(input)).toEqual({ teams: false, firstSeat: null });
    expect(game.parseOptions({ teams: true, firstSeat: 3 })).toEqual({ teams: true, firstSeat: 3 });
  });

  it("refuses unknown keys (Carcassonne's options included), wrong types and non-objects", () => {
    const bad: unknown[] = [
      { farmers: true },
      { goldMines: false },
      { handOfThree: true },
      { team: true },
      { teams: "yes" },
      { teams: 1 },
      { firstSeat: 5 },
      { firstSeat: -1 },
      { firstSeat: 1.5 },
      { firstSeat: "0" },
      5,
      "teams",
      true,
      [],
      [1],
    ];
    for (const input of bad) {
      const r = game.parseOptions(input);
      expect(r, JSON.stringify(input)).toMatchObject({ error: true, code: "bad-options" });
    }
  });

  it("first seat at random is drawn from the seed", () => {
    const seats = new Set<number>();
    for (let k = 0; k < 40; k++) {
      const s = game.setup(4, swOptions({ firstSeat: null }), `first-${k}`);
      if (isRuleError(s)) throw new Error(s.code);
      seats.add(game.toAct(s)[0]!);
      const again = game.setup(4, swOptions({ firstSeat: null }), `first-${k}`);
      expect(JSON.stringify(again)).toBe(JSON.stringify(s));
    }
    expect([...seats].sort()).toEqual([0, 1, 2, 3]);
  });
});

describe("action parsing", () => {
  it("accepts the Star Wars shapes", () => {
    for (const a of [
      { type: "place", x: 1, y: -2, rotation: 3 },
      { type: "place", x: 0, y: 1, rotation: 0, tile: "sw-22" },
      { type: "pass" },
      { type: "meeple", feature: "r1" },
      { type: "meeple", feature: "c1", big: true },
      { type: "meeple", feature: "e1", big: false },
      { type: "planet", x: -3, y: 4 },
      { type: "planet", x: 0, y: 1, big: true },
    ])
      expect(game.parseAction(a)).toEqual(a);
  });

  it("refuses Carcassonne-only and malformed shapes with bad-action", () => {
    for (const a of [
      { type: "gold", x: 0, y: 0 },
      { type: "takeGold", x: 0, y: 0 },
      { type: "meeple", feature: "r1", big: "yes" },
      { type: "planet", x: 0 },
      { type: "planet", x: 0, y: 1.5 },
      { type: "planet", x: 201, y: 0 },
      { type: "planet", x: 0, y: 1, seat: 1 },
      { type: "meeple", feature: "r1", size: "big" },
      { type: "pass", big: true },
      null,
      [],
      "pass",
      3,
      {},
    ])
      expect(game.parseAction(a), JSON.stringify(a)).toMatchObject({ error: true, code: "bad-action" });
  });
});
