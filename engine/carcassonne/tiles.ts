/**
 * The base game's tiles, registered at the kind numbers they start at (numbers live in saved states, so each set
 * fixes its own, never by import order), and its start tile; re-exports the kind tables (tile-kinds.ts). Every
 * other set is registered by its own folder the same way, reached through the game that plays it: a rule module
 * in the game's module list, or a game definition in the games' registry. engine/board-tiles.ts loads them all
 * for code that draws any game's board from tile ids.
 */
import { registerTileSet, tileKindById, type TileKind } from "./tile-kinds.ts";
import { BASE_TILES } from "./tiles-base.ts";

export * from "./tile-kinds.ts";

/** The base game's set name (tile ids `base-…`): kind numbers 0–23. */
export const BASE_SET = "base";

registerTileSet(BASE_SET, 0, BASE_TILES);

/** The base game's start tile kind (001_…: one copy of D, placed in its stored orientation). */
export const START_KIND: TileKind = tileKindById("base-D")!;
