/**
 * Refusals carry what their message names: a client translates a refusal from its code and
 * args alone, so every value an English message names is in `args`, and one code keeps one meaning in both games
 * on the board engine (the edge-mismatch wording differs by game, its code does not).
 */
import { describe, expect, it } from "vitest";
import { Game, game, options, refuse, setup } from "./helpers.ts";
import * as sw from "../star-wars/sw-helpers.ts";

describe("refusals name their values in args", () => {
  it("wrong-tile names the drawn tile; unknown-feature the feature asked for", () => {
    const s = setup(["base-U"]);
    expect(refuse(s, 0, { type: "place", x: 1, y: 0, rotation: 0, tile: "base-X" })).toMatchObject({
      code: "wrong-tile",
      args: { tile: "base-U" },
    });
    const g = new Game(["base-U", "base-U"]);
    g.place(1, 0, 0);
    expect(g.refuse({ type: "meeple", feature: "zz" })).toMatchObject({ code: "unknown-feature", args: { feature: "zz" } });
  });

  it("wrong-phase names the phase the game is in", () => {
    const s = setup(["base-U"]);
    expect(refuse(s, 0, { type: "pass" })).toMatchObject({ code: "wrong-phase", args: { phase: "place" } });
    const g = new Game(["goldmines-F", "base-W"], { goldMines: true });
    g.place(1, 0, 0);
    expect(g.refuse({ type: "pass" })).toMatchObject({ code: "wrong-phase", args: { phase: "gold" } });
  });

  it("bad-deck names the unknown tile; bad-players the seat range", () => {
    expect(game.setup(2, options(), "s", { deck: ["base-U", "base-Z"] })).toMatchObject({ code: "bad-deck", args: { tile: "base-Z" } });
    expect(game.setup(7, options(), "s")).toMatchObject({ code: "bad-players", args: { min: 2, max: 6 } });
  });

  it("bad-options names the option (and the seats it is checked against)", () => {
    expect(game.setup(2, options({ firstSeat: 3 }), "s")).toMatchObject({ code: "bad-options", args: { option: "firstSeat", players: 2 } });
    expect(sw.game.setup(2, sw.swOptions({ teams: true }), "s")).toMatchObject({
      code: "bad-options",
      args: { option: "teams", players: 4 },
    });
  });

  it("edge-mismatch is one code in both games, worded in each game's terms", () => {
    const s = setup(["base-U"]);
    const carc = refuse(s, 0, { type: "place", x: 0, y: -1, rotation: 1 });
    const g = new sw.Game(["sw-22", "sw-22"]);
    const star = g.refuse({ type: "place", x: 0, y: -1, rotation: 1 });
    expect([carc.code, star.code]).toEqual(["edge-mismatch", "edge-mismatch"]);
    expect(carc.message).toMatch(/city to city/);
    expect(star.message).toMatch(/asteroids to asteroids/);
  });

  it("wrong-phase in Star Wars names the phase too", () => {
    const g = new sw.Game(["sw-22", "sw-22"]);
    expect(g.refuse({ type: "pass" })).toMatchObject({ code: "wrong-phase", args: { phase: "place" } });
    g.place(1, 0, 0);
    expect(g.refuse({ type: "place", x: 2, y: 0, rotation: 0 })).toMatchObject({ code: "wrong-phase", args: { phase: "meeple" } });
  });
});
