/**
 * The Alien Oort Cloud Factory's kind "una vez por acción para esa acción" (002_… §Poderes: "Su propietario
 * establece su tipo … una vez por acción para esa acción. Esto no tiene ningún efecto sobre un bien que ya está en
 * él") and the goods shortage of §Produce ("si un jugador tiene varias colonias de producción más de un tipo de lo
 * que los bienes están disponibles, entonces el jugador elige cuál de ellos produce bienes"), through `apply`; and the
 * Oort Cloud's best kind in final scoring ("El propietario de Alien Oort Cloud Factory elige su tipo").
 */
import { describe, expect, it } from "vitest";
import { scoreItems } from "../../../engine/newfrontiers/scoring.ts";
import type { NfState } from "../../../engine/newfrontiers/state.ts";
import { emp, give, goodOn, legal, newGame, play, refused, select } from "./nf-helpers.ts";

const OORT = "w-alien-oort-cloud-factory";
const WP = "d-imperium-war-profiteers"; // Produce: +1 credit per Rare Elements colony
const PGL = "d-pan-galactic-league"; // Produce: +1 credit per Genes colony

/** Credits `tile` paid `seat` in the log. */
const paidBy = (s: NfState, seat: number, tile: string) =>
  s.log.filter((l) => l.seat === seat && l.tile === tile && (l.credits ?? 0) > 0).reduce((n, l) => n + (l.credits ?? 0), 0);

describe("Alien Oort Cloud Factory: its kind is set once per action", () => {
  // seat 1: the Oort Cloud holding a Genes good, Asteroid Belt (Rare), Empath World (Genes); seat 0 selects Produce
  const produceWith = (developments: string[]) =>
    select(
      give(newGame(), 1, { credits: 0, developments, colonies: [{ tile: OORT, good: "genes" }, "w-asteroid-belt", "w-empath-world"] }),
      "produce",
    );

  it("two powers counting different kinds: the owner chooses, and the good on it keeps its own kind", () => {
    const s = produceWith([WP, PGL]);
    expect(s.pending).toMatchObject({ kind: "oortKind", seat: 1, kinds: ["rare", "genes"] });
    expect(legal(s)).toEqual([
      { type: "oortKind", kind: "rare" },
      { type: "oortKind", kind: "genes" },
    ]);
    expect(refused(s, 1, { type: "oortKind", kind: "alien" })).toBe("not-a-choice");
    expect(refused(s, 1, { type: "pass" })).toBe("wrong-decision");
    const rare = play(s, 1, { type: "oortKind", kind: "rare" });
    expect(paidBy(rare, 1, WP)).toBe(2); // Asteroid Belt + the Oort Cloud
    expect(paidBy(rare, 1, PGL)).toBe(1); // Empath World only: the Genes good does not make the world Genes
    expect(goodOn(rare, 1, OORT)).toBe("genes");
    const genes = play(s, 1, { type: "oortKind", kind: "genes" });
    expect(paidBy(genes, 1, WP)).toBe(1);
    expect(paidBy(genes, 1, PGL)).toBe(2);
  });

  it("one power counting one kind: the kind that counts is set without asking, and the log says so", () => {
    const s = produceWith([WP]);
    expect(s.pending?.kind).not.toBe("oortKind");
    expect(paidBy(s, 1, WP)).toBe(2);
    expect(
      s.log.some((l) => l.seat === 1 && l.key === "oortKindSet" && l.args.kind === "rare" && l.tile === "w-alien-oort-cloud-factory"),
    ).toBe(true);
  });

  it("no power counting kinds: nothing is asked and nothing is set", () => {
    const s = produceWith([]);
    expect(s.pending?.kind).not.toBe("oortKind");
    expect(s.log.some((l) => l.key === "oortKindSet")).toBe(false);
  });

  it("a windfall good placed on it sets the kind for the rest of the action", () => {
    // seat 0 selects Produce with an empty Oort Cloud: the bonus good may go on it as any kind
    const base = () =>
      select(
        give(newGame(), 0, { credits: 0, developments: [WP], colonies: [OORT, "w-asteroid-belt"], goods: { "w-asteroid-belt": "rare" } }),
        "produce",
      );
    let s = base();
    expect(s.pending).toMatchObject({ kind: "windfall", seat: 0 });
    expect(legal(s)).toHaveLength(4);
    s = play(s, 0, { type: "windfall", colony: OORT, oortKind: "genes" });
    expect(goodOn(s, 0, OORT)).toBe("genes");
    expect(paidBy(s, 0, WP)).toBe(1); // a Genes world for this action: only Asteroid Belt is Rare
    const r = play(base(), 0, { type: "windfall", colony: OORT, oortKind: "rare" });
    expect(paidBy(r, 0, WP)).toBe(2);
  });

  it("Terraforming Engineers may replace it with a world of any goods kind, the owner setting its kind to match", () => {
    let s = give(newGame(), 0, {
      colonists: 1,
      credits: 0,
      developments: ["d-terraforming-engineers"],
      colonies: [{ tile: OORT, good: "genes" }],
      explored: ["w-asteroid-belt"],
    });
    s = select(s, "settle");
    expect(legal(s)).toContainEqual({ type: "replace", colony: OORT, world: "w-asteroid-belt" });
    s = play(s, 0, { type: "replace", colony: OORT, world: "w-asteroid-belt" });
    expect(emp(s, 0).colonies.map((c) => c.tile)).toContain("w-asteroid-belt");
    expect(emp(s, 0).colonies.map((c) => c.tile)).not.toContain(OORT);
  });
});

describe("goods shortage (stockpiles): the player chooses which production colonies get the last goods", () => {
  // seat 1 owns Comet Zone and Mining World (Rare production, each +1 credit when a good is produced there)
  const short = (rare: number) => {
    const s = give(newGame(), 1, { credits: 0, colonies: ["w-comet-zone", "w-mining-world"] });
    s.goodsSupply.rare = rare;
    return select(s, "produce");
  };

  it("one Rare good for two Rare colonies: a choice, one good, the other colony gets nothing", () => {
    const s = short(1);
    expect(s.pending).toMatchObject({ kind: "shortage", seat: 1, good: "rare" });
    expect(legal(s)).toEqual([
      { type: "produceOn", tile: "w-comet-zone" },
      { type: "produceOn", tile: "w-mining-world" },
    ]);
    expect(refused(s, 1, { type: "produceOn", tile: "w-empath-world" })).toBe("not-a-target");
    expect(refused(s, 1, { type: "pass" })).toBe("wrong-decision");
    const t = play(s, 1, { type: "produceOn", tile: "w-mining-world" });
    expect(goodOn(t, 1, "w-mining-world")).toBe("rare");
    expect(goodOn(t, 1, "w-comet-zone")).toBeNull();
    expect(t.goodsSupply.rare).toBe(0);
    expect(emp(t, 1).credits).toBe(1); // Mining World pays; Comet Zone produced nothing
    expect(t.log.some((l) => l.seat === 1 && l.key === "noGood" && l.args.tile === "w-comet-zone" && l.args.kind === "rare")).toBe(true);
  });

  it("enough goods: no choice; none left: nothing produced and no choice", () => {
    const plenty = short(2);
    expect(plenty.pending?.kind).not.toBe("shortage");
    expect(goodOn(plenty, 1, "w-comet-zone")).toBe("rare");
    expect(goodOn(plenty, 1, "w-mining-world")).toBe("rare");
    const none = short(0);
    expect(none.pending?.kind).not.toBe("shortage");
    expect(goodOn(none, 1, "w-comet-zone")).toBeNull();
    expect(emp(none, 1).credits).toBe(0);
  });

  it("a windfall power is not offered a colony whose kind has run out", () => {
    const s = give(newGame(), 0, { credits: 0, colonies: ["w-asteroid-belt", "w-empath-world"] });
    s.goodsSupply.rare = 0;
    const t = select(s, "produce");
    // the selector's bonus good: only Empath World (Genes) is left, so it is placed there without asking
    expect(goodOn(t, 0, "w-empath-world")).toBe("genes");
    expect(goodOn(t, 0, "w-asteroid-belt")).toBeNull();
  });
});

describe("Alien Oort Cloud Factory at the end: its owner picks its kind for scoring (§Fin del juego)", () => {
  // seat 0: Ancient Race (Genes windfall), the Oort Cloud holding a Genes good, Asteroid Belt (Rare), Artist Settlement (Novelty)
  const bonus = (developments: string[]) => {
    const s = give(newGame(), 0, { developments, colonies: [{ tile: OORT, good: "genes" }, "w-asteroid-belt", "w-artist-settlement"] });
    return Object.fromEntries(
      scoreItems(s, 0)
        .filter((i) => i.reason === "bonus")
        .map((i) => [i.tile, i.points]),
    );
  };

  it("the kind that scores most overall: Alien makes four kinds for Galactic Exchange (10) though Pan-Galactic League then gets 2", () => {
    // Alien: 4 kinds = 10, League 2 (Ancient Race) = 12; Genes: 3 kinds = 6, League 4 = 10; Rare or Novelty: 6 + 2 = 8
    expect(bonus(["d-galactic-exchange", "d-pan-galactic-league"])).toEqual({ "d-galactic-exchange": 10, "d-pan-galactic-league": 2 });
  });

  it("with the League alone Genes is best: the Oort Cloud counts as a Genes windfall colony", () => {
    expect(bonus(["d-pan-galactic-league"])).toEqual({ "d-pan-galactic-league": 4 });
  });
});
