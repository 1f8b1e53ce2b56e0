/**
 * The turn's hooks Traders & Builders needs, each proved with a test-only module: `completed` sees every feature a
 * tile completes, occupied or not (goods go to whoever completes the city); `extraTile` gives the same seat a
 * second tile; `awardMajority` scores a final majority to every tied leader.
 */
import { describe, expect, it } from "vitest";
import { defineBoardGame } from "../../../engine/carcassonne/board-game.ts";
import { CARCASSONNE } from "../../../engine/carcassonne/game.ts";
import { incompleteFeatures } from "../../../engine/carcassonne/incomplete-features.ts";
import type { RuleModule } from "../../../engine/carcassonne/rule-module.ts";
import { awardMajority, completedBy } from "../../../engine/carcassonne/scoring.ts";
import { logRecords, type CarcState } from "../../../engine/carcassonne/state.ts";
import { playOn, startGame } from "./test-games.ts";

let seen: number[] = [];
let expected: number[] = [];
let majorities: number[][] = [];

const hooks: RuleModule = {
  id: "test-turn-hooks",
  enabled: () => true,
  completed(_t, root) {
    seen.push(root);
  },
  // The seat that played an even-numbered turn plays once more.
  extraTile: (t) => t.s.turns % 2 === 0,
  finalScoring(t) {
    for (const counts of majorities) awardMajority(t, counts, 10, "city");
  },
};
// What the core itself completes, read before the hook runs, for comparison.
const witness: RuleModule = {
  id: "test-turn-witness",
  enabled: () => true,
  beforeScoring(t) {
    expected.push(...completedBy(t.s, t.s.last));
  },
};
const TEST_GAME = defineBoardGame({ ...CARCASSONNE, id: "test-turn-hooks", modules: [incompleteFeatures, witness, hooks] });

/** Plays a whole game never placing a meeple (pass is the meeple step's first action). */
function playOut(seed: string, players = 2): CarcState {
  return playOn(startGame(TEST_GAME, { firstSeat: 0, farmers: false }, players, seed), (s, legal) =>
    s.phase === "meeple" ? legal[0]! : legal.at(-1)!,
  );
}

describe("turn hooks", () => {
  it("`completed` sees every completed feature, also those nobody stands in", () => {
    seen = [];
    expected = [];
    majorities = [];
    const s = playOut("turn-hooks-1");
    expect(seen.length).toBeGreaterThan(0);
    expect(seen).toEqual(expected);
    // Nobody placed a meeple, so nothing scored during play.
    expect(logRecords(s).filter((r) => r.key === "scored" && !r.args.item.final)).toEqual([]);
  });

  it("`extraTile` gives the seat that played an even turn the next tile too", () => {
    majorities = [];
    const s = playOut("turn-hooks-2", 3);
    const drawers = logRecords(s).flatMap((r) => (r.key === "tileDrawn" ? [r.args.seat] : []));
    // Turn n (0-based) is drawn by drawers[n]; after an even turn the same seat draws, after an odd one the next.
    for (let n = 1; n < drawers.length; n++) {
      const want = (n - 1) % 2 === 0 ? drawers[n - 1]! : (drawers[n - 1]! + 1) % 3;
      expect(drawers[n], `draw ${n}`).toBe(want);
    }
    expect(s.turns).toBe(drawers.length);
  });

  it("`awardMajority` scores every tied leader in full and nobody when all counts are 0", () => {
    majorities = [
      [2, 5, 5],
      [0, 0, 0],
      [1, 0, 0],
    ];
    const s = playOut("turn-hooks-3", 3);
    const items = logRecords(s).flatMap((r) => (r.key === "scored" && r.args.item.feature === null ? [r.args.item] : []));
    expect(items.map((it) => [it.seat, it.points, it.final])).toEqual([
      [1, 10, true],
      [2, 10, true],
      [0, 10, true],
    ]);
  });
});
