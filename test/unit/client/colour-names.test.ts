/**
 * The seat colours' spoken names are the shell's messages (client/src/ui/colour-names.ts): every lobby colour and
 * every Star Wars seat colour has its own name in each language, so the seat picker needs no game's namespace.
 */
import { afterAll, describe, expect, it } from "vitest";
import { SW_COLORS } from "../../../engine/carcassonne/star-wars/sw-state.ts";
import { PLAYER_COLOURS, SW_HEX } from "../../../contract/colors.ts";
import { loadLocale, setLocale } from "../../../client/src/i18n/i18n.ts";
import { colourName } from "../../../client/src/ui/colour-names.ts";

describe("seat colour names", () => {
  afterAll(() => setLocale("en"));

  it.each(["en", "ro", "es", "pl"] as const)("every lobby colour has its own name in %s, and Star Wars' colours too", async (l) => {
    setLocale(l);
    await loadLocale(l);
    const lobby = PLAYER_COLOURS.map(colourName);
    expect(new Set(lobby).size, l).toBe(PLAYER_COLOURS.length);
    expect(
      lobby.every((n) => n.length > 0 && !n.startsWith("#")),
      l,
    ).toBe(true);
    expect(
      SW_COLORS.map((c) => colourName(SW_HEX[c])).every((n) => n.length > 0 && !n.startsWith("#")),
      l,
    ).toBe(true);
  });

  it("reads the names in the player's language; an unknown colour as its code", async () => {
    setLocale("es");
    await loadLocale("es");
    expect(PLAYER_COLOURS.map(colourName)).toEqual(["rojo", "azul", "verde", "amarillo", "negro", "rosa"]);
    expect(colourName(SW_HEX.orange)).toBe("naranja");
    expect(colourName("#123456")).toBe("#123456");
  });
});
