// Worker entry: hono router for /api/* (health, game catalogue; matches later) and the Match DO export.
// Non-API paths are served by the static assets binding (SPA fallback), see wrangler.toml.
import { Hono } from "hono";

export { Match } from "./match.ts";

import { gameList } from "../engine/index.ts";

const app = new Hono<{ Bindings: Env }>();

app.get("/api/health", (c) => c.json({ ok: true }));
app.get("/api/games", (c) => c.json(gameList()));
app.all("/api/*", (c) => c.json({ error: "not_found" }, 404));
// Only reached if run_worker_first is widened; keeps the SPA working either way.
app.all("*", (c) => c.env.ASSETS.fetch(c.req.raw));

export default app;
