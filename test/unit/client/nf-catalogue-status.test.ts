/**
 * The catalogue status as a player reads it (client/src/games/newfrontiers/ui/nf-catalogue-status.ts): the
 * engine's status (CATALOGUE_STATUS) and every other status of its type render in four languages, the English one
 * as the e2e tests read it, the others with none of the English words.
 */
import { afterAll, describe, expect, it } from "vitest";
import { CATALOGUE_STATUS, type CatalogueStatus } from "../../../engine/newfrontiers/catalogue.ts";
import { loadLocale, setLocale, type Locale } from "../../../client/src/i18n/i18n.ts";
import { catalogueStatusText } from "../../../client/src/games/newfrontiers/ui/nf-catalogue-status.ts";

const STATUSES: CatalogueStatus[] = ["provisional tile values", "printed tile values"];

async function inLocale(l: Locale): Promise<string[]> {
  setLocale(l);
  await loadLocale(l);
  return STATUSES.map(catalogueStatusText);
}

afterAll(() => setLocale("en"));

describe("catalogue status text", () => {
  it("reads the engine's status in English as the game info and e2e tests show it", async () => {
    await inLocale("en");
    expect(catalogueStatusText(CATALOGUE_STATUS)).toBe("provisional tile values");
    expect(catalogueStatusText("printed tile values")).toBe("printed tile values");
  });

  it.each(["es", "pl", "ro"] as const)("has no English word in %s and tells the two statuses apart", async (l) => {
    const texts = await inLocale(l);
    expect(new Set(texts).size).toBe(STATUSES.length);
    for (const text of texts) {
      expect(text).not.toMatch(/\b(provisional|printed|tile|values)\b/);
      expect(text.length).toBeGreaterThan(0);
    }
  });
});
