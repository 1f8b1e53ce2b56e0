// Worker entry: security headers on every response it makes (security-headers.ts), the /api routes (routes.ts),
// the match and embed pages (pages.ts) and the Match Durable Object class. Static files are served before the worker
// (wrangler.toml); every other address reaches it and gets the app shell, 404 unless it is a page of the app.
import { Hono } from "hono";
import { api } from "./routes.ts";
import { matchPage, shellPage } from "./pages.ts";
import { applySecurityHeaders } from "./security-headers.ts";

export { Match } from "./match.ts";

const app = new Hono<{ Bindings: Env }>();

app.use("*", async (c, next) => {
  await next();
  if (c.res.status === 101) return; // a WebSocket handshake: nothing to render, and its response must stay as it is
  const res = new Response(c.res.body, c.res);
  applySecurityHeaders(res.headers, new URL(c.req.url).pathname);
  c.res = undefined; // else hono copies the old response's headers over the new ones
  c.res = res;
});
app.route("/", api);
app.get("/m/*", matchPage);
app.get("/embed/*", matchPage);
app.get("*", shellPage);
app.all("*", (c) => c.env.ASSETS.fetch(c.req.raw));

export default app;
