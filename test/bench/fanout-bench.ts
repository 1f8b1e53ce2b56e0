/**
 * The fan-out measurement of server-bench.ts: the first actions of a 6-player game watched by FANOUT_SPECTATORS
 * spectators, send → the last of all sockets holds the patch (server.fanout-latency, target p99 ≤ 20 ms), and where
 * the server's time per action goes (server.fanout-breakdown). The table is opened (and closed) by the caller.
 */
import { loadavg } from "node:os";
import type { DevServer } from "../support/dev-server.ts";
import type { BenchLine } from "./engine-bench.ts";
import { patchesReproduceView, type Script } from "./bench-games.ts";
import { latencyStats, percentile, round3, withCpu } from "./bench-stats.ts";
import { play, type Table } from "./bench-table.ts";
import { breakdownLine, matchReport } from "./server-report.ts";

export async function fanoutBenchmarks(
  srv: DevServer,
  opened: { table: Table; openMs: number },
  six: Script,
  common: Record<string, unknown>,
): Promise<BenchLine[]> {
  const lines: BenchLine[] = [];
  const { table: t6, openMs } = opened;
  const cpu6 = await withCpu(
    srv.pgid,
    () => six.actions.length,
    () => play(t6, six),
  );
  const r6 = cpu6.result;
  const spec0 = t6.spectators[0]!;
  const verified6 =
    t6.seats.every((s, a) => patchesReproduceView(s.welcome!.view, s.kept, six.finalViews[a])) &&
    patchesReproduceView(spec0.welcome!.view, spec0.kept, six.finalViews[6]);
  const f99 = percentile(r6.latency, 0.99);
  const table6 = {
    ...common,
    game: "carcassonne",
    players: 6,
    spectators: t6.spectators.length,
    sockets: t6.all.length,
    options: six.options,
  };
  lines.push({
    name: "server.fanout-latency",
    value: round3(f99),
    unit: "ms",
    setup: {
      ...table6,
      deck: "seeded shuffle of the 71 base tiles (deck:bench-6p)",
      choices: "seeded uniform random legal actions (choices:bench-6p), first actions of the game",
      statistic: "send act → the last of all sockets holds the patch; value = p99",
      ...latencyStats(r6.latency),
      firstSocketP50: round3(percentile(r6.first, 0.5)),
      firstSocketP99: round3(percentile(r6.first, 0.99)),
      clientCpuMsPerAction: cpu6.clientCpuMsPerAction,
      serverCpuMsPerAction: cpu6.serverCpuMsPerAction,
      loadavg1mAfter: round3(loadavg()[0]!),
      seatPatchBytesMedian: percentile(r6.seatPatchBytes, 0.5),
      spectatorPatchBytesMedian: percentile(r6.spectatorPatchBytes, 0.5),
      socketsOpenMs: Math.round(openMs),
      patchesReproduceEngineView: verified6,
      target: "p99 ≤ 20 ms",
      pass: f99 <= 20,
    },
  });
  lines.push(breakdownLine("server.fanout-breakdown", [await matchReport(srv.base, t6.id)], table6));
  return lines;
}
