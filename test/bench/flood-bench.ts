/**
 * The presence-flood benchmark: how fast a seated player connects and gets pongs while a match
 * is flooded by FLOOD_WATCHERS idle spectators plus FLOOD_SOCKETS sockets that each send FLOOD_HELLOS_PER_S hellos a
 * second (under the per-socket rate limit; a flooder whose socket is closed opens a new one on its next tick, so it
 * keeps sending that many hellos a second whatever the server does). Every watcher and flooder is a client address of
 * its own (test/support/client-address.ts): the worst case of many addresses, which per-address caps do not stop.
 * Measured during the flood: seat 0 connecting again and again (new socket → welcome) and seat 1's paced pings.
 * One JSON line, value = ping p90; target: connect p90 and ping p90 ≤ 100 ms. Bounded: a few seconds of flood.
 * Run alone with `npx tsx test/bench/flood-bench.ts`; `npm run bench` runs it with the other server benchmarks.
 */
import { loadavg } from "node:os";
import { fileURLToPath } from "node:url";
import WebSocket from "ws";
import { DevServer, sleep } from "../support/dev-server.ts";
import type { BenchLine } from "./engine-bench.ts";
import { asClient, freshAddress } from "../support/client-address.ts";
import { connect, http, log, type Sock, WAIT_MS, withTimeout } from "./bench-sockets.ts";
import { codeVersion, percentile, round3 } from "./bench-stats.ts";
import { PACE_MS } from "./bench-table.ts";

const FLOOD_WATCHERS = 200;
const FLOOD_SOCKETS = 30;
const FLOOD_HELLOS_PER_S = 9;
/** The flood runs this long before measuring starts. */
const WARMUP_MS = 1000;
/** Pings measured on seat 1 (paced by the client-side rate limit: ≈ 9 a second, so ≈ 4.5 s). */
const PINGS = 40;
/** Pause between two connects of seat 0. */
const RECONNECT_PAUSE_MS = 150;
const TARGET_MS = 100;

/** A socket that says hello FLOOD_HELLOS_PER_S times a second, reopening itself whenever it is closed or refused. */
class Flooder {
  hellos = 0;
  opened = 0;
  readonly closes = new Map<string, number>();
  readonly rejects = new Map<string, number>();
  presence = 0;
  private ws: WebSocket | null = null;
  private timer: NodeJS.Timeout | null = null;

  /** One client address for all its connections. */
  private readonly address = freshAddress();

  constructor(private readonly url: string) {}

  start(): void {
    this.timer = setInterval(() => this.tick(), 1000 / FLOOD_HELLOS_PER_S);
  }

  private tick(): void {
    const ws = this.ws;
    if (ws && ws.readyState === WebSocket.OPEN) {
      ws.send('{"t":"hello"}');
      this.hellos++;
      return;
    }
    if (ws && ws.readyState === WebSocket.CONNECTING) return;
    const next = new WebSocket(this.url, { perMessageDeflate: false, handshakeTimeout: WAIT_MS, headers: asClient(this.address) });
    this.ws = next;
    this.opened++;
    next.on("open", () => {
      next.send('{"t":"hello"}');
      this.hellos++;
    });
    next.on("message", (data: Buffer) => {
      const f = JSON.parse(data.toString("utf8")) as { t: string; code?: string };
      if (f.t === "presence") this.presence++;
      else if (f.t === "reject") this.count(this.rejects, String(f.code));
    });
    next.on("close", (code) => this.count(this.closes, String(code)));
    next.on("unexpected-response", (_req, res) => this.count(this.closes, `http ${res.statusCode}`));
    next.on("error", () => undefined); // counted by close / unexpected-response
  }

  private count(m: Map<string, number>, k: string): void {
    m.set(k, (m.get(k) ?? 0) + 1);
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.ws?.terminate();
  }
}

/** Paced pings on `s` (the first `warmup` not counted); a ping unanswered within WAIT_MS ends them (server stuck). */
async function pings(s: Sock, warmup: number, n: number): Promise<{ rtts: number[]; timedOut: boolean }> {
  const rtts: number[] = [];
  for (let i = 0; i < warmup + n; i++) {
    await s.spend();
    const pong = s.next((f) => f.t === "pong" && f.n === i, `pong ${i}`);
    const t0 = performance.now();
    s.ws.send(JSON.stringify({ t: "ping", n: i }));
    try {
      await pong;
    } catch {
      return { rtts, timedOut: true };
    }
    const rtt = performance.now() - t0;
    if (i >= warmup) rtts.push(rtt);
    await sleep(Math.max(0, PACE_MS - rtt));
  }
  return { rtts, timedOut: false };
}

const merge = (maps: Map<string, number>[]) => {
  const out: Record<string, number> = {};
  for (const m of maps) for (const [k, n] of m) out[k] = (out[k] ?? 0) + n;
  return out;
};
const stats = (ms: number[]) => ({
  p50: round3(percentile(ms, 0.5)),
  p90: round3(percentile(ms, 0.9)),
  max: round3(Math.max(...ms)),
  n: ms.length,
});

export async function floodBenchmark(base: string): Promise<BenchLine> {
  const made = await http<{ id: string }>(base, "POST", "/api/matches", { game: "carcassonne", players: 2, options: {} });
  const tokens: string[] = [];
  for (const seat of [0, 1])
    tokens.push((await http<{ token: string }>(base, "POST", `/api/matches/${made.id}/seats`, { seat, name: `Flood ${seat + 1}` })).token);
  const socks: Sock[] = [];
  const flooders = Array.from({ length: FLOOD_SOCKETS }, () => new Flooder(`${base.replace(/^http/, "ws")}/api/matches/${made.id}/ws`));
  const seat0 = freshAddress();
  try {
    const pinger = await connect(base, made.id, "flood-seat1", tokens[1]);
    socks.push(pinger);
    const tWatch = performance.now();
    for (let i = 0; i < FLOOD_WATCHERS; i += 20) {
      const batch = [];
      for (let k = i; k < Math.min(FLOOD_WATCHERS, i + 20); k++) batch.push(connect(base, made.id, `watcher${k}`));
      socks.push(...(await Promise.all(batch)));
    }
    const watchersOpenMs = performance.now() - tWatch;
    const watchers = socks.slice(1);
    const presenceBefore = watchers.reduce((n, s) => n + s.presenceFrames, 0);
    for (const f of flooders) f.start();
    await sleep(WARMUP_MS);
    const presenceAtStart = watchers.reduce((n, s) => n + s.presenceFrames, 0);
    const tFlood = performance.now();

    let measuring = true;
    const connects: number[] = [];
    const upgrades: number[] = [];
    const failures: string[] = [];
    const connector = (async () => {
      for (let i = 0; measuring; i++) {
        const t0 = performance.now();
        try {
          const s = await connect(base, made.id, `flood-seat0-${i}`, tokens[0], false, false, seat0, (at) => upgrades.push(at - t0));
          connects.push(performance.now() - t0);
          s.close();
        } catch (e) {
          failures.push(`${Math.round(performance.now() - t0)} ms: ${e instanceof Error ? e.message : String(e)}`);
        }
        await sleep(RECONNECT_PAUSE_MS);
      }
    })();
    const pinged = await pings(pinger, 3, PINGS);
    measuring = false;
    await withTimeout(connector, WAIT_MS + 2000, "flood connects");
    const floodMs = performance.now() - tFlood;
    const watcherPresence = watchers.reduce((n, s) => n + s.presenceFrames, 0) - presenceAtStart;
    const watchersClosed = watchers.filter((s) => s.ws.readyState !== WebSocket.OPEN).length;
    const c = stats(connects),
      p = stats(pinged.timedOut ? [...pinged.rtts, WAIT_MS] : pinged.rtts);
    return {
      name: "server.flood-seated-latency",
      value: p.p90,
      unit: "ms",
      setup: {
        server: "wrangler dev --local (workerd) on 127.0.0.1",
        code: codeVersion(),
        node: process.version,
        loadavg1m: round3(loadavg()[0]!),
        match: "carcassonne, 2 players, both seats claimed",
        watchers: FLOOD_WATCHERS,
        flooders: FLOOD_SOCKETS,
        floodHellosPerSecond: FLOOD_HELLOS_PER_S,
        addresses: "a test client address per watcher, per flooder and per seat",
        warmupMs: WARMUP_MS,
        floodMs: Math.round(floodMs),
        statistic:
          "seat 0: new socket → welcome (upgrade: → open), again and again; seat 1: paced ping → pong (one unanswered within " +
          `${WAIT_MS} ms ends the pings and counts as ${WAIT_MS}); value = ping p90`,
        connect: c,
        upgrade: stats(upgrades),
        connectFailures: failures,
        ping: p,
        pingTimedOut: pinged.timedOut,
        flooderHellos: flooders.reduce((n, f) => n + f.hellos, 0),
        flooderSocketsOpened: flooders.reduce((n, f) => n + f.opened, 0),
        flooderCloses: merge(flooders.map((f) => f.closes)),
        flooderRejects: merge(flooders.map((f) => f.rejects)),
        presenceFramesToWatchersWhileJoining: presenceBefore,
        watchersOpenMs: Math.round(watchersOpenMs),
        presenceFramesPerWatcherPerSecondDuringFlood: round3(watcherPresence / watchers.length / (floodMs / 1000)),
        presenceNote: "during the flood each connect and close of seat 0 flips its online flag, which everyone is told",
        watchersClosed,
        target: `connect p90 and ping p90 ≤ ${TARGET_MS} ms, no failed connect`,
        pass: c.p90 <= TARGET_MS && p.p90 <= TARGET_MS && failures.length === 0 && !pinged.timedOut,
      },
    };
  } finally {
    for (const f of flooders) f.stop();
    for (const s of socks) s.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const srv = await DevServer.start({ testHooks: true, label: "flood-bench wrangler dev" });
  try {
    console.log(JSON.stringify(await floodBenchmark(srv.base)));
  } catch (e) {
    log(srv.tail());
    throw e;
  } finally {
    await srv.stop();
  }
}
