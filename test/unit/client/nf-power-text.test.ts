/**
 * New Frontiers tile texts in four languages (client/src/games/newfrontiers/power-text.ts, goal-text.ts, tile-words.ts
 * and the i18n-tiles namespace): every power, "?" line and Galactic Goal of the catalogue, a few made-up powers and
 * goals that reach the vocabulary entries the catalogue does not use yet, tile facts, provenance and card lines. Each text is complete (no
 * placeholder left, nothing undefined) and the Spanish and Polish ones hold no English word once the printed
 * proper names (tile, card and expansion names) are taken out; plural forms follow the language (Polish 1/2/5).
 */
import { afterAll, describe, expect, it } from "vitest";
import { CATALOGUE as C } from "../../../engine/newfrontiers/catalogue.ts";
import type { Goal, GoalCondition, GoalMeasure, Power, Provenance, Tile } from "../../../engine/newfrontiers/catalogue-types.ts";
import { loadLocale, setLocale, type Locale } from "../../../client/src/i18n/i18n.ts";
import { en } from "../../../client/src/games/newfrontiers/i18n-tiles/en.ts";
import { bonusLineText, powerText } from "../../../client/src/games/newfrontiers/power-text.ts";
import { goalText } from "../../../client/src/games/newfrontiers/goal-text.ts";
import { cardSetName, provenanceLabel, provenanceLegend, tileFacts } from "../../../client/src/games/newfrontiers/tile-words.ts";

const TILES: readonly Tile[] = [
  ...C.worlds,
  ...C.homeColonies,
  ...C.developments.fixedSmall,
  ...C.developments.variableSmall.flatMap((s) => s.faces),
  ...C.developments.large.flatMap((s) => s.faces),
];
const BONUS_LINES = [
  ...TILES.flatMap((t) => (t.tileType === "development" && t.size === "large" ? t.endgameBonus.lines : [])),
  ...C.notInCatalogue.flatMap((t) => t.endgameBonus.lines),
];

const d = { provenance: "designed", summary: "" } as const;
/** Vocabulary the catalogue does not use yet (extraTrade, excludeKeyword, notThisTile, two counts, goods forms). */
const MADE_UP: readonly Power[] = [
  { ...d, action: "tradeConsume", effect: "extraTrade", amount: 2 },
  { ...d, action: "tradeConsume", effect: "extraTrade", amount: 1 },
  { ...d, action: "produce", effect: "gainCredits", amount: 2, per: { count: "goodsProducedThisAction" } },
  { ...d, action: "tradeConsume", effect: "gainCredits", amount: 1, per: { count: "vpChips" } },
  {
    ...d,
    action: "settle",
    effect: "military",
    amount: 1,
    per: { count: "colonies", filter: { notThisTile: true, excludeKeyword: "Imperium" } },
  },
  {
    ...d,
    action: "develop",
    effect: "costReduction",
    amount: 1,
    filter: {
      kind: "genes",
      goods: "production",
      military: false,
      keyword: "Terraforming",
      excludeKind: "rare",
      excludeKeyword: "Rebel",
      empty: false,
      size: "small",
      thisTile: true,
      notThisTile: true,
      hasPower: { action: "produce", effect: "payToProduce" },
    },
  },
  { ...d, action: "produce", effect: "payToProduce", amount: 2, filter: { kind: "none", goods: "none" } },
  { ...d, action: "tradeConsume", effect: "tradeBonus", amount: 5, filter: { military: true, kind: "variable" } },
  { ...d, action: "settle", effect: "buyMilitary", amount: 1, max: 5 },
  { ...d, action: "settle", effect: "settleExtraWorld", amount: 2 },
  { ...d, action: "settle", effect: "consumeForMilitary", amount: 3, goods: { kind: "any", count: 2, distinctKinds: true } },
  { ...d, action: "tradeConsume", effect: "consume", goods: { kind: "genes", count: "all" }, reward: { vp: 2 }, repeat: 1 },
  {
    ...d,
    action: "tradeConsume",
    effect: "consume",
    goods: { kind: "alien", count: "anyNumber", rewardPerGood: true },
    reward: { credits: 5 },
    repeat: 1,
  },
  {
    ...d,
    action: "tradeConsume",
    effect: "consume",
    goods: { kind: "any", count: "anyNumber" },
    reward: { vp: 1 },
    repeat: 1,
    optional: true,
  },
  { ...d, action: "tradeConsume", effect: "buyVP", amount: 2, max: 5 },
  { ...d, action: "tradeConsume", effect: "bonusPerConsumedGood", amount: 2 },
  {
    ...d,
    action: "produce",
    effect: "gainCredits",
    amount: 3,
    condition: { producedMost: "alien", minDevelopments: 1, ownsTileWith: { keyword: "Uplift" } },
  },
  { ...d, action: "settle", effect: "gainVP", amount: 2, timing: "afterEachSettle" },
  { ...d, action: "develop", effect: "gainVP", amount: 2, timing: "afterYouDevelop", filter: { size: "large" } },
];
const POWERS: readonly Power[] = [...TILES.flatMap((t) => t.powers), ...C.notInCatalogue.flatMap((t) => t.powers), ...MADE_UP];

const goal = (condition: GoalCondition, vp = 3, tieVp?: number): Goal => ({
  id: "g-made-up",
  name: "Made Up",
  provenance: "designed",
  source: [],
  condition,
  reward: tieVp === undefined ? { vp } : { vp, tieVp },
  summary: "",
});
/** Every goal measure, with the filters and lists the catalogue's goals do not use. */
const MEASURES: readonly GoalMeasure[] = [
  { count: "distinctKeywordsAmongTiles", keywords: ["Rebel", "Uplift"] },
  { count: "goodsOnStockpile" },
  { count: "creditsOnStockpile" },
  { count: "vpChipValue" },
  { count: "goodKindsAmongColonies" },
  { count: "militaryTotal" },
  { count: "tiles" },
  { count: "tiles", filter: { military: true, excludeKind: "genes" } },
  { count: "colonies", filter: { kind: "rare", goods: "windfall", keyword: "Imperium" } },
  { count: "powerCategories", categories: ["develop", "trade", "consume"] },
];
/** Each measure as a threshold of 1, 2 and 5 (the plural forms) and as a "most" goal with and without a tie reward. */
const MADE_UP_GOALS: readonly Goal[] = MEASURES.flatMap((measure) => [
  ...[1, 2, 5].map((atLeast) => goal({ type: "threshold", measure, atLeast })),
  goal({ type: "most", measure, minimum: 2 }, 5, 3),
  goal({ type: "most", measure, minimum: 0 }, 4),
]);
const GOALS: readonly Goal[] = [
  ...C.goals,
  ...MADE_UP_GOALS,
  goal({ type: "threshold", all: MEASURES.slice(0, 3).map((measure) => ({ measure, atLeast: 2 })) }),
];

/** Printed proper names: tiles, cards, expansions and the two games. */
const PROPER = [
  ...TILES.flatMap((t) => [t.name, t.cardSource?.name, t.cardAnalogue?.name]),
  ...C.notInCatalogue.map((t) => t.name),
  "The Gathering Storm",
  "Rebel vs Imperium",
  "The Brink of War",
  "Alien Artifacts",
  "Xeno Invasion",
  "Race for the Galaxy",
  "New Frontiers",
]
  .filter((n): n is string => !!n)
  .sort((a, b) => b.length - a.length);
const withoutProperNames = (s: string) => PROPER.reduce((acc, n) => acc.split(n).join(" "), s);
const words = (s: string): string[] =>
  s
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter((w) => w.length > 1);
const ENGLISH = new Set(
  Object.values(en)
    .flatMap((m) => (typeof m === "string" ? [m] : Object.values(m)))
    .flatMap((m) => words(m.replace(/\{\{[^}]*\}\}/g, " "))),
);
/** Words spelt the same in English and the language: Spanish "no", "Genes" (the goods kind), "total", "produce" ("se
 * produce un bien"), "consume", all from the rules text 002_…, and "base" ("precio base", "juego base"); Polish
 * "Imperium" (the keyword is a Polish word). */
const SHARED: Record<"es" | "pl", readonly string[]> = { es: ["no", "genes", "base", "total", "produce", "consume"], pl: ["imperium"] };

/** Every text a player reads about tiles, in the current language. */
function everything(): string[] {
  const tiles = TILES.flatMap((t) => [...tileFacts(t), ...[t.cardSource, t.cardAnalogue].flatMap((c) => (c ? [cardSetName(c)] : []))]);
  const provenance = (["printed", "adapted", "designed"] as const satisfies readonly Provenance[]).flatMap((p) => [
    provenanceLabel(p),
    provenanceLegend(p),
  ]);
  return [...POWERS.map(powerText), ...BONUS_LINES.map(bonusLineText), ...GOALS.map(goalText), ...tiles, ...provenance];
}

async function use(l: Locale): Promise<void> {
  setLocale(l);
  await loadLocale(l);
}
afterAll(() => use("en"));

describe("New Frontiers tile texts", () => {
  it("the catalogue holds the powers and lines this test walks", () => {
    expect(POWERS.length).toBeGreaterThan(100);
    expect(BONUS_LINES.length).toBeGreaterThan(40);
  });

  for (const l of ["en", "ro", "es", "pl"] as const) {
    it(`every power, "?" line, goal and tile fact is complete in ${l}`, async () => {
      await use(l);
      for (const s of everything()) {
        expect(s.trim(), s).not.toBe("");
        expect(s, s).not.toMatch(/undefined|NaN|null|\{\{|\}\}|\[object|adaptationRules|summary/);
        expect(s, s).not.toMatch(/ {2}| ,|^ | $/);
      }
    });
  }

  for (const l of ["es", "pl"] as const) {
    it(`the ${l} texts hold no English word (printed names aside)`, async () => {
      await use(l);
      const allowed = new Set(SHARED[l]);
      const stray = everything().flatMap((s) =>
        words(withoutProperNames(s))
          .filter((w) => ENGLISH.has(w) && !allowed.has(w))
          .map((w) => `${w} in "${s}"`),
      );
      expect(stray).toEqual([]);
    });
  }

  it("powers are composed from their structure, not copied from the English summary", async () => {
    await use("en");
    const contact = TILES.find((t) => t.name === "Contact Specialist")?.powers.find((p) => p.effect === "payForMilitary");
    expect(contact && powerText(contact)).toBe(
      "Settle: you may settle military worlds (not Alien Technology) as if non-military, paying credits equal to their defense − 1 (other discounts apply)",
    );
    await use("es");
    expect(contact && powerText(contact)).toBe(
      "Asentar: puedes asentar un mundo militar (salvo de Tecnología alienígena) como si fuera no militar, pagando créditos iguales a su defensa − 1 (se aplican los demás descuentos)",
    );
    await use("pl");
    const exchange = TILES.find((t) => t.name === "Galactic Exchange");
    const lines = exchange?.tileType === "development" && exchange.size === "large" ? exchange.endgameBonus.lines.map(bonusLineText) : [];
    expect(lines).toEqual([
      "zależnie od liczby typów towarów wśród twoich kolonii: 1/2/3/4 typy = 1/3/6/10 PZ",
      "3 PZ za posiadanie kafelka Diversified Economy",
    ]);
  });

  it("plural forms follow the language: Polish 1 / 2 / 5, Romanian 1 / 2 / 20, Spanish 1 / 2", async () => {
    const consume = (n: number): Power => ({
      ...d,
      action: "tradeConsume",
      effect: "consume",
      goods: { kind: "novelty", count: n },
      reward: { credits: n },
      repeat: 1,
    });
    const credits = (n: number): Power => ({ ...d, action: "explore", effect: "gainCredits", amount: n });
    await use("pl");
    expect([1, 2, 5].map((n) => powerText(consume(n)))).toEqual([
      "Handel/Konsumpcja: skonsumuj 1 towar typu Nowinki → 1 kredyt",
      "Handel/Konsumpcja: skonsumuj 2 towary typu Nowinki → 2 kredyty",
      "Handel/Konsumpcja: skonsumuj 5 towarów typu Nowinki → 5 kredytów",
    ]);
    expect([1, 2, 5, 22].map((n) => powerText(credits(n)))).toEqual([
      "Eksploracja: +1 kredyt",
      "Eksploracja: +2 kredyty",
      "Eksploracja: +5 kredytów",
      "Eksploracja: +22 kredyty",
    ]);
    await use("ro");
    expect([1, 2, 20].map((n) => powerText(credits(n)))).toEqual([
      "Explorare: +1 credit",
      "Explorare: +2 credite",
      "Explorare: +20 de credite",
    ]);
    await use("es");
    expect([1, 2].map((n) => powerText(consume(n)))).toEqual([
      "Comerciar/Consumir: consume 1 bien de Novedad → 1 crédito",
      "Comerciar/Consumir: consume 2 bienes de Novedad → 2 créditos",
    ]);
  });

  it("filters read in the language's order: kind and goods as one phrase, negative military with a minus sign", async () => {
    const line = BONUS_LINES.find(
      (b) => b.vp === 2 && b.per.count === "colonies" && b.per.filter?.kind === "novelty" && b.per.filter.goods === "production",
    );
    const minus: Power = { ...d, action: "settle", effect: "military", amount: -2, condition: { ownsTileWith: { keyword: "Imperium" } } };
    await use("en");
    expect(line && bonusLineText(line)).toBe("2 VP per Novelty production colony");
    expect(powerText(minus)).toBe("Settle: −2 military while you own any Imperium tile");
    await use("es");
    expect(line && bonusLineText(line)).toBe("2 PV por cada colonia de producción de Novedad");
    expect(powerText(minus)).toBe("Asentar: −2 militar mientras tengas una ficha del Imperio");
  });
});

describe("New Frontiers Galactic Goals", () => {
  const byName = (name: string): Goal => {
    const g = C.goals.find((x) => x.name === name);
    if (!g) throw new Error(`no goal ${name}`);
    return g;
  };

  it("the catalogue's 8 goals read from their structure, not from the English summary", async () => {
    await use("en");
    expect(C.goals.map((g) => `${g.name}: ${goalText(g)}`)).toEqual([
      "Faction Tolerance: at least 3 different keywords among your tiles (Alien, Imperium, Rebel, Uplift, Terraforming): 4 VP",
      "Stockpile Resources: at least 3 goods in your stockpile and at least 5 credits in your stockpile: 5 VP",
      "Galactic Standard of Living: VP chips worth at least 10 VP: 3 VP",
      "System Diversity: at least 4 different kinds of goods among your colonies (Alien Oort Cloud Factory counts as one kind of your choice): 3 VP",
      "Overlord Discoveries: at least 3 Alien tiles: 3 VP",
      "Innovation Leader: a power in each category (Explore, Develop, Settle, Produce, Trade, Consume): 3 VP",
      "Greatest Military: the highest total military (at least 6): 5 VP, 3 VP if tied",
      "Production Leader: the most production colonies (at least 4): 5 VP, 3 VP if tied",
    ]);
    expect(
      goalText(goal({ type: "threshold", measure: { count: "powerCategories", categories: ["develop", "trade", "consume"] }, atLeast: 2 })),
    ).toBe("powers in at least 2 categories (Develop, Trade, Consume): 3 VP");
  });

  it("the goals follow the reader's language and its terms", async () => {
    await use("es");
    expect(goalText(byName("Greatest Military"))).toBe("la mayor fuerza militar total (al menos 6): 5 PV, o 3 PV en caso de empate");
    expect(goalText(byName("Overlord Discoveries"))).toBe("al menos 3 fichas Alienígenas: 3 PV");
    expect(goalText(byName("Production Leader"))).toBe(
      "la mayor cantidad de colonias de producción (al menos 4): 5 PV, o 3 PV en caso de empate",
    );
    await use("pl");
    expect(goalText(byName("Production Leader"))).toBe("najwięcej kolonii produkcyjnych (co najmniej 4): 5 PZ, przy remisie 3 PZ");
    expect(goalText(byName("Innovation Leader"))).toBe(
      "moc w każdej kategorii (Eksploracja, Rozwój, Kolonizacja, Produkcja, Handel, Konsumpcja): 3 PZ",
    );
    await use("ro");
    expect(goalText(byName("Stockpile Resources"))).toBe("cel puțin 3 mărfuri în depozit și cel puțin 5 credite în depozit: 5 PV");
  });

  it("goal plurals follow the language: Polish 1 / 2 / 5 / 22, Romanian 1 / 2 / 20", async () => {
    const stockpiled = (count: "goodsOnStockpile" | "creditsOnStockpile", n: number) =>
      goalText(goal({ type: "threshold", measure: { count }, atLeast: n }));
    await use("pl");
    expect([1, 2, 5, 22].map((n) => stockpiled("goodsOnStockpile", n))).toEqual([
      "co najmniej 1 towar w magazynie: 3 PZ",
      "co najmniej 2 towary w magazynie: 3 PZ",
      "co najmniej 5 towarów w magazynie: 3 PZ",
      "co najmniej 22 towary w magazynie: 3 PZ",
    ]);
    expect(
      [1, 3, 5].map((n) =>
        goalText(goal({ type: "threshold", measure: { count: "distinctKeywordsAmongTiles", keywords: ["Rebel", "Uplift"] }, atLeast: n })),
      ),
    ).toEqual([
      "co najmniej 1 słowo kluczowe wśród twoich kafelków (Rebelianci, Wspomaganie): 3 PZ",
      "co najmniej 3 różne słowa kluczowe wśród twoich kafelków (Rebelianci, Wspomaganie): 3 PZ",
      "co najmniej 5 różnych słów kluczowych wśród twoich kafelków (Rebelianci, Wspomaganie): 3 PZ",
    ]);
    await use("ro");
    expect([1, 2, 20].map((n) => stockpiled("creditsOnStockpile", n))).toEqual([
      "cel puțin 1 credit în depozit: 3 PV",
      "cel puțin 2 credite în depozit: 3 PV",
      "cel puțin 20 de credite în depozit: 3 PV",
    ]);
  });

  it('a filter\'s adjectives agree with the counted noun: singular for 1, plural otherwise and for "the most"', async () => {
    const measure: GoalMeasure = { count: "tiles", filter: { military: true, keyword: "Rebel" } };
    const texts = () => [
      ...[1, 2].map((atLeast) => goalText(goal({ type: "threshold", measure, atLeast }))),
      goalText(goal({ type: "most", measure, minimum: 2 })),
    ];
    await use("es");
    expect(texts()).toEqual([
      "al menos 1 ficha militar Rebelde: 3 PV",
      "al menos 2 fichas militares Rebeldes: 3 PV",
      "la mayor cantidad de fichas militares Rebeldes (al menos 2): 3 PV",
    ]);
    await use("ro");
    expect(texts()).toEqual([
      "cel puțin 1 piesă militară rebelă: 3 PV",
      "cel puțin 2 piese militare rebele: 3 PV",
      "cele mai multe piese militare rebele (cel puțin 2): 3 PV",
    ]);
    await use("pl");
    expect(texts()).toEqual([
      "posiadanie któregoś z kafelków militarnych Rebeliantów: 3 PZ",
      "posiadanie co najmniej 2 kafelków militarnych Rebeliantów: 3 PZ",
      "najwięcej kafelków militarnych Rebeliantów (co najmniej 2): 3 PZ",
    ]);
  });
});
