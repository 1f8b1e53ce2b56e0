/**
 * "How to play" (client/src/learn): every game the client knows has a guide of 4–6 screens, each with a
 * title and paragraphs; the English dictionary holds exactly the keys the guides use, and Spanish, Polish and
 * Romanian give every one of them, non-empty, with the same placeholders and none left in English; paging stays in
 * the guide; the /learn/:game address is a page of its own; and the guide stays out of the first page load.
 */
import { describe, expect, it } from "vitest";
import { allLearnKeys, isLearnGame, LEARN_GAMES, SCREENS, screenKeys, screensFor, stepTo } from "../../../client/src/learn/screens.ts";
import { en } from "../../../client/src/learn/i18n/en.ts";
import { es } from "../../../client/src/learn/i18n/es.ts";
import { pl } from "../../../client/src/learn/i18n/pl.ts";
import { ro } from "../../../client/src/learn/i18n/ro.ts";
import type { Message } from "../../../client/src/i18n/messages.ts";
import { clientGames } from "../../../client/src/games/registry.ts";
import { route } from "../../../contract/page-routes.ts";

const forms = (m: Message | undefined): string[] =>
  m === undefined ? [] : typeof m === "string" ? [m] : Object.values(m).filter((f): f is string => f !== undefined);
const holes = (m: Message | undefined) =>
  [...new Set(forms(m).flatMap((s) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((x) => x[1])))].sort();
/** Keys whose text is the same in every language (proper names, "n of m" shapes are checked by placeholders only). */
const SAME_EVERYWHERE = new Set(["name.carcassonne", "name.starwars", "name.newfrontiers"]);

describe("how to play", () => {
  it("every game of the client has a guide of 4 to 6 screens besides its expansions', each with a title and at least 2 paragraphs", () => {
    expect([...LEARN_GAMES].sort()).toEqual(clientGames.map((g) => g.id).sort());
    for (const g of LEARN_GAMES) {
      expect(isLearnGame(g)).toBe(true);
      const base = screensFor(g, {}).length;
      expect(base, g).toBeGreaterThanOrEqual(4);
      expect(base, g).toBeLessThanOrEqual(6);
      expect(new Set(SCREENS[g].map((s) => s.id)).size, g).toBe(SCREENS[g].length);
      for (const s of SCREENS[g]) expect(screenKeys(g, s).paras.length, `${g}.${s.id}`).toBeGreaterThanOrEqual(2);
      expect(SCREENS[g][0]!.id, g).toBe("goal");
      expect(SCREENS[g].at(-1)!.id, g).toBe("end");
    }
    expect(isLearnGame("chess")).toBe(false);
    expect(isLearnGame(undefined)).toBe(false);
  });

  it("English has exactly the keys the guides use", () => {
    expect(Object.keys(en).sort()).toEqual([...new Set(allLearnKeys())].sort());
  });

  it("es, pl and ro give every key, non-empty, with the same placeholders, translated", () => {
    for (const [lang, dict] of Object.entries({ es, pl, ro } as Record<string, Readonly<Record<string, Message>>>)) {
      expect(Object.keys(dict).sort(), lang).toEqual(Object.keys(en).sort());
      for (const [k, v] of Object.entries(en)) {
        const mine = dict[k];
        expect(forms(mine).length > 0 && forms(mine).every((f) => f.trim().length > 0), `${lang} ${k}`).toBe(true);
        expect(holes(mine), `${lang} ${k}`).toEqual(holes(v));
        if (!SAME_EVERYWHERE.has(k) && forms(v)[0]!.length > 12)
          expect(forms(mine)[0], `${lang} ${k} is still English`).not.toBe(forms(v)[0]);
      }
    }
  });

  it("the guide's paragraphs name the rules' numbers (a spot check against the rule texts)", () => {
    expect(en["carcassonne.gold.p2"]).toMatch(/1–3.*4–6.*7–9.*10/);
    expect(en["starwars.battle.p2"]).toContain("at most 3");
    expect(en["newfrontiers.end.p1"]).toMatch(/more than 10.*more than 7.*fewer than 5/);
  });

  it("paging stays within the guide", () => {
    const n = SCREENS.carcassonne.length;
    expect(stepTo(n, 0, -1)).toBe(0);
    expect(stepTo(n, 0, 1)).toBe(1);
    expect(stepTo(n, n - 1, 1)).toBe(n - 1);
  });

  it("a match's guide shows an expansion's screens only when the match plays it; the guide's page shows them all", () => {
    const ids = (o: Record<string, unknown> | null) => screensFor("carcassonne", o).map((s) => s.id);
    expect(ids(null)).toEqual(["goal", "turn", "score", "farmers", "gold", "river", "inns", "end"]);
    expect(ids({ farmers: true })).toEqual(["goal", "turn", "score", "farmers", "gold", "end"]);
    expect(ids({ river: true })).toContain("river");
    expect(ids({ river: true })).not.toContain("inns");
    expect(ids({ innsCathedrals: true, river: false })).toEqual(["goal", "turn", "score", "farmers", "gold", "inns", "end"]);
    // each expansion screen names an option the game's lobby offers
    for (const g of LEARN_GAMES)
      for (const s of SCREENS[g].filter((x) => x.option))
        expect(
          clientGames.find((c) => c.id === g)!.options.map((o) => o.key),
          `${g}.${s.id}`,
        ).toContain(s.option);
  });

  it("/learn/:game is the guide's page; other /learn addresses are not", () => {
    expect(route("/learn/carcassonne")).toEqual({ page: "learn", game: "carcassonne" });
    expect(route("/learn/newfrontiers/")).toEqual({ page: "learn", game: "newfrontiers" });
    expect(route("/learn/chess")).toEqual({ page: "learn", game: "chess" });
    expect(route("/learn")).toEqual({ page: "not-found", embed: false });
    expect(route("/learn/a/b")).toEqual({ page: "not-found", embed: false });
  });
});
