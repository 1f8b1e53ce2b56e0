/**
 * A seat's WebSocket from Node (the `ws` package), as a second client of a seat whose page the test watches:
 * says hello with the seat's token, keeps the seat's view current from the welcome, snapshot and patch frames
 * (JSON Patch, as the client does), and `act` sends an action and waits for its acknowledgement, throwing on a
 * refusal.
 */
import { applyPatch, type Operation } from "fast-json-patch";
import WebSocket from "ws";
import { asClient } from "../support/client-address.ts";

export class SeatSocket {
  version = -1;
  /** The seat's current view (null until the welcome). */
  view: Record<string, unknown> | null = null;
  private frames: Record<string, unknown>[] = [];
  private waiters: (() => void)[] = [];
  private constructor(readonly ws: WebSocket) {
    ws.on("message", (data) => {
      const f = JSON.parse(String(data)) as Record<string, unknown>;
      if (f.t === "welcome" || f.t === "snapshot") {
        if (f.view) this.view = f.view as Record<string, unknown>;
        this.version = Math.max(this.version, Number(f.t === "welcome" ? f.version : f.v));
      } else if (f.t === "patch" && this.view && f.from === this.version) {
        this.view = applyPatch(this.view, f.ops as Operation[], false, true).newDocument;
        this.version = Number(f.v);
      } else if (f.t === "patch" && Number(f.v) > this.version) ws.send(JSON.stringify({ t: "sync" })); // a gap: ask for the full view
      this.frames.push(f);
      for (const w of this.waiters.splice(0)) w();
    });
  }

  /** Opens the socket, says hello with `token` and waits for the welcome. */
  static async open(url: string, token: string, into: WebSocket[]): Promise<SeatSocket> {
    const ws = new WebSocket(url, { perMessageDeflate: false, headers: asClient() });
    into.push(ws);
    const s = new SeatSocket(ws);
    await new Promise<void>((res, rej) => (ws.once("open", () => res()), ws.once("error", rej)));
    ws.send(JSON.stringify({ t: "hello", token }));
    await s.next((f) => f.t === "welcome", "welcome");
    return s;
  }

  /** The first frame (from now on, or already received) matching `pred`. */
  async next(pred: (f: Record<string, unknown>) => boolean, what: string, ms = 10_000): Promise<Record<string, unknown>> {
    const until = Date.now() + ms;
    for (;;) {
      const f = this.frames.find(pred);
      if (f) return f;
      if (Date.now() > until) throw new Error(`timeout waiting for ${what}`);
      await new Promise<void>((r) => {
        this.waiters.push(r);
        setTimeout(r, 200);
      });
    }
  }

  /** Sends an action on top of `baseVersion`; resolves with the version it produced. */
  async act(id: string, baseVersion: number, action: unknown): Promise<number> {
    this.ws.send(JSON.stringify({ t: "act", id, base: baseVersion, action }));
    const f = await this.next((f) => (f.t === "patch" && f.ack === id) || (f.t === "reject" && f.id === id), `ack of ${id}`);
    if (f.t === "reject") throw new Error(`server refused ${JSON.stringify(action)}: ${String(f.code)} ${String(f.message)}`);
    const v = Number(f.v);
    if (this.version < v) await this.next((g) => g.t === "snapshot" && Number(g.v) >= v, `view of version ${v}`);
    return v;
  }
}

/** Claims seats over HTTP (names in seat order) and returns their tokens. */
export async function claimSeats(base: string, matchId: string, names: readonly string[]): Promise<string[]> {
  const tokens: string[] = [];
  for (const [seat, name] of names.entries()) {
    const r = await fetch(`${base}/api/matches/${matchId}/seats`, {
      method: "POST",
      headers: { "content-type": "application/json", ...asClient() },
      body: JSON.stringify({ seat, name }),
    });
    if (r.status !== 201) throw new Error(`claiming seat ${seat} answered ${r.status}: ${await r.text()}`);
    tokens.push(((await r.json()) as { token: string }).token);
  }
  return tokens;
}

/** Creates a match through the HTTP API (forced randomness only on the test server); returns its id. */
export async function createMatch(base: string, body: Record<string, unknown>): Promise<string> {
  const res = await fetch(`${base}/api/matches`, {
    method: "POST",
    headers: { "content-type": "application/json", ...asClient() },
    body: JSON.stringify(body),
  });
  if (res.status !== 201) throw new Error(`match creation answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
}
