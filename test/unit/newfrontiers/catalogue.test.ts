// The New Frontiers catalogue (engine/newfrontiers/catalogue.json): it validates, its own `counts` agree with its
// items, every item and power carries a provenance from the legend, every power uses the engine's vocabulary
// (walked generically over the raw JSON, so a new item with an unknown effect fails), and the rules worked
// examples of 002_5d0b817c3d65cbf4.txt find their tiles. Broken copies: catalogue-honesty.test.ts.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import raw from "../../../engine/newfrontiers/catalogue.json";
import {
  ALL_DEVELOPMENTS,
  ALL_TILES,
  CATALOGUE,
  CATALOGUE_STATUS,
  CONDITION_KEYS,
  FILTER_KEYS,
  GOAL_MEASURES,
  PER_COUNTS,
  POWER_ACTIONS,
  POWER_EFFECTS,
  PROVENANCES,
  TIMINGS,
  allPowers,
  developmentById,
  goalById,
  homeColonyById,
  parseCatalogue,
  tileById,
  tileByName,
  worldById,
  type Power,
  type PowerAction,
  type Provenance,
} from "../../../engine/newfrontiers/catalogue.ts";
import { sharedData } from "../../support/shared-data.ts";

type Json = Record<string, unknown>;
const isObject = (x: unknown): x is Json => typeof x === "object" && x !== null && !Array.isArray(x);

/** Calls visit(key, value) for every property anywhere below `value`. */
function walk(value: unknown, visit: (key: string, value: unknown) => void): void {
  if (Array.isArray(value)) for (const x of value) walk(x, visit);
  else if (isObject(value))
    for (const [k, x] of Object.entries(value)) {
      visit(k, x);
      walk(x, visit);
    }
}

function tally<T>(items: readonly T[], provenanceOf: (t: T) => Provenance) {
  const t = { total: items.length, printed: 0, adapted: 0, designed: 0 };
  for (const i of items) t[provenanceOf(i)]++;
  return t;
}
const byProvenance = <T extends { provenance: Provenance }>(items: readonly T[]) => tally(items, (i) => i.provenance);

describe("New Frontiers catalogue: loads", () => {
  it("the engine copy validates and is marked as provisional", () => {
    const r = parseCatalogue(raw);
    expect(r.ok ? "ok" : r.message).toBe("ok");
    expect(CATALOGUE.provisional).toBe(true);
    expect(CATALOGUE_STATUS).toBe("provisional tile values");
    expect(Object.isFrozen(CATALOGUE.worlds[0]?.powers)).toBe(true);
  });

  // Once the catalogue is final it is ours alone, and no longer the shared provisional file.
  const shared = CATALOGUE.provisional
    ? sharedData("new-frontiers-provisional.json", "the New Frontiers catalogue compared with the shared provisional file")
    : null;
  it.skipIf(shared === null)("while provisional, it is the project's file as is", () => {
    const here = join(import.meta.dirname, "..", "..", "..", "engine", "newfrontiers", "catalogue.json");
    expect(readFileSync(here, "utf8")).toBe(readFileSync(shared!, "utf8"));
  });

  it("finds tiles, goals and actions by id and name", () => {
    expect(worldById("w-gem-world")?.cost).toBe(2);
    expect(homeColonyById("h-old-earth")?.mat).toBe(1);
    expect(developmentById("d-space-marines")?.group).toBe("fixed");
    expect(developmentById("d-free-trade-association")?.vp).toBe("?");
    expect(worldById("h-old-earth")).toBeUndefined();
    expect(tileById("nope")).toBeUndefined();
    expect(tileByName("Galactic Salon")?.id).toBe("d-galactic-salon");
    expect(goalById("g-greatest-military")?.condition.type).toBe("most");
    expect(ALL_TILES).toHaveLength(116);
    expect(ALL_DEVELOPMENTS).toHaveLength(40);
  });
});

describe("New Frontiers catalogue: counts agree with the items", () => {
  const c = CATALOGUE;
  const variable = c.developments.variableSmall.flatMap((s) => s.faces);
  const large = c.developments.large.flatMap((t) => t.faces);

  it("worlds", () => {
    const byKind = { novelty: 0, rare: 0, genes: 0, alien: 0, none: 0, variable: 0 };
    for (const w of c.worlds) byKind[w.kind]++;
    expect({
      ...byProvenance(c.worlds),
      byKind,
      military: c.worlds.filter((w) => w.military).length,
      twoColonists: c.worlds.filter((w) => w.colonists === 2).length,
    }).toEqual(c.counts.worlds);
    expect(c.worlds).toHaveLength(c.setup.worldBag.tiles);
  });

  it("home colonies, developments, goals and actions", () => {
    expect(byProvenance(c.homeColonies)).toEqual(c.counts.homeColonies);
    expect(c.homeColonies).toHaveLength(2 * c.setup.empireMats.count);
    expect(byProvenance(c.developments.fixedSmall)).toEqual(c.counts.fixedSmallDevelopments);
    expect(byProvenance(variable)).toEqual(c.counts.variableSmallFaces);
    expect(byProvenance(large)).toEqual(c.counts.largeFaces);
    expect(c.developments.large).toHaveLength(c.setup.developments.largeTiles);
    expect(c.developments.fixedSmall.length + c.developments.variableSmall.length).toBe(c.setup.developments.smallStacks);
    expect(byProvenance(c.goals)).toEqual(c.counts.goals);
    expect({
      total: c.actions.length,
      printed: c.actions.filter((a) => a.provenance === "printed").length,
      reverseSideDesigned: c.actions.filter((a) => a.reverse?.provenance === "designed").length,
    }).toEqual(c.counts.actions);
    expect(c.actions).toHaveLength(c.setup.actions.count);
  });

  it("all tiles (worlds, homes, development faces and goals), confirmed names and powers", () => {
    expect(byProvenance([...ALL_TILES, ...c.goals])).toEqual(c.counts.allTiles);
    expect({
      tiles: ALL_TILES.filter((t) => t.nameConfirmed).length,
      of: ALL_TILES.length,
      goals: c.goals.filter((g) => g.printedFields?.includes("name")).length,
      goalsOf: c.goals.length,
    }).toEqual(c.counts.namesConfirmedInNfSources);
    expect(tally(allPowers(), (p) => p.power.provenance)).toEqual(c.counts.powers);
  });
});

/** Arrays whose elements are items that must carry a provenance, by the key that holds them. */
const ITEM_LISTS = [
  "worlds",
  "homeColonies",
  "fixedSmall",
  "faces",
  "goals",
  "actions",
  "notInCatalogue",
  "rulesExamples",
  "powers",
  "lines",
];

describe("New Frontiers catalogue: provenance and vocabulary (raw JSON, walked generically)", () => {
  const legend = Object.keys(raw.provenanceLegend);

  it("the legend is the engine's provenance list", () => {
    expect([...legend].sort()).toEqual([...PROVENANCES].sort());
  });

  it("every item, power and bonus line has a provenance from the legend", () => {
    let items = 0;
    const { vocabulary: _vocabulary, ...data } = raw; // the vocabulary lists the provenances themselves
    walk(data, (key, value) => {
      if (key === "provenance") expect(legend, `provenance ${String(value)}`).toContain(value);
      if (ITEM_LISTS.includes(key) && Array.isArray(value))
        for (const item of value.filter(isObject)) {
          items++;
          expect(legend, `${key}: ${String(item.id ?? item.name ?? item.summary)}`).toContain(item.provenance);
        }
    });
    expect(items).toBeGreaterThan(116 + 148);
    for (const section of ["tradePrices", "setup", "gameEnd", "goalsVariant"] as const)
      expect(legend, section).toContain(raw[section].provenance);
  });

  it("every power uses a known action, effect and timing; every filter, count and condition is known", () => {
    let powers = 0;
    walk(raw, (key, value) => {
      if (key === "powers" && Array.isArray(value))
        for (const p of value as Json[]) {
          powers++;
          const where = String(p.summary);
          expect(POWER_ACTIONS, where).toContain(p.action);
          expect(POWER_EFFECTS[p.action as PowerAction] as readonly unknown[], where).toContain(p.effect);
          if ("timing" in p) expect(TIMINGS, where).toContain(p.timing);
        }
      if (["filter", "against", "ownsTileWith"].includes(key) && isObject(value))
        for (const k of Object.keys(value)) expect(FILTER_KEYS, `${key} key`).toContain(k);
      if (key === "per" && isObject(value)) expect(PER_COUNTS).toContain(value.count);
      if (key === "condition" && isObject(value) && !("type" in value))
        for (const k of Object.keys(value)) expect(CONDITION_KEYS, "condition key").toContain(k);
      if (key === "measure" && isObject(value)) expect(GOAL_MEASURES).toContain(value.count);
    });
    expect(powers).toBe(CATALOGUE.counts.powers.total + 1); // + Rebel Lords (notInCatalogue)
  });

  it("the file's vocabulary is exactly the engine's", () => {
    const voc = raw.vocabulary;
    expect(voc.actions).toEqual([...POWER_ACTIONS]);
    for (const a of POWER_ACTIONS) expect([...voc.effects[a]].sort()).toEqual([...POWER_EFFECTS[a]].sort());
    expect(Object.keys(voc.timing).sort()).toEqual([...TIMINGS].sort());
    expect([...voc.filterKeys].sort()).toEqual([...FILTER_KEYS].sort());
    expect([...voc.perCounts].sort()).toEqual([...PER_COUNTS].sort());
    expect([...voc.conditionKeys].sort()).toEqual([...CONDITION_KEYS].sort());
    expect(Object.keys(voc.goalMeasures).sort()).toEqual([...GOAL_MEASURES].sort());
  });
});

describe("New Frontiers catalogue: the rules worked examples (002_…)", () => {
  const example = (id: string) => CATALOGUE.rulesExamples.find((e) => e.id === id);
  const power = (name: string, effect: Power["effect"]) => tileByName(name)?.powers.find((p) => p.effect === effect);

  it("Prosperous Economy: its four tiles exist and their powers add up to 2 credits and 8 VP", () => {
    const ex = example("ex-prosperous-economy");
    expect(ex?.setup.tiles).toEqual(["Prosperous Economy", "Galactic Salon", "New Vinland", "Old Earth"]);
    for (const name of ex?.setup.tiles ?? []) expect(tileByName(name), name).toBeDefined();
    const vinland = power("New Vinland", "consume");
    const oldEarth = power("Old Earth", "consume");
    const salon = power("Galactic Salon", "gainVP");
    const prosperous = power("Prosperous Economy", "bonusPerConsumedGood");
    if (vinland?.effect !== "consume" || oldEarth?.effect !== "consume") throw new Error("consume powers missing");
    if (salon?.effect !== "gainVP" || prosperous?.effect !== "bonusPerConsumedGood") throw new Error("powers missing");
    expect(prosperous.extra?.ifOwns).toBe("Galactic Salon");
    const consumed = [vinland, oldEarth].map((p) => (typeof p.goods.count === "number" ? p.goods.count : NaN));
    const goods = consumed.reduce((a, b) => a + b, 0);
    expect(goods).toBe(ex?.setup.goodsAvailable);
    const credits = (vinland.reward.credits ?? 0) + (oldEarth.reward.credits ?? 0);
    const vp =
      (vinland.reward.vp ?? 0) + (oldEarth.reward.vp ?? 0) + salon.amount + goods * prosperous.amount + (prosperous.extra?.amount ?? 0);
    expect({ credits, vp }).toEqual(ex?.expect);
  });

  it("Improved Logistics and Terraforming Robots exist with their printed powers", () => {
    for (const name of example("ex-improved-logistics-terraforming-robots")?.setup.tiles ?? [])
      expect(tileByName(name), name).toBeDefined();
    expect(power("Improved Logistics", "settleExtraWorld")?.provenance).toBe("printed");
    expect(power("Terraforming Robots", "drawWorlds")?.timing).toBe("afterEachSettle");
  });
});

// Compile-time: rule code can switch over a power's effect exhaustively (a new vocabulary entry breaks tsc here).
function effectWord(p: Power): string {
  switch (p.effect) {
    case "drawWorlds":
    case "gainCredits":
    case "gainColonists":
    case "costReduction":
    case "gainVP":
    case "bankCredit":
    case "military":
    case "payForMilitary":
    case "buyMilitary":
    case "consumeForMilitary":
    case "settleExtraWorld":
    case "replaceColony":
    case "replaceThisColony":
    case "produceGood":
    case "payToProduce":
    case "takeBankedCredits":
    case "tradeBonus":
    case "extraTrade":
    case "buyVP":
    case "bonusPerConsumedGood":
      return p.effect;
    case "consume":
      return `consume ${String(p.goods.count)}`;
    default: {
      const never: never = p;
      return never;
    }
  }
}

it("every catalogue power goes through an exhaustive switch", () => {
  for (const { power } of allPowers()) expect(effectWord(power)).toMatch(/^[a-zA-Z]/);
});
