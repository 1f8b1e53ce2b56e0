/** Star Wars meeple step in the turn UI: planet targets (free vs attack), the small/big choice, and the actions sent. */
import { describe, expect, it } from "vitest";
import {
  bigChosen,
  meepleSizes,
  NO_CHOICE,
  offerFor,
  overlayFor,
  pendingAction,
  planetAt,
  showSizeToggle,
} from "../../../client/src/games/carcassonne/turn-ui.ts";
import { carcassonne } from "../../../engine/carcassonne/game.ts";
import type { CarcState } from "../../../engine/carcassonne/state.ts";
import { isRuleError } from "../../../engine/core/game-module.ts";
import { beforeAttack, play, starWars as g, swStart } from "./sw-fixtures.ts";

describe("Star Wars turn UI", () => {
  it("shows the planets around the placed tile, marked as an attack when occupied, only to the acting seat", () => {
    const s = beforeAttack();
    const v = g.view(s, 0);
    expect(v.sw!.planetTargets).toEqual([{ x: 0, y: 1 }]);
    expect(overlayFor(v, 0, NO_CHOICE).planets).toEqual([{ x: 0, y: 1, name: "Kamino", attack: true, selected: false }]);
    expect(overlayFor(v, 0, { ...NO_CHOICE, planet: { x: 0, y: 1 } }).planets[0]!.selected).toBe(true);
    expect(overlayFor(g.view(s, 1), 1, NO_CHOICE).planets).toEqual([]);
    expect(overlayFor(g.view(s, null), null, NO_CHOICE).planets).toEqual([]);
    expect(planetAt(v, 0, 1)).toEqual({ name: "Kamino", occupied: true });
    expect(planetAt(v, 1, 0)).toBeNull();
  });

  it("the meeple step's offer (spots, planets) is the view's: a chosen planet or spot only marks it selected", () => {
    const v = g.view(beforeAttack(), 0);
    const offer = offerFor(v, 0, null);
    expect(offer.planets).toEqual([{ x: 0, y: 1, name: "Kamino", attack: true }]);
    expect(offer.spots.map((p) => p.feature).sort()).toEqual([...v.meepleTargets].sort());
    for (const choice of [NO_CHOICE, { ...NO_CHOICE, planet: { x: 0, y: 1 } }, { ...NO_CHOICE, spot: v.meepleTargets[0]! }]) {
      expect(overlayFor(v, 0, choice, offer)).toEqual(overlayFor(v, 0, choice));
    }
  });

  it("a free planet is a landing, not an attack", () => {
    let s = swStart();
    s = play(s, 1, { type: "place", x: 0, y: 1, rotation: 0 });
    s = play(s, 1, { type: "pass" });
    s = play(s, 0, { type: "place", x: 1, y: 0, rotation: 0 });
    expect(overlayFor(g.view(s, 0), 0, NO_CHOICE).planets).toEqual([{ x: 0, y: 1, name: "Kamino", attack: false, selected: false }]);
  });

  it("the small/big toggle shows while both sizes are in the supply and decides the action's size", () => {
    const s = beforeAttack();
    const v = g.view(s, 0);
    expect(meepleSizes(v, 0)).toEqual({ small: true, big: true });
    expect(showSizeToggle(v, 0)).toBe(true);
    expect(showSizeToggle(g.view(s, 1), 1)).toBe(false);
    const planet = { ...NO_CHOICE, planet: { x: 0, y: 1 } };
    expect(pendingAction(v, planet)).toEqual({ type: "planet", x: 0, y: 1 });
    expect(pendingAction(v, { ...planet, big: true })).toEqual({ type: "planet", x: 0, y: 1, big: true });
    expect(pendingAction(v, { ...NO_CHOICE, spot: "r1", big: true })).toEqual({ type: "meeple", feature: "r1", big: true });
    expect(pendingAction(v, { ...NO_CHOICE, planet: { x: 5, y: 5 } })).toBeNull();
    for (const c of [planet, { ...planet, big: true }, { ...NO_CHOICE, spot: "r1" }]) {
      const out = g.apply(s, 0, pendingAction(v, c)!);
      if (isRuleError(out)) throw new Error(out.message);
    }
  });

  it("once the big meeple is out only small ones are sent, and the toggle hides", () => {
    const s = play(beforeAttack(), 0, { type: "planet", x: 0, y: 1, big: true });
    const s2 = play(s, 1, g.legalActions(s, 1)[0]!);
    const v = g.view(s2, 1);
    expect(v.phase).toBe("meeple");
    // Seat 1 lost the battle: its small meeple came back, its big one never left.
    expect(meepleSizes(v, 1)).toEqual({ small: true, big: true });
    const v0 = g.view(s2, 0);
    expect(meepleSizes(v0, 0)).toEqual({ small: true, big: false });
    expect(bigChosen(v0, 0, { ...NO_CHOICE, big: true })).toBe(false);
  });

  it("with only the big meeple left, the big one is sent without a toggle", () => {
    const s = beforeAttack();
    const v = g.view(s, 0);
    const onlyBig = { ...v, supply: v.supply.map((n, i) => (i === 0 ? 1 : n)) };
    expect(showSizeToggle(onlyBig, 0)).toBe(false);
    expect(pendingAction(onlyBig, { ...NO_CHOICE, spot: "r1" })).toEqual({ type: "meeple", feature: "r1", big: true });
  });

  it("Carcassonne meeple actions stay as they were (no size, no planets)", () => {
    const c = carcassonne.setup(2, carcassonne.parseOptions({ firstSeat: 0 }) as never, "ui", { deck: ["base-V", "base-B"] }) as CarcState;
    const placed = carcassonne.apply(c, 0, carcassonne.legalActions(c, 0)[0]!);
    if (isRuleError(placed)) throw new Error(placed.message);
    const v = carcassonne.view(placed.state, 0);
    expect(v.phase).toBe("meeple");
    expect(showSizeToggle(v, 0)).toBe(false);
    expect(overlayFor(v, 0, NO_CHOICE).planets).toEqual([]);
    expect(pendingAction(v, { ...NO_CHOICE, spot: v.meepleTargets[0]!, big: true })).toEqual({
      type: "meeple",
      feature: v.meepleTargets[0],
    });
  });
});
