/**
 * `npm run bench:docs [-- results.jsonl]`: renders docs/benchmarks.md from a saved benchmark run — by default the
 * newest file in docs/bench-results/ (by the time its run started) — and scripts/benchmarks-template.md.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { basename, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseResults, renderDoc, type SavedRun } from "./bench-docs-render.ts";

const ROOT = resolve(fileURLToPath(import.meta.url), "../..");
const RESULTS = join(ROOT, "docs", "bench-results");

function newest(): string {
  const files = readdirSync(RESULTS).filter((f) => f.endsWith(".jsonl"));
  if (files.length === 0) throw new Error(`no results in ${RESULTS}: run \`npm run bench -- --save\` first`);
  // the run record's start time orders runs; a file without one sorts by name (date first) before any with one
  const started = (f: string) => parseResults(readFileSync(join(RESULTS, f), "utf8")).run?.startedAt ?? "";
  return files
    .map((f) => ({ f, at: started(f) }))
    .sort((a, b) => a.at.localeCompare(b.at) || a.f.localeCompare(b.f))
    .at(-1)!.f;
}

const path = process.argv[2] ? resolve(process.argv[2]) : join(RESULTS, newest());
const saved: SavedRun = parseResults(readFileSync(path, "utf8"));
const template = readFileSync(join(ROOT, "scripts", "benchmarks-template.md"), "utf8");
const out = join(ROOT, "docs", "benchmarks.md");
writeFileSync(out, renderDoc(template, saved, basename(path)));
console.error(`wrote ${out} from ${basename(path)} (${saved.lines.length} lines${saved.end ? "" : ", partial run"})`);
