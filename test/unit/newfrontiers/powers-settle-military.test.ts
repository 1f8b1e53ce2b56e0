/**
 * Settle military and paying powers through `apply` (002_… §Asentar): military ≥ defense conquers a military world,
 * specialised military counts only against matching worlds, negative military subtracts, credits and military are
 * never combined, Contact Specialist pays for a non-Alien military world "a un costo de -1 (con los descuentos
 * aplicables)", temporary military from returned goods or bought with credits, and with Improved Logistics
 * "cualquier ejército temporal utilizado para asentar el primer mundo puede utilizarse para asentar el segundo
 * mundo, pero los poderes del primer mundo no se pueden utilizar para asentar el segundo mundo".
 */
import { describe, expect, it } from "vitest";
import { colonyIds, emp, give, goodOn, legal, newGame, play, refused, select } from "./nf-helpers.ts";
import type { NfState } from "../../../engine/newfrontiers/state.ts";

const FPC = "w-former-penal-colony"; // novelty windfall, military, defense 2, +1 military
const conquer = (world: string, extra: object = {}) => ({ type: "settle" as const, world, method: "military" as const, ...extra });

/** A free world kept in reserve so the Settle decision stays open (a single legal answer is played by itself). */
const SPARE = "w-devolved-uplift-race";

function settleGame(grant: Parameters<typeof give>[2], mats?: number[]): NfState {
  const s = give(newGame(2, mats ? { mats } : {}), 0, { colonists: 0, credits: 0, ...grant });
  return select(give(s, 0, { explored: [SPARE] }), "settle");
}
const worldsOffered = (s: NfState) => legal(s).flatMap((a) => (a.type === "settle" ? [a.world] : []));

describe("Settle military", () => {
  it("military (plain): Space Marines' +2 conquers a defense-2 world, which gets its windfall good", () => {
    let s = settleGame({ developments: ["d-space-marines"], explored: [FPC] });
    s = play(s, 0, conquer(FPC));
    expect(colonyIds(s, 0)).toContain(FPC);
    expect(goodOn(s, 0, FPC)).toBe("novelty");
    expect(emp(s, 0).colonists).toBe(0);
  });

  it("military is not payment: a military world cannot be bought with credits, a non-military one cannot be conquered", () => {
    const s = settleGame({ developments: ["d-space-marines"], explored: [FPC, "w-asteroid-belt"], credits: 9 });
    expect(refused(s, 0, { type: "settle", world: FPC, method: "credits" })).toBe("military-world");
    expect(refused(s, 0, conquer("w-asteroid-belt"))).toBe("not-military");
  });

  it("negative military: Refugee World's -1 leaves Space Marines at 1 < defense 2", () => {
    const s = settleGame({ developments: ["d-space-marines"], colonies: ["w-refugee-world"], explored: [FPC] });
    expect(refused(s, 0, conquer(FPC))).toBe("too-weak");
    expect(worldsOffered(s)).toEqual([SPARE]);
  });

  it("specialised military (against kind): Alpha Centauri's +1 counts against Rare Elements worlds only", () => {
    const s = settleGame({ explored: ["w-runaway-robots", "w-star-nomad-lair"] }, [3, 4]);
    expect(refused(s, 0, conquer("w-star-nomad-lair"))).toBe("too-weak");
    const t = play(s, 0, conquer("w-runaway-robots"));
    expect(colonyIds(t, 0)).toContain("w-runaway-robots");
  });

  it("specialised military (against keyword): Imperium Warlord has 2 against Rebel worlds, 1 against others", () => {
    const s = settleGame({ home: "h-imperium-warlord", explored: ["w-rebel-miners", FPC] });
    expect(refused(s, 0, conquer(FPC))).toBe("too-weak");
    expect(colonyIds(play(s, 0, conquer("w-rebel-miners")), 0)).toContain("w-rebel-miners");
  });

  it("military per tile: Uplift Mercenary Force has +1 per Uplift tile (itself and Avian Uplift Race: 2)", () => {
    expect(refused(settleGame({ home: "h-uplift-mercenary-force", explored: [FPC] }), 0, conquer(FPC))).toBe("too-weak");
    const s = settleGame({ home: "h-uplift-mercenary-force", colonies: ["w-avian-uplift-race"], explored: [FPC] });
    expect(colonyIds(play(s, 0, conquer(FPC)), 0)).toContain(FPC);
  });

  it("conditional military: Rebel Freedom Fighters' -2 applies only while an Imperium tile is owned", () => {
    const ok = settleGame({ home: "h-rebel-freedom-fighters", explored: ["w-rebel-fuel-cache"] });
    expect(colonyIds(play(ok, 0, conquer("w-rebel-fuel-cache")), 0)).toContain("w-rebel-fuel-cache");
    // +1 (home) +1 (Imperium Armaments World) -2 = 0 < 1
    const weak = settleGame({
      home: "h-rebel-freedom-fighters",
      colonies: ["w-imperium-armaments-world"],
      explored: ["w-rebel-fuel-cache"],
    });
    expect(refused(weak, 0, conquer("w-rebel-fuel-cache"))).toBe("too-weak");
  });

  it("payForMilitary: Contact Specialist settles a non-Alien military world for defense - 1 credits", () => {
    const s = settleGame({ developments: ["d-contact-specialist"], explored: [FPC, "w-alien-robot-sentry"], credits: 1 });
    expect(refused(s, 0, { type: "settle", world: "w-alien-robot-sentry", method: "pay" })).toBe("no-pay-power");
    const t = play(s, 0, { type: "settle", world: FPC, method: "pay" });
    expect(colonyIds(t, 0)).toContain(FPC);
    expect(emp(t, 0).credits).toBe(0);
  });

  it("payForMilitary takes the applicable discounts and never costs below 0 (Terraforming Specialists -1)", () => {
    const s = settleGame({
      developments: ["d-contact-specialist", "d-terraforming-specialists"],
      explored: ["w-rebel-fuel-cache"],
      credits: 0,
    });
    const t = play(s, 0, { type: "settle", world: "w-rebel-fuel-cache", method: "pay" });
    expect(colonyIds(t, 0)).toContain("w-rebel-fuel-cache");
    expect(emp(t, 0).credits).toBe(0);
  });

  it("payForMilitary: Contact Specialist's -1 military also applies (Space Marines 2 - 1 = 1 < 2)", () => {
    const s = settleGame({ developments: ["d-contact-specialist", "d-space-marines"], explored: [FPC] });
    expect(refused(s, 0, conquer(FPC))).toBe("too-weak");
  });

  it("payForMilitary with amount 0: Rebel Cantina pays the full defense; Alien Research Team only for Alien worlds (-1 Alien discount)", () => {
    const c = settleGame({ home: "h-rebel-cantina", explored: [FPC], credits: 1 });
    expect(refused(c, 0, { type: "settle", world: FPC, method: "pay" })).toBe("no-credits");
    const a = settleGame({ home: "h-alien-research-team", explored: [FPC, "w-alien-robot-sentry"], credits: 1 });
    expect(refused(a, 0, { type: "settle", world: FPC, method: "pay" })).toBe("no-pay-power");
    const t = play(a, 0, { type: "settle", world: "w-alien-robot-sentry", method: "pay" });
    expect(emp(t, 0).credits).toBe(0);
    expect(goodOn(t, 0, "w-alien-robot-sentry")).toBe("alien");
  });

  it("buyMilitary: Uplift Mercenary Force buys at most 1 temporary military for 1 credit", () => {
    const s = settleGame({ home: "h-uplift-mercenary-force", explored: [FPC], credits: 2 });
    expect(refused(s, 0, conquer(FPC, { buy: 2 }))).toBe("bad-temporary-military");
    const t = play(s, 0, conquer(FPC, { buy: 1 }));
    expect(colonyIds(t, 0)).toContain(FPC);
    expect(emp(t, 0).credits).toBe(1);
  });

  it("temporary military is for conquering only: no mixing with a credit payment", () => {
    const s = settleGame({ home: "h-uplift-mercenary-force", explored: ["w-asteroid-belt"], credits: 3 });
    expect(refused(s, 0, { type: "settle", world: "w-asteroid-belt", method: "credits", buy: 1 })).toBe("no-mixing");
  });

  it("consumeForMilitary: Imperium Weapons Factories returns a Rare good (from any colony) for +2", () => {
    const s = settleGame({
      developments: ["d-imperium-weapons-factories"],
      colonies: [
        { tile: "w-asteroid-belt", good: "rare" },
        { tile: "w-artist-settlement", good: "novelty" },
      ],
      explored: [FPC],
    });
    expect(refused(s, 0, conquer(FPC))).toBe("too-weak");
    expect(refused(s, 0, conquer(FPC, { discard: ["w-artist-settlement"] }))).toBe("bad-temporary-military");
    const rare = s.goodsSupply.rare;
    const t = play(s, 0, conquer(FPC, { discard: ["w-asteroid-belt"] }));
    expect(colonyIds(t, 0)).toContain(FPC);
    expect(goodOn(t, 0, "w-asteroid-belt")).toBeNull();
    expect(t.goodsSupply.rare).toBe(rare + 1);
  });

  it("Improved Logistics: temporary military from returned goods carries to the second world", () => {
    let s = settleGame({
      developments: ["d-imperium-weapons-factories", "d-improved-logistics"],
      colonies: [{ tile: "w-asteroid-belt", good: "rare" }],
      explored: [FPC, "w-avian-uplift-race"],
      colonists: 1,
    });
    s = play(s, 0, conquer(FPC, { discard: ["w-asteroid-belt"] }));
    expect(s.pending).toMatchObject({ kind: "settle", seat: 0, extra: 1 });
    s = play(s, 0, conquer("w-avian-uplift-race"));
    expect(colonyIds(s, 0)).toEqual(["h-ancient-race", "w-asteroid-belt", FPC, "w-avian-uplift-race"]);
  });

  it("Improved Logistics: temporary military bought with credits carries to the second world", () => {
    let s = settleGame({
      home: "h-uplift-mercenary-force",
      developments: ["d-improved-logistics"],
      explored: [FPC, "w-avian-uplift-race"],
      colonists: 1,
      credits: 1,
    });
    s = play(s, 0, conquer(FPC, { buy: 1 }));
    s = play(s, 0, conquer("w-avian-uplift-race"));
    expect(colonyIds(s, 0)).toContain("w-avian-uplift-race");
    expect(emp(s, 0).credits).toBe(0);
  });

  it("Improved Logistics: the first world's powers do not help to settle the second (not usable in the action placed)", () => {
    let s = settleGame({
      developments: ["d-improved-logistics", "d-expeditionary-force"],
      explored: ["w-blaster-gem-mines", FPC],
      colonists: 1,
      credits: 3,
    });
    s = play(s, 0, { type: "settle", world: "w-blaster-gem-mines", method: "credits" });
    // Expeditionary Force 1 + Blaster Gem Mines 1 would be 2, but Blaster Gem Mines was placed in this action
    expect(refused(s, 0, conquer(FPC))).toBe("too-weak");
    expect(worldsOffered(s)).toEqual([SPARE]);
  });

  it("without Improved Logistics a player settles one world only", () => {
    let s = settleGame({ developments: ["d-space-marines"], explored: [FPC, "w-avian-uplift-race"], colonists: 1 });
    s = play(s, 0, conquer(FPC));
    expect(s.pending?.seat).not.toBe(0);
    expect(emp(s, 0).explored).toEqual(["w-avian-uplift-race", SPARE]);
  });
});
