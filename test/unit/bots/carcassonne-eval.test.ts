/**
 * The Carcassonne evaluation's completion models (engine/carcassonne/bot-completion.ts, bot-eval.ts): the
 * search levels read a feature's chance from the tiles still to come — a city whose open cell no remaining tile
 * fits is worth only its end-of-game value and its meeple counts as lost, a monastery beside such a cell is never
 * completed — while the greedy baseline keeps the simple model; both are pure functions of the state.
 */
import { describe, expect, it } from "vitest";
import { BASELINE_TERMS, evaluateBoard, featureWorth, SEARCH_TERMS, supplyWorth, tilesLeft } from "../../../engine/carcassonne/bot-eval.ts";
import { simpleCompletion, tileCompletion } from "../../../engine/carcassonne/bot-completion.ts";
import { featureValue } from "../../../engine/carcassonne/scoring.ts";
import { tileKindById } from "../../../engine/carcassonne/tiles.ts";
import type { CarcState } from "../../../engine/carcassonne/state.ts";
import { Game, rootOf } from "../carcassonne/helpers.ts";

/** Seat 0's meeple in the city of the start tile and a city band north of it: one open cell, at (0,-2). */
function openCity(): { s: CarcState; root: number } {
  const g = new Game(["base-F", "base-U", "base-U"], { farmers: false });
  g.placeMeeple(0, -1, 1, "e1");
  return { s: g.s, root: rootOf(g.s, 0, -1, "e1") };
}

/** The state with the tiles to come replaced by `ids` (the drawn tile first). */
function withTiles(s: CarcState, ids: string[]): CarcState {
  const kinds = ids.map((id) => tileKindById(id)!.index);
  return { ...s, current: kinds[0]!, bag: kinds.slice(1) };
}

describe("completion from the tiles still to come", () => {
  it("a city whose open cell no remaining tile fits is worth its incomplete value, and its meeple is stuck", () => {
    const { s: s0, root } = openCity();
    // only straight roads and cloisters left: nothing shows a city edge to the cell north of the band
    const s = withTiles(s0, ["base-U", "base-U", "base-B", "base-U"]);
    const chance = tileCompletion(s);
    expect(chance.route(root)).toBe(0);
    expect(featureWorth(s, root, chance)).toBe(featureValue(s, root, false));
    // the simple model cannot tell: it still counts a good chance of finishing
    expect(simpleCompletion(s, tilesLeft(s)).route(root)).toBeGreaterThan(0.3);
    // the meeple in the dead city adds nothing back to seat 0's supply
    const v = evaluateBoard(s, SEARCH_TERMS);
    expect(v[0]! - v[1]!).toBeCloseTo(
      featureValue(s, root, false) + supplyWorth(s.supply[0]!, tilesLeft(s), 2) - supplyWorth(s.supply[1]!, tilesLeft(s), 2),
    );
  });

  it("the same city is likely to close when city caps are still to come, likelier the more there are", () => {
    const { s: s0, root } = openCity();
    const few = tileCompletion(withTiles(s0, ["base-U", "base-E", ...new Array<string>(20).fill("base-U")])).route(root);
    const many = tileCompletion(
      withTiles(s0, ["base-E", "base-E", "base-E", "base-E", "base-E", ...new Array<string>(17).fill("base-U")]),
    ).route(root);
    expect(few).toBeGreaterThan(0);
    expect(many).toBeGreaterThan(few);
    const s = withTiles(s0, ["base-E", "base-E", "base-E", "base-E", "base-E", ...new Array<string>(17).fill("base-U")]);
    expect(featureWorth(s, root, tileCompletion(s))).toBeGreaterThan(featureValue(s, root, false));
  });

  it("a monastery beside a cell no remaining tile fits is never completed", () => {
    // the cloister south of the start tile's road; its north-west neighbour (-1,0) touches the road's west end
    const g = new Game(["base-B", "base-U"], { farmers: false });
    g.placeMeeple(0, 1, 0, rootFeature("base-B"));
    const root = rootOf(g.s, 0, 1, rootFeature("base-B"));
    // tiles without a road end: none fits west of the start tile, whose road runs into that cell
    const s = withTiles(g.s, ["base-E", "base-E", "base-C"]);
    expect(tileCompletion(s).centerFills(root)).toContain(0);
    const alive = withTiles(g.s, ["base-U", "base-E", "base-C"]);
    expect(tileCompletion(alive).centerFills(root)).not.toContain(0);
  });

  it("a game may fill centres by its own numbers (Star Wars' planets): other chances, never over its cap, dead cells still 0", () => {
    const g = new Game(["base-B", "base-U"], { farmers: false });
    g.placeMeeple(0, 1, 0, rootFeature("base-B"));
    const root = rootOf(g.s, 0, 1, rootFeature("base-B"));
    const alive = withTiles(g.s, ["base-U", "base-E", "base-C"]);
    const usual = tileCompletion(alive).centerFills(root),
      planet = tileCompletion(alive, { max: 0.85, span: 14, draws: 0.25 }).centerFills(root);
    expect(planet).toHaveLength(usual.length);
    for (const p of planet) expect(p).toBeLessThanOrEqual(0.85);
    expect(planet).not.toEqual(usual);
    expect(
      tileCompletion(withTiles(g.s, ["base-E", "base-E", "base-C"]), { max: 0.85, span: 14, draws: 0.25 }).centerFills(root),
    ).toContain(0);
  });

  it("is a pure function of the state; the baseline's terms ignore which tiles remain", () => {
    const { s: s0 } = openCity();
    const a = withTiles(s0, ["base-U", "base-U", "base-B", "base-U"]);
    const b = withTiles(s0, ["base-E", "base-E", "base-E", "base-E"]);
    expect(evaluateBoard(a, SEARCH_TERMS)).toEqual(evaluateBoard(structuredClone(a), SEARCH_TERMS));
    expect(evaluateBoard(a, BASELINE_TERMS)).toEqual(evaluateBoard(b, BASELINE_TERMS));
    expect(evaluateBoard(a, SEARCH_TERMS)[0]).toBeLessThan(evaluateBoard(b, SEARCH_TERMS)[0]!);
  });
});

/** The data id of a tile kind's monastery. */
function rootFeature(id: string): string {
  const kind = tileKindById(id)!;
  return kind.features[kind.center]!.id;
}
