/**
 * The River (river/rules.ts, placement.ts, tiles.ts) through the public game: the spring starts the game and the
 * base game's start tile joins the supply, the river tiles come first and the lake last of them, every river tile
 * continues the river and never turns the same way twice in a row, nothing stands on the water, and the fields of
 * the spring and lake run round them. Rules sheet "The River" (edition 1) and its FAQ, cited in river/rules.ts.
 */
import { describe, expect, it } from "vitest";
import { isRuleError } from "../../../engine/core/game-module.ts";
import { carcassonne } from "../../../engine/carcassonne/game.ts";
import { legalPlacements } from "../../../engine/carcassonne/board.ts";
import { riverTurn } from "../../../engine/carcassonne/river/placement.ts";
import { RIVER_TILES } from "../../../engine/carcassonne/river/tiles.ts";
import { RIVER2_TILES } from "../../../engine/carcassonne/river/tiles-river2.ts";
import { logRecords, posKey, type CarcState } from "../../../engine/carcassonne/state.ts";
import { tileKind, tileKindById } from "../../../engine/carcassonne/tiles.ts";
import { Rand } from "../../support/rand.ts";

function setup(seed: string, deck?: string[], extra: Record<string, unknown> = {}): CarcState {
  const o = carcassonne.parseOptions({ river: true, firstSeat: 0, farmers: true, ...extra });
  if (isRuleError(o)) throw new Error(o.message);
  const s = carcassonne.setup(2, o, seed, deck ? { deck } : undefined);
  if (isRuleError(s)) throw new Error(s.message);
  return s;
}

function place(s: CarcState, x: number, y: number, rotation: number): CarcState | string {
  const out = carcassonne.apply(s, s.turn, { type: "place", x, y, rotation });
  if (isRuleError(out)) return out.code;
  return out.state;
}

const placed = (s: CarcState, r: CarcState | string): CarcState => {
  if (typeof r === "string") throw new Error(`refused: ${r}`);
  const pass = carcassonne.apply(r, r.turn, { type: "pass" });
  if (isRuleError(pass)) throw new Error(pass.message);
  return pass.state;
};

/** Ids of the tiles drawn, in order, from the match log. */
const drawn = (s: CarcState): string[] =>
  logRecords(s).flatMap((e) => (e.key === "tileDrawn" && typeof e.args.tile === "string" ? [e.args.tile] : []));

describe("The River", () => {
  it("has the printed set: 12 tiles, one spring (the start tile) and one lake", () => {
    expect(RIVER_TILES.reduce((a, t) => a + t.count, 0)).toBe(12);
    expect(RIVER_TILES.filter((t) => t.start > 0).map((t) => t.id)).toEqual(["river-spring"]);
    expect(RIVER_TILES.filter((t) => t.drawGroup === "river-lake").map((t) => t.id)).toEqual(["river-lake"]);
  });

  it("starts at the spring; the base start tile joins the supply; river tiles are drawn first, the lake last of them", () => {
    for (const seed of ["r1", "r2", "r3", "r4"]) {
      const s0 = setup(seed);
      expect(tileKind(s0.tiles[2]!).id).toBe("river-spring");
      // 71 base tiles plus base-D's start copy, 11 river tiles, and the tile in hand
      expect(s0.bag.length + 1).toBe(71 + 1 + 11);
      const rand = new Rand(`river-choices:${seed}`);
      let s = s0;
      while (carcassonne.toAct(s).length > 0 && drawn(s).length < 14) {
        const seat = carcassonne.toAct(s)[0]!;
        const legal = carcassonne.legalActions(s, seat);
        const out = carcassonne.apply(s, seat, legal[rand.int(legal.length)]!);
        if (isRuleError(out)) throw new Error(out.message);
        s = out.state;
      }
      const order = drawn(s).map((id) => tileKindById(id)!.data.drawGroup ?? "land");
      const rivers = order.indexOf("river-lake");
      expect(
        order.slice(0, rivers).every((g) => g === "river"),
        seed,
      ).toBe(true);
      expect(rivers, seed).toBeLessThanOrEqual(10); // a river tile that fits nowhere is discarded
      expect(
        order.slice(rivers + 1).every((g) => g === "land"),
        seed,
      ).toBe(true);
    }
  });

  it("a river tile must continue the river: beside the spring only where the water meets", () => {
    const s = setup("cont", ["river-straight", "river-lake"]);
    const straight = tileKindById("river-straight")!;
    // the spring flows east: the only place is east of it, water west–east (rotation 0 or 2)
    expect(legalPlacements(s, straight)).toEqual([
      [posKey(1, 0), 0],
      [posKey(1, 0), 2],
    ]);
    // north of the spring the edges fit (field to field) but the river would not go on
    expect(place(s, 0, -1, 0)).toBe("placement-forbidden");
    expect(place(s, 0, -1, 1)).toBe("edge-mismatch"); // water south onto the spring's field edge
    expect(typeof place(s, 1, 0, 2)).toBe("object");
  });

  it("no immediate U-turn: a bend may not turn the same way as the bend it continues", () => {
    // east from the spring, bend right (to the south) at (1,0): water west and south is the bend's stored rotation
    expect(riverTurn(3, 2)).toBe(1);
    let s = setup("uturn", ["river-bend", "river-bend", "river-lake"]);
    s = placed(s, place(s, 1, 0, 0));
    // at (1,1) coming from the north: turning right again (west, rotation 1) would send the river back
    expect(place(s, 1, 1, 1)).toBe("placement-forbidden");
    expect(legalPlacements(s, tileKindById("river-bend")!)).toEqual([[posKey(1, 1), 2]]);
    // turning left (east, rotation 2) is allowed; a straight on from there is too
    s = placed(s, place(s, 1, 1, 2));
    expect(legalPlacements(s, tileKindById("river-straight")!)).toEqual([
      [posKey(2, 1), 0],
      [posKey(2, 1), 2],
    ]);
  });

  it("nothing stands on the water, the banks are separate fields, and the spring's field runs round it", () => {
    const s0 = setup("banks", ["river-straight", "river-lake"]);
    const s = place(s0, 1, 0, 0);
    if (typeof s === "string") throw new Error(s);
    const features = carcassonne.legalActions(s, s.turn).flatMap((a) => (a.type === "meeple" ? [a.feature] : []));
    expect(features.sort()).toEqual(["o1", "o2"]); // the two banks: no water feature, no river spot
    const i = s.tiles.length / 4 - 1;
    // both banks meet the spring's one field, so they are one farm ("the farm goes around the spring")
    expect(s.root[8 * i]).toBe(s.root[8 * i + 1]);
    // the lake's field too: after it, the farm also runs round the lake
    const t = placed(s, s);
    const lake = place(t, 2, 0, 0);
    if (typeof lake === "string") throw new Error(lake);
    expect(lake.root[8 * 2]).toBe(lake.root[8 * 1]);
  });

  it("a land tile never meets an open river end: only the lake closes it", () => {
    const s = setup("end", ["river-straight", "base-B", "river-lake"]);
    const t = placed(s, place(s, 1, 0, 0));
    // base-B (a monastery in a field) may go anywhere its fields meet, but not east of the river's open end
    const spots = legalPlacements(t, tileKindById("base-B")!).map(([k]) => k);
    expect(spots.length).toBeGreaterThan(0);
    expect(spots).not.toContain(posKey(2, 0));
  });

  it("The River II: 11 tiles of its own and The River's spring; the fork is drawn first, the volcano lake last", () => {
    expect(RIVER2_TILES.reduce((a, t) => a + t.count, 0)).toBe(11);
    expect(RIVER2_TILES.filter((t) => t.drawGroup === "river-fork").map((t) => t.id)).toEqual(["river2-fork"]);
    for (const seed of ["f1", "f2", "f3"]) {
      const s0 = setup(seed, undefined, { river: false, river2: true });
      expect(tileKind(s0.tiles[2]!).id).toBe("river-spring");
      expect(s0.bag.length + 1).toBe(71 + 1 + 11);
      expect(tileKind(s0.current).id, seed).toBe("river2-fork");
    }
  });

  it("both rivers: one spring and one lake (The River's lake is left out), the fork first, every river tile before land", () => {
    const s0 = setup("both", undefined, { river: true, river2: true });
    expect(s0.bag.length + 1).toBe(71 + 1 + 10 + 11);
    const kinds = [...s0.bag, s0.current].map((k) => tileKind(k).id);
    expect(kinds).not.toContain("river-lake");
    expect(kinds.filter((id) => id === "river2-volcano-lake")).toHaveLength(1);
    expect(tileKind(s0.current).id).toBe("river2-fork");
    const rand = new Rand("both-choices");
    let s = s0;
    while (carcassonne.toAct(s).length > 0 && drawn(s).length < 24) {
      const seat = carcassonne.toAct(s)[0]!;
      const legal = carcassonne.legalActions(s, seat);
      const out = carcassonne.apply(s, seat, legal[rand.int(legal.length)]!);
      if (isRuleError(out)) throw new Error(out.message);
      s = out.state;
    }
    const order = drawn(s).map((id) => tileKindById(id)!.data.drawGroup ?? "land");
    const rank = (g: string) => ["river-fork", "river", "river-lake", "land"].indexOf(g);
    expect(order).toEqual([...order].sort((a, b) => rank(a) - rank(b)));
    expect(order[0]).toBe("river-fork");
  });

  it("after the fork both branches go on: a river tile may continue either end", () => {
    // the spring flows east; the fork at (1,0) turned so its water meets the spring on its west side (rotation 0)
    let s = setup("branches", ["river2-fork", "river-straight", "river-lake"], { river: true, river2: true });
    s = placed(s, place(s, 1, 0, 0));
    // the fork's two other ends face north (1,-1) and east (2,0): a straight may continue either
    const spots = new Set(legalPlacements(s, tileKindById("river-straight")!).map(([k]) => k));
    expect(spots).toEqual(new Set([posKey(1, -1), posKey(2, 0)]));
  });
});
