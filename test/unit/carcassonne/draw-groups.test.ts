/**
 * Draw groups (the seam the River's "river tiles first, the lake last of them" needs): a test-only set whose tiles
 * carry groups, and a module that orders two of them. Group by group each is drawn before the rest, uniformly within
 * the group; a group no module names is drawn with the rest; a tile set aside rejoins its own group.
 */
import { describe, expect, it } from "vitest";
import { defineBoardGame } from "../../../engine/carcassonne/board-game.ts";
import { boardPlay } from "../../../engine/carcassonne/board-rules.ts";
import { CARCASSONNE } from "../../../engine/carcassonne/game.ts";
import { incompleteFeatures } from "../../../engine/carcassonne/incomplete-features.ts";
import type { RuleModule } from "../../../engine/carcassonne/rule-module.ts";
import { logRecords, type CarcState } from "../../../engine/carcassonne/state.ts";
import { registerTileSet, tileKindById } from "../../../engine/carcassonne/tile-kinds.ts";
import type { TileData } from "../../../engine/carcassonne/tile-types.ts";
import { playOn, startGame } from "./test-games.ts";

const copy = (base: string, id: string, count: number, drawGroup: string): TileData => ({
  ...tileKindById(base)!.data,
  id,
  count,
  start: 0,
  drawGroup,
});
registerTileSet("testgroups", 910, [
  copy("base-U", "testgroups-first", 3, "g-first"),
  copy("base-V", "testgroups-last", 2, "g-last"),
  copy("base-W", "testgroups-unlisted", 2, "g-unlisted"),
]);
// A tile of the second group that fits nowhere: a veto refuses every placement.
registerTileSet("testgroupsx", 920, [copy("base-V", "testgroupsx-never", 1, "g-last")], { placementAllowed: () => false });

const ordered: RuleModule = { id: "test-groups", enabled: () => true, tileSet: "testgroups", drawOrder: ["g-first", "g-last"] };
const never: RuleModule = { id: "test-groups-never", enabled: (o) => o.returnUnplaceable === true, tileSet: "testgroupsx" };
const TEST_GAME = defineBoardGame({ ...CARCASSONNE, id: "test-groups", modules: [incompleteFeatures, ordered, never] });

function playOut(seed: string, returnUnplaceable: boolean): CarcState {
  const s = playOn(startGame(TEST_GAME, { firstSeat: 0, farmers: false, returnUnplaceable }, 2, seed));
  expect(boardPlay.toAct(s), `${seed}: the game ends`).toEqual([]);
  return s;
}

/** Tile ids in the order they came out of the bag: drawn to play, discarded, or set aside. */
function drawOrder(s: CarcState): string[] {
  return logRecords(s).flatMap((r) =>
    (r.key === "tileDrawn" || r.key === "tileDiscarded" || r.key === "tileReturned") && r.args.tile ? [r.args.tile] : [],
  );
}

describe("draw groups", () => {
  it("each ordered group is drawn before the rest, in the module's order; an unlisted group goes with the rest", () => {
    const rests = new Set<string>();
    for (const seed of ["groups-1", "groups-2", "groups-3", "groups-4"]) {
      const drawn = drawOrder(playOut(seed, false));
      expect(drawn.slice(0, 5), seed).toEqual([...Array(3).fill("testgroups-first"), ...Array(2).fill("testgroups-last")]);
      expect(
        drawn.slice(5).filter((id) => id.startsWith("testgroups-")),
        seed,
      ).toEqual(Array(2).fill("testgroups-unlisted"));
      expect(drawn.length, seed).toBe(72 - 1 + 3 + 2 + 2);
      rests.add(drawn.slice(5, 15).join(" "));
    }
    expect(rests.size, "the rest is drawn at random").toBe(4);
  });

  it("a tile set aside rejoins its own group, not the bottom of the bag, and the game still ends", () => {
    const s = playOut("groups-5", true);
    const drawn = drawOrder(s);
    expect(drawn.slice(0, 3)).toEqual(Array(3).fill("testgroups-first"));
    // Its group comes next; set aside, it is drawn again first on every later turn until nothing else fits.
    const turnsAfterGroups = logRecords(s).filter((r) => r.key === "tileDrawn").length - 5;
    const returned = drawn.filter((id) => id === "testgroupsx-never").length;
    expect(returned).toBeGreaterThanOrEqual(turnsAfterGroups);
    expect(s.tiles.length / 4).toBe(1 + 71 + 3 + 2 + 2);
  });
});
