/** The seat colours' spoken names in the player's language ("red"): the seat picker's swatches, Star Wars' fixed colours. */
import { PLAYER_COLOURS, SW_HEX } from "../../../contract/colors.ts";
import type { Dict } from "../i18n/en.ts";
import { t } from "../i18n/i18n.ts";

type ColourKey = keyof Dict & `colour${string}`;

/** By PLAYER_COLOURS' order: red, blue, green, yellow, black, pink. */
const PLAYER_KEYS: readonly ColourKey[] = ["colourRed", "colourBlue", "colourGreen", "colourYellow", "colourBlack", "colourPink"];
const BY_HEX = new Map<string, ColourKey>([
  ...PLAYER_COLOURS.map((hex, i): [string, ColourKey] => [hex, PLAYER_KEYS[i]!]),
  [SW_HEX.red, "colourRed"],
  [SW_HEX.green, "colourGreen"],
  [SW_HEX.black, "colourBlack"],
  [SW_HEX.white, "colourWhite"],
  [SW_HEX.orange, "colourOrange"],
]);

/** A seat colour's spoken name ("red"); an unknown colour is read as its code. */
export function colourName(hex: string): string {
  const key = BY_HEX.get(hex.toLowerCase());
  return key ? t(key) : hex;
}
