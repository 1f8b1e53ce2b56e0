/**
 * The "Play for me" toggle flood: one seat's token used as a broadcast amplifier. Seat 0 of a 2-player Carcassonne
 * match with a clock holds ATTACKERS sockets (the seat's cap), each sending `standIn` "medium" / null alternately
 * every TOGGLE_EVERY_MS (under the per-socket rate limit), staggered so the toggles come evenly; SPECTATORS watch.
 * Measured after a warm-up, for MEASURE_MS: seat 1's pings (open loop, paced under the rate limit), every frame the
 * spectators receive, the toggles sent and how the server answered them (the frames the attackers get, by type,
 * rejects by code); beforehand, for BASELINE_MS, the same pings with no toggles (this run's own baseline).
 * One JSON line, value = ping p99; target ≤ 100 ms. Bounded: a few seconds of flood, loopback only, all closed after.
 * Run alone with `npx tsx test/bench/toggle-flood-bench.ts`; `npm run bench` runs it with the other server benchmarks.
 */
import { availableParallelism, loadavg } from "node:os";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import WebSocket from "ws";
import { DevServer, sleep } from "../support/dev-server.ts";
import type { BenchLine } from "./bench-line.ts";
import { freshAddress } from "../support/client-address.ts";
import { connect, http, log, type ServerFrameLike, type Sock, WAIT_MS } from "./bench-sockets.ts";
import { codeVersion, latencyStats, round3, withCpu } from "./bench-stats.ts";
import { Attacker, bump, type Counts, merge, record, sum, TOGGLE_EVERY_MS, Toggles } from "./toggle-flood-attackers.ts";
import { memoryDir, stateNote } from "./state-dir.ts";

const SPECTATORS = 150;
/** worker/socket-limits.ts SOCKETS_PER_SEAT: a fifth socket of the seat would replace its oldest. */
const ATTACKERS = 4;
const CLOCK = { initialSeconds: 600, incrementSeconds: 10 };
/** Seat 1's pings with the spectators connected and no toggles: this run's own baseline, as the machine's load varies. */
const BASELINE_MS = 3000;
const WARMUP_MS = 2000;
const MEASURE_MS = 6000;
/** Seat 1's pings: 9 a second, as bench-sockets.ts paces every socket (a little under the server's 10). */
const PING_EVERY_MS = 1000 / 9;
const TARGET_MS = 100;

/**
 * Open-loop pings on `s` for `ms`: one every PING_EVERY_MS whatever the answers, so the number of samples and the
 * load they add stay the same however slow the server gets (as a latency display pings). `sendingDone` is called
 * when the last ping is sent; a pong missing after WAIT_MS counts as lost.
 */
async function pacedPings(
  s: Sock,
  ms: number,
  sendingDone: () => void,
): Promise<{ rtts: number[]; lost: number; slowestSentAtMs: number }> {
  const rtts: number[] = [],
    waits: Promise<void>[] = [];
  let lost = 0,
    slowest = { rtt: -1, at: NaN };
  const start = performance.now(),
    end = start + ms;
  for (let i = 0; performance.now() < end; i++) {
    const slot = performance.now();
    await s.spend();
    const t0 = performance.now();
    const answered = () => {
      const rtt = performance.now() - t0;
      rtts.push(rtt);
      if (rtt > slowest.rtt) slowest = { rtt, at: t0 - start };
    };
    waits.push(s.next((f) => f.t === "pong" && f.n === i, `pong ${i}`).then(answered, () => void lost++));
    s.ws.send(JSON.stringify({ t: "ping", n: i }));
    await sleep(Math.max(0, PING_EVERY_MS - (performance.now() - slot)));
  }
  sendingDone();
  await Promise.all(waits);
  return { rtts, lost, slowestSentAtMs: Math.round(slowest.at) };
}

/**
 * The toggle flood against `srv`; `context` (server, state, code version) goes into the line's setup.
 * Every socket is closed and every timer stopped before it returns or throws.
 */
export async function toggleFloodBenchmark(srv: { base: string; pgid: number }, context: Record<string, unknown>): Promise<BenchLine> {
  const base = srv.base;
  const made = await http<{ id: string }>(base, "POST", "/api/matches", { game: "carcassonne", players: 2, options: {}, clock: CLOCK });
  const tokens: string[] = [];
  for (const seat of [0, 1])
    tokens.push((await http<{ token: string }>(base, "POST", `/api/matches/${made.id}/seats`, { seat, name: `Toggle ${seat + 1}` })).token);
  const url = `${base.replace(/^http/, "ws")}/api/matches/${made.id}/ws`;
  const attackerAddress = freshAddress(); // one person: all the seat's sockets from one address
  const attackers = Array.from({ length: ATTACKERS }, () => new Attacker(url, tokens[0]!, attackerAddress));
  const socks: Sock[] = [];
  let toggles: Toggles | null = null;
  const loop = monitorEventLoopDelay({ resolution: 10 });
  try {
    const victim = await connect(base, made.id, "toggle-seat1", tokens[1]);
    socks.push(victim);
    for (let i = 0; i < SPECTATORS; i += 20) {
      const batch = [];
      for (let k = i; k < Math.min(SPECTATORS, i + 20); k++) batch.push(connect(base, made.id, `toggle-watcher${k}`));
      socks.push(...(await Promise.all(batch)));
    }
    const spectators = socks.slice(1);
    const specFrames: Counts = new Map(),
      victimFrames: Counts = new Map();
    for (const s of spectators) {
      s.onFrame = (f) => bump(specFrames, f.t);
      s.onPatch = () => bump(specFrames, "patch");
    }
    // What the victim's presence frames say of seat 0: how often its stand-in visibly changed.
    let seat0Bot: unknown = "unknown",
      seat0Changes = 0;
    victim.onFrame = (f: ServerFrameLike) => {
      bump(victimFrames, f.t);
      if (f.t !== "presence") return;
      const bot = (f.seats as { seat: number; bot?: string }[]).find((x) => x.seat === 0)?.bot ?? null;
      if (bot !== seat0Bot && seat0Bot !== "unknown") seat0Changes++;
      seat0Bot = bot;
    };
    const patchesAt: number[] = []; // when the bot's moves reached seat 1: set beside the slowest ping
    let t0 = NaN;
    victim.onPatch = () => (bump(victimFrames, "patch"), patchesAt.push(performance.now()));
    const quiet = await pacedPings(victim, BASELINE_MS, () => undefined);
    await Promise.all(attackers.map((a) => a.open()));
    toggles = new Toggles(attackers);
    await sleep(WARMUP_MS);

    for (const a of attackers) a.reset();
    toggles.reset();
    specFrames.clear();
    victimFrames.clear();
    seat0Changes = 0;
    loop.enable();
    t0 = performance.now();
    let window = {
      ms: 0,
      spec: new Map() as Counts,
      victim: new Map() as Counts,
      sent: 0,
      skipped: 0,
      attackerFrames: new Map() as Counts,
      seat0Changes: 0,
    };
    const snapshot = () => {
      loop.disable();
      const attackerFrames = merge(attackers.map((a) => a.frames));
      window = {
        ms: performance.now() - t0,
        spec: new Map(specFrames),
        victim: new Map(victimFrames),
        sent: attackers.reduce((n, a) => n + a.sent, 0),
        skipped: toggles!.skipped,
        attackerFrames,
        seat0Changes,
      };
    };
    const cpu = await withCpu(
      srv.pgid,
      () => (performance.now() - t0) / 1000,
      () => pacedPings(victim, MEASURE_MS, snapshot),
    );
    const { rtts, lost, slowestSentAtMs } = cpu.result;
    toggles.stop();

    const s = window.ms / 1000;
    const rejected = [...window.attackerFrames].filter(([k]) => k.startsWith("reject:")).reduce((n, [, c]) => n + c, 0);
    const ping = latencyStats([...rtts, ...Array<number>(lost).fill(WAIT_MS)]);
    const perToggle = (n: number) => (window.sent > 0 ? round3(n / spectators.length / window.sent) : null);
    return {
      name: "server.toggle-flood-opponent-ping",
      value: ping.p99,
      unit: "ms",
      setup: {
        ...context,
        node: process.version,
        loadavg1m: round3(loadavg()[0]!),
        cores: availableParallelism(),
        match: "carcassonne, 2 players, both seats claimed (seat 0 attacker, seat 1 victim), no person's action sent",
        clock: CLOCK,
        spectators: SPECTATORS,
        attackers: ATTACKERS,
        toggleEveryMsPerSocket: TOGGLE_EVERY_MS,
        toggles:
          `each attacker alternates standIn "medium" / null (even ones start with "medium"), the ${ATTACKERS} in turn every ` +
          `${TOGGLE_EVERY_MS / ATTACKERS} ms on fixed slots (a slot this process misses is skipped); a closed one reopens`,
        addresses:
          "a test client address per spectator (150 from one would pass SOCKETS_PER_ADDRESS, 64), one for seat 0's sockets, one for seat 1",
        warmupMs: WARMUP_MS,
        measureMs: Math.round(window.ms),
        statistic: `seat 1: ping → pong, open loop every ${round3(PING_EVERY_MS)} ms (a pong missing after ${WAIT_MS} ms counts as ${WAIT_MS}); value = p99, nearest-rank`,
        ping,
        pingsLost: lost,
        pingWithoutToggles: latencyStats([...quiet.rtts, ...Array<number>(quiet.lost).fill(WAIT_MS)]),
        baselineMs: BASELINE_MS,
        slowestPingSentAtMs: slowestSentAtMs,
        victimPatchesAtMs: patchesAt.filter((at) => at >= t0).map((at) => Math.round(at - t0)),
        spectatorFramesPerSecond: round3(sum(window.spec) / s),
        spectatorFramesPerSpectatorPerSecond: round3(sum(window.spec) / spectators.length / s),
        spectatorFramesByType: record(window.spec),
        spectatorPresencePerToggle: perToggle(window.spec.get("presence") ?? 0),
        spectatorClockPerToggle: perToggle(window.spec.get("clock") ?? 0),
        togglesSent: window.sent,
        toggleSlotsSkipped: window.skipped,
        togglesSentPerSecond: round3(window.sent / s),
        togglesAcceptedPerSecond: round3((window.sent - rejected) / s),
        accepted:
          "toggles sent minus rejects received (the server acknowledges nothing else); visible: seat 0's stand-in changing in seat 1's presence frames",
        seat0StandInChangesSeenPerSecond: round3(window.seat0Changes / s),
        attackerFramesByType: record(window.attackerFrames),
        attackerCloses: record(merge(attackers.map((a) => a.closes))),
        attackerSocketsOpened: attackers.reduce((n, a) => n + a.opened, 0),
        victimFramesByType: record(window.victim),
        spectatorsClosed: spectators.filter((x) => x.ws.readyState !== WebSocket.OPEN).length,
        serverCpuMsPerSecond: cpu.serverCpuMsPerAction,
        benchCpuMsPerSecond: cpu.clientCpuMsPerAction,
        benchEventLoopDelayP99Ms: round3(loop.percentile(99) / 1e6),
        benchNote: "every socket is read by this one process: its CPU and event-loop delay show how much of the ping it could add",
        target: `ping p99 ≤ ${TARGET_MS} ms, no ping lost`,
        pass: ping.p99 <= TARGET_MS && lost === 0,
      },
    };
  } finally {
    loop.disable();
    toggles?.stop();
    for (const a of attackers) a.stop();
    for (const s of socks) s.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const stateDir = memoryDir();
  const srv = await DevServer.start({ testHooks: true, label: "toggle-flood-bench miniflare", parentDir: stateDir, runtime: "miniflare" });
  try {
    const context = {
      server: "the Worker on Miniflare (workerd) on 127.0.0.1, no wrangler dev proxy (test/support/mf-serve.ts)",
      state: stateNote(stateDir),
      code: codeVersion(),
    };
    console.log(JSON.stringify(await toggleFloodBenchmark(srv, context)));
  } catch (e) {
    log(srv.tail());
    throw e;
  } finally {
    await srv.stop();
  }
}
