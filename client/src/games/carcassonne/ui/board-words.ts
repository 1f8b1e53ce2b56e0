/**
 * The board games' nouns in the player's language: where a meeple stands (by the feature's kind in the tile data:
 * road / city / monastery / field, or in Star Wars trade route / asteroid field / planet / space — tile-types.ts),
 * the title of a Star Wars battle, and the spoken names of the seat colours.
 */
import { SW_COLORS, type Battle, type SwColor } from "../../../../../engine/carcassonne/star-wars/sw-state.ts";
import type { FeatureKind } from "../../../../../engine/carcassonne/tile-types.ts";
import { setOf, tileKindById } from "../../../../../engine/carcassonne/tiles.ts";
import { tb, type BoardKey } from "../i18n/index.ts";
import { PLAYER_COLOURS, SW_HEX } from "../../../colors.ts";

const WHERE: Record<"base" | "starwars", Record<FeatureKind, BoardKey>> = {
  base: { route: "onRoad", enclosure: "inCity", center: "inMonastery", open: "inField" },
  starwars: { route: "onRoute", enclosure: "inAsteroids", center: "onPlanet", open: "inSpace" },
};

/** "on the road", "in the asteroid field", "on planet Kamino": the feature `feature` of tile `tile`, or "". */
export function featurePhrase(tile: string | undefined, feature: string): string {
  const kind = tile === undefined ? undefined : tileKindById(tile);
  const f = kind?.data.features.find((g) => g.id === feature);
  if (!kind || !f) return "";
  return tb(WHERE[setOf(kind) === "starwars" ? "starwars" : "base"][f.kind], { planet: f.name ?? "" });
}

/** The planet's name on a tile (Star Wars), or "". */
export function planetName(tile: string | undefined): string {
  return (tile === undefined ? undefined : tileKindById(tile))?.data.features.find((g) => g.kind === "center")?.name ?? "";
}

/** "Battle for planet Kamino", "Battle for the trade route". */
export function battleTitle(b: Pick<Battle, "kind">, planet: string): string {
  if (b.kind === "planet") return tb("battleForPlanet", { planet });
  return tb(b.kind === "route" ? "battleForRoute" : "battleForAsteroids");
}

const COLOUR_KEYS: readonly BoardKey[] = ["colourRed", "colourBlue", "colourGreen", "colourYellow", "colourBlack", "colourPink"];
const SW_KEYS: Record<SwColor, BoardKey> = {
  red: "colourRed", green: "colourGreen", black: "colourBlack", white: "colourWhite", orange: "colourOrange",
};
const BY_HEX = new Map<string, BoardKey>([
  ...PLAYER_COLOURS.map((hex, i): [string, BoardKey] => [hex, COLOUR_KEYS[i]!]),
  ...SW_COLORS.map((c): [string, BoardKey] => [SW_HEX[c], SW_KEYS[c]]),
]);

/** A seat colour's spoken name ("red"); an unknown colour is read as its code. */
export function colourName(hex: string): string {
  const key = BY_HEX.get(hex.toLowerCase());
  return key ? tb(key) : hex;
}
