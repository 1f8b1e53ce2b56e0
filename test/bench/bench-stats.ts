/**
 * Statistics and run context for the server benchmarks: nearest-rank percentiles, rounding, CPU time of this
 * process and of the server's process group (Linux /proc) around a measurement, and the code version measured.
 */
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { ROOT } from "../support/dev-server.ts";

export const round3 = (x: number) => Math.round(x * 1000) / 1000;

/** Nearest-rank percentile (p in 0…1) of the samples; NaN when there are none. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))]!;
}

/** p50/p90/p99/max/n of latencies in ms, rounded. */
export const latencyStats = (ms: number[]) => ({
  p50: round3(percentile(ms, 0.5)),
  p90: round3(percentile(ms, 0.9)),
  p99: round3(percentile(ms, 0.99)),
  max: round3(Math.max(...ms)),
  n: ms.length,
});

/** The commit the server code came from, "+dirty" when worker/ or engine/ differ from it. */
export function codeVersion(): string {
  try {
    const git = (...args: string[]) =>
      execFileSync("git", args, { cwd: ROOT, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
    const head = git("rev-parse", "--short", "HEAD");
    return git("status", "--porcelain", "--", "worker", "contract", "engine") ? `${head}+dirty` : head;
  } catch {
    return "unknown";
  }
}

/** CPU time (ms) used so far by this process and by the server's process group (Linux /proc; null elsewhere). */
function cpuNow(pgid: number): { client: number; server: number | null } {
  const u = process.cpuUsage();
  let server: number | null = 0;
  try {
    for (const pid of readdirSync("/proc")) {
      if (!/^\d+$/.test(pid)) continue;
      let stat: string;
      try {
        stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      } catch {
        continue; // exited meanwhile
      }
      const f = stat.slice(stat.lastIndexOf(")") + 2).split(" "); // fields from 3 (state) on
      if (Number(f[2]) !== pgid) continue; // field 5: pgrp
      server += ((Number(f[11]) + Number(f[12])) * 1000) / 100; // fields 14/15: utime, stime in USER_HZ (100)
    }
  } catch {
    server = null;
  }
  return { client: (u.user + u.system) / 1000, server };
}

export interface CpuPerAction<T> {
  result: T;
  clientCpuMsPerAction: number;
  serverCpuMsPerAction: number | null;
}

/** CPU ms per action of this process (ws clients) and of wrangler dev's group (workerd) during `fn`. */
export async function withCpu<T>(pgid: number, actions: () => number, fn: () => Promise<T>): Promise<CpuPerAction<T>> {
  const a = cpuNow(pgid);
  const result = await fn();
  const b = cpuNow(pgid);
  const n = Math.max(1, actions());
  return {
    result,
    clientCpuMsPerAction: round3((b.client - a.client) / n),
    serverCpuMsPerAction: a.server === null || b.server === null ? null : round3((b.server - a.server) / n),
  };
}
