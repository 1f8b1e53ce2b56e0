/**
 * The board games' log in four languages: every shown record key renders a line, English lines read right, the
 * other languages leave no placeholder and no English word behind, Polish counts take their plural forms, and the
 * end screen's score items come out of the `scored` records.
 */
import { afterAll, describe, expect, it } from "vitest";
import { keepLines, logLines } from "../../../client/src/games/carcassonne/ui/log-lines.ts";
import { scoreItemsOf } from "../../../engine/carcassonne/events.ts";
import { tb } from "../../../client/src/games/carcassonne/i18n/index.ts";
import { battleTitle, featurePhrase, spotLabel } from "../../../client/src/games/carcassonne/ui/board-words.ts";
import { colourName } from "../../../client/src/ui/colour-names.ts";
import { PLAYER_COLOURS } from "../../../contract/colors.ts";
import { loadLocale, setLocale, type Locale } from "../../../client/src/i18n/i18n.ts";
import { BATTLE, CARC_LOG, NAMES, SHOWN, SW_LOG, name } from "./board-log-fixtures.ts";

async function inLocale(l: Locale): Promise<void> {
  setLocale(l);
  await loadLocale(l);
}
afterAll(() => inLocale("en"));

const words = (s: string) => s.toLowerCase().match(/\p{L}{3,}/gu) ?? [];
/** Words that are the same in the translation: proper names, and words the language spells like English. */
const SAME: Record<Locale, string[]> = {
  en: [],
  ro: ["meeple"],
  es: ["meeple"],
  pl: ["asteroid", "symbol"],
};
const PROPER = [...NAMES, "Kamino", "Dagobah"].map((w) => w.toLowerCase());

describe("board log lines", () => {
  it("English: every record a player reads, newest first, without bookkeeping or zero-point items", async () => {
    await inLocale("en");
    const carc = logLines(CARC_LOG, name);
    expect(carc.map((l) => l.text)).toEqual([
      "Game over",
      "Bolek scores 2 points: 2 ingots × 1",
      "Bolek scores 3 points: 1 completed city × 3",
      "Ana scores 2 points: monastery: 2 tiles, end of game",
      "A tile that fits nowhere was discarded",
      "Bolek took a gold ingot from the tile at (1, 0)",
      "Bolek scores 6 points: city: 2 tiles, 1 coat of arms",
      "Bolek placed a meeple in the field",
      "Bolek placed a tile (city + road) at (0, 1)",
      "Bolek took a gold ingot from the tile at (2, 0) (gold shared by Ana and Bolek)",
      "Bolek scores 5 points: road: 5 tiles",
      "Ana scores 5 points: road: 5 tiles",
      "Ana put a gold ingot on the tile at (1, 0)",
      "Ana put a gold ingot on the tile at (2, 0)",
      "Ana placed a tile (2 × road) at (2, 0)",
      "Bolek placed a meeple on the road",
      "Bolek placed a tile (city + road) at (-1, 0)",
      "Ana placed a meeple in the monastery",
      "Ana placed a tile (monastery) at (1, 0)",
    ]);
    expect(carc.map((l) => l.seat)).toEqual([null, 1, 1, 0, null, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 1, 1, 0, 0]);
    const sw = logLines(SW_LOG, name).map((l) => l.text);
    expect(sw).toContain("Ana placed the big meeple on planet Kamino");
    expect(sw).toContain("Bolek attacks planet Kamino");
    // The seat whose turn brought the battle attacks; every die is told, the attacker's first.
    expect(sw).toContain("Battle for planet Kamino: Bolek attacks Ana — dice: Bolek 4, Ana 2 6 1 — Ana wins");
    // A battle the turn's seat is not part of lists the sides.
    const other = logLines(
      [
        { key: "tilePlaced", args: { seat: 0, x: 1, y: 0, rotation: 0, tile: "sw-32" } },
        { key: "tilePlaced", args: { seat: 2, x: 0, y: 1, rotation: 0, tile: "sw-01" } },
        { key: "battle", args: { battle: BATTLE } },
      ],
      name,
    );
    expect(other[0]!.text).toBe("Battle for planet Kamino: Ana vs Bolek — dice: Ana 2 6 1, Bolek 4 — Ana wins");
    expect(sw).toContain("Ana placed a meeple on the trade route");
    expect(sw).toContain("Bolek placed a meeple in the asteroid field");
    expect(sw).toContain("Bolek scores 12 points: asteroid field: 5 tiles, 2 faction symbols");
    expect(sw).toContain("A tile that fits nowhere went back into the stack");
    expect(sw.at(-1)).toBe("Ana placed a tile (planet Kamino) at (1, 0)");
  });

  it("every shown record key has a line; bookkeeping has none", async () => {
    await inLocale("en");
    const keys = new Set([...logLines(CARC_LOG, name), ...logLines(SW_LOG, name)].map((l) => l.key));
    expect([...keys].sort()).toEqual([...SHOWN].sort());
  });

  for (const l of ["es", "pl", "ro"] as const) {
    it(`${l}: every line is translated — no placeholder left, no English word`, async () => {
      await inLocale("en");
      const english = [...logLines(CARC_LOG, name), ...logLines(SW_LOG, name)];
      await inLocale(l);
      const translated = [...logLines(CARC_LOG, name), ...logLines(SW_LOG, name)];
      expect(translated.map((x) => x.key)).toEqual(english.map((x) => x.key));
      translated.forEach((line, i) => {
        const en = english[i]!.text;
        expect(line.text.trim(), en).not.toBe("");
        expect(line.text, en).not.toMatch(/\{\{|\}\}/);
        expect(line.text, en).not.toBe(en);
        const mine = new Set(words(line.text));
        const left = words(en).filter((w) => mine.has(w) && !PROPER.includes(w) && !SAME[l].includes(w));
        expect(left, `${en} → ${line.text}`).toEqual([]);
      });
    });
  }

  it("Polish counts take their plural forms (1 / 2–4 / 5+)", async () => {
    await inLocale("pl");
    expect(tb("logScored", { name: "Ana", n: 1, why: "x" })).toBe("Ana zdobywa 1 punkt: x");
    expect(tb("logScored", { name: "Ana", n: 2, why: "x" })).toBe("Ana zdobywa 2 punkty: x");
    expect(tb("logScored", { name: "Ana", n: 5, why: "x" })).toBe("Ana zdobywa 5 punktów: x");
    expect(tb("logScored", { name: "Ana", n: 22, why: "x" })).toBe("Ana zdobywa 22 punkty: x");
    expect(tb("tilesLeft", { n: 1 })).toBe("Została 1 płytka");
    expect(tb("tilesLeft", { n: 3 })).toBe("Zostały 3 płytki");
    expect(tb("tilesLeft", { n: 12 })).toBe("Zostało 12 płytek");
    expect(tb("ingots", { n: 5 })).toBe("5 sztabek złota");
    const lines = logLines(CARC_LOG, name).map((x) => x.text);
    expect(lines).toContain("Ana zdobywa 5 punktów: droga: 5 płytek");
    expect(lines).toContain("Bolek zdobywa 6 punktów: miasto: 2 płytki, 1 herb");
    expect(lines).toContain("Bolek zdobywa 3 punkty: 1 ukończone miasto × 3");
    expect(lines).toContain("Bolek bierze sztabkę złota z płytki (2, 0) (złoto dzielą: Ana i Bolek)");
  });

  it("Spanish and Romanian name the features in the rules' words", async () => {
    await inLocale("es");
    expect(logLines(CARC_LOG, name).map((x) => x.text)).toContain("Bolek colocó un meeple en el camino");
    expect(logLines(SW_LOG, name).map((x) => x.text)).toContain("Ana colocó un meeple en la ruta comercial");
    await inLocale("ro");
    expect(logLines(CARC_LOG, name).map((x) => x.text)).toContain("Ana a plasat un meeple în mănăstire");
    expect(logLines(CARC_LOG, name).map((x) => x.text)).toContain("Bolek primește 6 puncte: oraș: 2 cartonașe, 1 blazon");
    expect(tb("logScored", { name: "Ana", n: 20, why: "x" })).toBe("Ana primește 20 de puncte: x");
  });

  it("scoreItemsOf takes the score items out of the scored records, oldest first", () => {
    const items = scoreItemsOf(CARC_LOG);
    expect(items.map((i) => [i.seat, i.reason, i.points])).toEqual([
      [0, "road", 5],
      [1, "road", 5],
      [1, "city", 6],
      [0, "monastery", 2],
      [1, "farm", 0],
      [1, "farm", 3],
      [1, "gold", 2],
    ]);
    expect(scoreItemsOf([])).toEqual([]);
  });
});

describe("keepLines", () => {
  it("keeps the line objects of the older, unchanged lines and takes the new ones", async () => {
    await inLocale("en");
    const before = logLines(CARC_LOG.slice(0, 6), name);
    const after = keepLines(before, logLines(CARC_LOG, name));
    expect(after.map((l) => l.text)).toEqual(logLines(CARC_LOG, name).map((l) => l.text));
    // The four lines of the first six records are the same objects; the newer ones are new.
    expect(after.slice(-4).every((l, i) => l === before[i])).toBe(true);
    expect(before.includes(after[0]!)).toBe(false);
    await inLocale("es");
    const translated = keepLines(after, logLines(CARC_LOG, name));
    expect(translated.some((l) => after.includes(l))).toBe(false);
  });
});

describe("board words", () => {
  it("meeple spots, colour swatches and battles are named in the player's language", async () => {
    await inLocale("en");
    expect(tb("meepleHere", { where: featurePhrase("base-D", "o2") })).toBe("Meeple in the field");
    // A spot's spoken name: a meeple in a Carcassonne field is a farmer; Star Wars has none.
    expect(spotLabel("base-D", "o2")).toBe("Farmer in the field");
    expect(spotLabel("base-D", "e1")).toBe("Meeple in the city");
    expect(spotLabel("sw-32", "c1")).toBe("Meeple on planet Kamino");
    expect(featurePhrase("sw-32", "c1")).toBe("on planet Kamino");
    expect(featurePhrase("base-D", "zz")).toBe("");
    expect(colourName("#D62828")).toBe("red");
    expect(colourName("#f1f1ee")).toBe("white");
    expect(colourName("#123456")).toBe("#123456");
    expect(battleTitle({ kind: "asteroids" }, "")).toBe("Battle for the asteroid field");
    await inLocale("pl");
    expect(tb("meepleHere", { where: featurePhrase("base-D", "e1") })).toBe("Pionek w mieście");
    expect(tb("meepleHere", { where: featurePhrase("sw-01", "r1") })).toBe("Pionek na szlaku handlowym");
    expect(spotLabel("base-D", "o2")).toBe("Chłop na łące");
    expect(PLAYER_COLOURS.map(colourName)).toEqual(["czerwony", "niebieski", "zielony", "żółty", "czarny", "różowy"]);
    expect(battleTitle({ kind: "planet" }, "Endor")).toBe("Bitwa o planetę Endor");
    for (const l of ["es", "ro"] as const) {
      await inLocale(l);
      expect(spotLabel("base-D", "o2")).toBe(l === "es" ? "Granjero en el campo" : "Țăran pe câmp");
    }
  });
});
