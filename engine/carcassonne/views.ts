/**
 * The views of every game on the board engine, for code that shows any of them (the client's board, the worker's
 * tests): `CarcView` is a view one of the games produces. The core lists no game here: each game's definition
 * adds its own view to `BoardViews` under its id (TypeScript declaration merging), as rule modules add their
 * score reasons and records.
 */

/** Each board game's view by game id; declared by the games' own files (game.ts and each game folder's). */
// biome-ignore lint/suspicious/noEmptyInterface: other modules extend it by declaration merging
export interface BoardViews {}

/** Every top-level key some board game's view has. */
type AnyViewKey = { [G in keyof BoardViews]: keyof BoardViews[G] }[keyof BoardViews];

/**
 * A view one of the board games produces; a key only other games' views have reads as missing (or null), so code
 * showing any game reads another game's slice without narrowing first.
 */
export type CarcView = {
  [G in keyof BoardViews]: BoardViews[G] & { [K in Exclude<AnyViewKey, keyof BoardViews[G]>]?: null };
}[keyof BoardViews];

export type { BoardView } from "./view.ts";
