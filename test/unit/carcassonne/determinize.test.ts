// determinizeBoard for Carcassonne: from a seat's view only (a JSON round trip), a full state with the
// same view, legal actions, result and public internals, over seeded random positions in every phase; random play
// goes on from it to the end; other generators draw other bags and hands. Shared checks: ../determinize-checks.ts.
import { describe, expect, it } from "vitest";
import { seedRng } from "../../../engine/core/prng.ts";
import { carcassonne } from "../../../engine/carcassonne/game.ts";
import { determinizeBoard } from "../../../engine/carcassonne/determinize.ts";
import type { CarcState } from "../../../engine/carcassonne/state.ts";
import type { CarcView } from "../../../engine/carcassonne/views.ts";
import { choiceRng, playInPlace, startGame } from "../../bench/playout.ts";
import { checkGames, viewJson, type DetCase } from "../determinize-checks.ts";
import { mixName, OPTION_MIXES, PLAYER_COUNTS } from "./fuzz-helpers.ts";
import { fuzzSize } from "../../support/fuzz-size.ts";

/** Every how many steps a position is checked and played on to the end (module phases always are), and the sparser
 *  sweep's step: less often in `npm test`, with fewer seeds (support/fuzz-size.ts), every case and mix still. */
const EVERY = fuzzSize(10, 5),
  PLAY_ON = fuzzSize(80, 40),
  SWEEP_EVERY = fuzzSize(40, 10);

/** Seeds `<case>-0` … `<case>-(n-1)`, then any extra ones. */
function seeds(name: string, n: number, extra: string[] = []): string[] {
  return [...Array.from({ length: n }, (_, i) => `${name}-${i}`), ...extra];
}

const CASES: { c: DetCase; seeds: string[]; phases: string[] }[] = [
  {
    c: { name: "2p farmers", game: carcassonne, players: 2, options: { farmers: true } },
    seeds: seeds("2p", fuzzSize(2, 6)),
    phases: ["place", "meeple", "over"],
  },
  {
    c: { name: "4p farmers+gold", game: carcassonne, players: 4, options: { farmers: true, goldMines: true } },
    // random play rarely shares gold: these seeds (found by search) reach the ingot picks (takeGold)
    seeds: seeds("4p-gold", fuzzSize(1, 5), ["take-4-19", "take-4-24", "take-4-89"]),
    phases: ["place", "meeple", "gold", "takeGold", "over"],
  },
  {
    c: { name: "3p hand of three", game: carcassonne, players: 3, options: { farmers: true, handOfThree: true } },
    seeds: seeds("3p-hand", fuzzSize(2, 6)),
    phases: ["place", "meeple", "over"],
  },
];

describe("determinizeBoard: Carcassonne", () => {
  for (const { c, seeds, phases } of CASES) {
    it(`${c.name}: agrees with every seat's view in every phase`, () => {
      const stats = checkGames(c, seeds, EVERY, PLAY_ON);
      expect([...stats.phases].sort()).toEqual([...phases].sort());
      expect(stats.playedOn).toBeGreaterThan(seeds.length);
      // hidden parts drawn anew per generator (12 or more hidden tiles: a repeat is all but impossible)
      expect(stats.differed).toBe(stats.compared);
      expect(stats.compared).toBeGreaterThan(20);
    }, 120_000);
  }

  it("every option mix, player counts 2–6 in turn: a sparser sweep", () => {
    let checked = 0;
    OPTION_MIXES.forEach((o, m) => {
      const players = PLAYER_COUNTS[m % PLAYER_COUNTS.length]!,
        name = `${players}p ${mixName(o)}`;
      checked += checkGames({ name, game: carcassonne, players, options: { ...o } }, [name], SWEEP_EVERY, 1000).checked;
    });
    expect(checked).toBeGreaterThan((OPTION_MIXES.length * 200) / SWEEP_EVERY);
  }, 300_000);

  it("a view object patched in place (as a client patches its view) is rebuilt, not served from the last build", () => {
    const s = carcassonne.scratch(startGame(carcassonne, 2, { farmers: true }, "patched") as CarcState);
    const rng = choiceRng("patched");
    const live = viewJson(carcassonne, s, 0);
    for (let step = 0; step < 30; step++) {
      const det = determinizeBoard(live, seedRng(`p${step}`));
      expect(viewJson(carcassonne, det, 0)).toEqual(live);
      playInPlace(carcassonne, s, rng, { stopAfter: 1 });
      Object.assign(live, viewJson(carcassonne, s, 0));
    }
  });

  it("refuses a view no game makes with a clear error", () => {
    const s = startGame(carcassonne, 2, { farmers: true }, "bad-view") as CarcState;
    const good = viewJson(carcassonne, s, 0);
    const rng = () => seedRng("x");
    expect(() => determinizeBoard({ ...good, board: [{ ...good.board[0]!, tile: "base-ZZ" }] }, rng())).toThrow(/unknown tile id base-ZZ/);
    expect(() => determinizeBoard({ ...good, tilesLeft: good.tilesLeft + 1 }, rng())).toThrow(/unseen tiles/);
    expect(() => determinizeBoard({ ...good, meeples: [{ seat: 0, x: 5, y: 5, feature: "r1" }] }, rng())).toThrow(/meeple/);
    expect(() => determinizeBoard({ ...good, game: "chess" }, rng())).toThrow(/unknown board game/);
    expect(() => determinizeBoard({ ...good, phase: "takeGold" } as unknown as CarcView, rng())).toThrow(/unknown phase takeGold/);
  });
});
