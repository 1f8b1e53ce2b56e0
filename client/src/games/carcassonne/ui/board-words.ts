/**
 * The board games' nouns in the player's language: where a meeple stands (by the feature's kind in the tile data:
 * road / city / monastery / field, or in Star Wars trade route / asteroid field / planet / space — tile-types.ts),
 * what a tile shows ("city + 2 × road"), a meeple spot's spoken name (a farmer in a field), the title of a Star Wars
 * battle, and the spoken names of the seat colours.
 */
import type { Battle } from "../../../../../engine/carcassonne/star-wars/sw-state.ts";
import type { FeatureKind } from "../../../../../engine/carcassonne/tile-types.ts";
import { setOf, tileKindById } from "../../../../../engine/board-tiles.ts";
import { tb, type BoardKey } from "../i18n/index.ts";

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

/** Noun per feature kind, for what a tile shows. */
const NOUN: Record<"base" | "starwars", Record<FeatureKind, BoardKey>> = {
  base: { enclosure: "city", route: "road", center: "monastery", open: "field" },
  starwars: { enclosure: "asteroids", route: "route", center: "planet", open: "space" },
};

/**
 * What a tile shows, by its features other than fields ("city + 2 × road", "monastery + road", "planet Kamino");
 * a tile of fields only is "field" ("space" in Star Wars). "" for an unknown tile.
 */
export function tilePhrase(tile: string | undefined): string {
  const kind = tile === undefined ? undefined : tileKindById(tile);
  if (!kind) return "";
  const nouns = NOUN[setOf(kind) === "starwars" ? "starwars" : "base"];
  const parts: string[] = [];
  for (const k of ["center", "enclosure", "route"] as const) {
    const fs = kind.data.features.filter((f) => f.kind === k);
    if (fs.length === 0) continue;
    const noun = k === "center" && fs[0]!.name ? `${tb(nouns[k])} ${fs[0]!.name}` : tb(nouns[k]);
    parts.push(fs.length > 1 ? `${fs.length} × ${noun}` : noun);
  }
  return parts.length > 0 ? parts.join(" + ") : tb(nouns.open);
}

/** A meeple spot's spoken name: "Meeple on the road", "Farmer in the field" (a Carcassonne field), "Meeple on planet Kamino". */
export function spotLabel(tile: string | undefined, feature: string): string {
  const kind = tile === undefined ? undefined : tileKindById(tile);
  const farmer = kind !== undefined && setOf(kind) !== "starwars" && kind.data.features.find((g) => g.id === feature)?.kind === "open";
  return tb(farmer ? "farmerHere" : "meepleHere", { where: featurePhrase(tile, feature) });
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
