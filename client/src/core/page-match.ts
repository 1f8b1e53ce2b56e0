/**
 * The match summary the Worker wrote into a match or embed page (`<meta name="meeplehall-match">`, worker/pages.ts):
 * the page knows its game before any request of its own, so the game's code (preloaded by the same page) starts at
 * once and the summary need not be fetched. Only for the match the page was served for — after an in-app
 * navigation (a rematch) the page's summary is another match's and is not used.
 */
import type { MatchSummary } from "../../../worker/protocol.ts";
import { MATCH_META } from "../../../worker/page-head.ts";

/** What is read of the page (its `document`). */
export interface PageHead {
  querySelector(selector: string): { getAttribute(name: string): string | null } | null;
}

/** The summary of `matchId` written into the page, or null (another match's, none, or unreadable). */
export function pageSummary(matchId: string, doc: PageHead): MatchSummary | null {
  const content = doc.querySelector(`meta[name="${MATCH_META}"]`)?.getAttribute("content");
  if (!content) return null;
  try {
    const s: unknown = JSON.parse(content);
    if (typeof s !== "object" || s === null) return null;
    const m = s as Partial<MatchSummary>;
    return m.id === matchId && typeof m.game === "string" && Array.isArray(m.seats) ? (s as MatchSummary) : null;
  } catch {
    return null;
  }
}
