/**
 * Expansions own their state: a module's slice lives in `state.ext` under its key only while the
 * module is enabled, every copy of the state gets its own copy of the slice, views show it under the same key
 * (null when the module is off), and tile kind numbers are fixed per set whatever was loaded first.
 */
import { describe, expect, it } from "vitest";
import { registerTileSet, tileKindById } from "../../../engine/carcassonne/tiles.ts";
import { logRecords } from "../../../engine/carcassonne/state.ts";
import { Game, setup } from "./helpers.ts";
import * as sw from "../star-wars/sw-helpers.ts";

describe("module slices", () => {
  it("Gold Mines' slice exists only when the module is on; the view's gold is null otherwise", () => {
    expect(setup(["base-U"]).ext).toEqual({});
    expect(new Game(["base-U"]).view().gold).toBeNull();
    const g = new Game(["goldmines-F", "base-W"], { goldMines: true });
    expect(Object.keys(g.s.ext)).toEqual(["gold"]);
    expect(g.view().gold).toMatchObject({ held: [0, 0], picker: null });
  });

  it("applying an action copies the slice: the earlier state keeps its ingots", () => {
    const g = new Game(["goldmines-F", "base-W", "base-L"], { goldMines: true });
    const before = g.s;
    const ingots = JSON.stringify(before.ext.gold);
    g.place(1, 0, 0).do({ type: "gold", x: 0, y: 0 });
    expect(JSON.stringify(before.ext.gold)).toBe(ingots);
    expect(g.s.ext.gold).not.toBe(before.ext.gold);
    expect(g.s.ext.gold!.onTile).toEqual([1, 1]);
  });

  it("Star Wars keeps its slice under sw and shows no gold key", () => {
    const g = new sw.Game(["sw-22", "sw-22"]);
    expect(Object.keys(g.s.ext)).toEqual(["sw"]);
    const v = g.view(0);
    expect("gold" in v).toBe(false);
    expect(v.sw!.colors).toEqual(["red", "black"]);
  });

  it("result().items are exactly the scored records of the log, in order", () => {
    const g = new Game(["base-U", "base-U"]);
    g.place(1, 0, 0).meeple("r1");
    g.placePass(-1, 0, 0);
    const scored = logRecords(g.s).flatMap((r) => (r.key === "scored" ? [r.args.item] : []));
    expect(scored.length).toBeGreaterThan(0);
    expect(g.items).toEqual(scored);
  });
});

describe("tile kind numbers", () => {
  it("are fixed per set: base from 0, Gold Mines from 24, Star Wars from 32", () => {
    expect(tileKindById("base-A")!.index).toBe(0);
    expect(tileKindById("goldmines-A")!.index).toBe(24);
    expect(tileKindById("sw-01")!.index).toBe(32);
  });

  it("a set registered over numbers already taken is a programmer error", () => {
    const data = { id: "test-A", count: 1, start: 0, edges: "oooo", description: "a test tile", features: [] };
    expect(() => registerTileSet("test", 24, [data])).toThrow(/registered twice/);
    expect(tileKindById("test-A")).toBeUndefined();
  });
});
