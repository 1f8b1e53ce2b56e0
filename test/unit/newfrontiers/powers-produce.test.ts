/**
 * Produce powers through `apply` (002_… §Produce): windfall powers put a good on an empty windfall colony (of the
 * kind named), credits per colony / per kind produced, credits only when a good "realmente" was produced on the tile
 * (Comet Zone: "Si un bien ya está presente, no se proporcionan créditos"), producedMost comparing only the goods
 * produced in this action (Mining Industries), paying to produce (Damaged Alien Factory), banked credits
 * (Galactic Scavengers) and the Alien Oort Cloud Factory's kind chosen for the good.
 */
import { describe, expect, it } from "vitest";
import { emp, give, goodOn, legal, newGame, play, select } from "./nf-helpers.ts";
import type { NfState } from "../../../engine/newfrontiers/state.ts";

/** Seat 1 gets `grant` (credits 0 unless given); seat 0 (no production, its home good kept) selects Produce. */
function produceFor1(grant: Parameters<typeof give>[2], mats?: number[]): NfState {
  return select(give(newGame(2, mats ? { mats } : {}), 1, { credits: 0, ...grant }), "produce");
}

describe("Produce powers", () => {
  it("produceGood: Galactic Engineers fills one empty windfall colony of the owner's choice", () => {
    let s = produceFor1({ colonies: ["w-galactic-engineers", "w-refugee-world", "w-empath-world"] });
    expect(s.pending).toMatchObject({ kind: "windfall", seat: 1 });
    expect(legal(s)).toEqual([
      { type: "windfall", colony: "w-refugee-world" },
      { type: "windfall", colony: "w-empath-world" },
    ]);
    s = play(s, 1, { type: "windfall", colony: "w-empath-world" });
    expect(goodOn(s, 1, "w-empath-world")).toBe("genes");
    expect(goodOn(s, 1, "w-refugee-world")).toBeNull();
  });

  it("produceGood with a kind: Genetics Lab fills only a Genes windfall colony (played by itself when there is one)", () => {
    const s = produceFor1({ developments: ["d-genetics-lab"], colonies: ["w-refugee-world", "w-empath-world"] });
    expect(goodOn(s, 1, "w-empath-world")).toBe("genes");
    expect(goodOn(s, 1, "w-refugee-world")).toBeNull();
  });

  it("produceGood does nothing on a windfall colony that already holds a good", () => {
    const s = produceFor1({ developments: ["d-genetics-lab"], colonies: [{ tile: "w-empath-world", good: "genes" }] });
    expect(s.goodsSupply.genes).toBe(15 - 2);
  });

  it("gainCredits (default): Rebel Underground pays 1 credit in every Produce", () => {
    expect(emp(produceFor1({ colonies: ["w-rebel-underground"] }), 1).credits).toBe(1);
  });

  it("gainCredits per colony with a filter: Rebel Cantina counts every Rebel colony, itself included", () => {
    const s = produceFor1({ home: "h-rebel-cantina", colonies: ["w-rebel-miners", "w-asteroid-belt"] });
    expect(emp(s, 1).credits).toBe(2);
  });

  it("gainCredits per kind produced: Diversified Economy +1 per different kind produced in this action", () => {
    const s = produceFor1({ developments: ["d-diversified-economy"], colonies: ["w-artist-settlement", "w-comet-zone", "w-mining-world"] });
    // novelty + rare + rare = 2 kinds; Comet Zone and Mining World also pay 1 each (goods produced there)
    expect(emp(s, 1).credits).toBe(2 + 2);
  });

  it("ifGoodProducedHere: Gem World pays only when a good is produced on it, not when one is already there", () => {
    expect(emp(produceFor1({ colonies: ["w-gem-world"] }), 1).credits).toBe(1);
    expect(emp(produceFor1({ colonies: [{ tile: "w-gem-world", good: "novelty" }] }), 1).credits).toBe(0);
  });

  it("ifGoodProducedHere on a windfall world: Runaway Robots pays when a windfall power fills it", () => {
    const s = produceFor1({ developments: ["d-mining-robots"], colonies: ["w-runaway-robots"] });
    expect(goodOn(s, 1, "w-runaway-robots")).toBe("rare");
    expect(emp(s, 1).credits).toBe(1);
    expect(emp(produceFor1({ colonies: ["w-runaway-robots"] }), 1).credits).toBe(0);
  });

  it("producedMost: Mining Industries +2 only for strictly the most Rare goods produced in this action", () => {
    let s = give(newGame(), 0, { colonies: ["w-comet-zone"], credits: 0, goods: { "h-ancient-race": "genes" } });
    s = select(
      give(s, 1, { developments: ["d-mining-industries"], colonies: ["w-mining-world", "w-bio-hazard-mining-world"], credits: 0 }),
      "produce",
    );
    // seat 1 produced 2 rare (Mining World +1 credit), seat 0 produced 1 (Comet Zone +1)
    expect(emp(s, 1).credits).toBe(1 + 2);
    let t = give(newGame(), 0, { colonies: ["w-comet-zone", "w-new-earth"], credits: 0 });
    t = select(
      give(t, 1, { developments: ["d-mining-industries"], colonies: ["w-mining-world", "w-bio-hazard-mining-world"], credits: 0 }),
      "produce",
    );
    expect(emp(t, 1).credits).toBe(1);
  });

  it("producedMost counts goods produced, not goods held (a full Rare colony does not count)", () => {
    let s = give(newGame(), 0, { colonies: ["w-comet-zone"], credits: 0 });
    s = select(
      give(s, 1, {
        developments: ["d-mining-industries"],
        colonies: [
          { tile: "w-mining-world", good: "rare" },
          { tile: "w-bio-hazard-mining-world", good: "rare" },
        ],
        credits: 0,
      }),
      "produce",
    );
    expect(emp(s, 1).credits).toBe(0);
  });

  it("producedMost with Galactic News Hub: +1 for the most Novelty goods", () => {
    const s = produceFor1({ colonies: ["w-galactic-news-hub", "w-artist-settlement"] });
    expect(emp(s, 1).credits).toBe(1);
  });

  it("minDevelopments: Technology Investors pays 1 with 4 developments, nothing with 3", () => {
    const four = ["d-technology-investors", "d-space-marines", "d-contact-specialist", "d-genetics-lab"];
    expect(emp(produceFor1({ developments: four }), 1).credits).toBe(1);
    expect(emp(produceFor1({ developments: four.slice(0, 3) }), 1).credits).toBe(0);
  });

  it("gainCredits per colony: Imperium War Profiteers +1 per Rare colony", () => {
    const s = produceFor1({
      developments: ["d-imperium-war-profiteers"],
      colonies: [
        { tile: "w-asteroid-belt", good: "rare" },
        { tile: "w-radioactive-world", good: "rare" },
      ],
    });
    expect(emp(s, 1).credits).toBe(2);
  });

  it("payToProduce: Damaged Alien Factory may pay 1 credit for an Alien good (never produced by itself)", () => {
    let s = produceFor1({ credits: 2 }, [7, 8]);
    expect(s.pending).toMatchObject({ kind: "payToProduce", seat: 1 });
    s = play(s, 1, { type: "produceOn", tile: "h-damaged-alien-factory" });
    expect(goodOn(s, 1, "h-damaged-alien-factory")).toBe("alien");
    expect(emp(s, 1).credits).toBe(1);
    let t = produceFor1({ credits: 2 }, [7, 8]);
    t = play(t, 1, { type: "pass" });
    expect(goodOn(t, 1, "h-damaged-alien-factory")).toBeNull();
    expect(emp(t, 1).credits).toBe(2);
    expect(goodOn(produceFor1({ credits: 0 }, [7, 8]), 1, "h-damaged-alien-factory")).toBeNull();
  });

  it("takeBankedCredits: Galactic Scavengers' owner takes every credit stored on it", () => {
    const s = give(newGame(), 1, { home: "h-galactic-scavengers", credits: 0 });
    (s.empires[1] as { banked: number }).banked = 3;
    const t = select(s, "produce");
    expect(emp(t, 1).credits).toBe(3);
    expect(emp(t, 1).banked).toBe(0);
  });

  it("the selector's windfall bonus on the Alien Oort Cloud Factory: its owner chooses the kind", () => {
    let s = give(newGame(), 0, { colonies: ["w-alien-oort-cloud-factory"], goods: { "h-ancient-race": "genes" } });
    s = select(s, "produce");
    expect(legal(s)).toHaveLength(4);
    s = play(s, 0, { type: "windfall", colony: "w-alien-oort-cloud-factory", oortKind: "alien" });
    expect(goodOn(s, 0, "w-alien-oort-cloud-factory")).toBe("alien");
  });

  it("a kind-limited windfall power fills the Oort Cloud only as that kind (Genetics Lab: genes)", () => {
    const s = produceFor1({ developments: ["d-genetics-lab"], colonies: ["w-alien-oort-cloud-factory"] });
    expect(goodOn(s, 1, "w-alien-oort-cloud-factory")).toBe("genes");
  });
});
