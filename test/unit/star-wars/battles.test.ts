/**
 * Battles (000_… §"3. Bătălie", §"Bătălia pentru rute comerciale / câmpuri de asteroizi / planete", §"Rezumat" 3,
 * §"Varianta în echipe"; battles.ts, dice.ts), built move by move with a forced deck and forced dice:
 *  - dice: 1 per small meeple, 2 for the big one, +1 if a symbol of the side's own faction belongs to the contested
 *    feature, at most 3; for a planet only the planet's own symbol counts; other factions' symbols give nothing;
 *  - everyone rolls at once, the highest die counts; a tie for highest gives each tied side 1 point and they roll
 *    again, the others drop out; a loser takes its meeples back (the big one too) and gains 1 point per die;
 *  - a battle is fought before scoring even when the active player is not in it;
 *  - the team variant is in battles-teams.test.ts.
 * Forced dice are used in order; a side's dice are consecutive, sides in turn order from the active seat.
 *
 * Seat colours: red (0, Rebel), black (1, Empire), orange (2, Bounty Hunters), green (3, Rebel), white (4, Empire);
 * teams: red (0) + green (2) Rebels, black (1) + white (3) Empire.
 */
import { describe, expect, it } from "vitest";
import { Game, game, meeplesAt, scoredItems } from "./sw-helpers.ts";

/**
 * Two routes joined and completed (the worked route example, 000_… §"Bătălia pentru rute comerciale"):
 *   seat A: junction sw-27 at (1,0), meeple on its west route r3 (runs through the start tile);
 *   seat B: Alderaan sw-34 rotated 1 at (0,1), meeple on its route r1 leaving west (ends at the planet);
 *   then curves sw-24 at (-1,0) (rotation 3: E–S) and (-1,1) (rotation 2: N–E) join them. The route runs
 *   junction (1,0) – (0,0) – (-1,0) – (-1,1) – planet (0,1): complete, 5 tiles. The only symbol nearby is
 *   Alderaan's (Rebel), which belongs to the planet, not to the route.
 * `fillers` extra turns (harmless caps) are played before the joining tile so that another seat joins.
 */
function routeJoin(players: number, dice: number[], fillers = 0): Game {
  const deck = ["sw-27", "sw-34", "sw-24", ...Array.from({ length: fillers }, () => "sw-02"), "sw-24", "sw-22"];
  const g = new Game(deck, {}, players, dice);
  g.placeMeeple(1, 0, 0, "r3");
  g.placeMeeple(0, 1, 1, "r1");
  g.placePass(-1, 0, 3);
  const fillerCells: [number, number][] = [
    [-1, -1],
    [1, -1],
    [-2, -1],
  ];
  for (let k = 0; k < fillers; k++) g.placePass(...fillerCells[k]!, 0);
  return g;
}

describe("battles for trade routes", () => {
  it("1 die each (a neighbouring planet's symbol gives nothing), 6 beats 1: loser 1 point and meeple back, winner scores", () => {
    const g = routeJoin(2, [1, 6]);
    expect(g.seat).toBe(1);
    g.place(-1, 1, 2);
    expect(g.s.phase).toBe("meeple"); // Alderaan is next to (-1,1): a landing is offered
    g.pass();
    expect(g.battles).toHaveLength(1);
    expect(g.battles[0]).toEqual({
      turn: 3,
      kind: "route",
      feature: { x: 0, y: 0, id: "r1" },
      sides: [
        { seat: 1, team: null, small: 1, big: 0, symbol: false, dice: 1, rolls: [[1]], points: 1, won: false },
        { seat: 0, team: null, small: 1, big: 0, symbol: false, dice: 1, rolls: [[6]], points: 0, won: true },
      ],
    });
    const items = scoredItems(g);
    expect(items.map((i) => [i.seat, i.reason, i.points])).toEqual([
      [1, "battleLoss", 1],
      [0, "route", 5],
    ]);
    expect(items[0]).toMatchObject({ dice: 1, meeples: 1, final: false, feature: { x: 0, y: 0, id: "r1" } });
    // events: the loss is scored, then the battle is announced, then the route is scored
    expect(g.last.map((e) => e.key)).toEqual(["scored", "battle", "scored", "meeplesReturned", "tileDrawn"]);
    expect(g.scores).toEqual([5, 1]);
    expect(g.s.meeples).toEqual([]);
    expect(g.s.supply).toEqual([5, 5]);
  });

  it("a battle happens even when the active player is not in it (3 players, orange joins red and black)", () => {
    const g = routeJoin(3, [2, 5], 2);
    expect(g.seat).toBe(2);
    g.place(-1, 1, 2).pass();
    expect(g.battles).toHaveLength(1);
    const b = g.battles[0]!;
    expect(b.sides.map((d) => [d.seat, d.dice, d.rolls, d.won, d.points])).toEqual([
      [0, 1, [[2]], false, 1],
      [1, 1, [[5]], true, 0],
    ]);
    expect(g.scores).toEqual([1, 5, 0]);
    expect(g.eventsOf("battle", "last")).toEqual([{ key: "battle", args: { battle: b } }]);
  });

  it("a tie for highest: +1 each and roll again, as often as needed", () => {
    const g = routeJoin(2, [4, 4, 3, 3, 2, 5]);
    g.place(-1, 1, 2).pass();
    const [a, b] = g.battles[0]!.sides;
    expect([a!.seat, a!.rolls, a!.points, a!.won]).toEqual([1, [[4], [3], [2]], 3, false]);
    expect([b!.seat, b!.rolls, b!.points, b!.won]).toEqual([0, [[4], [3], [5]], 2, true]);
    const items = scoredItems(g);
    expect(items.map((i) => [i.seat, i.reason, i.points])).toEqual([
      [1, "battleTie", 1],
      [0, "battleTie", 1],
      [1, "battleTie", 1],
      [0, "battleTie", 1],
      [1, "battleLoss", 1],
      [0, "route", 5],
    ]);
    expect(g.scores).toEqual([2 + 5, 3]);
  });

  it("without forced dice the match's PRNG rolls, the same way for the same seed", () => {
    const a = routeJoin(2, []);
    a.place(-1, 1, 2).pass();
    const b = routeJoin(2, []);
    b.place(-1, 1, 2).pass();
    const battle = a.battles[0]!;
    expect(battle.sides.filter((d) => d.won)).toHaveLength(1);
    for (const d of battle.sides) for (const r of d.rolls) for (const v of r) expect(v >= 1 && v <= 6 && Number.isInteger(v)).toBe(true);
    expect(JSON.stringify(b.s)).toBe(JSON.stringify(a.s));
  });
});

/**
 * The worked asteroid example (000_… §"Bătălia pentru câmpuri de asteroizi"), 3 players:
 *   the start tile's cap N; caps facing the hole at (0,-1) from the east (1,-1: orange, small), the west
 *   (-1,-1: red, small) and the north (0,-2: black, big); then sw-21 (asteroids on all four edges, Rebel symbol)
 *   at (0,-1) joins all four into one complete field of 5 tiles with 1 symbol.
 */
function asteroidExample(dice: number[]): Game {
  const g = new Game(["sw-22", "sw-22", "sw-02", "sw-02", "sw-02", "sw-22", "sw-22", "sw-02", "sw-21", "sw-22"], {}, 3, dice);
  g.placePass(1, 0, 0); // red
  g.placePass(-1, 0, 0); // black
  g.placeMeeple(1, -1, 3, "e1"); // orange: cap facing west
  g.placeMeeple(-1, -1, 1, "e1"); // red: cap facing east
  g.placePass(1, -2, 0); // black: a separate cap, so that (0,-2) can be reached
  g.placePass(2, 0, 0); // orange
  g.placePass(-2, 0, 0); // red
  g.placeMeeple(0, -2, 2, "e1", true); // black: big explorer, cap facing south
  return g;
}

describe("battles for asteroid fields", () => {
  it("the worked example: orange drops out (1), red and black tie on 4 (+1 each), black's 6 wins, red gets 2, black scores 12", () => {
    const g = asteroidExample([3, 4, 1, 2, 4, 2, 3, 6, 1]);
    expect(g.seat).toBe(2);
    g.place(0, -1, 0); // orange joins: every feature of sw-21 is held, no planet near → no meeple step
    expect(g.battles).toHaveLength(1);
    expect(g.battles[0]!.kind).toBe("asteroids");
    expect(g.battles[0]!.sides).toEqual([
      { seat: 2, team: null, small: 1, big: 0, symbol: false, dice: 1, rolls: [[3]], points: 1, won: false },
      {
        seat: 0,
        team: null,
        small: 1,
        big: 0,
        symbol: true,
        dice: 2,
        rolls: [
          [4, 1],
          [2, 3],
        ],
        points: 1 + 2,
        won: false,
      },
      {
        seat: 1,
        team: null,
        small: 0,
        big: 1,
        symbol: false,
        dice: 2,
        rolls: [
          [2, 4],
          [6, 1],
        ],
        points: 1,
        won: true,
      },
    ]);
    expect(scoredItems(g).map((i) => [i.seat, i.reason, i.points])).toEqual([
      [2, "battleLoss", 1],
      [0, "battleTie", 1],
      [1, "battleTie", 1],
      [0, "battleLoss", 2],
      [1, "asteroids", 12],
    ]);
    expect(g.scores).toEqual([3, 13, 1]);
    // everyone's meeples are back: the losers' after the battle, black's big one after scoring
    expect(g.s.meeples).toEqual([]);
    expect(g.s.supply).toEqual([5, 5, 5]);
    expect(g.s.ext.sw!.big).toEqual([-1, -1, -1]);
    expect(g.view(null).bigInSupply).toEqual([true, true, true]);
  });

  it("the side that drops out in round 1 does not roll again; the loser of round 2 rolled twice", () => {
    const g = asteroidExample([1, 6, 6, 6, 6, 5, 5, 4, 4]);
    g.place(0, -1, 0);
    const [orange, red, black] = g.battles[0]!.sides;
    expect(orange!.rolls).toEqual([[1]]);
    expect(red!.rolls).toEqual([
      [6, 6],
      [5, 5],
    ]);
    expect(black!.rolls).toEqual([
      [6, 6],
      [4, 4],
    ]);
    expect([orange!.won, red!.won, black!.won]).toEqual([false, true, false]);
    expect(g.scores).toEqual([1 + 12, 1 + 2, 1]);
    // black lost its big meeple: back in the supply
    expect(g.s.ext.sw!.big[1]).toBe(-1);
    expect(g.s.supply[1]).toBe(5);
  });
});

describe("battles for planets", () => {
  it("the worked example: red (1 small + own symbol = 2 dice) attacks black's big (2 dice); 5/5 tie, then 5 beats 4", () => {
    // Seat 0 red lays a route (1,0); seat 1 black puts Dagobah (Rebel) at (0,1) with its big meeple; seat 0 lays
    // a route at (-1,0), diagonal to Dagobah, and attacks.
    const g = new Game(["sw-22", "sw-30", "sw-22", "sw-22"], {}, 2, [5, 2, 5, 1, 5, 3, 4, 2]);
    g.placePass(1, 0, 0);
    g.placeMeeple(0, 1, 0, "c1", true);
    g.place(-1, 0, 0).planet(0, 1);
    expect(g.battles[0]).toEqual({
      turn: 2,
      kind: "planet",
      feature: { x: 0, y: 1, id: "c1" },
      sides: [
        {
          seat: 0,
          team: null,
          small: 1,
          big: 0,
          symbol: true,
          dice: 2,
          rolls: [
            [5, 2],
            [5, 3],
          ],
          points: 1,
          won: true,
        },
        {
          seat: 1,
          team: null,
          small: 0,
          big: 1,
          symbol: false,
          dice: 2,
          rolls: [
            [5, 1],
            [4, 2],
          ],
          points: 1 + 2,
          won: false,
        },
      ],
    });
    expect(g.scores).toEqual([1, 3]);
    expect(meeplesAt(g.s, 0, 1, "c1")).toEqual([0]);
    expect(g.s.ext.sw!.big).toEqual([-1, -1]);
    expect(g.s.supply).toEqual([4, 5]);
  });

  it("symbols around the planet give nothing: Empire attacks a Rebel planet from an Empire asteroid cap with 1 die", () => {
    // Seat 0 red holds Dagobah (Rebel) at (0,1). Seat 1 black lays sw-03 (cap with an Empire symbol) turned
    // twice at (1,1), east of Dagobah, and lands on it.
    const g = new Game(["sw-30", "sw-03", "sw-22"], {}, 2, [6, 5, 5]);
    g.placeMeeple(0, 1, 0, "c1");
    g.place(1, 1, 2).planet(0, 1);
    const [black, red] = g.battles[0]!.sides;
    expect([black!.seat, black!.symbol, black!.dice, black!.rolls, black!.won]).toEqual([1, false, 1, [[6]], true]);
    expect([red!.seat, red!.symbol, red!.dice, red!.rolls, red!.points]).toEqual([0, true, 2, [[5, 5]], 2]);
    expect(meeplesAt(g.s, 0, 1, "c1")).toEqual([1]);
    expect(g.scores).toEqual([2, 0]);
  });

  it("small + big + own symbol is capped at 3 dice; a beaten side loses every meeple there, the big one back to the supply", () => {
    // Seat 0 red: small on Dagobah, then reinforces it with its big meeple from (-1,0). Seat 1 black attacks
    // from Endor at (1,1).
    const run = (dice: number[]) => {
      const g = new Game(["sw-30", "sw-22", "sw-22", "sw-31", "sw-22"], {}, 2, dice);
      g.placeMeeple(0, 1, 0, "c1");
      g.placePass(1, 0, 0);
      g.place(-1, 0, 0).planet(0, 1, true);
      expect(g.battles).toEqual([]);
      g.place(1, 1, 0).planet(0, 1);
      return g;
    };
    const win = run([2, 6, 1, 1]);
    expect(win.battles[0]!.sides.map((d) => [d.seat, d.small, d.big, d.symbol, d.dice])).toEqual([
      [1, 1, 0, false, 1],
      [0, 1, 1, true, 3],
    ]);
    expect(meeplesAt(win.s, 0, 1, "c1")).toEqual([0, 0]);
    expect(win.scores).toEqual([0, 1]);
    expect(win.s.supply).toEqual([3, 5]);

    const lose = run([6, 1, 1, 1]);
    expect(lose.battles[0]!.sides.map((d) => [d.seat, d.won, d.points])).toEqual([
      [1, true, 0],
      [0, false, 3],
    ]);
    expect(meeplesAt(lose.s, 0, 1, "c1")).toEqual([1]);
    expect(lose.scores).toEqual([3, 0]);
    expect(lose.s.supply).toEqual([5, 4]);
    expect(lose.s.ext.sw!.big).toEqual([-1, -1]);
    expect(lose.view(1).bigInSupply).toEqual([true, true]);
    // the big meeple can be placed again at once
    lose.place(2, 0, 0);
    expect(game.legalActions(lose.s, 0)).toContainEqual({ type: "meeple", feature: "r1", big: true });
  });

  it("forced dice are used up in order, then the PRNG takes over", () => {
    const g = new Game(["sw-30", "sw-03", "sw-22"], {}, 2, [6]);
    g.placeMeeple(0, 1, 0, "c1");
    g.place(1, 1, 2).planet(0, 1);
    const [black, red] = g.battles[0]!.sides;
    expect(black!.rolls[0]).toEqual([6]);
    expect(red!.rolls[0]).toHaveLength(2);
    expect(g.s.ext.sw!.dice).toEqual([]);
  });
});
