/**
 * A tile set's own placement rule on top of matching edges (the seam the River's "continue the river, no U-turn"
 * needs): a test-only set whose veto allows rotation 0 only, and never west of the start tile. Every way the core
 * lists or checks placements honours it: the legal actions, a refused action, "fits nowhere", and the client's hints.
 */
import { describe, expect, it } from "vitest";
import { isRuleError } from "../../../engine/core/game-module.ts";
import { canPlace, legalPlacements, placementProblem } from "../../../engine/carcassonne/board.ts";
import { defineBoardGame } from "../../../engine/carcassonne/board-game.ts";
import { boardPlay } from "../../../engine/carcassonne/board-rules.ts";
import { CARCASSONNE } from "../../../engine/carcassonne/game.ts";
import { placementHints } from "../../../engine/carcassonne/hints.ts";
import { incompleteFeatures } from "../../../engine/carcassonne/incomplete-features.ts";
import type { RuleModule } from "../../../engine/carcassonne/rule-module.ts";
import { keyX, keyY } from "../../../engine/carcassonne/state.ts";
import { registerTileSet, tileKind, tileKindById, type PlacementVeto } from "../../../engine/carcassonne/tile-kinds.ts";
import { boardView } from "../../../engine/carcassonne/view.ts";
import { playOn, startGame } from "./test-games.ts";

let asked = 0;
const veto: PlacementVeto = (_b, _kind, key, rotation) => {
  asked++;
  return rotation === 0 && keyX(key) >= 0;
};
// A straight road (base-U's edges) under its own set name, at kind numbers no real set uses.
registerTileSet("testveto", 900, [{ ...tileKindById("base-U")!.data, id: "testveto-U", count: 6, start: 0 }], {
  placementAllowed: veto,
});
const ROAD = tileKindById("testveto-U")!;
const vetoSet: RuleModule = { id: "test-veto", enabled: () => true, tileSet: "testveto" };
const TEST_GAME = defineBoardGame({ ...CARCASSONNE, id: "test-veto", modules: [incompleteFeatures, vetoSet] });

const start = (seed: string) => startGame(TEST_GAME, { firstSeat: 0, farmers: true }, 2, seed);

describe("a tile set's placement veto", () => {
  it("keeps only the placements the veto allows, and asks only about ones whose edges fit", () => {
    const s = start("veto-1");
    const plain = tileKindById("base-U")!;
    const fitting = legalPlacements(s, plain);
    asked = 0;
    const allowed = legalPlacements(s, ROAD);
    expect(asked).toBe(fitting.length);
    expect(allowed.length).toBeGreaterThan(0);
    expect(allowed).toEqual(fitting.filter(([key, r]) => r === 0 && keyX(key) >= 0));
    for (const [key, r] of fitting) {
      const ok = r === 0 && keyX(key) >= 0;
      expect(placementProblem(s, ROAD, key, r)).toBe(ok ? null : "placement-forbidden");
    }
    expect(canPlace(s, ROAD)).toBe(true);
  });

  it("a kind whose every fitting placement is vetoed fits nowhere", () => {
    const s = start("veto-2");
    // The same board with only its frontier cells west of the start tile, where the veto allows nothing.
    const west = legalPlacements(s, tileKindById("base-U")!).filter(([key]) => keyX(key) < 0);
    expect(west.length).toBeGreaterThan(0);
    const shifted = { ...s, frontier: s.frontier.filter((k) => keyX(k) < 0) };
    shifted.frontierSig = s.frontierSig.filter((_, f) => keyX(s.frontier[f]!) < 0);
    expect(canPlace(shifted, ROAD)).toBe(false);
    expect(legalPlacements(shifted, ROAD)).toEqual([]);
  });

  it("games list only allowed placements, refuse the others without changing the state, and hints agree", () => {
    for (const seed of ["veto-3", "veto-4", "veto-5"]) {
      let seen = 0;
      // Checks every turn that draws the vetoed kind, then plays on as `lastAction` would.
      playOn(start(seed), (s, legal) => {
        if (s.phase === "place" && tileKind(s.current) === ROAD) {
          seen++;
          const seat = s.turn;
          const places = legal.flatMap((a) => (a.type === "place" ? [a] : []));
          expect(places.every((a) => a.rotation === 0 && a.x >= 0)).toBe(true);
          const hints = placementHints(boardView(s, seat, [seat], {}), ROAD.id);
          expect(hints.map((h) => [h.x, h.y, h.rotation])).toEqual(places.map((a) => [a.x, a.y, a.rotation]));
          const vetoed = legalPlacements(s, tileKindById("base-U")!).find(([key, r]) => r !== 0 || keyX(key) < 0);
          if (vetoed) {
            const [key, rotation] = vetoed;
            const before = JSON.stringify(s);
            const out = boardPlay.apply(s, seat, { type: "place", x: keyX(key), y: keyY(key), rotation });
            expect(isRuleError(out) && out.code).toBe("placement-forbidden");
            expect(JSON.stringify(s)).toBe(before);
          }
        }
        return legal.at(-1)!;
      });
      expect(seen, seed).toBeGreaterThan(0);
    }
  });
});
