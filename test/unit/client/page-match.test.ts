/**
 * The match summary a page came with (client/src/core/page-match.ts): read back from the Worker's meta tag, only
 * for the match the page was served for, and nothing from a missing or unreadable tag.
 */
import { describe, expect, it } from "vitest";
import { pageSummary, type PageHead } from "../../../client/src/core/page-match.ts";
import { pageHeadTags } from "../../../worker/page-head.ts";
import type { MatchSummary } from "../../../worker/protocol.ts";

const summary: MatchSummary = {
  id: "abcdefghjk", game: "starwars", options: { teams: false }, players: 2, status: "waiting", version: 0, createdAt: 1, rematch: null,
  seats: [{ seat: 0, taken: true, name: `Ana & "Bo" <3`, color: null, online: true }, { seat: 1, taken: false, name: null, color: null, online: false }],
};

/** A document holding one meta tag as the Worker writes it (attribute decoded as a browser would). */
function docWith(html: string | null): PageHead {
  const m = html === null ? null : /<meta name="meeplehall-match" content="([^"]*)">/.exec(html);
  const content = m ? m[1]!.replace(/&quot;/g, '"').replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&") : null;
  return { querySelector: (sel) => (content !== null && sel === 'meta[name="meeplehall-match"]' ? { getAttribute: () => content } : null) };
}

describe("pageSummary", () => {
  it("reads the summary the Worker wrote for this match", () => {
    expect(pageSummary("abcdefghjk", docWith(pageHeadTags(summary, null)))).toEqual(summary);
  });

  it("ignores another match's summary, a missing tag and unreadable content", () => {
    expect(pageSummary("zzzzzzzzzz", docWith(pageHeadTags(summary, null)))).toBeNull();
    expect(pageSummary("abcdefghjk", docWith(null))).toBeNull();
    expect(pageSummary("abcdefghjk", docWith(`<meta name="meeplehall-match" content="{not json">`))).toBeNull();
    expect(pageSummary("abcdefghjk", docWith(`<meta name="meeplehall-match" content="{&quot;id&quot;:&quot;abcdefghjk&quot;}">`))).toBeNull();
  });
});
