/**
 * Edge kinds as a table (tile-kinds.ts `registerEdgeKind`): a tile set may add an edge kind (the River's water) that
 * must meet the same kind on a neighbour and joins no feature across the edge, so the fields beside it stay apart.
 * A test-only kind "x" at code 6, the last one a 3-bit side holds, on a test-only set at kind numbers no set uses.
 */
import { describe, expect, it } from "vitest";
import { legalPlacements, putTile } from "../../../engine/carcassonne/board.ts";
import { addTileFeatures, featureSegs } from "../../../engine/carcassonne/features.ts";
import { posKey } from "../../../engine/carcassonne/state.ts";
import { edgeCode, registerEdgeKind, registerTileSet, SIG_EMPTY, sigSide, tileKindById } from "../../../engine/carcassonne/tile-kinds.ts";
import type { TileData } from "../../../engine/carcassonne/tile-types.ts";
import { CARCASSONNE } from "../../../engine/carcassonne/game.ts";
import { startGame } from "./test-games.ts";

registerEdgeKind("x", 6);
const CHANNEL: TileData = {
  id: "testedge-channel",
  count: 4,
  start: 0,
  edges: "oxox",
  description: "a channel east-west between two fields",
  features: [
    { id: "o1", kind: "open", halves: ["Wn", "Nw", "Ne", "En"] },
    { id: "o2", kind: "open", halves: ["Es", "Se", "Sw", "Ws"] },
  ],
};
registerTileSet("testedge", 940, [CHANNEL]);

describe("edge kinds added by a tile set", () => {
  it("a code is fixed once: the same letter again is a no-op, a clash or a code past 3 bits throws", () => {
    expect(edgeCode("x")).toBe(6);
    expect(() => registerEdgeKind("x", 6)).not.toThrow();
    expect(() => registerEdgeKind("x", 5)).toThrow(/clashes/);
    expect(() => registerEdgeKind("y", 1)).toThrow(/clashes/);
    expect(() => registerEdgeKind("y", SIG_EMPTY)).toThrow(/does not fit/);
    expect(edgeCode("y")).toBe(-1);
  });

  it("a tile naming an unregistered edge letter is refused when its set is registered", () => {
    expect(() => registerTileSet("testedge-bad", 950, [{ ...CHANNEL, id: "testedge-bad", edges: "oyoy" }])).toThrow(/unregistered/);
    expect(tileKindById("testedge-bad")).toBeUndefined();
  });

  it("the new kind meets only itself, and joins no feature across it: the fields on its two sides stay apart", () => {
    const s = startGame(CARCASSONNE, { firstSeat: 0 }, 2, "edge-kinds");
    const channel = tileKindById("testedge-channel")!;
    const fitting = legalPlacements(s, channel);
    expect(fitting.length).toBeGreaterThan(0);
    for (const [key, r] of fitting) {
      const sig = s.frontierSig[s.frontier.indexOf(key)]!;
      for (let d = 0; d < 4; d++) if (sigSide(sig, d) !== SIG_EMPTY) expect(channel.rot[r]!.edge[d]).toBe(sigSide(sig, d));
    }
    // south of the start tile (its field side), x sides east and west: the north field joins the start tile's
    const south = posKey(0, 1);
    expect(fitting).toContainEqual([south, 0]);
    const i = putTile(s, channel, south, 0, 1, 0);
    addTileFeatures(s, channel, i, south);
    expect(s.root[8 * i]).toBe(s.root[8 * 0 + tileKindById("base-D")!.rot[0]!.halfFeature[5]!]);
    expect(featureSegs(s, s.root[8 * i + 1]!)).toEqual([8 * i + 1]);
    // the cell east of it sees "x" on its west side; only a tile with an x side there fits
    const east = sigSide(s.frontierSig[s.frontier.indexOf(posKey(1, 1))]!, 3);
    expect(east).toBe(6);
    expect(legalPlacements(s, tileKindById("base-E")!).some(([k]) => k === posKey(1, 1))).toBe(false);
    expect(legalPlacements(s, channel).some(([k]) => k === posKey(1, 1))).toBe(true);
  });
});
