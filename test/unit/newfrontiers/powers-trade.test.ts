/**
 * Trade/Consume powers through `apply` (002_… §Comercio, consumo): Trade powers raise the price of the one good
 * sold ("Si un jugador no intercambia un bien, estos poderes no tienen ningún efecto"), never for the Alien Oort
 * Cloud Factory's good ("no se puede vender"); every applicable Consume power must be used once ("Cada poder se
 * puede usar solo una vez"), "up to" powers as fully as possible, Trade League's consume is optional; buying VP,
 * chips and credits while Trade/Consume is resolved, Pilgrimage World's "all", distinct kinds, and the Prosperous
 * Economy example (2 credits and 8 VP).
 */
import { describe, expect, it } from "vitest";
import { emp, give, goodOn, key, legal, newGame, play, refused, select } from "./nf-helpers.ts";
import type { NfState } from "../../../engine/newfrontiers/state.ts";

/** Seat 0 (the selector: +1 VP chip first) gets `grant`, with its home good removed unless given. */
function tradeFor0(grant: Parameters<typeof give>[2]): NfState {
  const clear = grant.home ? {} : { goods: { "h-ancient-race": null } };
  return select(give(give(newGame(), 0, clear), 0, { credits: 0, ...grant }), "tradeConsume");
}
const sell = (colony: string) => ({ type: "sell" as const, colony });
const consume = (power: string, goods: string[]) => ({ type: "consume" as const, power, goods });

describe("Trade powers", () => {
  it("tradeBonus (any good): Export Duties +1 on a sale", () => {
    const s = play(
      tradeFor0({ developments: ["d-export-duties"], colonies: [{ tile: "w-asteroid-belt", good: "rare" }] }),
      0,
      sell("w-asteroid-belt"),
    );
    expect(emp(s, 0).credits).toBe(2 + 1);
  });

  it("tradeBonus by kind: Spice World +2 only when the good sold is Novelty", () => {
    const g = {
      colonies: [
        "w-spice-world",
        { tile: "w-artist-settlement", good: "novelty" as const },
        { tile: "w-asteroid-belt", good: "rare" as const },
      ],
    };
    expect(emp(play(tradeFor0(g), 0, sell("w-artist-settlement")), 0).credits).toBe(1 + 2);
    expect(emp(play(tradeFor0(g), 0, sell("w-asteroid-belt")), 0).credits).toBe(2);
  });

  it("tradeBonus on its own tile: Pirate World +3 only for the good on Pirate World", () => {
    const g = {
      colonies: [
        { tile: "w-pirate-world", good: "novelty" as const },
        { tile: "w-artist-settlement", good: "novelty" as const },
      ],
    };
    expect(emp(play(tradeFor0(g), 0, sell("w-pirate-world")), 0).credits).toBe(1 + 3);
    expect(emp(play(tradeFor0(g), 0, sell("w-artist-settlement")), 0).credits).toBe(1);
  });

  it("Trade powers do nothing without a sale", () => {
    const s = play(tradeFor0({ developments: ["d-export-duties"], colonies: [{ tile: "w-asteroid-belt", good: "rare" }] }), 0, {
      type: "pass",
    });
    expect(emp(s, 0).credits).toBe(0);
    expect(goodOn(s, 0, "w-asteroid-belt")).toBe("rare");
  });

  it("only one good is sold", () => {
    const s = play(
      tradeFor0({
        colonies: [
          { tile: "w-asteroid-belt", good: "rare" },
          { tile: "w-artist-settlement", good: "novelty" },
        ],
      }),
      0,
      sell("w-asteroid-belt"),
    );
    expect(goodOn(s, 0, "w-artist-settlement")).toBe("novelty");
    expect(s.pending?.seat).not.toBe(0);
  });

  it("the good on the Alien Oort Cloud Factory cannot be sold (but may be consumed)", () => {
    const s = tradeFor0({
      colonies: [
        { tile: "w-alien-oort-cloud-factory", good: "alien" },
        { tile: "w-artist-settlement", good: "novelty" },
      ],
      developments: ["d-genetics-lab"],
    });
    expect(refused(s, 0, sell("w-alien-oort-cloud-factory"))).toBe("cannot-sell");
    expect(legal(s)).toEqual([{ type: "pass" }, sell("w-artist-settlement")]);
    const t = tradeFor0({ home: "h-galactic-developers", colonies: [{ tile: "w-alien-oort-cloud-factory", good: "alien" }] });
    // nothing to sell: straight to consume, where the Oort good is the only one (played by itself)
    expect(goodOn(t, 0, "w-alien-oort-cloud-factory")).toBeNull();
    expect(emp(t, 0).vpChips).toBe(1 + 1);
  });
});

describe("Consume powers", () => {
  it("consume is mandatory when it applies: Old Earth must take 2 goods for 3 VP (no skip)", () => {
    let s = tradeFor0({
      home: "h-old-earth",
      colonies: [
        { tile: "w-asteroid-belt", good: "rare" },
        { tile: "w-artist-settlement", good: "novelty" },
        { tile: "w-empath-world", good: "genes" },
      ],
    });
    s = play(s, 0, { type: "pass" });
    expect(refused(s, 0, { type: "skip", power: key("h-old-earth", 1) })).toBe("bad-consume");
    expect(refused(s, 0, consume(key("h-old-earth", 1), ["w-asteroid-belt"]))).toBe("bad-consume");
    s = play(s, 0, consume(key("h-old-earth", 1), ["w-asteroid-belt", "w-empath-world"]));
    expect(emp(s, 0).vpChips).toBe(1 + 3);
    expect(goodOn(s, 0, "w-artist-settlement")).toBe("novelty");
  });

  it("each power once: a second use of the same power is refused", () => {
    let s = tradeFor0({
      colonies: ["w-prosperous-world", { tile: "w-asteroid-belt", good: "rare" }, { tile: "w-empath-world", good: "genes" }],
      developments: ["d-genetics-lab"],
    });
    s = play(s, 0, { type: "pass" });
    s = play(s, 0, consume(key("w-prosperous-world", 0), ["w-asteroid-belt"]));
    expect(emp(s, 0).vpChips).toBe(2);
    expect(goodOn(s, 0, "w-empath-world")).toBe("genes");
    expect(s.pending?.seat).not.toBe(0);
  });

  it("'up to' powers are used as fully as possible: Consumer Markets takes both Novelty goods (1 VP + 1 credit each)", () => {
    let s = tradeFor0({
      developments: ["d-consumer-markets", "d-genetics-lab"],
      colonies: [
        { tile: "w-artist-settlement", good: "novelty" },
        { tile: "w-gem-world", good: "novelty" },
        { tile: "w-empath-world", good: "genes" },
      ],
    });
    s = play(s, 0, { type: "pass" });
    expect(emp(s, 0).vpChips).toBe(1 + 2);
    expect(emp(s, 0).credits).toBe(2);
    expect(goodOn(s, 0, "w-empath-world")).toBe("genes");
  });

  it("'up to' with a choice: Imperium Weapons Factories (up to 2 Rare) refuses 1 of 3 Rare goods", () => {
    let s = tradeFor0({
      developments: ["d-imperium-weapons-factories"],
      colonies: [
        { tile: "w-asteroid-belt", good: "rare" },
        { tile: "w-radioactive-world", good: "rare" },
        { tile: "w-destroyed-world", good: "rare" },
      ],
    });
    s = play(s, 0, { type: "pass" });
    const p = key("d-imperium-weapons-factories", 1);
    expect(refused(s, 0, consume(p, ["w-asteroid-belt"]))).toBe("bad-consume");
    s = play(s, 0, consume(p, ["w-asteroid-belt", "w-destroyed-world"]));
    expect(emp(s, 0).vpChips).toBe(1 + 2);
    expect(emp(s, 0).credits).toBe(2);
  });

  it("optional consume: Trade League may be skipped, or pays the good's trade price", () => {
    const g = {
      developments: ["d-trade-league"],
      colonies: [
        { tile: "w-deserted-alien-outpost", good: "alien" as const },
        { tile: "w-asteroid-belt", good: "rare" as const },
      ],
    };
    let s = play(tradeFor0(g), 0, { type: "pass" });
    s = play(s, 0, { type: "skip", power: key("d-trade-league", 1) });
    expect(goodOn(s, 0, "w-deserted-alien-outpost")).toBe("alien");
    let t = play(tradeFor0(g), 0, { type: "pass" });
    t = play(t, 0, consume(key("d-trade-league", 1), ["w-deserted-alien-outpost"]));
    expect(emp(t, 0).credits).toBe(4);
  });

  it("buyVP: Merchant World buys up to 2 VP for 1 credit each, optionally", () => {
    let s = tradeFor0({ colonies: ["w-merchant-world"], credits: 3 });
    expect(refused(s, 0, { type: "buyVP", power: key("w-merchant-world", 1), count: 3 })).toBe("bad-consume");
    s = play(s, 0, { type: "buyVP", power: key("w-merchant-world", 1), count: 2 });
    expect(emp(s, 0).credits).toBe(1);
    expect(emp(s, 0).vpChips).toBe(1 + 2);
    const t = play(tradeFor0({ colonies: ["w-merchant-world"], credits: 3 }), 0, { type: "skip", power: key("w-merchant-world", 1) });
    expect(emp(t, 0).credits).toBe(3);
  });

  it("gainVP and gainCredits while Trade/Consume is resolved: Galactic Salon +1 VP, New Economy +1 credit", () => {
    const s = tradeFor0({ developments: ["d-galactic-salon", "d-new-economy"] });
    expect(emp(s, 0).vpChips).toBe(1 + 1);
    expect(emp(s, 0).credits).toBe(1);
  });

  it("Pilgrimage World consumes all goods for 1 VP each but one", () => {
    const s = tradeFor0({
      colonies: [
        "w-pilgrimage-world",
        { tile: "w-asteroid-belt", good: "rare" },
        { tile: "w-empath-world", good: "genes" },
        { tile: "w-artist-settlement", good: "novelty" },
      ],
    });
    const t = play(s, 0, { type: "pass" });
    expect(emp(t, 0).colonies.every((c) => c.good === null)).toBe(true);
    expect(emp(t, 0).vpChips).toBe(1 + 2);
  });

  it("distinct kinds: Diversified Economy takes 3 goods of 3 different kinds for 3 VP, never two of a kind", () => {
    let s = tradeFor0({
      developments: ["d-diversified-economy"],
      colonies: [
        { tile: "w-asteroid-belt", good: "rare" },
        { tile: "w-radioactive-world", good: "rare" },
        { tile: "w-artist-settlement", good: "novelty" },
        { tile: "w-empath-world", good: "genes" },
      ],
    });
    s = play(s, 0, { type: "pass" });
    const p = key("d-diversified-economy", 0);
    expect(refused(s, 0, consume(p, ["w-asteroid-belt", "w-radioactive-world", "w-artist-settlement"]))).toBe("bad-consume");
    s = play(s, 0, consume(p, ["w-asteroid-belt", "w-artist-settlement", "w-empath-world"]));
    expect(emp(s, 0).vpChips).toBe(1 + 3);
    expect(goodOn(s, 0, "w-radioactive-world")).toBe("rare");
  });

  it("distinct kinds, any number: Galactic Exchange pays 1 VP + 1 credit per good, all of different kinds", () => {
    let s = tradeFor0({
      developments: ["d-galactic-exchange"],
      colonies: [
        { tile: "w-asteroid-belt", good: "rare" },
        { tile: "w-radioactive-world", good: "rare" },
        { tile: "w-empath-world", good: "genes" },
      ],
    });
    s = play(s, 0, { type: "pass" });
    const p = key("d-galactic-exchange", 0);
    expect(refused(s, 0, consume(p, ["w-asteroid-belt", "w-radioactive-world"]))).toBe("bad-consume");
    s = play(s, 0, consume(p, ["w-asteroid-belt", "w-empath-world"]));
    expect(emp(s, 0).vpChips).toBe(1 + 2);
    expect(emp(s, 0).credits).toBe(2);
  });

  it("Prosperous Economy (002_… example): New Vinland, Old Earth and Galactic Salon give 2 credits and 8 VP", () => {
    // seat 0 selects and passes its sale (its genes good keeps its decision open); seat 1 owns the example's tiles
    let s = give(newGame(), 1, {
      home: "h-old-earth",
      developments: ["d-prosperous-economy", "d-galactic-salon"],
      colonies: [
        { tile: "w-new-vinland", good: "novelty" },
        { tile: "w-asteroid-belt", good: "rare" },
        { tile: "w-empath-world", good: "genes" },
      ],
      credits: 0,
    });
    s = play(select(s, "tradeConsume"), 0, { type: "pass" });
    s = play(s, 1, { type: "pass" });
    s = play(s, 1, consume(key("w-new-vinland", 0), ["w-asteroid-belt"]));
    // Old Earth's 2 goods are then the only use left: the engine plays it by itself
    expect(emp(s, 1).credits).toBe(2);
    expect(emp(s, 1).vpChips).toBe(8);
  });

  it("Prosperous Economy without Galactic Salon: 1 VP per good consumed only", () => {
    let s = play(
      tradeFor0({ developments: ["d-prosperous-economy"], colonies: ["w-prosperous-world", { tile: "w-asteroid-belt", good: "rare" }] }),
      0,
      { type: "pass" },
    );
    expect(emp(s, 0).vpChips).toBe(1 + 1 + 1);
    s = tradeFor0({ developments: ["d-prosperous-economy"], colonies: [{ tile: "w-asteroid-belt", good: "rare" }] });
    expect(emp(s, 0).vpChips).toBe(1);
  });
});
