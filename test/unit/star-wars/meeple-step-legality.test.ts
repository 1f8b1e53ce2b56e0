/**
 * The Star Wars meeple step as a whole (meeples.ts, view.ts): wrong seats, phases and action types are refused
 * without change; `apply` accepts exactly `legalActions` in meeple steps (small / big / `big: false`, every feature
 * id, every nearby cell); views show planet targets only to the acting seat during its meeple step, and each
 * seat's colour, faction and big meeple.
 */
import { describe, expect, it } from "vitest";
import type { CarcState } from "../../../engine/carcassonne/state.ts";
import { checkAcceptsExactlyLegal, dagobahHeld, Game, game, meepleCandidates } from "./sw-helpers.ts";

describe("refusals and legality", () => {
  it("wrong seat, wrong phase and wrong action types are refused without change", () => {
    const g = dagobahHeld(["sw-22"]);
    expect(g.refuse({ type: "pass" }, 0).code).toBe("not-your-turn");
    expect(g.refuse({ type: "planet", x: 0, y: 1 }, 0).code).toBe("not-your-turn");
    expect(g.refuse({ type: "place", x: 2, y: 0, rotation: 0 }).code).toBe("wrong-phase");
    g.pass();
    expect(g.refuse({ type: "meeple", feature: "r1" }).code).toBe("wrong-phase");
    expect(g.refuse({ type: "planet", x: 0, y: 1 }).code).toBe("wrong-phase");
    expect(g.refuse({ type: "pass" }).code).toBe("wrong-phase");
  });

  it("apply accepts exactly legalActions in meeple steps (small/big/false, every feature id, every nearby cell)", () => {
    const states: CarcState[] = [];
    const a = dagobahHeld();
    states.push(a.s);
    const b = new Game(["sw-30", "sw-31", "sw-22"]);
    b.placePass(0, 1, 0);
    b.place(1, 1, 0);
    states.push(b.s);
    const c = new Game(Array.from({ length: 12 }, () => "sw-30"));
    for (let y = 1; y <= 4; y++) {
      c.placeMeeple(0, y, 0, "c1");
      states.push(c.s);
      c.placePass(1, y, 0);
    }
    c.place(0, 5, 0);
    states.push(c.s);
    const d = new Game(["sw-22", "sw-30", "sw-22", "sw-22"]);
    d.placeMeeple(1, 0, 0, "r1");
    d.placeMeeple(0, 1, 0, "c1");
    d.place(-1, 0, 0);
    states.push(d.s);
    for (const [i, s] of states.entries()) {
      if (s.phase !== "meeple") continue;
      const seat = game.toAct(s)[0]!;
      const accepted = checkAcceptsExactlyLegal(s, seat, meepleCandidates(s), `state ${i}`);
      expect(accepted, `state ${i}`).toBeGreaterThan(0);
      // every other seat gets nothing
      for (let other = 0; other < s.players; other++) if (other !== seat) expect(game.legalActions(s, other)).toEqual([]);
    }
  });
});

describe("views", () => {
  it("planet targets go to the acting seat only, and only during its meeple step", () => {
    const g = dagobahHeld();
    expect(g.view(1).sw!.planetTargets).toEqual([{ x: 0, y: 1 }]);
    expect(g.view(0).sw!.planetTargets).toEqual([]);
    expect(g.view(null).sw!.planetTargets).toEqual([]);
    expect(g.view(0).meepleTargets).toEqual([]);
    expect(g.view(1).meepleTargets).toEqual(["r1"]);
    g.pass();
    for (const seat of [0, 1, null]) expect(g.view(seat).sw!.planetTargets).toEqual([]);
  });

  it("colours and factions by seat; bigInSupply follows the big meeples", () => {
    const g = new Game(["sw-22", "sw-22"], {}, 5);
    const v = g.view(null);
    expect(v.sw!.colors).toEqual(["red", "black", "orange", "green", "white"]);
    expect(v.sw!.factions).toEqual(["rebel", "empire", "hunter", "rebel", "empire"]);
    expect(v.bigInSupply).toEqual([true, true, true, true, true]);
    expect(v.supply).toEqual([5, 5, 5, 5, 5]);
    g.placeMeeple(1, 0, 0, "r1", true);
    expect(g.view(3).bigInSupply).toEqual([false, true, true, true, true]);
  });
});
