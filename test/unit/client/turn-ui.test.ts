/** The player's un-sent turn choices and the overlay they draw, checked against the engine's own legality. */
import { describe, expect, it } from "vitest";
import { carcassonne as g } from "../../../engine/carcassonne/game.ts";
import type { CarcState } from "../../../engine/carcassonne/state.ts";
import { isRuleError } from "../../../engine/core/game-module.ts";
import {
  hintsByCell,
  NO_CHOICE,
  nextLegalRotation,
  offerFor,
  overlayFor,
  pendingAction,
  tileToPlace,
} from "../../../client/src/games/carcassonne/turn-ui.ts";

function start(options: object = {}): CarcState {
  return g.setup(2, g.parseOptions({ firstSeat: 0, ...options }) as never, "ui", { deck: ["base-V", "base-B", "base-U"] }) as CarcState;
}

describe("turn UI", () => {
  it("highlights exactly the engine's legal cells, only for the seat to act", () => {
    const s = start();
    const v = g.view(s, 0);
    const legal = g.legalActions(s, 0).map((a) => (a.type === "place" ? `${a.x},${a.y}` : ""));
    const hinted = [...hintsByCell(v, v.tile!).keys()];
    expect(new Set(hinted)).toEqual(new Set(legal));
    expect(overlayFor(v, 0, NO_CHOICE).cells).toHaveLength(hinted.length);
    expect(overlayFor(g.view(s, 1), 1, NO_CHOICE).cells).toHaveLength(0);
    expect(overlayFor(g.view(s, null), null, NO_CHOICE).cells).toHaveLength(0);
  });

  it("nextLegalRotation turns clockwise to the next legal rotation", () => {
    expect(nextLegalRotation([1, 3], 0)).toBe(1);
    expect(nextLegalRotation([1, 3], 2)).toBe(3);
    expect(nextLegalRotation([1, 3], 4)).toBe(1);
    expect(nextLegalRotation([0], 3)).toBe(0);
  });

  it("a chosen cell and rotation become a place action the engine accepts, then meeple spots appear", () => {
    const s = start();
    const v = g.view(s, 0);
    const [cell, rots] = [...hintsByCell(v, v.tile!)][0]!;
    const [x, y] = cell.split(",").map(Number) as [number, number];
    const choice = { ...NO_CHOICE, cell: { x, y }, rotation: rots[0]! };
    expect(overlayFor(v, 0, choice).ghost).toEqual({ tile: "base-V", x, y, rotation: rots[0] });
    const action = pendingAction(v, choice)!;
    const out = g.apply(s, 0, action);
    if (isRuleError(out)) throw new Error(out.message);
    const v2 = g.view(out.state, 0);
    expect(v2.phase).toBe("meeple");
    const spots = overlayFor(v2, 0, NO_CHOICE).spots;
    expect(spots.map((p) => p.feature).sort()).toEqual([...v2.meepleTargets].sort());
    for (const p of spots) {
      expect(p.x).toBeGreaterThanOrEqual(x * 100);
      expect(p.x).toBeLessThanOrEqual(x * 100 + 100);
      expect(p.y).toBeGreaterThanOrEqual(y * 100);
      expect(p.y).toBeLessThanOrEqual(y * 100 + 100);
    }
    expect(pendingAction(v2, { ...NO_CHOICE, spot: spots[0]!.feature })).toEqual({ type: "meeple", feature: spots[0]!.feature });
    expect(pendingAction(v2, NO_CHOICE)).toBeNull();
  });

  it("gold targets are the placed tiles around a gold tile", () => {
    const s0 = g.setup(2, g.parseOptions({ firstSeat: 0, goldMines: true }) as never, "ui", {
      deck: ["goldmines-H", "base-B"],
    }) as CarcState;
    const place = g.legalActions(s0, 0)[0]!;
    const out = g.apply(s0, 0, place);
    if (isRuleError(out)) throw new Error(out.message);
    const v = g.view(out.state, 0);
    expect(v.phase).toBe("gold");
    const targets = overlayFor(v, 0, NO_CHOICE).targets;
    expect(targets).toEqual(g.legalActions(out.state, 0).map((a) => (a.type === "gold" ? { x: a.x, y: a.y } : null)));
  });

  it("with a hand of three, the chosen hand tile is placed and named in the action", () => {
    const s = g.setup(2, g.parseOptions({ firstSeat: 0, handOfThree: true }) as never, "ui") as CarcState;
    const v = g.view(s, 0);
    const tile = v.hand![1]!;
    const [cell, rots] = [...hintsByCell(v, tile)][0]!;
    const [x, y] = cell.split(",").map(Number) as [number, number];
    const a = pendingAction(v, { ...NO_CHOICE, tile, cell: { x, y }, rotation: rots[0]! });
    expect(a).toMatchObject({ type: "place", tile });
    expect(isRuleError(g.apply(s, 0, a!))).toBe(false);
  });

  it("the offer is the view's, whatever the choice: overlays drawn on one precomputed offer equal those computed afresh", () => {
    const s = g.setup(2, g.parseOptions({ firstSeat: 0, handOfThree: true }) as never, "ui") as CarcState;
    const v = g.view(s, 0);
    for (const tile of v.hand!) {
      const offer = offerFor(v, 0, tile);
      expect(offer.tile).toBe(tile);
      expect(offer.hints).toEqual(hintsByCell(v, tile));
      const [cell, rots] = [...offer.hints][0]!;
      const [x, y] = cell.split(",").map(Number) as [number, number];
      for (const choice of [
        { ...NO_CHOICE, tile },
        { ...NO_CHOICE, tile, cell: { x, y }, rotation: rots[0]! },
      ]) {
        expect(tileToPlace(v, choice)).toBe(tile);
        expect(overlayFor(v, 0, choice, offer)).toEqual(overlayFor(v, 0, choice));
      }
    }
    // Nothing is offered to a seat that is not to act, nor to a spectator.
    expect(offerFor(g.view(s, 1), 1, v.hand![0]!).cells).toEqual([]);
    expect(offerFor(g.view(s, null), null, v.hand![0]!).cells).toEqual([]);
  });
});
