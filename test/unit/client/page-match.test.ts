/**
 * What a page came with about its match (client/src/core/page-match.ts), read back from the tags the Worker writes
 * (worker/page-head.ts): the summary and the first view, only for the match the page was served for, only a view
 * of the summary's version, and nothing from a missing or unreadable tag. A name in the view cannot close the data
 * block it travels in.
 */
import { describe, expect, it } from "vitest";
import { pageSummary, pageView, type PageHead } from "../../../client/src/core/page-match.ts";
import { isViewHeader } from "../../../client/src/core/match-state.ts";
import { FIRST_VIEW_ID } from "../../../contract/page-ids.ts";
import { pageHeadTags, type FirstView } from "../../../worker/page-head.ts";
import type { MatchSummary } from "../../../contract/protocol.ts";

const NAME = `Ana & "Bo" <3 </script><script>alert(1)</script><!--`;
const summary: MatchSummary = {
  id: "abcdefghjk",
  game: "starwars",
  options: { teams: false },
  players: 2,
  status: "waiting",
  version: 4,
  createdAt: 1,
  rematch: null,
  seats: [
    { seat: 0, taken: true, name: NAME, color: null, online: true },
    { seat: 1, taken: false, name: null, color: null, online: false },
  ],
};
const view = {
  game: "starwars",
  seat: null,
  finished: false,
  toAct: [1],
  scores: [3, 0],
  winners: [],
  log: [{ key: "joined", args: { name: NAME } }],
};
const first: FirstView = { id: "abcdefghjk", v: 4, view };

/**
 * A document holding what the Worker wrote, read as a browser would: the meta's attribute decoded, the data block's
 * text up to the first `</script` (HTML ends a script element there, whatever its JSON says).
 */
function docWith(html: string | null): PageHead {
  const m = html === null ? null : /<meta name="meeplehall-match" content="([^"]*)">/.exec(html);
  const content = m
    ? m[1]!
        .replace(/&quot;/g, '"')
        .replace(/&lt;/g, "<")
        .replace(/&gt;/g, ">")
        .replace(/&amp;/g, "&")
    : null;
  const block =
    html === null ? null : new RegExp(`<script type="application/json" id="${FIRST_VIEW_ID}">([\\s\\S]*?)</script`, "i").exec(html);
  return {
    querySelector: (sel) => {
      if (content !== null && sel === 'meta[name="meeplehall-match"]') return { getAttribute: () => content, textContent: null };
      if (block && sel === `script#${FIRST_VIEW_ID}[type="application/json"]`) return { getAttribute: () => null, textContent: block[1]! };
      return null;
    },
  };
}

describe("pageSummary", () => {
  it("reads the summary the Worker wrote for this match", () => {
    expect(pageSummary("abcdefghjk", docWith(pageHeadTags(summary, null)))).toEqual(summary);
  });

  it("ignores another match's summary, a missing tag and unreadable content", () => {
    expect(pageSummary("zzzzzzzzzz", docWith(pageHeadTags(summary, null)))).toBeNull();
    expect(pageSummary("abcdefghjk", docWith(null))).toBeNull();
    expect(pageSummary("abcdefghjk", docWith(`<meta name="meeplehall-match" content="{not json">`))).toBeNull();
    expect(
      pageSummary("abcdefghjk", docWith(`<meta name="meeplehall-match" content="{&quot;id&quot;:&quot;abcdefghjk&quot;}">`)),
    ).toBeNull();
  });
});

describe("pageView", () => {
  it("reads the first view the Worker wrote, with its version and the page's summary; no name closes its block", () => {
    const html = pageHeadTags(summary, null, first);
    expect(html.match(/<\/script/gi)).toHaveLength(1); // the block's own end tag only
    expect(html).not.toContain("<!--");
    expect(pageView("abcdefghjk", docWith(html), isViewHeader)).toEqual({ version: 4, view, match: summary });
  });

  it("ignores another match's view, one of another version than the summary, a view not accepted, and no or bad blocks", () => {
    const read = (f: unknown, s: MatchSummary = summary) =>
      pageView("abcdefghjk", docWith(pageHeadTags(s, null, f as FirstView)), isViewHeader);
    expect(pageView("zzzzzzzzzz", docWith(pageHeadTags(summary, null, first)), isViewHeader)).toBeNull();
    expect(read({ ...first, id: "zzzzzzzzzz" })).toBeNull();
    expect(read({ ...first, v: 3 })).toBeNull();
    expect(read(first, { ...summary, id: "zzzzzzzzzz" })).toBeNull(); // no summary of this match
    expect(read({ ...first, view: { game: "starwars" } })).toBeNull();
    expect(read(null)).toBeNull();
    const meta = pageHeadTags(summary, null);
    expect(
      pageView("abcdefghjk", docWith(`${meta}<script type="application/json" id="${FIRST_VIEW_ID}">{"id":</script>`), isViewHeader),
    ).toBeNull();
  });
});
