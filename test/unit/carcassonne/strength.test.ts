/**
 * A follower that counts for more (or less) than one in a majority, the seam Inns & Cathedrals' large meeple needs,
 * proved with test-only modules: one doubles seat 0's followers, one makes seat 1's count for nothing.
 */
import { describe, expect, it } from "vitest";
import { defineBoardGame } from "../../../engine/carcassonne/board-game.ts";
import { meeplesIn } from "../../../engine/carcassonne/features.ts";
import { CARCASSONNE } from "../../../engine/carcassonne/game.ts";
import { incompleteFeatures } from "../../../engine/carcassonne/incomplete-features.ts";
import type { RuleModule } from "../../../engine/carcassonne/rule-module.ts";
import { holdersIn } from "../../../engine/carcassonne/scoring.ts";
import { logRecords, type CarcState } from "../../../engine/carcassonne/state.ts";
import { playOn, startGame } from "./test-games.ts";

const doubled: RuleModule = { id: "test-double", enabled: () => true, strength: (_s, seat, _seg, n) => (seat === 0 ? 2 * n : n) };
const powerless: RuleModule = { id: "test-powerless", enabled: () => true, strength: (_s, seat, _seg, n) => (seat === 1 ? 0 : n) };
const DOUBLED = defineBoardGame({ ...CARCASSONNE, id: "test-strength-double", modules: [incompleteFeatures, doubled] });
const POWERLESS = defineBoardGame({ ...CARCASSONNE, id: "test-strength-powerless", modules: [incompleteFeatures, powerless] });

/** Plays `game` spreading its placements and placing a meeple whenever it can, until `stop` says so or the game ends. */
function play(game: typeof DOUBLED, seed: string, stop?: (s: CarcState) => boolean): CarcState {
  return playOn(
    startGame(game, { firstSeat: 0, farmers: true }, 2, seed),
    (s, legal) => (s.phase === "place" ? legal[(7 * s.turns) % legal.length] : legal.at(-1))!,
    stop,
  );
}

describe("a follower's strength", () => {
  it("counts each of a seat's meeples as many times as the module says", () => {
    const s = play(DOUBLED, "strength-1", (s) => s.meeples.length >= 4);
    for (let m = 0; m < s.meeples.length; m += 2) {
      const root = s.root[s.meeples[m + 1]!]!;
      const plain = meeplesIn(s, root);
      const weighted = holdersIn(s, root);
      expect(weighted.filter((seat) => seat === 0).length).toBe(2 * plain.filter((seat) => seat === 0).length);
      expect(weighted.filter((seat) => seat === 1).length).toBe(plain.filter((seat) => seat === 1).length);
    }
  });

  it("a seat whose followers count for nothing never scores with them, and still gets them back", () => {
    for (const seed of ["strength-2", "strength-3"]) {
      const s = play(POWERLESS, seed);
      const records = logRecords(s);
      const scored = records.flatMap((r) => (r.key === "scored" ? [r.args.item] : []));
      expect(scored.some((it) => it.seat === 0)).toBe(true);
      expect(scored.filter((it) => it.seat === 1)).toEqual([]);
      // More of seat 1's meeples were placed than stand on the board at the end: completed features gave them back.
      const placed = records.filter((r) => r.key === "meeplePlaced" && r.args.seat === 1).length;
      let standing = 0;
      for (let m = 0; m < s.meeples.length; m += 2) if (s.meeples[m] === 1) standing++;
      expect(placed).toBeGreaterThan(standing);
      expect(standing + s.supply[1]!).toBe(CARCASSONNE.meeples);
    }
  });
});
