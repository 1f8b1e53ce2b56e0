/**
 * New Frontiers' end-progress line (client nf-end-progress.ts): the furthest empire's development spaces and colonies
 * against the counts that end the game, counted as the engine counts them — the line reads 10 of 11 exactly when the
 * engine says 10 spaces do not end the game yet, and its colonies reach 8 of 8 exactly when the engine ends it.
 */
import { describe, expect, it } from "vitest";
import { endProgress } from "../../../client/src/games/newfrontiers/ui/nf-end-progress.ts";
import { newFrontiers } from "../../../engine/newfrontiers/game.ts";
import type { NfState } from "../../../engine/newfrontiers/state.ts";
import { give, newGame, play, select } from "../newfrontiers/nf-helpers.ts";

const LARGE = ["d-free-trade-association", "d-imperium-war-profiteers", "d-military-industry", "d-alien-tech-institute"];
const view = (s: NfState) => newFrontiers.view(s, null) as Parameters<typeof endProgress>[0];
const passDevelop = (s: NfState): NfState => {
  let t = s;
  while (t.pending?.kind === "develop" || t.pending?.kind === "trade") t = play(t, t.pending.seat, { type: "pass" });
  return t;
};

describe("New Frontiers end progress", () => {
  it("starts at each empire's own count, against 11 spaces and 8 colonies", () => {
    const p = endProgress(view(newGame(3)));
    expect(p).toMatchObject({ spacesAt: 11, coloniesAt: 8 });
    expect(p.colonies).toBe(1); // each empire's home colony
    expect(p.spaces).toBeLessThan(p.spacesAt);
  });

  it("counts the furthest empire's spaces as the engine does: 10 of 11 does not end the game", () => {
    let s = select(give(newGame(), 0, { developments: LARGE, credits: 9 }), "develop");
    expect(endProgress(view(s)).spaces).toBe(8); // four six-cost developments, two spaces each
    s = passDevelop(play(s, 0, { type: "develop", tile: "d-galactic-federation" }));
    expect(endProgress(view(s)).spaces).toBe(10);
    expect(s.endTriggers).toEqual([]);
  });

  it("reaches 8 of 8 colonies exactly when the engine ends the game", () => {
    const six = ["w-artist-settlement", "w-gem-world", "w-spice-world", "w-new-vinland", "w-comet-zone", "w-asteroid-belt"];
    let s = select(give(newGame(), 0, { colonies: six, explored: ["w-refugee-world"], colonists: 0 }), "settle");
    expect(endProgress(view(s)).colonies).toBe(7);
    s = play(s, 0, { type: "settle", world: "w-refugee-world", method: "credits" });
    expect(endProgress(view(s))).toMatchObject({ colonies: 8, coloniesAt: 8 });
    expect(s.endTriggers).toEqual(["colonies"]);
  });
});
