/**
 * The embed snippet the match page offers under "Embed on your site" — the same text the README's "Embed a live
 * game" shows (test/unit/client/readme-embed.test.ts keeps the two equal). Without `?parent=` the widget talks to
 * the page that framed it (its referrer's origin); a host may add `?parent=<its origin>` to pin it.
 */
export function embedSnippet(origin: string, matchId: string): string {
  return `<iframe src="${origin}/embed/${matchId}" width="640" height="480" style="border:0" title="Meeplehall match" allow="clipboard-write"></iframe>`;
}
