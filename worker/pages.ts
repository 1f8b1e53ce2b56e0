/**
 * The pages the Worker serves itself: a match page `/m/:id` (the app shell with its link-preview tags), its replay
 * `/m/:id/replay` (the shell with the summary and the game's preloads, no view) and the embed widget `/embed/:id`.
 * The match and embed pages carry the match's summary and its spectator view, and all three name its game's code in
 * their head (page-head.ts), so the browser fetches that code alongside the app's own script and the
 * app draws the board at once, before its socket is welcomed; a Carcassonne match page also carries a picture of its
 * board (board-preview.ts), shown before any script runs. When the id is malformed or names no match they
 * answer 404, still with the app shell, which shows its "no such match" page; everything else about the shell
 * comes from the static assets. Every other address that is no static file (wrangler.toml: no single-page-app
 * fallback, which would answer 200 for any path) gets the shell too: 200 for the app's own pages (`/my`, the guide of
 * a game that exists), 404 for the rest, where the app shows its not-found page. (Security headers are set on every
 * Worker response in index.ts.)
 */
import type { Context } from "hono";
import { withPreview } from "./link-preview.ts";
import { route } from "../contract/page-routes.ts";
import type { MatchSummary } from "../contract/protocol.ts";
import { gamePreload, PRELOAD_FILE } from "../contract/preload.ts";
import { pageHeadTags, type FirstView } from "./page-head.ts";
import { boardPreview } from "./board-preview.ts";
import { findGame } from "../engine/index.ts";

/** The build's preload table (null without a client build, or an unreadable one: the page then preloads nothing). */
async function preloadTable(env: Env, url: URL): Promise<unknown> {
  try {
    const res = await env.ASSETS.fetch(new Request(new URL(`/${PRELOAD_FILE}`, url)));
    return res.ok ? await res.json() : null;
  } catch {
    return null;
  }
}

/** The match's summary and first view, in one call to its Durable Object (null for no match). */
async function pageOf(env: Env, id: string): Promise<{ summary: MatchSummary; first: FirstView } | null> {
  return env.MATCH.get(env.MATCH.idFromName(id)).getPage();
}

export async function matchPage(c: Context<{ Bindings: Env }>): Promise<Response> {
  const url = new URL(c.req.url);
  const r = route(url.pathname);
  const id = r.page === "match" || r.page === "embed" || r.page === "replay" ? r.id : null;
  // The match, the shell and the preload table are fetched at once: the page waits for the slowest only.
  const [match, index, table] = await Promise.all([
    id ? pageOf(c.env, id) : null,
    c.env.ASSETS.fetch(new Request(new URL("/", url))),
    id ? preloadTable(c.env, url) : null,
  ]);
  let page = r.page === "match" ? withPreview(index, match?.summary ?? null, c.env.PUBLIC_ORIGIN) : index;
  if (match) {
    // A replay page draws from the replay (fetched by the page), not from the match's current view.
    const tags = pageHeadTags(match.summary, gamePreload(table, match.summary.game), r.page === "replay" ? null : match.first);
    // A match page also carries its first board, drawn here (board-preview.ts), until the app draws its own.
    const preview = r.page === "match" ? boardPreview(match.summary.game, match.first.view) : null;
    let rewriter = new HTMLRewriter().on("head", { element: (e) => void e.append(tags, { html: true }) });
    if (preview) rewriter = rewriter.on("#root", { element: (e) => void e.prepend(preview, { html: true }) });
    page = rewriter.transform(page);
  }
  return new Response(page.body, { status: match ? page.status : 404, headers: page.headers });
}

/** The app shell for an address that is no file and no match page: 200 for a page of the app, else 404. */
export async function shellPage(c: Context<{ Bindings: Env }>): Promise<Response> {
  const url = new URL(c.req.url);
  const r = route(url.pathname);
  const known = r.page === "home" || r.page === "my" || (r.page === "learn" && findGame(r.game) !== undefined);
  const index = await c.env.ASSETS.fetch(new Request(new URL("/", url)));
  return new Response(index.body, { status: known ? index.status : 404, headers: index.headers });
}
