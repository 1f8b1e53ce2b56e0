/**
 * A module changing what a feature is worth as it is scored (the seam an inn and a cathedral need), proved with a
 * test-only module that scores every road like an inn's: 2 a tile complete, 0 at the end. Cities keep the game's
 * table (2 a tile and 2 an emblem complete, 1 and 1 at the end: 001_… §3 and §"Sfârșitul jocului").
 */
import { describe, expect, it } from "vitest";
import { defineBoardGame } from "../../../engine/carcassonne/board-game.ts";
import { CARCASSONNE } from "../../../engine/carcassonne/game.ts";
import { incompleteFeatures } from "../../../engine/carcassonne/incomplete-features.ts";
import type { RuleModule } from "../../../engine/carcassonne/rule-module.ts";
import type { ScoreItem } from "../../../engine/carcassonne/score-item.ts";
import { logRecords } from "../../../engine/carcassonne/state.ts";
import { featureKind } from "../../../engine/carcassonne/features.ts";
import { K_ROUTE } from "../../../engine/carcassonne/tile-kinds.ts";
import { playOn, startGame } from "./test-games.ts";

const innRoads: RuleModule = {
  id: "test-inn-roads",
  enabled: () => true,
  featureRow: (s, root, complete, row) => (featureKind(s, root) === K_ROUTE ? { tile: complete ? 2 : 0, emblem: 0 } : row),
};
const TEST_GAME = defineBoardGame({ ...CARCASSONNE, id: "test-inn-roads", modules: [innRoads, incompleteFeatures] });
const PLAIN = defineBoardGame({ ...CARCASSONNE, id: "test-plain-roads", modules: [incompleteFeatures] });

/** Every score item of a whole game that places a meeple whenever it can (the meeple step's last action). */
function scoredItems(game: typeof TEST_GAME, seed: string): ScoreItem[] {
  const s = playOn(startGame(game, { firstSeat: 0, farmers: false }, 2, seed));
  return logRecords(s).flatMap((r) => (r.key === "scored" ? [r.args.item] : []));
}

describe("a module's feature row", () => {
  it("roads score 2 a tile complete and 0 at the end; cities and monasteries keep the game's table", () => {
    const items = ["row-1", "row-2", "row-3", "row-4", "row-5", "row-6"].flatMap((seed) => scoredItems(TEST_GAME, seed));
    const roads = items.filter((it) => it.reason === "road");
    expect(roads.some((it) => !it.final) && roads.some((it) => it.final)).toBe(true);
    for (const it of roads) expect(it.points, JSON.stringify(it)).toBe(it.final ? 0 : 2 * it.tiles.length);
    for (const it of items.filter((it) => it.reason === "city"))
      expect(it.points).toBe(it.final ? it.tiles.length + it.emblems : 2 * (it.tiles.length + it.emblems));
  });

  it("without the module the same game scores roads 1 a tile, at the end too", () => {
    const roads = scoredItems(PLAIN, "row-1").filter((it) => it.reason === "road");
    expect(roads.length).toBeGreaterThan(0);
    for (const it of roads) expect(it.points).toBe(it.tiles.length);
  });
});
