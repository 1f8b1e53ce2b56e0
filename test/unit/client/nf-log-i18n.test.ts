/**
 * New Frontiers' log records and refusals in four languages (client/src/games/newfrontiers/i18n): every record key
 * renders in English, Romanian, Spanish and Polish, and so do the final score items (from their reason codes); the
 * Spanish and Polish renderings use none of the English template's words; Polish plural forms for 1, 2 and 5; every
 * ruleError code written in engine/newfrontiers has a translated refusal (found by reading the engine's sources, so a
 * new code without a translation fails here).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { NfLogKey, NfLogRecord } from "../../../engine/newfrontiers/log-records.ts";
import type { LogEntry } from "../../../engine/newfrontiers/state.ts";
import { en } from "../../../client/src/games/newfrontiers/i18n/en.ts";
import { es } from "../../../client/src/games/newfrontiers/i18n/es.ts";
import { pl } from "../../../client/src/games/newfrontiers/i18n/pl.ts";
import { ro } from "../../../client/src/games/newfrontiers/i18n/ro.ts";
import { nfRefusal, nt } from "../../../client/src/games/newfrontiers/i18n/index.ts";
import { loadLocale, setLocale, type Locale } from "../../../client/src/i18n/i18n.ts";
import { itemLabel, logText } from "../../../client/src/games/newfrontiers/ui/nf-say.ts";
import type { NfScoreItem } from "../../../engine/newfrontiers/scoring.ts";
import { CONFIGS, newGame, playout, Rand, settler, uniform, vpHungry } from "../newfrontiers/fuzz-helpers.ts";

const W = "w-new-vinland";
const P = "d-expeditionary-force";
/** One sample record per key (names chosen to avoid the templates' words). */
const SAMPLES: NfLogRecord[] = [
  { key: "priorityOrder", args: { seats: [1, 0] } },
  { key: "homeColony", args: { tile: "w-galactic-resort" } },
  { key: "homeColonyGood", args: { tile: "w-galactic-resort", kind: "genes" } },
  { key: "selects", args: { action: "tradeConsume" } },
  { key: "priorityFirst", args: {} },
  { key: "isolationBonus", args: {} },
  { key: "envoysBonus", args: {} },
  { key: "produceCreditPiled", args: {} },
  { key: "finalScoring", args: {} },
  { key: "exploredLeave", args: { worlds: [W, "w-artist-settlement"], n: 2 } },
  { key: "vpPoolEmpty", args: {} },
  { key: "endColonies", args: {} },
  { key: "endColonists", args: { n: 3 } },
  { key: "endDevelopments", args: {} },
  { key: "keepsGoal", args: {} },
  { key: "keepsGoalOtherUnder", args: {} },
  { key: "noGoalLeft", args: {} },
  { key: "stockpilesGood", args: { tile: W, kind: "rare" } },
  { key: "stockpilesCredits", args: { n: 2 } },
  { key: "power", args: { power: P, action: "explore" } },
  { key: "powerAfterExplore", args: { power: P } },
  { key: "powerDeveloped", args: { power: P, target: "w-galactic-resort" } },
  { key: "powerSettled", args: { power: P, target: W } },
  { key: "drawsWorld", args: { power: P, world: W } },
  { key: "bagEmpty", args: { power: P } },
  { key: "banked", args: { power: P, n: 1 } },
  { key: "develops", args: { tile: P, cost: 4, n: 3 } },
  { key: "buysNoDevelopment", args: {} },
  { key: "displayDrawn", args: { worlds: [W, "w-galactic-resort"], n: 2 } },
  { key: "displayReturned", args: { n: 5 } },
  { key: "explores", args: { world: W } },
  { key: "exploresSecond", args: { world: W } },
  { key: "returnsWorlds", args: { worlds: [W], n: 1 } },
  { key: "settleBonus", args: {} },
  { key: "gainsColonists", args: {} },
  { key: "goodForMilitary", args: { tile: W } },
  { key: "buysMilitary", args: { n: 2 } },
  { key: "conquers", args: { world: W, defense: 5 } },
  { key: "settlesFree", args: { world: W } },
  { key: "settles", args: { world: W, n: 5 } },
  { key: "settledGood", args: { tile: W, kind: "alien" } },
  { key: "goodReturned", args: { tile: W } },
  { key: "replaces", args: { old: "w-galactic-resort", world: W } },
  { key: "produceBonus", args: {} },
  { key: "produces", args: { tile: W, kind: "novelty" } },
  { key: "producesLast", args: { tile: W, kind: "rare" } },
  { key: "noGood", args: { tile: W, kind: "rare" } },
  { key: "windfallBonus", args: { tile: W, kind: "genes" } },
  { key: "windfallPower", args: { tile: W, kind: "genes", power: P } },
  { key: "paysToProduce", args: { tile: W } },
  { key: "oortKindSet", args: { tile: "w-alien-oort-cloud-factory", kind: "alien" } },
  { key: "takesBanked", args: { power: P } },
  { key: "producedMost", args: { power: P, kind: "genes" } },
  { key: "tradeBonus", args: {} },
  { key: "sells", args: { tile: W, kind: "novelty" } },
  { key: "sale", args: { kind: "novelty", n: 2 } },
  { key: "saleBonus", args: { kind: "alien", n: 7, price: 5, bonus: 2 } },
  { key: "consumes", args: { power: P, kinds: ["rare", "genes"], n: 2 } },
  { key: "consumePower", args: { power: P } },
  { key: "skipsPower", args: { power: P } },
  { key: "buysVp", args: { power: P, n: 2 } },
  { key: "boughtVp", args: { power: P, n: 2 } },
  { key: "bonusPerGood", args: { power: P, n: 3 } },
  { key: "bonusPerGoodOwns", args: { power: P, n: 3, extra: 2, owns: "Galactic Salon" } },
];
const NAMES = ["Ana", "Bo"];
const name = (seat: number) => NAMES[seat] ?? "?";
const at = (r: NfLogRecord): LogEntry => ({ seat: 0, round: 1, ...r });
/** Each sample rendered in the current language, with its key. */
const rendered = () => SAMPLES.map((r) => [r.key, logText(at(r), name)] as const);

async function inLocale<T>(l: Locale, f: () => T): Promise<T> {
  setLocale(l);
  await loadLocale(l);
  return f();
}

/** The words (4+ letters) an English template writes itself, placeholders and their values left out. */
function englishWords(key: NfLogKey): string[] {
  const m = en[`log.${key}`];
  const forms = typeof m === "string" ? [m] : Object.values(m);
  return [
    ...new Set(
      forms.flatMap(
        (f) =>
          f
            .replace(/\{\{[^}]*\}\}/g, " ")
            .toLowerCase()
            .match(/\p{L}{4,}/gu) ?? [],
      ),
    ),
  ];
}

afterAll(() => setLocale("en"));

describe("New Frontiers log records in four languages", () => {
  it("the samples cover exactly the keys the English dictionary has messages for", () => {
    expect(SAMPLES.map((r) => r.key).sort()).toEqual(
      Object.keys(en)
        .filter((k) => k.startsWith("log."))
        .map((k) => k.slice(4))
        .sort(),
    );
  });

  it.each(["en", "ro", "es", "pl"] as const)("every record key renders in %s, with names for ids and seats", async (l) => {
    const texts = await inLocale(l, rendered);
    for (const [k, text] of texts) {
      expect(text.trim(), k).not.toBe("");
      expect(text, k).not.toMatch(/\{\{|undefined|null|w-new-vinland|d-expeditionary|\bseat\b/);
    }
    const by = new Map(texts);
    expect(by.get("priorityOrder")).toContain("Bo, Ana");
    expect(by.get("explores")).toContain("New Vinland");
  });

  it.each([
    ["en", en],
    ["ro", ro],
    ["es", es],
    ["pl", pl],
  ] as const)("final score items read from their reason codes in %s", async (l, dict) => {
    const items: NfScoreItem[] = [
      { seat: 0, points: 3, reason: "chips" },
      { seat: 0, points: 2, reason: "tiles", tile: "h-old-earth" },
      { seat: 0, points: 4, reason: "bonus", tile: "d-galactic-federation" },
      { seat: 0, points: 5, reason: "goal", tile: "g-faction-tolerance" },
    ];
    const named = (m: unknown, name: string) => String(m).replace("{{ name }}", name);
    expect(await inLocale(l, () => items.map(itemLabel))).toEqual([
      dict.vpChips,
      "Old Earth",
      named(dict.itemBonus, "Galactic Federation"),
      named(dict.itemGoal, "Faction Tolerance"),
    ]);
  });

  it.each(["es", "pl"] as const)("the %s renderings contain no word of the English template", async (l) => {
    const texts = await inLocale(l, rendered);
    for (const [k, text] of texts) {
      const words = new Set(text.toLowerCase().match(/\p{L}+/gu) ?? []);
      expect(
        englishWords(k).filter((w) => words.has(w)),
        `${l} log.${k}: ${text}`,
      ).toEqual([]);
    }
  });

  it("action tiles and goods kinds are translated, and the English words are caught by the check", async () => {
    expect(englishWords("selects")).toEqual(["selects"]);
    const es = await inLocale("es", () => [
      logText(at({ key: "selects", args: { action: "tradeConsume" } }), name),
      logText(at({ key: "produces", args: { tile: W, kind: "alien" } }), name),
    ]);
    expect(es).toEqual(["selecciona Comerciar/Consumir", "produce un bien de Tecnología alienígena en New Vinland"]);
    const pl = await inLocale("pl", () => logText(at({ key: "selects", args: { action: "envoys" } }), name));
    expect(pl).toBe("wybiera akcję Wysłanie emisariuszy dyplomatycznych");
  });

  it("Polish plurals: 1, 2 and 5 take their own forms", async () => {
    const pl = await inLocale("pl", () =>
      [1, 2, 5].map((n) => [
        logText(at({ key: "stockpilesCredits", args: { n } }), name),
        logText(at({ key: "displayReturned", args: { n } }), name),
        nt("creditsN", { n }),
      ]),
    );
    expect(pl).toEqual([
      ["odkłada do magazynu 1 kredyt", "1 niewybrany świat wraca do worka", "1 kredyt"],
      ["odkłada do magazynu 2 kredyty", "2 niewybrane światy wracają do worka", "2 kredyty"],
      ["odkłada do magazynu 5 kredytów", "5 niewybranych światów wraca do worka", "5 kredytów"],
    ]);
  });

  it("no message in any language writes a plural as a parenthesis or a slash (credit(s), lume/lumi)", () => {
    const all = Object.entries({ en, ro, es, pl }).flatMap(([l, d]) =>
      Object.entries(d).flatMap(([k, m]) => (typeof m === "string" ? [m] : Object.values(m)).map((text) => `${l} ${k}: ${text}`)),
    );
    expect(all.length).toBeGreaterThan(4 * 200);
    const plural = /\p{L}\((s|e|y|a|i|es)\)|(\p{L}{3})\p{L}*\/\2|\p{L}\/\p{L}{1,2}\b/u; // credit(s), lume/lumi, explorată/e
    expect(["credit(s)", "kredyt(y)", "lume/lumi", "explorată/e"].every((x) => plural.test(x))).toBe(true);
    expect(all.filter((x) => plural.test(x.slice(x.indexOf(": ") + 2)))).toEqual([]);
  });

  it("every entry of played games renders in every language, with names instead of ids", async () => {
    const logs = [
      playout(newGame(CONFIGS.find((c) => c.players === 3 && c.goals)!, "log-a"), "log-a", vpHungry, new Rand("log-a")).final.log,
      playout(
        newGame(CONFIGS.find((c) => c.players === 4 && c.setup === "later" && !c.goals)!, "log-b"),
        "log-b",
        settler,
        new Rand("log-b"),
      ).final.log,
      playout(newGame(CONFIGS.find((c) => c.players === 2)!, "log-c"), "log-c", uniform, new Rand("log-c")).final.log,
    ].flat();
    expect(new Set(logs.map((e) => e.key)).size).toBeGreaterThan(35);
    for (const l of ["en", "ro", "es", "pl"] as const) {
      const texts = await inLocale(l, () => logs.map((e) => logText(e, name)));
      const bad = texts.filter((x) => !x.trim() || /\{\{|undefined|\b[wdh]-[a-z]/.test(x));
      expect(bad, l).toEqual([]);
    }
  });

  it("a colonist shortfall says how many the supply had", async () => {
    const e: LogEntry = { seat: 1, round: 2, key: "gainsColonists", args: {}, colonists: 1, asked: 2, tile: "settle" };
    expect(await inLocale("en", () => logText(e, name))).toBe("Settle: gains 2 colonists (only 1 left in the supply)");
    expect(await inLocale("es", () => logText(e, name))).toBe("Asentar: gana 2 colonos (solo quedaba 1 en la reserva)");
  });
});

/** Every code passed to ruleError in engine/newfrontiers (string literals before the first comma of the call). */
function engineCodes(): string[] {
  const dir = join(import.meta.dirname, "../../../engine/newfrontiers");
  const codes = new Set<string>();
  for (const f of readdirSync(dir).filter((x) => x.endsWith(".ts"))) {
    const src = readFileSync(join(dir, f), "utf8");
    for (const m of src.matchAll(/ruleError\(([^,]*),/g)) for (const c of m[1]!.matchAll(/"([a-z-]+)"/g)) codes.add(c[1]!);
  }
  return [...codes].sort();
}

describe("New Frontiers rule refusals", () => {
  const codes = engineCodes();
  const args = { tile: W, world: W, old: "w-galactic-resort", action: "develop", kind: "rare", n: 2, defense: 5, military: 3 };

  it("the engine's codes are found (the grep reads the sources)", () => {
    expect(codes.length).toBeGreaterThan(30);
    expect(codes).toEqual(expect.arrayContaining(["not-your-turn", "too-weak", "bad-consume", "no-such-power", "wrong-count"]));
  });

  it.each(["en", "ro", "es", "pl"] as const)("every code has a refusal in %s", async (l) => {
    const out = await inLocale(l, () => codes.map((c) => [c, nfRefusal(c, args)] as const));
    for (const [c, text] of out) {
      expect(text, c).toBeTruthy();
      expect(text, c).not.toMatch(/\{\{|w-new-vinland/);
    }
  });

  it("names the values it is given, and an unknown code has none", async () => {
    expect(await inLocale("es", () => nfRefusal("too-weak", args))).toBe("New Vinland tiene defensa 5; tu fuerza militar es 3.");
    expect(await inLocale("pl", () => nfRefusal("action-taken", { action: "develop" }))).toBe("Akcję Rozwój już wybrano w tej rundzie.");
    expect(nfRefusal("no-such-code")).toBeNull();
  });
});
