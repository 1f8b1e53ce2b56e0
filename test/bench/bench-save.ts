/**
 * `npm run bench -- --save [--only engine,server,bots,client]`: the run's options, and the results file it writes
 * (docs/bench-results/<date>-<commit>.jsonl), from which `npm run bench:docs` renders docs/benchmarks.md.
 *
 * The file is JSON Lines: first a `run` record (when, which commit, the machine: cores, CPU, load average, node),
 * then every benchmark line exactly as stdout prints it, then an `end` record saying how each group of benchmarks
 * went. Each line is appended as soon as it is ready, so a run that is stopped keeps what it measured, and a file
 * without its `end` record says it holds only part of a run.
 */
import { execFileSync } from "node:child_process";
import { appendFileSync, existsSync, mkdirSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { join } from "node:path";
import { ROOT } from "../support/dev-server.ts";
import type { BenchLine } from "./bench-line.ts";

export const GROUPS = ["engine", "server", "bots", "client"] as const;
export type BenchGroup = (typeof GROUPS)[number];

/** Where saved results live: beside the doc they become. */
export const RESULTS_DIR = join(ROOT, "docs", "bench-results");

/** The first record of a results file. */
export interface RunRecord {
  record: "run";
  startedAt: string;
  commit: string;
  /** Files under engine/, worker/, client/ or test/bench differ from the commit. */
  dirty: boolean;
  groups: BenchGroup[];
  machine: { cores: number; cpu: string; loadavg: number[]; node: string; platform: string };
}

/** The last record: how each group went ("ok", "failed: …" or "skipped"). */
export interface EndRecord {
  record: "end";
  finishedAt: string;
  loadavg: number[];
  groups: Partial<Record<BenchGroup, string>>;
  lines: number;
}

export interface RunOptions {
  save: boolean;
  groups: BenchGroup[];
}

/** Reads `--save` and `--only a,b`; anything else is a usage error. */
export function parseRunArgs(argv: string[]): RunOptions | string {
  let save = false;
  let groups: BenchGroup[] = [...GROUPS];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === "--save") save = true;
    else if (arg === "--only" || arg.startsWith("--only=")) {
      const list = arg === "--only" ? argv[++i] : arg.slice("--only=".length);
      const named = (list ?? "").split(",").filter(Boolean);
      const unknown = named.filter((g) => !(GROUPS as readonly string[]).includes(g));
      if (named.length === 0 || unknown.length > 0) return `--only takes a comma-separated list of ${GROUPS.join(", ")}`;
      groups = GROUPS.filter((g) => named.includes(g));
    } else return `unknown argument ${arg}; usage: npm run bench -- [--save] [--only ${GROUPS.join(",")}]`;
  }
  return { save, groups };
}

const round2 = (x: number) => Math.round(x * 100) / 100;

function git(...args: string[]): string {
  try {
    return execFileSync("git", args, { cwd: ROOT, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    return "";
  }
}

/** Appends records to a new results file; `path` names it for the run's closing message. */
export interface ResultsFile {
  path: string;
  line(l: BenchLine): void;
  end(groups: Partial<Record<BenchGroup, string>>): void;
}

export function openResults(groups: BenchGroup[], now = new Date()): ResultsFile {
  const commit = git("rev-parse", "--short", "HEAD") || "unknown";
  const dirty = git("status", "--porcelain", "--", "engine", "contract", "worker", "client", "test/bench") !== "";
  mkdirSync(RESULTS_DIR, { recursive: true });
  const stem = `${now.toISOString().slice(0, 10)}-${commit}${dirty ? "-dirty" : ""}`;
  let path = join(RESULTS_DIR, `${stem}.jsonl`);
  for (let n = 2; existsSync(path); n++) path = join(RESULTS_DIR, `${stem}-${n}.jsonl`);
  const run: RunRecord = {
    record: "run",
    startedAt: now.toISOString(),
    commit,
    dirty,
    groups,
    machine: {
      cores: cpus().length,
      cpu: cpus()[0]?.model ?? "unknown",
      loadavg: loadavg().map(round2),
      node: process.version,
      platform: `${process.platform} ${process.arch}`,
    },
  };
  writeFileSync(path, `${JSON.stringify(run)}\n`);
  let lines = 0;
  return {
    path,
    line(l) {
      lines++;
      appendFileSync(path, `${JSON.stringify(l)}\n`);
    },
    end(status) {
      const end: EndRecord = { record: "end", finishedAt: new Date().toISOString(), loadavg: loadavg().map(round2), groups: status, lines };
      appendFileSync(path, `${JSON.stringify(end)}\n`);
    },
  };
}
