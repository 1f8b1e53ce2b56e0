// Match Durable Object: one instance per match (authoritative state, WebSockets, SQLite log).
// Placeholder until the match server is built; it only answers 501 so the binding and migration exist.
import { DurableObject } from "cloudflare:workers";

export class Match extends DurableObject<Env> {
  async fetch(_request: Request): Promise<Response> {
    return new Response("match server not built yet", { status: 501 });
  }
}
