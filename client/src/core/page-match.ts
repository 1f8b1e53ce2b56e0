/**
 * What the Worker wrote into a match or embed page about its match (worker/pages.ts, worker/page-head.ts): the
 * summary (`<meta name="meeplehall-match">`), so the page knows its game before any request of its own and the
 * game's code (preloaded by the same page) starts at once, and the spectator view at the summary's version (a
 * `<script type="application/json">` data block), so the board is drawn before the socket is welcomed. Only for the
 * match the page was served for — after an in-app navigation (a rematch) the page's are another match's and are
 * not used.
 */
import type { MatchSummary } from "../../../contract/protocol.ts";
import { FIRST_VIEW_ID, MATCH_META } from "../../../contract/page-ids.ts";
import type { PageFirstView } from "./match-state.ts";

/** What is read of the page (its `document`). */
export interface PageHead {
  querySelector(selector: string): { getAttribute(name: string): string | null; textContent: string | null } | null;
}

/** JSON parsed, or undefined when unreadable. */
function parsed(text: string | null | undefined): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The summary of `matchId` written into the page, or null (another match's, none, or unreadable). */
export function pageSummary(matchId: string, doc: PageHead): MatchSummary | null {
  const s = parsed(doc.querySelector(`meta[name="${MATCH_META}"]`)?.getAttribute("content"));
  if (typeof s !== "object" || s === null) return null;
  const m = s as Partial<MatchSummary>;
  return m.id === matchId && typeof m.game === "string" && Array.isArray(m.seats) ? (s as MatchSummary) : null;
}

/**
 * The match's first view written into the page — the spectator view at `version` — with the page's summary of the
 * same version, or null (another match's, none, unreadable, or a view `isView` does not accept).
 */
export function pageView<V>(matchId: string, doc: PageHead, isView: (x: unknown) => x is V): PageFirstView<V> | null {
  const match = pageSummary(matchId, doc);
  const f = parsed(doc.querySelector(`script#${FIRST_VIEW_ID}[type="application/json"]`)?.textContent);
  if (!match || typeof f !== "object" || f === null) return null;
  const { id, v, view } = f as { id?: unknown; v?: unknown; view?: unknown };
  return id === matchId && v === match.version && isView(view) ? { version: v, view, match } : null;
}
