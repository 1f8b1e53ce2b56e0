/**
 * What the Worker adds to the head of a match or embed page besides link previews: the match's summary, which the
 * client reads instead of fetching it (client/src/core/page-match.ts), the game's preloads (contract/preload.ts), and the
 * match's spectator view at the summary's version, so the page draws the board before its socket is welcomed.
 * Tags and one JSON data block (`<script type="application/json">`, which a browser never executes), so the CSP
 * (no inline script) stays as it is. Plain strings; the tags' names are the contract's (contract/page-ids.ts).
 */
import type { GamePreload } from "../contract/preload.ts";
import type { MatchSummary } from "../contract/protocol.ts";
import { FIRST_VIEW_ID, MATCH_META } from "../contract/page-ids.ts";

/** A match's view as a page carries it: public (every spectator receives it), never a hand or the draw order. */
export interface FirstView {
  id: string;
  v: number;
  view: unknown;
}

/** Text made safe inside a double-quoted HTML attribute. */
export function escapeAttr(s: string): string {
  return s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/**
 * JSON made safe as a script element's text: every `<` becomes the JSON escape `\u003c` (the same value once
 * parsed), so no string in it — a player's name — can close the element or open a comment.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

/**
 * The summary meta, a stylesheet link per style and a modulepreload per script of the game's first board, then the
 * first view's data block (when given).
 */
export function pageHeadTags(summary: MatchSummary, preload: GamePreload | null, first: FirstView | null = null): string {
  const tags = [`<meta name="${MATCH_META}" content="${escapeAttr(JSON.stringify(summary))}">`];
  for (const u of preload?.styles ?? []) tags.push(`<link rel="stylesheet" crossorigin href="${escapeAttr(u)}">`);
  for (const u of preload?.scripts ?? []) tags.push(`<link rel="modulepreload" crossorigin href="${escapeAttr(u)}">`);
  if (first) tags.push(`<script type="application/json" id="${FIRST_VIEW_ID}">${scriptJson(first)}</script>`);
  return tags.join("");
}
