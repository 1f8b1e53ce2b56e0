/**
 * The pages the Worker serves itself: a match page `/m/:id` (the app shell with its link-preview tags) and the
 * embed widget `/embed/:id` (the app shell). When the id is malformed or names no match they answer 404, still with
 * the app shell, which shows its "no such match" page; everything else about the shell comes from the static
 * assets. (Security headers are set on every Worker response in index.ts.)
 */
import type { Context } from "hono";
import { withPreview } from "./link-preview.ts";
import { route } from "./page-routes.ts";

export async function matchPage(c: Context<{ Bindings: Env }>): Promise<Response> {
  const url = new URL(c.req.url);
  const r = route(url.pathname);
  const summary = r.page === "match" || r.page === "embed" ? await c.env.MATCH.get(c.env.MATCH.idFromName(r.id)).getSummary() : null;
  const index = await c.env.ASSETS.fetch(new Request(new URL("/", url)));
  const page = r.page === "match" ? withPreview(index, summary, c.env.PUBLIC_ORIGIN) : index;
  return new Response(page.body, { status: summary ? page.status : 404, headers: page.headers });
}
