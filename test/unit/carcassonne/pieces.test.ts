/**
 * Pieces that are not meeples (the seam Traders & Builders' builder and pig need, rule-module.ts `PieceKind`): a
 * test-only module gives each seat one flag, placed at the meeple step instead of a meeple on a road of the tile
 * just placed. The step offers it after the meeples, opens for it alone when no meeple may go, places it in place
 * (the turn then scores and moves on like a meeple's), and refuses a bad one without changing anything.
 */
import { describe, expect, it } from "vitest";
import { isRuleError, ruleError } from "../../../engine/core/game-module.ts";
import type { CarcAction } from "../../../engine/carcassonne/actions.ts";
import { defineBoardGame } from "../../../engine/carcassonne/board-game.ts";
import { boardPlay } from "../../../engine/carcassonne/board-rules.ts";
import { placedKind } from "../../../engine/carcassonne/board.ts";
import { CARCASSONNE } from "../../../engine/carcassonne/game.ts";
import { incompleteFeatures } from "../../../engine/carcassonne/incomplete-features.ts";
import type { PieceKind, RuleModule } from "../../../engine/carcassonne/rule-module.ts";
import type { CarcState } from "../../../engine/carcassonne/state.ts";
import { K_ROUTE, tileKind } from "../../../engine/carcassonne/tile-kinds.ts";
import { startGame } from "./test-games.ts";

/** Per seat, the segment its flag stands on, or -1; kept in `ext` under a test-only key. */
const flags = (s: CarcState): number[] => (s.ext as Record<string, number[]>).testFlags!;
const FLAG = "flag" as CarcAction["type"];
const flagAction = (feature: string) => ({ type: FLAG, feature }) as unknown as CarcAction;

const flag: PieceKind = {
  action: FLAG,
  actions(s) {
    if (flags(s)[s.turn] !== -1) return [];
    return placedKind(s, s.last)
      .features.filter((f) => f.kind === K_ROUTE)
      .map((f) => flagAction(f.id));
  },
  place(_t, seat, a) {
    const s = _t.s;
    const feature = (a as unknown as { feature: string }).feature;
    if (flags(s)[seat] !== -1) return ruleError("no-flag", "Your flag is already on the board.");
    const f = placedKind(s, s.last).features.findIndex((g) => g.id === feature);
    if (f < 0 || placedKind(s, s.last).features[f]!.kind !== K_ROUTE) return ruleError("flag-not-road", "A flag goes on a road.");
    flags(s)[seat] = 8 * s.last + f;
    return null;
  },
};

const flagModule: RuleModule = {
  id: "test-flags",
  enabled: () => true,
  pieces: [flag],
  slice: {
    key: "testFlags",
    setup(s) {
      (s.ext as Record<string, number[]>).testFlags = new Array<number>(s.players).fill(-1);
    },
    clone(s) {
      (s.ext as Record<string, number[]>).testFlags = flags(s).slice();
    },
    fromView() {
      throw new Error("not used by this test");
    },
  },
};
const TEST_GAME = defineBoardGame({ ...CARCASSONNE, id: "test-flags", modules: [incompleteFeatures, flagModule] });

/** A new game whose first tile has a road (the first seed that deals one), placed at its first legal spot. */
function onRoad(seed: string, prepare: (s: CarcState) => void = () => {}): CarcState {
  for (let n = 0; ; n++) {
    const s0 = boardPlay.scratch(startGame(TEST_GAME, { firstSeat: 0, farmers: false }, 2, `${seed}-${n}`));
    if (s0.current < 0 || !tileKind(s0.current).features.some((f) => f.kind === K_ROUTE)) continue;
    prepare(s0);
    return act(s0, boardPlay.legalActions(s0, 0)[0]!);
  }
}

function act(s: CarcState, action: CarcAction): CarcState {
  const out = boardPlay.apply(s, boardPlay.toAct(s)[0]!, action);
  if (isRuleError(out)) throw new Error(`${out.code}: ${out.message}`);
  return out.state;
}

describe("pieces besides meeples", () => {
  it("are offered at the meeple step after the meeples, and placing one ends the step like a meeple", () => {
    const s = onRoad("flags-1");
    const legal = boardPlay.legalActions(s, 0);
    const kinds = legal.map((a) => a.type as string);
    expect(kinds[0]).toBe("pass");
    const roads = placedKind(s, s.last)
      .features.filter((f) => f.kind === K_ROUTE)
      .map((f) => f.id);
    expect(roads.length).toBeGreaterThan(0);
    expect(legal.filter((a) => (a.type as string) === "flag")).toEqual(roads.map(flagAction));
    // flags come after every meeple action
    expect(kinds.lastIndexOf("meeple")).toBeLessThan(kinds.indexOf("flag"));
    const supply = s.supply.slice();
    const t = act(s, flagAction(roads[0]!));
    expect(flags(t)[0]).toBe(8 * s.last + placedKind(s, s.last).features.findIndex((f) => f.id === roads[0]));
    expect(flags(s)[0]).toBe(-1); // the state given to apply is unchanged
    expect(t.supply).toEqual(supply); // no meeple left the supply
    expect(boardPlay.toAct(t)).toEqual([1]); // the turn moved on
  });

  it("refuses a bad placement with the piece's own error and changes nothing", () => {
    const s = onRoad("flags-2");
    const other = placedKind(s, s.last).features.find((f) => f.kind !== K_ROUTE)!;
    const before = JSON.stringify(s);
    const out = boardPlay.applyInPlace(s, 0, flagAction(other.id));
    expect(isRuleError(out) && out.code).toBe("flag-not-road");
    expect(JSON.stringify(s)).toBe(before);
    // a type no piece and no meeple step knows stays the core's refusal
    const odd = boardPlay.applyInPlace(s, 0, { type: "sheep", feature: "r1" } as unknown as CarcAction);
    expect(isRuleError(odd) && odd.code).toBe("wrong-phase");
  });

  it("the step opens for a piece alone: no meeple left in the supply, a flag still to place", () => {
    const s = onRoad("flags-3", (x) => (x.supply[0] = 0));
    expect(s.phase).toBe("meeple");
    const legal = boardPlay.legalActions(s, 0);
    expect(legal.length).toBeGreaterThan(1);
    expect(legal.every((a) => a.type === "pass" || (a.type as string) === "flag")).toBe(true);
  });
});
