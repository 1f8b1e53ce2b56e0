/**
 * A module adding points to one seat's share of a feature (the seam Traders & Builders' pig needs: a field's
 * completed cities are worth 4 instead of 3 to the seat whose pig stands there), proved with a test-only module that
 * gives seat 0 one more point a city for every field it scores. Farmers score 3 a completed city (rules digest §1);
 * the other seat's farms and every other feature keep the game's table, and the scores are the items' sums.
 */
import { describe, expect, it } from "vitest";
import { defineBoardGame } from "../../../engine/carcassonne/board-game.ts";
import { farmers } from "../../../engine/carcassonne/farmers.ts";
import { CARCASSONNE } from "../../../engine/carcassonne/game.ts";
import { incompleteFeatures } from "../../../engine/carcassonne/incomplete-features.ts";
import { featureKind } from "../../../engine/carcassonne/features.ts";
import type { RuleModule } from "../../../engine/carcassonne/rule-module.ts";
import type { ScoreItem } from "../../../engine/carcassonne/score-item.ts";
import { logRecords, type CarcState } from "../../../engine/carcassonne/state.ts";
import { K_OPEN } from "../../../engine/carcassonne/tile-kinds.ts";
import { playOn, startGame } from "./test-games.ts";

const seatZeroPig: RuleModule = {
  id: "test-seat-zero-pig",
  enabled: () => true,
  seatBonus: (s, root, seat, item) => (seat === 0 && featureKind(s, root) === K_OPEN ? (item.cities ?? 0) : 0),
};
const PIG = defineBoardGame({ ...CARCASSONNE, id: "test-seat-zero-pig", modules: [farmers, seatZeroPig, incompleteFeatures] });
const PLAIN = defineBoardGame({ ...CARCASSONNE, id: "test-plain-farms", modules: [farmers, incompleteFeatures] });
const SEEDS = ["pig-1", "pig-2", "pig-3", "pig-4", "pig-5", "pig-6", "pig-7", "pig-8"];

function played(game: typeof PIG, seed: string): { s: CarcState; items: ScoreItem[] } {
  const s = playOn(startGame(game, { firstSeat: 0, farmers: true }, 2, seed));
  return { s, items: logRecords(s).flatMap((r) => (r.key === "scored" ? [r.args.item] : [])) };
}

describe("a module's seat bonus", () => {
  it("seat 0's farms pay 4 a completed city, seat 1's 3; other features keep the table; scores sum the items", () => {
    const farms = { 0: 0, 1: 0 };
    for (const seed of SEEDS) {
      const { s, items } = played(PIG, seed);
      for (const it of items) {
        if (it.reason === "farm") {
          expect(it.points, JSON.stringify(it)).toBe((it.seat === 0 ? 4 : 3) * it.cities!);
          if (it.cities! > 0) farms[it.seat as 0 | 1]++;
        } else if (it.reason === "road") expect(it.points).toBe(it.tiles.length);
      }
      for (const seat of [0, 1])
        expect(s.scores[seat], `${seed} seat ${seat}`).toBe(items.filter((it) => it.seat === seat).reduce((a, it) => a + it.points, 0));
    }
    expect(farms[0]).toBeGreaterThan(0);
    expect(farms[1]).toBeGreaterThan(0);
  });

  it("without the module the same games pay every farm 3 a city", () => {
    let scored = 0;
    for (const seed of SEEDS)
      for (const it of played(PLAIN, seed).items.filter((it) => it.reason === "farm")) {
        expect(it.points).toBe(3 * it.cities!);
        scored += it.cities!;
      }
    expect(scored).toBeGreaterThan(0);
  });
});
