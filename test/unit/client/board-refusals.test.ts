/**
 * Every rule code the board engine can return (found by reading engine/carcassonne/** for `ruleError(`) has a
 * translated sentence in each language, so a new code without a translation fails here; and the board games'
 * dictionaries give every English key with the same placeholders.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { boardRefusal } from "../../../client/src/games/carcassonne/i18n/index.ts";
import { en } from "../../../client/src/games/carcassonne/i18n/en.ts";
import { es } from "../../../client/src/games/carcassonne/i18n/es.ts";
import { pl } from "../../../client/src/games/carcassonne/i18n/pl.ts";
import { ro } from "../../../client/src/games/carcassonne/i18n/ro.ts";
import { loadLocale, setLocale, type Locale, type Message } from "../../../client/src/i18n/i18n.ts";

const ENGINE = join(__dirname, "../../../engine/carcassonne");

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? sources(join(dir, d.name)) : d.name.endsWith(".ts") ? [readFileSync(join(dir, d.name), "utf8")] : [],
  );
}

/**
 * Codes in the first argument of each `ruleError(` call: its string literals, or, where it is a variable, the
 * literals of the function result it holds (`ruleError(problem, …)` with `problem = placementProblem(…)`).
 */
function engineCodes(): string[] {
  const texts = sources(ENGINE);
  const all = texts.join("\n");
  const codes = new Set<string>();
  for (const m of all.matchAll(/ruleError\(([^,]+(?:\?[^:]+:[^,]+)?),/g)) {
    const arg = m[1]!;
    const literals = [...arg.matchAll(/"([a-z]+(?:-[a-z]+)*)"/g)].map((x) => x[1]!);
    if (literals.length > 0) literals.forEach((c) => codes.add(c));
    else {
      const source = new RegExp(`const ${arg.trim()} = (\\w+)\\(`).exec(all)?.[1];
      const returns = source ? new RegExp(`function ${source}\\([^)]*\\):([^{]+)\\{`).exec(all)?.[1] : undefined;
      expect(returns, `where the code in ruleError(${arg}, …) comes from`).toBeDefined();
      [...(returns ?? "").matchAll(/"([a-z-]+)"/g)].forEach((x) => codes.add(x[1]!));
    }
  }
  return [...codes].sort();
}

async function inLocale(l: Locale): Promise<void> {
  setLocale(l);
  await loadLocale(l);
}
afterAll(() => inLocale("en"));

describe("board refusals", () => {
  const codes = engineCodes();

  it("finds the engine's codes (the scan itself works)", () => {
    expect(codes.length).toBeGreaterThanOrEqual(23);
    for (const c of [
      "no-small-meeple",
      "no-meeples",
      "not-in-hand",
      "wrong-tile",
      "occupied",
      "not-adjacent",
      "edge-mismatch",
      "feature-occupied",
      "no-adjacent-planet",
      "not-entitled",
    ]) {
      expect(codes).toContain(c);
    }
  });

  for (const l of ["en", "ro", "es", "pl"] as const) {
    it(`${l}: every code of the board engine has a sentence in both games`, async () => {
      await inLocale(l);
      for (const code of codes) {
        for (const game of ["carcassonne", "starwars"] as const) {
          const text = boardRefusal(code, { tile: "base-D" }, game);
          expect(text, `${code} (${game})`).toBeTruthy();
          expect(text, code).not.toMatch(/\{\{/);
        }
      }
      expect(boardRefusal("no-such-code", undefined, "carcassonne")).toBeNull();
      expect(boardRefusal("toString", undefined, "carcassonne")).toBeNull();
    });
  }

  it("edge mismatches are worded per game; args fill in; other languages differ from English", async () => {
    await inLocale("en");
    expect(boardRefusal("edge-mismatch", undefined, "carcassonne")).toBe(
      "Every touching edge must match: city to city, road to road, field to field.",
    );
    expect(boardRefusal("edge-mismatch", undefined, "starwars")).toBe(
      "Every touching edge must match: asteroids to asteroids, route to route, space to space.",
    );
    expect(boardRefusal("wrong-tile", { tile: "base-D" }, "carcassonne")).toBe("The tile to place is base-D.");
    expect(boardRefusal("wrong-tile", undefined, "carcassonne")).toBe("That is not the tile to place.");
    const english = codes.map((c) => boardRefusal(c, { tile: "base-D" }, "starwars"));
    await inLocale("es");
    expect(boardRefusal("edge-mismatch", undefined, "carcassonne")).toBe(
      "Todos los lados que se tocan deben coincidir: ciudad con ciudad, camino con camino, campo con campo.",
    );
    codes.forEach((c, i) => expect(boardRefusal(c, { tile: "base-D" }, "starwars"), c).not.toBe(english[i]));
  });
});

describe("board games' dictionaries", () => {
  const forms = (m: Message) => (typeof m === "string" ? [m] : Object.values(m).filter((v): v is string => typeof v === "string"));
  const holes = (s: string) => [...new Set([...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]!))].sort();
  it("ro, es and pl give exactly the English keys, each non-empty, with the English placeholders", () => {
    for (const dict of [ro, es, pl]) {
      expect(Object.keys(dict).sort()).toEqual(Object.keys(en).sort());
      for (const [k, m] of Object.entries(en)) {
        const theirs = Object.entries(dict).find(([key]) => key === k)?.[1];
        expect(theirs, k).toBeDefined();
        const want = [...new Set(forms(m).flatMap(holes))].filter((h) => h !== "n").sort();
        for (const f of theirs === undefined ? [] : forms(theirs)) {
          expect(f.trim(), k).not.toBe("");
          expect(
            holes(f).filter((h) => h !== "n"),
            `${k}: ${f}`,
          ).toEqual(want);
        }
      }
    }
  });

  it("Polish plural messages give the one, few and many forms", () => {
    for (const [k, m] of Object.entries(pl)) {
      if (typeof m === "string") continue;
      expect(
        [m.one, m.few, m.many].every((f) => typeof f === "string" && f.length > 0),
        k,
      ).toBe(true);
    }
  });
});
