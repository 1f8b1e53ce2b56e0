/**
 * The names a match or embed page's head carries for the client (the Worker writes them: worker/page-head.ts; the
 * client reads them: client/src/core/page-match.ts, main.tsx).
 */

/** The name of the meta tag holding the match summary as JSON. */
export const MATCH_META = "meeplehall-match";

/** The id of the data block holding the match's first view: `{ id, v, view }` (match id, version, spectator view). */
export const FIRST_VIEW_ID = "meeplehall-view";

/** The id of the picture of the board a Carcassonne match page carries (board-preview.ts), removed by the app. */
export const BOARD_PREVIEW_ID = "board-preview";
