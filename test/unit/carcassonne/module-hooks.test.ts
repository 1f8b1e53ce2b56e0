/**
 * What a new expansion plugs into without touching the core (the River would be one folder
 * and one list entry): a test-only game whose one extra module brings its own start tile and draws its own tiles
 * first (as the River's spring and river tiles would), declared in a BoardGameDef like the real games.
 */
import { describe, expect, it } from "vitest";
import { nextInt } from "../../../engine/core/prng.ts";
import { defineBoardGame } from "../../../engine/carcassonne/board-game.ts";
import { incompleteFeatures } from "../../../engine/carcassonne/incomplete-features.ts";
import type { RuleModule } from "../../../engine/carcassonne/rule-module.ts";
import { logRecords } from "../../../engine/carcassonne/state.ts";
import { CARCASSONNE } from "../../../engine/carcassonne/game.ts";
import { tileKind } from "../../../engine/carcassonne/tiles.ts";
import { lastAction, playOn, startGame } from "./test-games.ts";

const MONASTERIES = new Set(["base-A", "base-B"]);

/** Starts on a lone monastery and draws every monastery before any other tile. */
const monasteriesFirst: RuleModule = {
  id: "test-monasteries-first",
  enabled: () => true,
  startTile: "base-B",
  drawTile(s) {
    const mine = s.bag.flatMap((k, i) => (MONASTERIES.has(tileKind(k).id) ? [i] : []));
    if (mine.length === 0) return -1;
    const i = mine[nextInt(s.rng, mine.length)]!;
    return s.bag.splice(i, 1)[0]!;
  },
};

const TEST_GAME = defineBoardGame({ ...CARCASSONNE, id: "test-monasteries-first", modules: [incompleteFeatures, monasteriesFirst] });

const start = (seed: string) => startGame(TEST_GAME, { firstSeat: 0, farmers: true }, 2, seed);

describe("a module's start tile and draw hook", () => {
  it("the module's start tile replaces the game's", () => {
    const s = start("hooks-1");
    expect(tileKind(s.tiles[2]!).id).toBe("base-B");
  });

  it("the module's tiles are drawn first, then the core draws the rest", () => {
    for (const seed of ["hooks-1", "hooks-2", "hooks-3"]) {
      const s = playOn(start(seed), lastAction, undefined, 12);
      const drawn = logRecords(s).flatMap((r) => (r.key === "tileDrawn" && r.args.tile ? [r.args.tile] : []));
      const monasteryCount = 2 + 4; // base-A ×2, base-B ×4 (001_… §Componente)
      expect(
        drawn.slice(0, monasteryCount).every((id) => MONASTERIES.has(id)),
        `${seed}: ${drawn.join(" ")}`,
      ).toBe(true);
      expect(
        drawn.slice(monasteryCount).some((id) => MONASTERIES.has(id)),
        seed,
      ).toBe(false);
      expect(drawn.length).toBeGreaterThan(monasteryCount);
    }
  });
});
