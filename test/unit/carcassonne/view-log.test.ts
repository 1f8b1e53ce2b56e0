/**
 * A board game's view carries the records a player reads and no bookkeeping: tile draws (the view's `tile` shows
 * the drawn tile) and meeples going home (the score record implies them) stay in the state's log and in apply's
 * events, and every other record of the state's log is in the view's log, in order.
 */
import { describe, expect, it } from "vitest";
import { carcassonne } from "../../../engine/carcassonne/game.ts";
import { starWars } from "../../../engine/carcassonne/star-wars/game.ts";
import { logRecords, type CarcState } from "../../../engine/carcassonne/state.ts";
import { randomPlayout } from "../../bench/playout.ts";

describe("the view's log", () => {
  it.each([
    ["carcassonne", carcassonne, { farmers: true, goldMines: true }],
    ["starwars", starWars, {}],
  ] as const)("%s: the state's records less draws and meeples going home", (_id, game, options) => {
    const { state } = randomPlayout(game, 3, options, "view-log");
    const s = state as CarcState;
    const all = logRecords(s);
    expect(all.some((r) => r.key === "tileDrawn")).toBe(true);
    expect(all.some((r) => r.key === "meeplesReturned")).toBe(true);
    for (const seat of [0, null]) {
      const shown = game.view(s, seat).log;
      expect(shown.some((r) => r.key === "tileDrawn" || r.key === "meeplesReturned")).toBe(false);
      expect(shown).toEqual(all.filter((r) => r.key !== "tileDrawn" && r.key !== "meeplesReturned"));
    }
  });
});
