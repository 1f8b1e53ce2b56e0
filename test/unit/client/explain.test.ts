/** Score items explained in words: Star Wars items count faction symbols, battle items their dice; Carcassonne unchanged. */
import { describe, expect, it } from "vitest";
import { explainParts } from "../../../client/src/games/carcassonne/ui/explain-parts.ts";
import type { ScoreItem } from "../../../engine/carcassonne/score-item.ts";
import { en } from "../../../client/src/i18n/en.ts";
import { es } from "../../../client/src/i18n/es.ts";
import { pl } from "../../../client/src/i18n/pl.ts";
import { ro } from "../../../client/src/i18n/ro.ts";
import { en as boardEn } from "../../../client/src/games/carcassonne/i18n/en.ts";
import { render, type Message } from "../../../client/src/i18n/i18n.ts";

const item = (o: Partial<ScoreItem>): ScoreItem => ({
  seat: 0,
  points: 1,
  reason: "road",
  final: false,
  complete: true,
  feature: null,
  tiles: [],
  emblems: 0,
  meeples: 1,
  ...o,
});
/** explain.ts in English: the parts rendered with the board games' English dictionary. */
const explain = (i: ScoreItem) =>
  explainParts(i)
    .map(([key, args, what]) => render(boardEn[key], "en", what ? { ...args, what: render(boardEn[what], "en") } : args))
    .join(", ");
const tiles = (n: number) => Array.from({ length: n }, (_, i): [number, number] => [i, 0]);

describe("explain", () => {
  it("Star Wars: features with faction symbols, battle ties and losses", () => {
    expect(explain(item({ reason: "route", points: 6, tiles: tiles(4), emblems: 1 }))).toBe("trade route: 4 tiles, 1 faction symbol");
    expect(explain(item({ reason: "asteroids", points: 12, tiles: tiles(5), emblems: 2 }))).toBe(
      "asteroid field: 5 tiles, 2 faction symbols",
    );
    expect(explain(item({ reason: "planet", points: 5, tiles: tiles(3), emblems: 1, final: true, complete: false }))).toBe(
      "planet: 3 tiles, 1 faction symbol, end of game",
    );
    expect(explain(item({ reason: "battleTie", dice: 2 }))).toBe("battle tie: +1");
    expect(explain(item({ reason: "battleLoss", points: 2, dice: 2 }))).toBe("battle lost: 1 per die (2)");
  });

  it("Carcassonne cities still count coats of arms (now in the singular for one)", () => {
    expect(explain(item({ reason: "city", points: 8, tiles: tiles(3), emblems: 1 }))).toBe("city: 3 tiles, 1 coat of arms");
    expect(explain(item({ reason: "city", points: 10, tiles: tiles(3), emblems: 2 }))).toBe("city: 3 tiles, 2 coats of arms");
    expect(explain(item({ reason: "road", points: 1, tiles: tiles(1) }))).toBe("road: 1 tile");
  });

  it("Inns & Cathedrals: an inn or a cathedral says what it did to the points", () => {
    expect(explain(item({ reason: "road", points: 8, tiles: tiles(4), inn: true }))).toBe("road: 4 tiles, with an inn: 2 a tile");
    expect(explain(item({ reason: "road", points: 0, tiles: tiles(3), inn: true, final: true, complete: false }))).toBe(
      "road: 3 tiles, with an inn: nothing unfinished, end of game",
    );
    expect(explain(item({ reason: "city", points: 18, tiles: tiles(5), emblems: 1, cathedral: true }))).toBe(
      "city: 5 tiles, 1 coat of arms, with a cathedral: 3 a tile and a coat of arms",
    );
  });

  it("every language has exactly the English keys, each non-empty, with the same placeholders", () => {
    const forms = (m: Message | undefined): string[] =>
      m === undefined ? [] : typeof m === "string" ? [m] : Object.values(m).filter((f) => f !== undefined);
    const holes = (m: Message | undefined) =>
      [...new Set(forms(m).flatMap((s) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((x) => x[1])))].sort();
    const all: Record<string, Readonly<Record<string, Message>>> = { ro, es, pl };
    for (const dict of Object.values(all)) {
      expect(Object.keys(dict).sort()).toEqual(Object.keys(en).sort());
      for (const [k, v] of Object.entries(en)) {
        expect(forms(dict[k]).every((f) => f.length > 0) && forms(dict[k]).length > 0, k).toBe(true);
        expect(holes(dict[k]), k).toEqual(holes(v));
      }
    }
  });

  it("plural messages give every plural form the language uses, and count with n", () => {
    const all: Record<"en" | "ro" | "es" | "pl", Readonly<Record<string, Message>>> = { en, ro, es, pl };
    for (const [l, dict] of Object.entries(all)) {
      const needed = new Intl.PluralRules(l).resolvedOptions().pluralCategories.filter((c) => c !== "many" || l === "pl");
      for (const [k, m] of Object.entries(dict))
        if (typeof m !== "string") {
          expect(
            needed.filter((c) => !(c in m)),
            `${l} ${k}`,
          ).toEqual([]);
          expect(
            forms(m).every((f) => f.includes("{{ n }}")),
            `${l} ${k}`,
          ).toBe(true);
        }
    }
    function forms(m: Message): string[] {
      return typeof m === "string" ? [m] : Object.values(m).filter((f) => f !== undefined);
    }
  });
});
