/**
 * Battles in the team variant (000_… §"Varianta în echipe": "Jucătorii dintr-o echipă nu pot niciodată să se lupte
 * unul cu celălalt … numai câte un singur jucător pentru fiecare echipă va arunca zarurile … maximum de câte 3
 * zaruri"): partners never fight; one roll per team, dice summed over the team and capped at 3; points go to the
 * team's shared score (both partners). Built move by move with a forced deck and forced dice.
 * Teams: red (0) + green (2) Rebels, black (1) + white (3) Empire.
 */
import { describe, expect, it } from "vitest";
import { Game, meeplesAt, scoredItems } from "./sw-helpers.ts";

describe("team variant", () => {
  it("partners never fight; one roll per team with the team's dice summed and capped; points to both partners", () => {
    // Red (0) holds Dagobah; black (1) lays a route; green (2, red's partner) lands on Dagobah too: no battle.
    // White (3) lands on it from Endor: Rebels 2 small + Dagobah's Rebel symbol = 4 → 3 dice, Empire 1 die.
    const g = new Game(["sw-30", "sw-22", "sw-22", "sw-31", "sw-22"], { teams: true }, 4, [6, 1, 2, 3]);
    g.placeMeeple(0, 1, 0, "c1");
    g.placePass(1, 0, 0);
    g.place(-1, 0, 0).planet(0, 1);
    expect(g.battles).toEqual([]);
    expect(meeplesAt(g.s, 0, 1, "c1")).toEqual([0, 2]);
    g.place(1, 1, 0).planet(0, 1);
    expect(g.battles).toHaveLength(1);
    expect(g.battles[0]!.sides).toEqual([
      { seat: 3, team: 1, small: 1, big: 0, symbol: false, dice: 1, rolls: [[6]], points: 0, won: true },
      { seat: 0, team: 0, small: 2, big: 0, symbol: true, dice: 3, rolls: [[1, 2, 3]], points: 3, won: false },
    ]);
    // both Rebels' meeples are gone, and the Rebel team's 3 points show on both partners' scores
    expect(meeplesAt(g.s, 0, 1, "c1")).toEqual([3]);
    expect(g.s.supply).toEqual([5, 5, 5, 4]);
    expect(g.scores).toEqual([3, 0, 3, 0]);
    expect(g.view(null).teams).toEqual([0, 1, 0, 1]);
    expect(g.view(null).sw!.colors).toEqual(["red", "black", "green", "white"]);
  });

  it("a tie between teams gives +1 to both partners of each team", () => {
    const g = new Game(["sw-30", "sw-22", "sw-22", "sw-31", "sw-22"], { teams: true }, 4, [5, 5, 1, 1, 2, 6, 1, 1]);
    g.placeMeeple(0, 1, 0, "c1");
    g.placePass(1, 0, 0);
    g.place(-1, 0, 0).planet(0, 1, true); // green's big: Rebels 1 small + 1 big + symbol = 4 → 3
    g.place(1, 1, 0).planet(0, 1);
    const [empire, rebels] = g.battles[0]!.sides;
    expect([empire!.seat, empire!.dice, empire!.rolls, empire!.points]).toEqual([3, 1, [[5], [2]], 1 + 1]);
    expect([rebels!.seat, rebels!.small, rebels!.big, rebels!.dice, rebels!.rolls, rebels!.won]).toEqual([
      0,
      1,
      1,
      3,
      [
        [5, 1, 1],
        [6, 1, 1],
      ],
      true,
    ]);
    expect(g.scores).toEqual([1, 1 + 1, 1, 1 + 1]);
    expect(g.s.ext.sw!.big).toEqual([-1, -1, expect.any(Number), -1]);
    expect(g.s.ext.sw!.big[2]).toBeGreaterThanOrEqual(0);
  });

  it("partners' features joined: no battle, and the completed route scores once for the team, on both scores", () => {
    // The route example with red (0) on the junction and green (2) on Alderaan's route; white (3) joins them.
    const g = new Game(["sw-27", "sw-24", "sw-34", "sw-24", "sw-22"], { teams: true }, 4, [1, 1, 1, 1]);
    g.placeMeeple(1, 0, 0, "r3");
    g.placePass(-1, 0, 3);
    g.placeMeeple(0, 1, 1, "r1");
    g.place(-1, 1, 2).pass();
    expect(g.battles).toEqual([]);
    expect(scoredItems(g).map((i) => [i.seat, i.reason, i.points, i.meeples])).toEqual([[0, "route", 5, 2]]);
    expect(g.scores).toEqual([5, 0, 5, 0]);
    expect(g.s.ext.sw!.dice).toEqual([1, 1, 1, 1]);
  });

  it("a team battle on a route: the tie and the loss are paid to both partners, the route to the winners", () => {
    // Red (0): junction (1,0) r3. Black (1): Alderaan (0,1) r1. Green (2): curve (-1,0) joined with its partner's
    // route (no meeple). White (3): curve (-1,1) joins everything: Rebels (red) 1 die vs Empire (black) 1 die.
    const g = new Game(["sw-27", "sw-34", "sw-24", "sw-24", "sw-22"], { teams: true }, 4, [3, 3, 6, 1]);
    g.placeMeeple(1, 0, 0, "r3");
    g.placeMeeple(0, 1, 1, "r1");
    g.placePass(-1, 0, 3);
    g.place(-1, 1, 2).pass();
    const sides = g.battles[0]!.sides;
    expect(sides.map((d) => [d.seat, d.team, d.small, d.dice, d.rolls, d.won])).toEqual([
      [0, 0, 1, 1, [[3], [6]], true],
      [1, 1, 1, 1, [[3], [1]], false],
    ]);
    expect(g.scores).toEqual([1 + 5, 1 + 1, 1 + 5, 1 + 1]);
  });

  it("team dice are summed over both partners (2 small = 2 dice) and only the team's own symbol adds one", () => {
    // Red (0) holds Endor (Empire planet); green (2) reinforces it; white (3) attacks from Dagobah at (1,1):
    // Rebels 2 small, no Rebel symbol on Endor → 2 dice; Empire 1 small + Endor's Empire symbol → 2 dice.
    const g = new Game(["sw-31", "sw-22", "sw-22", "sw-30", "sw-22"], { teams: true }, 4, [4, 2, 3, 3]);
    g.placeMeeple(0, 1, 0, "c1");
    g.placePass(1, 0, 0);
    g.place(-1, 0, 0).planet(0, 1);
    g.place(1, 1, 0).planet(0, 1);
    expect(g.battles[0]!.sides.map((d) => [d.seat, d.team, d.small, d.big, d.symbol, d.dice, d.rolls, d.won, d.points])).toEqual([
      [3, 1, 1, 0, true, 2, [[4, 2]], true, 0],
      [0, 0, 2, 0, false, 2, [[3, 3]], false, 2],
    ]);
    expect(g.scores).toEqual([2, 0, 2, 0]);
    expect(meeplesAt(g.s, 0, 1, "c1")).toEqual([3]);
  });
});
