// Worker entry: the /api routes (routes.ts) and the Match Durable Object class. Every other path is served
// by the static assets binding with the single-page-app fallback (wrangler.toml run_worker_first = /api/*).
import { api } from "./routes.ts";

export { Match } from "./match.ts";

api.all("*", (c) => c.env.ASSETS.fetch(c.req.raw));

export default api;
