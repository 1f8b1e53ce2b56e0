/**
 * Server benchmarks against the Worker on Miniflare alone on loopback (targets: action → all seats updated p50
 * within 1.5× of a bare DO echo measured in the same run, median patch ≤ 300 bytes per seat against the full view
 * size, fan-out p99 ≤ 20 ms with 6 players and 200 spectators). This file runs the three measurements and prints their lines:
 * - server.do-echo-rtt: paced ping → pong on the two seat sockets of a 2-player match (no game work);
 * - server.action-latency: GAMES_2P whole 2-player games, send act → both seat sockets hold that version's patch;
 * - server.patch-bytes: median bytes of the JSON Patch (the `ops` array as JSON text) per seat socket over those
 *   games, with the whole frame, the deflate wire size and the full view sizes alongside;
 * - server.action-breakdown: where the server's time per action goes in those games, by phase (server-report.ts),
 *   and how much of the gap to the echo the phases leave unexplained (outsidePhasesMs: mostly the SQLite commit);
 * - server.fanout-latency (fanout-bench.ts): the first FANOUT_ACTIONS actions of a 6-player game watched by
 *   FANOUT_SPECTATORS, and server.fanout-breakdown, its phases;
 * - server.match-storage.<game>: bytes a match stores at the end of a full game of each kind (storage-bench.ts);
 * - server.flood-seated-latency: a seated player's connect and ping during a hello flood (flood-bench.ts);
 * - server.toggle-flood-opponent-ping: the opponent's ping while one seat's sockets toggle "Play for me" in front of
 *   150 spectators (toggle-flood-bench.ts);
 * - server.action-latency.disk-state: one 2-player game again with the state on disk (state-dir.ts: the others keep
 *   it on tmpfs, so they time the server's code, not this machine's disk flush);
 * - server.action-latency.wrangler-dev, server.fanout-latency.wrangler-dev: the same through `wrangler dev`, whose
 *   proxy relays every frame (dev-proxy-bench.ts).
 * The server is test/support/dev-server.ts's with `runtime: "miniflare"` (a snapshot of the code in a temp dir, its
 * own process group, fresh state, TEST_HOOKS for forced decks, no client build), always stopped in `finally` and by
 * its exit/signal handlers. The games come from bench-games.ts, the sockets and pacing from bench-sockets.ts /
 * bench-table.ts, percentiles (nearest-rank) and CPU ms per action (this process and the server's group) from bench-stats.ts; every line also
 * carries the 1-minute load average, as the tails follow the load on a shared machine.
 */
import { loadavg } from "node:os";
import { isDeepStrictEqual } from "node:util";
import { DevServer } from "../support/dev-server.ts";
import type { BenchLine } from "./engine-bench.ts";
import { patchesReproduceView, patchParts, scriptGame, type Script } from "./bench-games.ts";
import { log } from "./bench-sockets.ts";
import { codeVersion, latencyStats, percentile, round3, withCpu } from "./bench-stats.ts";
import { closeTable, echo, openTable, PACE_MS, play, syncSizes, type Table } from "./bench-table.ts";
import { floodBenchmark } from "./flood-bench.ts";
import { toggleFloodBenchmark } from "./toggle-flood-bench.ts";
import { breakdownLine, matchReport, type MatchReport } from "./server-report.ts";
import { storageBenchmarks } from "./storage-bench.ts";
import { diskStateLatency, memoryDir, stateNote } from "./state-dir.ts";
import { devProxyLatency } from "./dev-proxy-bench.ts";
import { fanoutBenchmarks } from "./fanout-bench.ts";

const ECHO_WARMUP = 20;
const ECHO_N = 300;
const FANOUT_SPECTATORS = 200;
/** Actions measured in the fan-out game (its first ones); 120 rather than 60 so p99 is not simply the maximum. */
const FANOUT_ACTIONS = 120;
/** Whole 2-player games for the action latency (≈ 100 actions each). */
const GAMES_2P = 3;
const PATCH_TARGET_BYTES = 300;

/** Opens a table and registers it for closing in the orchestrator's `finally`. */
async function open(srv: DevServer, tables: Table[], script: Script, spectators: number, deflate = false): Promise<Table> {
  const t = await openTable(srv.base, script, spectators, deflate);
  tables.push(t);
  return t;
}

export async function serverBenchmarks(onLine?: (line: BenchLine) => void): Promise<BenchLine[]> {
  const lines: BenchLine[] = [];
  const emit = (l: BenchLine) => {
    lines.push(l);
    onLine?.(l);
  };
  const tables: Table[] = [];
  const started = performance.now();
  let srv: DevServer | null = null;
  try {
    const twos = Array.from({ length: GAMES_2P }, (_, g) => scriptGame(2, `bench-2p-${g}`));
    const six = scriptGame(6, "bench-6p", FANOUT_ACTIONS);
    const stateDir = memoryDir();
    srv = await DevServer.start({ testHooks: true, label: "server-bench miniflare", parentDir: stateDir, runtime: "miniflare" });
    const common = {
      server: "the Worker on Miniflare (workerd) on 127.0.0.1, no wrangler dev proxy (test/support/mf-serve.ts)",
      state: stateNote(stateDir),
      code: codeVersion(),
      node: process.version,
      loadavg1m: round3(loadavg()[0]!),
      paceMs: PACE_MS,
      percentile: "nearest-rank",
      wsClient:
        "ws 8 in the bench process, permessage-deflate off (except the deflate replay), UTF-8 validation off and a patch " +
        "told by its first 48 bytes (one process reads every socket: its own cost kept low)",
    };
    const game2 = {
      game: "carcassonne",
      players: 2,
      options: twos[0]!.options,
      games: GAMES_2P,
      deck: "seeded shuffle of the 71 base tiles (deck:bench-2p-<g>)",
      choices: "seeded uniform random legal actions (choices:bench-2p-<g>)",
    };

    // 1. Bare DO echo on the first 2-player match's two seat sockets (same DO, sockets and pacing as the actions).
    const t0 = await open(srv, tables, twos[0]!, 0);
    const rtts = await echo(t0.seats, ECHO_WARMUP, ECHO_N);
    const echoP50 = percentile(rtts, 0.5);
    emit({
      name: "server.do-echo-rtt",
      value: round3(echoP50),
      unit: "ms",
      setup: {
        ...common,
        ...latencyStats(rtts),
        warmup: ECHO_WARMUP,
        frame: "ping → pong (no game work)",
        sockets: "the 2 seat sockets of a 2-player match, alternating (server rate limit: 10 frames/s per socket)",
      },
    });

    // 2. Action → both seats updated (GAMES_2P whole games, each in a fresh match), and bytes per patch per seat.
    const latency: number[] = [],
      first: number[] = [],
      frameBytes: number[] = [],
      plainWire: number[] = [],
      kept: string[] = [];
    let verified2 = true,
      client = 0,
      server: number | null = 0,
      actions2 = 0;
    const syncBytes: number[] = [],
      finalLocal: number[] = [],
      welcomeBytes: number[] = [],
      gameViewBytes: number[] = [];
    const reports2: MatchReport[] = [];
    for (let g = 0; g < GAMES_2P; g++) {
      const script = twos[g]!;
      const t = g === 0 ? t0 : await open(srv, tables, script, 0);
      const cpu = await withCpu(
        srv.pgid,
        () => script.actions.length,
        () => play(t, script),
      );
      const r = cpu.result;
      latency.push(...r.latency);
      first.push(...r.first);
      frameBytes.push(...r.seatPatchBytes);
      plainWire.push(...r.seatWireBytes);
      client += cpu.clientCpuMsPerAction * script.actions.length;
      server = server === null || cpu.serverCpuMsPerAction === null ? null : server + cpu.serverCpuMsPerAction * script.actions.length;
      actions2 += script.actions.length;
      verified2 &&= t.seats.every((s, a) => patchesReproduceView(s.welcome!.view, s.kept, script.finalViews[a]));
      kept.push(...t.seats.flatMap((s) => s.kept));
      welcomeBytes.push(...t.seats.map((s) => s.welcome!.bytes));
      gameViewBytes.push(...script.viewBytes.slice(1).flatMap((row) => row.slice(0, 2)));
      reports2.push(await matchReport(srv.base, t.id));
      if (g === 0) {
        syncBytes.push(...(await syncSizes(t.seats)));
        finalLocal.push(...script.viewBytes.at(-1)!.slice(0, 2));
      }
      closeTable(t);
    }
    const p50 = percentile(latency, 0.5);
    emit({
      name: "server.action-latency",
      value: round3(p50),
      unit: "ms",
      setup: {
        ...common,
        ...game2,
        statistic: "send act → both seat sockets hold the patch of that version",
        ...latencyStats(latency),
        firstSeatP50: round3(percentile(first, 0.5)),
        clientCpuMsPerAction: round3(client / actions2),
        serverCpuMsPerAction: server === null ? null : round3(server / actions2),
        echoP50: round3(echoP50),
        ratioToEcho: round3(p50 / echoP50),
        target: "p50 ≤ 1.5× echo p50",
        pass: p50 <= 1.5 * echoP50,
      },
    });

    // What the in-DO phases do not explain: the gap to the echo minus the phases a ping does not pay (all but parse).
    const actionBreakdown = breakdownLine("server.action-breakdown", reports2, {
      ...common,
      ...game2,
      actionP50MinusEchoP50: round3(p50 - echoP50),
    });
    const parseMs = (actionBreakdown.setup.phasesMeanMs as Record<string, number>).parse!;
    actionBreakdown.setup.outsidePhasesMs = round3(p50 - echoP50 - (actionBreakdown.value - parseMs));
    actionBreakdown.setup.outsidePhases =
      "actionP50MinusEchoP50 minus the phases after parse: the SQLite commit, made durable " +
      "before the output gate lets the frames out (persist-before-broadcast), and the second seat's frame";
    emit(actionBreakdown);

    // The first game once more with sockets that offer permessage-deflate (as browsers do): compressed wire bytes.
    const tz = await open(srv, tables, twos[0]!, 0, true);
    const rz = await play(tz, twos[0]!);
    const deflateNegotiated = tz.seats.every((s) => s.ws.extensions.includes("permessage-deflate"));
    closeTable(tz);
    const parts = patchParts(kept);
    const opsMedian = percentile(parts.ops, 0.5),
      frameMedian = percentile(frameBytes, 0.5);
    const viewMedian = percentile(gameViewBytes, 0.5),
      welcomeMedian = percentile(welcomeBytes, 0.5);
    emit({
      name: "server.patch-bytes",
      value: opsMedian,
      unit: "bytes",
      setup: {
        ...common,
        ...game2,
        statistic:
          "median UTF-8 byte length of the JSON Patch itself (the `ops` array of a patch frame as JSON text) over every patch " +
          "frame received by a seat socket; ratios divide that median by full view sizes (view JSON bytes)",
        n: parts.ops.length,
        p90: percentile(parts.ops, 0.9),
        max: Math.max(...parts.ops),
        medianOps: percentile(parts.opCount, 0.5),
        medianFrameBytes: frameMedian,
        frameP90: percentile(frameBytes, 0.9),
        frameMax: Math.max(...frameBytes),
        medianFrameRestBytes: percentile(parts.rest, 0.5),
        fullViewWelcomeMedian: welcomeMedian,
        ratioToWelcomeView: round3(opsMedian / welcomeMedian),
        fullViewMedianOverGame: viewMedian,
        ratioToViewOverGame: round3(opsMedian / viewMedian),
        frameRatioToViewOverGame: round3(frameMedian / viewMedian),
        fullViewAtEnd: syncBytes,
        fullViewAtEndMatchesEngine: isDeepStrictEqual(syncBytes, finalLocal),
        wireBytesMedianPlain: percentile(plainWire, 0.5),
        wireBytesMedianWithDeflate: deflateNegotiated ? percentile(rz.seatWireBytes, 0.5) : null,
        wireBytes: "whole patch frame as read from TCP (WebSocket header included)",
        deflateReplayActionP50: round3(percentile(rz.latency, 0.5)),
        opsTextInFrame: parts.opsTextInFrame,
        patchesReproduceEngineView: verified2,
        target: `median ops ≤ ${PATCH_TARGET_BYTES} bytes`,
        pass: opsMedian <= PATCH_TARGET_BYTES,
      },
    });

    // 3. Fan-out: 6 seats + 200 spectators, send → the last of the 206 sockets holds the patch.
    const tOpen = performance.now();
    const t6 = await open(srv, tables, six, FANOUT_SPECTATORS);
    for (const line of await fanoutBenchmarks(srv, { table: t6, openMs: performance.now() - tOpen }, six, common)) emit(line);
    closeTable(t6);

    // 4. What a match stores at the end of a full game of each kind.
    for (const line of await storageBenchmarks(srv.base, common)) emit(line);

    // 5. A seated player's connect and ping while 200 watchers and 30 hello-flooding sockets hold the match.
    //    Then the opponent's ping while seat 0's four sockets toggle "Play for me" before 150 spectators.
    emit(await floodBenchmark(srv.base));
    emit(await toggleFloodBenchmark(srv, { server: common.server, state: common.state, code: common.code }));

    // 6. The first 2-player game again on a server whose state is on disk: what this machine's flush adds.
    emit(await diskStateLatency(twos[0]!, common, ECHO_WARMUP, ECHO_N));

    // 7. The 2-player game and the fan-out again through wrangler dev: what its proxy adds.
    for (const line of await devProxyLatency(twos[0]!, six, FANOUT_SPECTATORS, common, ECHO_WARMUP, ECHO_N)) emit(line);
    log(
      `server benchmarks done in ${((performance.now() - started) / 1000).toFixed(1)} s (wrangler start ${Math.round(srv.startupMs)} ms)`,
    );
    return lines;
  } catch (e) {
    if (srv) log(srv.tail());
    throw e;
  } finally {
    for (const t of tables) closeTable(t);
    await srv?.stop();
  }
}
