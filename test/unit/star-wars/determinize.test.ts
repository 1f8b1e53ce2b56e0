// determinizeBoard for Carcassonne Star Wars: from a seat's view only (a JSON round trip), a full state
// with the same view (battles, planets, factions, big meeples), legal actions, result and public internals, over
// seeded random positions of 3 players and of the 4-player team variant; random play (battles rolled by the
// determinization's own PRNG) goes on from it to the end. Shared checks: ../determinize-checks.ts.
import { describe, expect, it } from "vitest";
import { starWars } from "../../../engine/carcassonne/star-wars/game.ts";
import { battlesOf } from "../../../engine/carcassonne/star-wars/sw-state.ts";
import { determinizeBoard } from "../../../engine/carcassonne/determinize.ts";
import { seedRng } from "../../../engine/core/prng.ts";
import type { CarcState } from "../../../engine/carcassonne/state.ts";
import { choiceRng, playInPlace, startGame } from "../../bench/playout.ts";
import { checkGames, viewJson, type DetCase } from "../determinize-checks.ts";
import { fuzzSize } from "../../support/fuzz-size.ts";

const CASES: DetCase[] = [
  { name: "sw 3p", game: starWars, players: 3, options: {} },
  { name: "sw 4p teams", game: starWars, players: 4, options: { teams: true } },
];

/** Seeds per case, and every how many steps a position is checked and played on to the end: fewer and sparser in
 *  `npm test` (support/fuzz-size.ts). */
const SEEDS = fuzzSize(2, 6),
  EVERY = fuzzSize(10, 5),
  PLAY_ON = fuzzSize(80, 40);

describe("determinizeBoard: Star Wars", () => {
  for (const c of CASES) {
    it(`${c.name}: agrees with every seat's view in every phase`, () => {
      const stats = checkGames(
        c,
        Array.from({ length: SEEDS }, (_, i) => `${c.name}-${i}`),
        EVERY,
        PLAY_ON,
      );
      expect([...stats.phases].sort()).toEqual(["meeple", "over", "place"]);
      expect(stats.playedOn).toBeGreaterThan(SEEDS);
      expect(stats.differed).toBe(stats.compared);
      expect(stats.compared).toBeGreaterThan(20);
    }, 120_000);
  }

  it("2 to 5 players: a sparser sweep", () => {
    for (const players of [2, 3, 4, 5]) {
      const c: DetCase = { name: `sw ${players}p sweep`, game: starWars, players, options: {} };
      expect(checkGames(c, [c.name], 10, 1000).checked).toBeGreaterThan(20);
    }
  }, 120_000);

  it("keeps battles, big meeples and planets of a position with battles fought", () => {
    const s = starWars.scratch(startGame(starWars, 4, { teams: true }, "sw-battles") as CarcState);
    const rng = choiceRng("sw-battles");
    while (battlesOf(s).length < 2 || !s.ext.sw!.big.some((b) => b >= 0)) {
      expect(s.phase).not.toBe("over");
      playInPlace(starWars, s, rng, { stopAfter: 1 });
    }
    const det = determinizeBoard(viewJson(starWars, s, 1), seedRng("d"));
    expect(battlesOf(det)).toEqual(battlesOf(s));
    expect(det.ext.sw).toEqual({ ...s.ext.sw, dice: null });
    expect(det.teams).toEqual([0, 1, 0, 1]);
  });

  it("refuses a view whose big meeple is both on the board and in the supply", () => {
    const s = starWars.scratch(startGame(starWars, 3, {}, "sw-big") as CarcState);
    const rng = choiceRng("sw-big");
    while (!s.ext.sw!.big.some((b) => b >= 0)) playInPlace(starWars, s, rng, { stopAfter: 1 });
    const v = viewJson(starWars, s, 0);
    if (!("sw" in v) || !v.sw) throw new Error("no Star Wars slice");
    const bad = { ...v, bigInSupply: v.bigInSupply!.map(() => true) };
    expect(() => determinizeBoard(bad, seedRng("d"))).toThrow(/big meeple/);
  });
});
