/**
 * Test harness for the match server inside workerd: HTTP helpers and a WebSocket client that queues frames
 * so a test can await "the next frame of type X" deterministically.
 */
import { abortAllDurableObjects, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import { applyPatch, deepClone, type Operation } from "fast-json-patch";
import type { ServerFrame } from "../../contract/protocol.ts";
import type { ClockState } from "../../contract/clock-types.ts";
import { EFFECTIVE } from "../support/tunables.ts";
import { asClient } from "../support/client-address.ts";
import cityShield from "../golden/city-shield.json";

export const BASE = "http://meeplehall.test";

/** A JSON request to the worker, by default as a fresh client address each time (so no per-address limit is met). */
export async function api<T = unknown>(
  method: string,
  path: string,
  body?: unknown,
  address?: string,
): Promise<{ status: number; json: T }> {
  const headers = { "content-type": "application/json", ...asClient(address) };
  const res = await exports.default.fetch(
    new Request(`${BASE}${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) }),
  );
  const text = await res.text();
  return { status: res.status, json: (text ? JSON.parse(text) : null) as T };
}

export interface Created {
  id: string;
  tokens: string[];
}

/** Creates a match and claims every seat; returns the match id and the seat tokens. */
export async function createMatch(
  players: number,
  options: unknown,
  deck?: string[],
  extra: { game?: string; dice?: number[] } = {},
): Promise<Created> {
  const body = {
    game: extra.game ?? "carcassonne",
    players,
    options,
    ...(deck ? { deck } : {}),
    ...(extra.dice ? { dice: extra.dice } : {}),
  };
  const made = await api<{ id: string }>("POST", "/api/matches", body);
  if (made.status !== 201) throw new Error(`create failed: ${JSON.stringify(made.json)}`);
  const tokens: string[] = [];
  for (let seat = 0; seat < players; seat++) {
    const r = await api<{ token: string }>("POST", `/api/matches/${made.json.id}/seats`, { seat, name: `P${seat}` });
    if (r.status !== 201) throw new Error(`claim failed: ${JSON.stringify(r.json)}`);
    tokens.push(r.json.token);
  }
  return { id: made.json.id, tokens };
}

/** A 2-player Carcassonne match played to its end over its seats' sockets (the city-shield golden game, 3 actions). */
export async function createFinishedMatch(): Promise<Created> {
  const g = cityShield as { options: unknown; players: number; deck: string[]; actions: ({ seat: number } & Record<string, unknown>)[] };
  const made = await createMatch(g.players, g.options, g.deck);
  const seats = await Promise.all(made.tokens.map((t) => TestSocket.join(made.id, t)));
  for (const { seat, ...action } of g.actions) {
    const r = await seats[seat]!.act(action);
    if (r.t !== "patch") throw new Error(`golden action refused: ${JSON.stringify(r)}`);
    for (const s of seats) await s.waitVersion(r.v);
  }
  for (const s of seats) s.close();
  return made;
}

/** The Durable Object stub of a match (for runInDurableObject / runDurableObjectAlarm). */
export function matchStub(id: string) {
  return env.MATCH.get(env.MATCH.idFromName(id));
}

/**
 * Ages a match for its idle clean-up (worker/match-idle.ts): its creation or last seat change and every action it
 * played happened at `at` (an action's row holds its time: worker/match-store.ts `lastActivity`).
 */
export function setActivity(id: string, at: number): Promise<void> {
  return runInDurableObject(matchStub(id), (_i, state) => {
    state.storage.sql.exec("UPDATE meta SET v = ? WHERE k = 'activity'", String(at));
    state.storage.sql.exec("UPDATE actions SET at = ?", at);
  });
}

/** Rewrites a match's stored clock row, then restarts every object (so it reads it again; their sockets close). */
export async function editClock(id: string, edit: (c: ClockState) => ClockState): Promise<void> {
  await runInDurableObject(matchStub(id), (_i, state) => {
    const row = state.storage.sql.exec<{ state: string }>("SELECT state FROM clock WHERE id = 0").one();
    state.storage.sql.exec("UPDATE clock SET state = ? WHERE id = 0", JSON.stringify(edit(JSON.parse(row.state) as ClockState)));
  });
  await abortAllDurableObjects();
}

/**
 * Runs out `seat`'s bank now instead of waiting for it: the stored clock leaves it one millisecond, and the match's
 * alarm, run at once, finds it empty (its clocks hand the seat to a bot, as the alarm at the real deadline would).
 */
export async function runOutBank(id: string, seat: number): Promise<void> {
  await editClock(id, (c) => ({ ...c, banks: c.banks.map((b, s) => (s === seat ? 1 : b)), at: Date.now(), alive: Date.now() }));
  await new Promise((r) => setTimeout(r, 5));
  if (!(await runDurableObjectAlarm(matchStub(id)))) throw new Error(`match ${id} had no alarm to run`);
}

/** A socket that records every frame and keeps the view it would show, applying patches in order. */
export class TestSocket {
  readonly frames: ServerFrame[] = [];
  readonly raw: string[] = [];
  view: unknown = null;
  version = -1;
  seat: number | null = null;
  closed: { code: number; reason: string } | null = null;
  private waiters: (() => void)[] = [];

  private constructor(readonly ws: WebSocket) {
    ws.addEventListener("message", (e) => {
      const text = typeof e.data === "string" ? e.data : new TextDecoder().decode(e.data as ArrayBuffer);
      this.raw.push(text);
      const frame = JSON.parse(text) as ServerFrame;
      this.frames.push(frame);
      if (frame.t === "welcome") {
        this.seat = frame.seat;
        this.version = frame.version;
        if (frame.view !== null) this.view = frame.view;
      } else if (frame.t === "snapshot") {
        this.view = frame.view;
        this.version = frame.v;
      } else if (frame.t === "patch") {
        if (frame.from !== this.version) throw new Error(`version gap: have ${this.version}, patch from ${frame.from}`);
        this.view = applyPatch(deepClone(this.view), frame.ops as Operation[], true, false).newDocument;
        this.version = frame.v;
      }
      for (const w of this.waiters.splice(0)) w();
    });
    ws.addEventListener("close", (e) => {
      this.closed = { code: e.code, reason: e.reason };
      for (const w of this.waiters.splice(0)) w();
    });
  }

  /** Opens a socket (from a fresh client address unless one is given). */
  static async open(matchId: string, address?: string): Promise<TestSocket> {
    const res = await exports.default.fetch(
      new Request(`${BASE}/api/matches/${matchId}/ws`, { headers: { Upgrade: "websocket", ...asClient(address) } }),
    );
    if (res.status !== 101 || !res.webSocket) throw new Error(`upgrade failed: ${res.status}`);
    res.webSocket.accept();
    return new TestSocket(res.webSocket);
  }

  /** Opens a socket and says hello (token = seat, none = spectator); resolves after the welcome. */
  static async join(matchId: string, token?: string, since?: number, address?: string): Promise<TestSocket> {
    const s = await TestSocket.open(matchId, address);
    s.send({ t: "hello", ...(token === undefined ? {} : { token }), ...(since === undefined ? {} : { since }) });
    await s.next("welcome");
    return s;
  }

  send(frame: unknown): void {
    this.ws.send(typeof frame === "string" ? frame : JSON.stringify(frame));
  }

  /** Resolves with the first frame of type `t` received after index `from` (default: any not yet awaited). */
  private cursor = 0;
  async next<T extends ServerFrame["t"]>(t: T, timeoutMs = 5000): Promise<Extract<ServerFrame, { t: T }>> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      while (this.cursor < this.frames.length) {
        const f = this.frames[this.cursor++]!;
        if (f.t === t) return f as Extract<ServerFrame, { t: T }>;
      }
      if (this.closed) throw new Error(`socket closed (${this.closed.code}) while waiting for ${t}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`timed out waiting for ${t}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Sends an act on top of the socket's current version and resolves with its ack patch or reject. */
  async act(action: unknown, id = crypto.randomUUID()): Promise<ServerFrame> {
    this.send({ t: "act", id, base: this.version, action });
    for (;;) {
      const f = this.frames.length > this.cursor ? this.frames[this.cursor++]! : await this.wait();
      // a reject without an id (rate limit, malformed frame) answers this act too, rather than leaving it waiting
      if (f && ((f.t === "patch" && f.ack === id) || (f.t === "reject" && (f.id === id || f.id === null)))) return f;
    }
  }

  private async wait(): Promise<ServerFrame | undefined> {
    await new Promise<void>((resolve) => this.waiters.push(resolve));
    if (this.closed && this.cursor >= this.frames.length) throw new Error("socket closed");
    return this.frames.length > this.cursor ? this.frames[this.cursor++] : undefined;
  }

  /** Waits until the socket's view reaches version `v`. */
  async waitVersion(v: number, timeoutMs = 5000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (this.version < v) {
      if (this.closed) throw new Error(`socket closed at version ${this.version}, waiting for ${v}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`timed out at version ${this.version}, waiting for ${v}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Index the next frame will have; pass it to `frameAfter` to look only at later frames. */
  mark(): number {
    return this.frames.length;
  }

  /** Resolves with the first frame at index >= `from` that satisfies `pred` (throws on close or timeout). */
  async frameAfter(from: number, pred: (f: ServerFrame) => boolean, timeoutMs = 5000): Promise<ServerFrame> {
    const deadline = Date.now() + timeoutMs;
    for (let i = from; ; ) {
      for (; i < this.frames.length; i++) if (pred(this.frames[i]!)) return this.frames[i]!;
      if (this.closed) throw new Error(`socket closed (${this.closed.code}) while waiting for a frame`);
      await this.idle(deadline, "a frame");
    }
  }

  /** Resolves with the close code and reason once the socket is closed (throws on timeout). */
  async waitClosed(timeoutMs = 5000): Promise<{ code: number; reason: string }> {
    const deadline = Date.now() + timeoutMs;
    while (!this.closed) await this.idle(deadline, "the socket to close");
    return this.closed;
  }

  /** Waits for the next frame or close event, or throws once `deadline` has passed. */
  private async idle(deadline: number, what: string): Promise<void> {
    const left = deadline - Date.now();
    if (left <= 0) throw new Error(`timed out waiting for ${what}`);
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, left);
      this.waiters.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  close(): void {
    try {
      this.ws.close(1000, "bye");
    } catch {
      // already closed
    }
  }
}

/**
 * Sends an act no faster than the test server's budgets allow (support/tunables.ts): a socket's frames, and a seat's
 * moves across all the seat's sockets. `key` names the budget: the socket, or the
 * seat when a test moves one seat from several sockets.
 */
const lastSent = new Map<unknown, number>();
export async function paced(socket: TestSocket, action: unknown, key: unknown = socket) {
  const gap = 1000 / Math.min(EFFECTIVE.socketRate.perSecond, EFFECTIVE.seatMovesRate.perSecond) + 5;
  const wait = (lastSent.get(key) ?? 0) + gap - Date.now();
  if (wait > 0) await new Promise((r) => setTimeout(r, wait));
  lastSent.set(key, Date.now());
  return socket.act(action);
}
