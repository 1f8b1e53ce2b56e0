/**
 * The server's latency once more through `wrangler dev`, beside server-bench.ts's lines, which time the
 * Worker on Miniflare alone. `wrangler dev` relays every request and every WebSocket frame through a proxy of its
 * own — one Durable Object (wrangler's templates/startDevWorker/ProxyWorker.ts) for live reload — so each frame
 * crosses it on the way out: with 206 sockets, 206 relayed frames per action. Production has no such relay. These
 * lines keep what a developer's `npm run dev` adds visible: `server.action-latency.wrangler-dev` (echo and one
 * 2-player game, p50 and its ratio) and `server.fanout-latency.wrangler-dev` (the same 6 seats + 200 spectators).
 */
import { DevServer } from "../support/dev-server.ts";
import type { BenchLine } from "./bench-line.ts";
import type { Script } from "./bench-games.ts";
import { percentile, round3 } from "./bench-stats.ts";
import { closeTable, echo, openTable, play } from "./bench-table.ts";
import { memoryDir, stateNote } from "./state-dir.ts";

/** Both lines, on a fresh `wrangler dev` with its state on tmpfs like the main server's. */
export async function devProxyLatency(
  two: Script,
  six: Script,
  spectators: number,
  common: Record<string, unknown>,
  echoWarmup: number,
  echoN: number,
): Promise<BenchLine[]> {
  const dir = memoryDir();
  const srv = await DevServer.start({ testHooks: true, label: "wrangler-dev bench", parentDir: dir });
  const setup = {
    ...common,
    server: "wrangler dev --local (its proxy Durable Object, then the Worker in workerd) on 127.0.0.1",
    state: stateNote(dir),
  };
  try {
    const t = await openTable(srv.base, two, 0);
    let echoP50: number, p50: number, n: number;
    try {
      echoP50 = percentile(await echo(t.seats, echoWarmup, echoN), 0.5);
      const r = await play(t, two);
      p50 = percentile(r.latency, 0.5);
      n = r.latency.length;
    } finally {
      closeTable(t);
    }
    const t6 = await openTable(srv.base, six, spectators);
    try {
      const r6 = await play(t6, six);
      const p99 = percentile(r6.latency, 0.99);
      return [
        {
          name: "server.action-latency.wrangler-dev",
          value: round3(p50),
          unit: "ms",
          setup: {
            ...setup,
            statistic: "as server.action-latency, one game",
            n,
            echoP50: round3(echoP50),
            ratioToEcho: round3(p50 / echoP50),
          },
        },
        {
          name: "server.fanout-latency.wrangler-dev",
          value: round3(p99),
          unit: "ms",
          setup: {
            ...setup,
            statistic: "as server.fanout-latency: p99",
            sockets: t6.all.length,
            p50: round3(percentile(r6.latency, 0.5)),
            n: r6.latency.length,
          },
        },
      ];
    } finally {
      closeTable(t6);
    }
  } finally {
    await srv.stop();
  }
}
