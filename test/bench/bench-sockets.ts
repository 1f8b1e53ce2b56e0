/**
 * The server benchmarks' clients: a `ws` socket per seat or spectator in this process, and the HTTP calls that
 * create matches and take seats. Every wait on the server is bounded (WAIT_MS). A socket records, per patch frame,
 * its payload bytes, the bytes read from TCP for it and the arrival time, and keeps its patch frames for the
 * correctness check when asked. Sends go through a client-side token bucket a little under the server's per-socket
 * rate limit (RATE_PER_SECOND / RATE_BURST in contract/protocol.ts, which also counts pings).
 * permessage-deflate is off (frame sizes are the JSON text) unless a socket offers it as browsers do. One process
 * reads all the sockets (206 in the fan-out), so what it spends per frame is kept low: no UTF-8 validation of the
 * server's own text, and a patch frame is told by its first 48 bytes (decoded whole only when kept). Every socket and
 * HTTP call is a client address of its own to the test server's per-address limits (test/support/client-address.ts);
 * a socket given an `address` keeps that one.
 */
import WebSocket from "ws";
import { RATE_BURST, RATE_PER_SECOND } from "../../contract/protocol.ts";
import { sleep } from "../support/dev-server.ts";
import { asClient } from "../support/client-address.ts";

/** Every wait on the server is bounded by this. */
export const WAIT_MS = 10_000;
/** Client-side bucket, a little under the server's limit so clock skew never trips it. */
const CLIENT_RATE = RATE_PER_SECOND * 0.9;
const CLIENT_BURST = RATE_BURST - 2;

export const log = (msg: string) => process.stderr.write(`[server-bench] ${msg}\n`);

export function withTimeout<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const t = new Promise<never>((_, rej) => (timer = setTimeout(() => rej(new Error(`timeout after ${ms} ms: ${what}`)), ms)));
  return Promise.race([p, t]).finally(() => clearTimeout(timer));
}

/** A JSON request to the server's HTTP API; throws on a non-2xx answer. */
export async function http<T>(base: string, method: string, path: string, body?: unknown): Promise<T> {
  const r = await fetch(base + path, {
    method,
    signal: AbortSignal.timeout(WAIT_MS),
    headers: { ...asClient(), ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await r.text();
  if (!r.ok) throw new Error(`${method} ${path} → ${r.status} ${text}`);
  return JSON.parse(text) as T;
}

export interface ServerFrameLike {
  t: string;
  [k: string]: unknown;
}

/** `bytes`: the frame's payload (JSON text); `wire`: bytes read from the TCP socket for it (compressed with deflate,
 *  plus the WebSocket frame header), valid because sends are sequential so one frame is in flight per socket. */
export type PatchHook = (s: Sock, v: number, bytes: number, wire: number, at: number) => void;

/** Fast path: the server serialises `{"t":"patch","from":…,"v":…` in this order. */
const PATCH_HEAD = /^\{"t":"patch","from":(\d+),"v":(\d+)/;

export class Sock {
  readonly ws: WebSocket;
  onPatch: PatchHook | null = null;
  onReject: ((f: ServerFrameLike) => void) | null = null;
  /** Every frame but a patch (those go to onPatch), after this socket's own bookkeeping: a bench counting by type. */
  onFrame: ((f: ServerFrameLike) => void) | null = null;
  spectatorsSeen = -1;
  presenceFrames = 0;
  welcome: { seat: number | null; version: number; view: unknown; bytes: number } | null = null;
  /** Patch frames kept for the correctness check (only on sockets that ask for it). */
  readonly kept: string[] = [];
  private waiters: { pred: (f: ServerFrameLike) => boolean; res: (f: ServerFrameLike) => void }[] = [];
  private tokens = CLIENT_BURST;
  private tokensAt = performance.now();
  private bytesRead = 0;

  constructor(
    url: string,
    readonly label: string,
    readonly keep = false,
    deflate = false,
    address?: string,
  ) {
    this.ws = new WebSocket(url, {
      perMessageDeflate: deflate,
      handshakeTimeout: WAIT_MS,
      headers: asClient(address),
      skipUTF8Validation: true,
    });
    this.ws.on("message", (data: Buffer) => {
      const at = performance.now();
      const read = (this.ws as unknown as { _socket?: { bytesRead: number } })._socket?.bytesRead ?? 0;
      const wire = read - this.bytesRead;
      this.bytesRead = read;
      const m = PATCH_HEAD.exec(data.toString("latin1", 0, 48));
      if (m) {
        if (this.keep) this.kept.push(data.toString("utf8"));
        this.onPatch?.(this, Number(m[2]), data.length, wire, at);
        return;
      }
      const text = data.toString("utf8");
      let f: ServerFrameLike;
      try {
        f = JSON.parse(text) as ServerFrameLike;
      } catch {
        log(`${this.label}: unparsable frame ${text.slice(0, 80)}`);
        return;
      }
      if (f.t === "presence") {
        this.spectatorsSeen = f.spectators as number;
        this.presenceFrames++;
      } else if (f.t === "welcome")
        this.welcome = {
          seat: f.seat as number | null,
          version: f.version as number,
          view: f.view,
          bytes: Buffer.byteLength(JSON.stringify(f.view)),
        };
      else if (f.t === "reject") {
        log(`${this.label}: reject ${f.code}: ${f.message}`);
        this.onReject?.(f);
      } else if (f.t === "patch") {
        if (this.keep) this.kept.push(text);
        this.onPatch?.(this, f.v as number, data.length, wire, at); // unexpected field order
      }
      if (f.t !== "patch") this.onFrame?.(f);
      if (this.waiters.length) {
        this.waiters = this.waiters.filter((w) => {
          if (!w.pred(f)) return true;
          w.res(f);
          return false;
        });
      }
    });
    this.ws.on("error", (e) => log(`${this.label}: socket error ${e.message}`));
  }

  opened(): Promise<void> {
    if (this.ws.readyState === WebSocket.OPEN) return Promise.resolve();
    return withTimeout(
      new Promise<void>((res, rej) => {
        this.ws.once("open", () => res());
        this.ws.once("error", rej);
        this.ws.once("close", (code) => rej(new Error(`${this.label} closed (${code}) before opening`)));
      }),
      WAIT_MS,
      `${this.label} open`,
    );
  }

  /** The next non-patch frame matching `pred` (bounded by WAIT_MS). */
  next(pred: (f: ServerFrameLike) => boolean, what: string): Promise<ServerFrameLike> {
    let entry!: { pred: (f: ServerFrameLike) => boolean; res: (f: ServerFrameLike) => void };
    const p = new Promise<ServerFrameLike>((res) => this.waiters.push((entry = { pred, res })));
    return withTimeout(p, WAIT_MS, `${this.label}: ${what}`).catch((e: unknown) => {
      this.waiters = this.waiters.filter((w) => w !== entry);
      throw e;
    });
  }

  /** Waits (if needed) so this socket stays under the server's rate limit, then takes a token. */
  async spend(): Promise<void> {
    for (;;) {
      const now = performance.now();
      this.tokens = Math.min(CLIENT_BURST, this.tokens + ((now - this.tokensAt) * CLIENT_RATE) / 1000);
      this.tokensAt = now;
      if (this.tokens >= 1) {
        this.tokens -= 1;
        return;
      }
      await sleep(Math.ceil(((1 - this.tokens) * 1000) / CLIENT_RATE));
    }
  }

  async send(frame: unknown): Promise<void> {
    await this.spend();
    this.ws.send(JSON.stringify(frame));
  }

  close(): void {
    this.ws.terminate();
  }
}

/** Opens a socket, says hello (with a seat token or as a spectator) and waits for the welcome; `onOpen` gets the
 *  time the upgrade completed. */
export async function connect(
  base: string,
  id: string,
  label: string,
  token?: string,
  keep = false,
  deflate = false,
  address?: string,
  onOpen?: (at: number) => void,
): Promise<Sock> {
  const s = new Sock(`${base.replace(/^http/, "ws")}/api/matches/${id}/ws`, label, keep, deflate, address);
  await s.opened();
  onOpen?.(performance.now());
  const welcome = s.next((f) => f.t === "welcome" || f.t === "reject", "welcome");
  await s.send(token === undefined ? { t: "hello" } : { t: "hello", token });
  const f = await welcome;
  if (f.t !== "welcome") throw new Error(`${label}: hello refused: ${String(f.code)} ${String(f.message)}`);
  return s;
}
