/**
 * The tile catalogue: every tile set of every game on the board engine, registered in one place with the kind
 * numbers it starts at (numbers live in saved states, so they are fixed here, never by import order). Importing
 * this module makes every tile id resolvable (the client draws any game's board from ids). It re-exports the
 * kind tables (tile-kinds.ts). A new expansion's tiles are one line here.
 */
import { registerTileSet, tileKindById, type TileKind } from "./tile-kinds.ts";
import { BASE_TILES } from "./tiles-base.ts";
import { GOLD_MINES_SET, GOLD_MINES_TILES } from "./gold-mines/tiles.ts";
import { STAR_WARS_SET, STAR_WARS_TILES } from "./star-wars/tiles-star-wars.ts";

export * from "./tile-kinds.ts";

/** The base game's set name (tile ids `base-…`). */
export const BASE_SET = "base";

registerTileSet(BASE_SET, 0, BASE_TILES);
registerTileSet(GOLD_MINES_SET, 24, GOLD_MINES_TILES);
registerTileSet(STAR_WARS_SET, 32, STAR_WARS_TILES);

/** The base game's start tile kind (001_…: one copy of D, placed in its stored orientation). */
export const START_KIND: TileKind = tileKindById("base-D")!;
