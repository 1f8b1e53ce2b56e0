/**
 * Settle cost and "after each settle" powers, and colony replacement, through `apply` (002_… §Asentar notes):
 * cost reductions (never below 0), Terraforming Robots drawing after every world settled ("ocurren dos veces" with
 * Improved Logistics) then the nine-world limit at the end of Settle, chips and banked credits after a settle,
 * Terraforming Engineers / Doomed Colony replacing a colony ("no es una acción de Liquidación", colonists topped up
 * from the mat, leftovers back, the old good to the supply, the new windfall good, the old world to the bag at the
 * end of Settle) and the Alien Oort Cloud Factory kind.
 */
import { describe, expect, it } from "vitest";
import { colonyIds, emp, give, goodOn, legal, newGame, play, refused, select } from "./nf-helpers.ts";
import { setColony, type NfState } from "../../../engine/newfrontiers/state.ts";

const SPARE = "w-devolved-uplift-race";
function settleGame(grant: Parameters<typeof give>[2], deck?: string[], seat = 0): NfState {
  const s = give(newGame(2, {}, deck), seat, { colonists: 0, credits: 0, ...grant });
  return select(give(s, seat, { explored: [SPARE] }), "settle");
}
const pay = (world: string) => ({ type: "settle" as const, world, method: "credits" as const });

describe("Settle costs and after-settle powers", () => {
  it("costReduction by kind: Alpha Centauri makes Rare worlds 1 cheaper, not others", () => {
    let s = select(
      give(newGame(2, { mats: [3, 4] }), 0, { colonists: 0, credits: 1, explored: ["w-asteroid-belt", "w-gem-world"] }),
      "settle",
    );
    expect(refused(s, 0, pay("w-gem-world"))).toBe("no-credits");
    s = play(s, 0, pay("w-asteroid-belt"));
    expect(emp(s, 0).credits).toBe(0);
  });

  it("costReductions add up and never go below 0 (Alpha Centauri -1, Mining Robots -1 on a cost-1 world)", () => {
    let s = select(
      give(newGame(2, { mats: [3, 4] }), 0, {
        colonists: 0,
        credits: 0,
        developments: ["d-mining-robots"],
        explored: ["w-destroyed-world", SPARE],
      }),
      "settle",
    );
    s = play(s, 0, pay("w-destroyed-world"));
    expect(colonyIds(s, 0)).toContain("w-destroyed-world");
    expect(emp(s, 0).credits).toBe(0);
  });

  it("drawWorlds (afterEachSettle): Terraforming Robots draws once per world settled, twice with Improved Logistics", () => {
    let s = settleGame({ developments: ["d-terraforming-robots", "d-improved-logistics"], explored: ["w-refugee-world"], colonists: 1 }, [
      "w-rebel-miners",
      "w-comet-zone",
    ]);
    s = play(s, 0, pay("w-refugee-world"));
    expect(emp(s, 0).explored).toEqual([SPARE, "w-rebel-miners"]);
    s = play(s, 0, pay(SPARE));
    expect(emp(s, 0).explored).toEqual(["w-rebel-miners", "w-comet-zone"]);
  });

  it("Terraforming Robots: over nine worlds at the end of Settle, the owner returns explored worlds of its choice", () => {
    let s = settleGame(
      {
        developments: ["d-terraforming-robots", "d-improved-logistics"],
        colonies: ["w-artist-settlement", "w-gem-world", "w-spice-world", "w-new-vinland", "w-comet-zone"],
        explored: ["w-refugee-world"],
        colonists: 1,
      },
      ["w-rebel-miners", "w-asteroid-belt"],
    );
    s = play(s, 0, pay("w-refugee-world"));
    s = play(s, 0, pay(SPARE));
    // 8 colonies + 2 drawn = 10 > 9: one of the two drawn worlds goes back
    expect(s.pending).toMatchObject({ kind: "exploreReturn", seat: 0, count: 1 });
    s = play(s, 0, { type: "returnWorlds", worlds: ["w-asteroid-belt"] });
    expect(emp(s, 0).explored).toEqual(["w-rebel-miners"]);
    expect(s.bag).toContain("w-asteroid-belt");
    expect(s.endTriggers).toContain("colonies");
  });

  it("gainVP (afterEachSettle, military Rebel worlds): Rebel Freedom Fighters +1 chip for Rebel Fuel Cache, none for others", () => {
    let s = settleGame({ home: "h-rebel-freedom-fighters", explored: ["w-rebel-fuel-cache"] });
    s = play(s, 0, { type: "settle", world: "w-rebel-fuel-cache", method: "military" });
    expect(emp(s, 0).vpChips).toBe(1);
    let t = settleGame({ home: "h-rebel-freedom-fighters", explored: ["w-star-nomad-lair"] });
    t = play(t, 0, { type: "settle", world: "w-star-nomad-lair", method: "military" });
    expect(emp(t, 0).vpChips).toBe(0);
  });

  it("bankCredit (afterEachSettle): Galactic Scavengers stores 1 of the credits paid for a world, none for a free one", () => {
    let s = settleGame({ home: "h-galactic-scavengers", explored: ["w-asteroid-belt"], credits: 2 });
    s = play(s, 0, pay("w-asteroid-belt"));
    expect(emp(s, 0).banked).toBe(1);
    expect(emp(s, 0).credits).toBe(0);
    let t = settleGame({ home: "h-galactic-scavengers" });
    t = play(t, 0, pay(SPARE));
    expect(emp(t, 0).banked).toBe(0);
  });

  it("Alien Oort Cloud Factory: its owner sets its kind when settling it; the windfall good is of that kind", () => {
    let s = settleGame({ explored: ["w-alien-oort-cloud-factory"] });
    expect(refused(s, 0, pay("w-alien-oort-cloud-factory"))).toBe("bad-oort-kind");
    s = play(s, 0, { ...pay("w-alien-oort-cloud-factory"), oortKind: "genes" });
    expect(goodOn(s, 0, "w-alien-oort-cloud-factory")).toBe("genes");
  });
});

describe("Replacing a colony (Terraforming Engineers, Doomed Colony)", () => {
  const TE = "d-terraforming-engineers";

  it("replaceColony: a same-kind world costing 0-3 more; the old good returns, the new windfall gets its good, the old world goes to the bag after Settle", () => {
    let s = settleGame({
      developments: [TE],
      colonies: [{ tile: "w-artist-settlement", good: "novelty" }],
      explored: ["w-galactic-resort"],
    });
    const novelty = s.goodsSupply.novelty;
    s = play(s, 0, { type: "replace", colony: "w-artist-settlement", world: "w-galactic-resort" });
    expect(colonyIds(s, 0)).toEqual(["h-ancient-race", "w-galactic-resort"]);
    expect(goodOn(s, 0, "w-galactic-resort")).toBe("novelty");
    expect(s.goodsSupply.novelty).toBe(novelty);
    expect(emp(s, 0).credits).toBe(0);
    // replacing is a step of its own: the turn goes on with "gain 2 colonists or settle"
    expect(s.pending).toMatchObject({ kind: "settle", seat: 0, done: false });
    expect(s.bag).not.toContain("w-artist-settlement");
    s = play(s, 0, { type: "colonists" });
    expect(s.current).toBeNull();
    expect(s.bag).toContain("w-artist-settlement");
  });

  it("replacing goes with settling in the same turn, but not on the colony just settled", () => {
    let s = settleGame({ developments: [TE], colonies: ["w-artist-settlement"], explored: ["w-galactic-resort"], colonists: 1 });
    s = play(s, 0, { type: "settle", world: SPARE, method: "credits" });
    expect(s.pending).toMatchObject({ kind: "settle", seat: 0, done: true });
    expect(refused(s, 0, { type: "replace", colony: SPARE, world: "w-galactic-resort" })).toMatch(
      /placed-this-action|cannot-replace|kind-mismatch/,
    );
    expect(refused(s, 0, { type: "colonists" })).toBe("wrong-decision");
    s = play(s, 0, { type: "replace", colony: "w-artist-settlement", world: "w-galactic-resort" });
    expect(colonyIds(s, 0)).toContain("w-galactic-resort");
    expect(colonyIds(s, 0)).toContain(SPARE);
    expect(s.current).toBeNull();
  });

  it("replaceColony refuses another kind, a military world or colony, a cheaper world and a world 4 or more dearer", () => {
    const s = settleGame({
      developments: [TE],
      colonies: ["w-artist-settlement", "w-star-nomad-lair", "w-refugee-world"],
      explored: ["w-asteroid-belt", "w-pirate-world", "w-galactic-news-hub", "w-gem-world"],
    });
    expect(refused(s, 0, { type: "replace", colony: "w-artist-settlement", world: "w-asteroid-belt" })).toMatch(
      /cannot-replace|kind-mismatch/,
    );
    expect(refused(s, 0, { type: "replace", colony: "w-artist-settlement", world: "w-pirate-world" })).toBe("cannot-replace");
    expect(refused(s, 0, { type: "replace", colony: "w-star-nomad-lair", world: "w-gem-world" })).toBe("cannot-replace");
    expect(refused(s, 0, { type: "replace", colony: "w-refugee-world", world: "w-galactic-news-hub" })).toBe("cannot-replace");
    expect(legal(s)).toContainEqual({ type: "replace", colony: "w-artist-settlement", world: "w-galactic-news-hub" });
    expect(refused(s, 0, { type: "replace", colony: "w-artist-settlement", world: SPARE })).toBe("cannot-replace");
    expect(legal(s)).toContainEqual({ type: "replace", colony: "w-artist-settlement", world: "w-gem-world" });
  });

  it("replaceColony works on grey worlds (grey for grey) but the Oort Cloud may not become grey", () => {
    const s = settleGame({
      developments: [TE],
      colonies: ["w-galactic-engineers", "w-alien-oort-cloud-factory"],
      explored: ["w-merchant-world", "w-pilgrimage-world"],
    });
    expect(legal(s)).toContainEqual({ type: "replace", colony: "w-galactic-engineers", world: "w-merchant-world" });
    refused(s, 0, { type: "replace", colony: "w-alien-oort-cloud-factory", world: "w-pilgrimage-world" });
    expect(legal(s).some((a) => a.type === "replace" && a.world === "w-pilgrimage-world")).toBe(false);
    // the Oort Cloud may take a goods kind to match: a cost-0 Novelty world may replace it
    expect(legal(s)).toContainEqual({ type: "replace", colony: "w-alien-oort-cloud-factory", world: SPARE });
  });

  it("replaceColony: an extra colonist comes from the mat; without it the replacement is refused", () => {
    // seat 0 selects and, with nothing to settle, takes 2 colonists by itself; Radioactive World keeps seat 1's choice open
    const base = (colonists: number) =>
      select(
        give(newGame(), 1, {
          developments: [TE],
          colonies: ["w-asteroid-belt"],
          explored: ["w-new-earth", "w-radioactive-world"],
          colonists,
          credits: 0,
        }),
        "settle",
      );
    let s = base(0);
    expect(s.pending).toMatchObject({ kind: "settle", seat: 1 });
    expect(refused(s, 1, { type: "replace", colony: "w-asteroid-belt", world: "w-new-earth" })).toBe("no-colonists");
    s = play(base(1), 1, { type: "replace", colony: "w-asteroid-belt", world: "w-new-earth" });
    // the mat's colonist went to New Earth; then the only Settle choice left, 2 colonists, is taken by itself
    expect(s.log.filter((l) => l.seat === 1 && l.colonists === 2)).toHaveLength(1);
    expect(emp(s, 1).colonists).toBe(2);
    expect(emp(s, 1).colonies.find((c) => c.tile === "w-new-earth")?.colonists).toBe(2);
  });

  it("replacing is not a Settle: Terraforming Robots draws nothing, Galactic Scavengers banks nothing", () => {
    let s = settleGame(
      {
        home: "h-galactic-scavengers",
        developments: [TE, "d-terraforming-robots"],
        colonies: ["w-artist-settlement"],
        explored: ["w-gem-world"],
      },
      ["w-rebel-miners"],
    );
    s = play(s, 0, { type: "replace", colony: "w-artist-settlement", world: "w-gem-world" });
    expect(emp(s, 0).explored).toEqual([SPARE]);
    expect(emp(s, 0).banked).toBe(0);
  });

  it("a colony placed in this action cannot be replaced", () => {
    const s = settleGame({ developments: [TE], colonies: ["w-artist-settlement"], explored: ["w-gem-world"] });
    const e = s.empires[0]!;
    e.colonies = e.colonies.map((c, i) => (i === 1 ? { ...c, placedIn: s.actionNo } : c));
    expect(refused(s, 0, { type: "replace", colony: "w-artist-settlement", world: "w-gem-world" })).toBe("placed-this-action");
  });

  it("leftover colonists return to the mat (a 2-colonist colony replaced by a 1-colonist world)", () => {
    const s = settleGame({ developments: [TE], colonies: ["w-artist-settlement"], explored: ["w-gem-world"] });
    const e = emp(s, 0);
    setColony(e, e.colonies[1]!.tile, { ...e.colonies[1]!, colonists: 2 });
    const before = emp(s, 0).colonists;
    const t = play(s, 0, { type: "replace", colony: "w-artist-settlement", world: "w-gem-world" });
    expect(emp(t, 0).colonists).toBe(before + 1);
  });

  it("replaceThisColony: Doomed Colony becomes any explored non-military world for free (colonist top-up from the mat)", () => {
    let s = settleGame({ home: "h-doomed-colony", explored: ["w-new-earth", "w-pirate-world"], colonists: 0 });
    expect(refused(s, 0, { type: "replace", colony: "h-doomed-colony", world: "w-pirate-world" })).toBe("cannot-replace");
    s = play(s, 0, { type: "replace", colony: "h-doomed-colony", world: "w-new-earth" });
    expect(colonyIds(s, 0)).toEqual(["w-new-earth"]);
    // the selector's bonus colonist topped New Earth up; then 2 colonists were the only Settle choice left
    expect(emp(s, 0).colonists).toBe(2);
    expect(s.log.filter((l) => l.seat === 0 && l.colonists === 2)).toHaveLength(1);
    expect(s.bag).not.toContain("h-doomed-colony");
  });
});
