/**
 * Explore powers through `apply` (002_… §Explorar, §Potestades): +credits and +colonists while Explore is resolved
 * for you, and draws from the bag "después de que un jugador elige su mundo del centro (o, si es el jugador
 * seleccionado, después de elegir ambos mundos), pero antes de regresar las baldosas sin cortar a la bolsa".
 * Explored worlds' powers are inactive ("inactivos hasta que ese mundo se establezca").
 */
import { describe, expect, it } from "vitest";
import { emp, give, newGame, play, select } from "./nf-helpers.ts";

const D7 = ["w-artist-settlement", "w-gem-world", "w-spice-world", "w-new-vinland", "w-comet-zone", "w-asteroid-belt", "w-empath-world"];

describe("Explore powers", () => {
  it("gainCredits (default timing): Expeditionary Force gives +1 credit when Explore is resolved for its owner", () => {
    let s = give(newGame(2, {}, D7), 1, { developments: ["d-expeditionary-force"], credits: 0 });
    s = select(s, "explore");
    expect(emp(s, 1).credits).toBe(0);
    s = play(s, 0, { type: "pick", world: D7[0] as string });
    expect(emp(s, 1).credits).toBe(1);
    expect(s.log.some((l) => l.seat === 1 && l.credits === 1 && l.tile === "d-expeditionary-force")).toBe(true);
  });

  it("gainColonists: Homesteading Pioneers takes 1 colonist from the supply", () => {
    let s = give(newGame(2, {}, D7), 0, { developments: ["d-homesteading-pioneers"], colonists: 0 });
    const supply = s.colonistSupply;
    s = select(s, "explore");
    expect(emp(s, 0).colonists).toBe(1);
    expect(s.colonistSupply).toBe(supply - 1);
  });

  it("drawWorlds (afterOwnPicks) for a non-selector: drawn right after its own pick, before the selector's second pick", () => {
    let s = give(newGame(2, {}, [...D7, "w-rebel-miners"]), 1, { developments: ["d-survey-team"] });
    s = select(s, "explore");
    s = play(s, 0, { type: "pick", world: D7[0] as string });
    s = play(s, 1, { type: "pick", world: D7[1] as string });
    expect(emp(s, 1).explored).toEqual([D7[1], "w-rebel-miners"]);
    expect(s.pending).toMatchObject({ kind: "explorePick", seat: 0, second: true });
    expect(s.current?.display).toHaveLength(5);
  });

  it("drawWorlds for the selector: after both picks, before the unpicked worlds go back to the bag", () => {
    // the forced order asks for D7[6] next: it is still unpicked in the centre (not in the bag), so the draw
    // must take another world; returning the unpicked worlds first would let D7[6] be drawn
    let s = give(newGame(2, {}, [...D7, D7[6] as string]), 0, { developments: ["d-survey-team"] });
    s = select(s, "explore");
    s = play(s, 0, { type: "pick", world: D7[0] as string });
    expect(emp(s, 0).explored).toEqual([D7[0]]);
    s = play(s, 1, { type: "pick", world: D7[1] as string });
    expect(emp(s, 0).explored).toEqual([D7[0]]);
    s = play(s, 0, { type: "pick", world: D7[2] as string });
    const ex = emp(s, 0).explored;
    expect(ex.slice(0, 2)).toEqual([D7[0], D7[2]]);
    expect(ex).toHaveLength(3);
    expect(D7).not.toContain(ex[2]);
    for (const w of D7.slice(3)) expect(s.bag).toContain(w);
  });

  it("an explored (unsettled) world's Explore power does nothing", () => {
    let s = give(newGame(2, {}, [...D7, "w-rebel-miners"]), 1, { explored: ["w-imperium-survey-hq", "w-star-nomad-lair"], credits: 0 });
    s = select(s, "explore");
    s = play(s, 0, { type: "pick", world: D7[0] as string });
    expect(emp(s, 1).credits).toBe(0);
    s = play(s, 1, { type: "pick", world: D7[1] as string });
    expect(emp(s, 1).explored).toEqual(["w-imperium-survey-hq", "w-star-nomad-lair", D7[1]]);
  });

  it("a settled world's Explore powers work: Imperium Survey HQ draws, Star Nomad Lair pays 1 credit", () => {
    let s = give(newGame(2, {}, [...D7, "w-rebel-miners"]), 1, { colonies: ["w-imperium-survey-hq", "w-star-nomad-lair"], credits: 0 });
    s = select(s, "explore");
    s = play(s, 0, { type: "pick", world: D7[0] as string });
    expect(emp(s, 1).credits).toBe(1);
    s = play(s, 1, { type: "pick", world: D7[1] as string });
    expect(emp(s, 1).explored).toEqual([D7[1], "w-rebel-miners"]);
  });

  it("several draw powers add up (Separatist Colony home + Survey Team draw 2)", () => {
    let s = give(newGame(2, { mats: [7, 6] }, [...D7, "w-rebel-miners", "w-radioactive-world"]), 1, { developments: ["d-survey-team"] });
    s = select(s, "explore");
    s = play(s, 0, { type: "pick", world: D7[0] as string });
    s = play(s, 1, { type: "pick", world: D7[1] as string });
    expect(emp(s, 1).explored).toEqual([D7[1], "w-rebel-miners", "w-radioactive-world"]);
  });
});
