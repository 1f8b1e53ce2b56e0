/** Score items explained in words: Star Wars items count faction symbols, battle items their dice; Carcassonne unchanged. */
import { describe, expect, it } from "vitest";
import { explainParts } from "../../../client/src/ui/explain-parts.ts";
import type { ScoreItem } from "../../../engine/carcassonne/score-item.ts";
import { en } from "../../../client/src/i18n/en.ts";
import { es } from "../../../client/src/i18n/es.ts";
import { pl } from "../../../client/src/i18n/pl.ts";
import { ro } from "../../../client/src/i18n/ro.ts";
import { en as boardEn } from "../../../client/src/games/carcassonne/i18n/en.ts";
import { render } from "../../../client/src/i18n/i18n.ts";

const item = (o: Partial<ScoreItem>): ScoreItem => ({ seat: 0, points: 1, reason: "road", final: false, complete: true, feature: null, tiles: [], emblems: 0, meeples: 1, ...o });
/** explain.ts in English: the parts rendered with the board games' English dictionary. */
const explain = (i: ScoreItem) =>
  explainParts(i).map(([key, args, what]) => render(boardEn[key], "en", what ? { ...args, what: render(boardEn[what], "en") } : args)).join(", ");
const tiles = (n: number) => Array.from({ length: n }, (_, i): [number, number] => [i, 0]);

describe("explain", () => {
  it("Star Wars: features with faction symbols, battle ties and losses", () => {
    expect(explain(item({ reason: "route", points: 6, tiles: tiles(4), emblems: 1 }))).toBe("trade route: 4 tiles, 1 faction symbol");
    expect(explain(item({ reason: "asteroids", points: 12, tiles: tiles(5), emblems: 2 }))).toBe("asteroid field: 5 tiles, 2 faction symbols");
    expect(explain(item({ reason: "planet", points: 5, tiles: tiles(3), emblems: 1, final: true, complete: false }))).toBe("planet: 3 tiles, 1 faction symbol, end of game");
    expect(explain(item({ reason: "battleTie", dice: 2 }))).toBe("battle tie: +1");
    expect(explain(item({ reason: "battleLoss", points: 2, dice: 2 }))).toBe("battle lost: 1 per die (2)");
  });

  it("Carcassonne cities still count coats of arms (now in the singular for one)", () => {
    expect(explain(item({ reason: "city", points: 8, tiles: tiles(3), emblems: 1 }))).toBe("city: 3 tiles, 1 coat of arms");
    expect(explain(item({ reason: "city", points: 10, tiles: tiles(3), emblems: 2 }))).toBe("city: 3 tiles, 2 coats of arms");
    expect(explain(item({ reason: "road", points: 1, tiles: tiles(1) }))).toBe("road: 1 tile");
  });

  it("every language has exactly the English keys, each non-empty, with the same placeholders", () => {
    const holes = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
    for (const dict of [ro, es, pl]) {
      expect(Object.keys(dict).sort()).toEqual(Object.keys(en).sort());
      for (const [k, v] of Object.entries(en)) {
        expect((dict as Record<string, string>)[k], k).toBeTruthy();
        expect(holes((dict as Record<string, string>)[k]!), k).toEqual(holes(v));
      }
    }
  });
});
