/**
 * Carcassonne Star Wars' tile set, registered at its kind numbers (32 on; they live in saved states, so they are
 * fixed here, never by import order). Kept apart from the data file (tiles-star-wars.ts), which a verified
 * manifest may replace as it is; naming the set (game.ts) makes its tiles resolvable.
 */
import { registerTileSet } from "../tile-kinds.ts";
import { STAR_WARS_TILES } from "./tiles-star-wars.ts";

/** The set's name (tile ids `sw-…`): the game's own 76 tiles, never mixed with another set. */
export const STAR_WARS_SET = "starwars";

registerTileSet(STAR_WARS_SET, 32, STAR_WARS_TILES);
