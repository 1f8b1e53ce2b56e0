/**
 * Where the server benchmarks keep a match's SQLite, and what this machine's disk adds.
 * Persist-before-broadcast holds every frame until the action's SQLite commit is durable; in workerd on this
 * machine (Miniflare, as under `wrangler dev`) that commit is flushed to a local file, so on a disk the benchmark's action latency counts this machine's flush
 * (a millisecond or two per action; docs/benchmarks.md). The
 * benchmarks therefore keep the state in memory (tmpfs) when the machine has it, to time the server's code, and
 * `server.action-latency.disk-state` measures the same game once more with the state on disk, so the flush stays
 * visible. Production's storage is neither: Cloudflare's own durable commit replaces the local flush.
 */
import { accessSync, constants } from "node:fs";
import { tmpdir } from "node:os";
import { DevServer } from "../support/dev-server.ts";
import type { BenchLine } from "./bench-line.ts";
import type { Script } from "./bench-games.ts";
import { percentile, round3 } from "./bench-stats.ts";
import { closeTable, echo, openTable, play } from "./bench-table.ts";

const MEMORY = "/dev/shm";

/** tmpfs when the machine has it (writable /dev/shm), else the OS temp dir. */
export function memoryDir(): string {
  try {
    accessSync(MEMORY, constants.W_OK);
    return MEMORY;
  } catch {
    return tmpdir();
  }
}

/** Says where a server's state lives, for the lines' setup. */
export function stateNote(dir: string): string {
  return dir === MEMORY ? "SQLite state on tmpfs (/dev/shm): no disk flush" : `SQLite state on disk (${dir})`;
}

/** A fresh server with its state on disk: the echo and one 2-player game, their p50s and ratio. */
export async function diskStateLatency(
  script: Script,
  common: Record<string, unknown>,
  echoWarmup: number,
  echoN: number,
): Promise<BenchLine> {
  const srv = await DevServer.start({ testHooks: true, label: "disk-state miniflare", parentDir: tmpdir(), runtime: "miniflare" });
  try {
    const t = await openTable(srv.base, script, 0);
    try {
      const echoP50 = percentile(await echo(t.seats, echoWarmup, echoN), 0.5);
      const r = await play(t, script);
      const p50 = percentile(r.latency, 0.5);
      return {
        name: "server.action-latency.disk-state",
        value: round3(p50),
        unit: "ms",
        setup: {
          ...common,
          state: stateNote(tmpdir()),
          statistic: "as server.action-latency, one game, state on disk",
          n: r.latency.length,
          echoP50: round3(echoP50),
          ratioToEcho: round3(p50 / echoP50),
        },
      };
    } finally {
      closeTable(t);
    }
  } finally {
    await srv.stop();
  }
}
