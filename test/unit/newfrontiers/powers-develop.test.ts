/**
 * Develop powers through `apply` (002_… §Desarrollar, §Potestades): cost reductions add up with the selector's -1
 * and never take a cost below 0 ("Si los poderes o la bonificación de desarrollo reducen el coste de un desarrollo
 * por debajo de 0, sigue siendo 0"); credits before buying (startOfAction); rewards after buying (afterYouDevelop),
 * which a tile bought in this action does not give ("No se puede usar un poder en la acción en la que se coloca su
 * ficha"); Galactic Scavengers banks 1 paid credit.
 */
import { describe, expect, it } from "vitest";
import { emp, give, legal, newGame, play, select } from "./nf-helpers.ts";

describe("Develop powers", () => {
  it("costReduction: Investment Credits makes a non-selector pay 1 less", () => {
    let s = give(newGame(), 1, { developments: ["d-investment-credits"], credits: 2 });
    s = select(s, "develop");
    s = play(s, 0, { type: "pass" });
    s = play(s, 1, { type: "develop", tile: "d-homesteading-pioneers" });
    expect(emp(s, 1).credits).toBe(0);
    expect(emp(s, 1).developments.map((d) => d.tile)).toContain("d-homesteading-pioneers");
  });

  it("costReduction adds up with the selector's -1 and never goes below 0", () => {
    let s = give(newGame(), 0, { developments: ["d-galactic-federation", "d-investment-credits"], credits: 0 });
    s = select(s, "develop");
    expect(legal(s)).toContainEqual({ type: "develop", tile: "d-space-marines" });
    s = play(s, 0, { type: "develop", tile: "d-space-marines" });
    expect(emp(s, 0).credits).toBe(0);
    expect(emp(s, 0).developments.map((d) => d.tile)).toContain("d-space-marines");
  });

  it("without the reduction the same seat cannot afford it", () => {
    let s = give(newGame(), 1, { credits: 1 });
    s = select(s, "develop");
    s = play(s, 0, { type: "pass" });
    expect(legal(s)).not.toContainEqual({ type: "develop", tile: "d-space-marines" });
    expect(legal(s)).toContainEqual({ type: "develop", tile: "d-contact-specialist" });
  });

  it("gainCredits (startOfAction): Galactic Developers gives +1 credit before its owner buys", () => {
    let s = give(newGame(), 1, { home: "h-galactic-developers", credits: 0 });
    s = select(s, "develop");
    s = play(s, 0, { type: "pass" });
    expect(emp(s, 1).credits).toBe(1);
    s = play(s, 1, { type: "develop", tile: "d-contact-specialist" });
    expect(emp(s, 1).credits).toBe(0);
  });

  it("gainCredits (afterYouDevelop): Technology Investors and Deep Space Symbionts each pay 1 after a purchase", () => {
    let s = give(newGame(), 0, { developments: ["d-technology-investors"], colonies: ["w-deep-space-symbionts"], credits: 1 });
    s = select(s, "develop");
    s = play(s, 0, { type: "develop", tile: "d-space-marines" });
    expect(emp(s, 0).credits).toBe(2);
  });

  it("afterYouDevelop: nothing when the player buys nothing", () => {
    let s = give(newGame(), 0, { developments: ["d-technology-investors"], credits: 1 });
    s = select(s, "develop");
    s = play(s, 0, { type: "pass" });
    expect(emp(s, 0).credits).toBe(1);
  });

  it("not usable in the action its tile is placed: buying Technology Investors pays no credit for itself", () => {
    let s = give(newGame(), 0, { credits: 2 });
    s = select(s, "develop");
    s = play(s, 0, { type: "develop", tile: "d-technology-investors" });
    expect(emp(s, 0).credits).toBe(0);
  });

  it("not usable in the action its tile is placed: a Develop cost reduction bought now does not lower its own price", () => {
    let s = give(newGame(), 0, { credits: 8 });
    s = select(s, "develop");
    s = play(s, 0, { type: "develop", tile: "d-galactic-federation" });
    expect(emp(s, 0).credits).toBe(0);
  });

  it("gainVP (afterYouDevelop, filter Rebel): Rebel Freedom Fighters gives no chip for a non-Rebel development", () => {
    let s = give(newGame(), 0, { home: "h-rebel-freedom-fighters", credits: 5 });
    s = select(s, "develop");
    s = play(s, 0, { type: "develop", tile: "d-space-marines" });
    expect(emp(s, 0).vpChips).toBe(0);
  });

  it("bankCredit (afterYouDevelop): Galactic Scavengers stores 1 of the credits paid on itself", () => {
    let s = give(newGame(), 0, { home: "h-galactic-scavengers", credits: 5 });
    s = select(s, "develop");
    s = play(s, 0, { type: "develop", tile: "d-drop-ships" });
    expect(emp(s, 0).credits).toBe(2);
    expect(emp(s, 0).banked).toBe(1);
  });

  it("bankCredit: nothing is stored for a development that cost 0", () => {
    let s = give(newGame(), 0, { home: "h-galactic-scavengers", credits: 0 });
    s = select(s, "develop");
    s = play(s, 0, { type: "develop", tile: "d-contact-specialist" });
    expect(emp(s, 0).banked).toBe(0);
  });
});
