/**
 * What the Worker adds to the head of a match or embed page besides link previews: the match's summary, which the
 * client reads instead of fetching it (client/src/core/page-match.ts), and the game's preloads (game-preload.ts).
 * Tags only, no script, so the CSP stays as it is. Plain strings: the client imports this module for the meta's
 * name, so nothing here uses Workers APIs or reaches the engine.
 */
import type { GamePreload } from "./game-preload.ts";
import type { MatchSummary } from "./protocol.ts";

/** The name of the meta tag holding the match summary as JSON. */
export const MATCH_META = "meeplehall-match";

/** Text made safe inside a double-quoted HTML attribute. */
export function escapeAttr(s: string): string {
  return s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** The summary meta, then a stylesheet link per style and a modulepreload per script of the game's first board. */
export function pageHeadTags(summary: MatchSummary, preload: GamePreload | null): string {
  const tags = [`<meta name="${MATCH_META}" content="${escapeAttr(JSON.stringify(summary))}">`];
  for (const u of preload?.styles ?? []) tags.push(`<link rel="stylesheet" crossorigin href="${escapeAttr(u)}">`);
  for (const u of preload?.scripts ?? []) tags.push(`<link rel="modulepreload" crossorigin href="${escapeAttr(u)}">`);
  return tags.join("");
}
