/** `npm run bench`: runs every benchmark and prints one JSON line each (name, value, unit, setup) as it is ready.
 *  Only these lines go to stdout; diagnostics go to stderr. The engine lines run from a bundle, as the Worker ships
 *  the engine (bundled.ts). `-- --save` also writes the lines to a results file and `-- --only <groups>` runs some
 *  groups only (bench-save.ts). */
import { importBundled } from "./bundled.ts";
import type { BenchLine } from "./bench-line.ts";
import { openResults, parseRunArgs, type BenchGroup, type ResultsFile } from "./bench-save.ts";
import { serverBenchmarks } from "./server-bench.ts";
import { botBenchmarks } from "./bot-bench.ts";
import { clientBenchmarks } from "./client-bench.ts";

const opts = parseRunArgs(process.argv.slice(2));
if (typeof opts === "string") {
  console.error(opts);
  process.exit(2);
}
const results: ResultsFile | null = opts.save ? openResults(opts.groups) : null;
const print = (line: BenchLine) => {
  console.log(JSON.stringify(line));
  results?.line(line);
};

const GROUP_RUNS: Record<BenchGroup, () => Promise<void>> = {
  engine: async () => {
    const { engineBenchmarks } = await importBundled<typeof import("./engine-bench.ts")>("test/bench/engine-bench.ts");
    for (const line of engineBenchmarks()) print(line);
  },
  server: async () => void (await serverBenchmarks(print)),
  bots: async () => void (await botBenchmarks(print)),
  client: async () => {
    for (const line of await clientBenchmarks()) print(line);
  },
};

const status: Partial<Record<BenchGroup, string>> = {};
for (const group of ["engine", "server", "bots", "client"] as const) {
  if (!opts.groups.includes(group)) {
    status[group] = "skipped";
    continue;
  }
  try {
    await GROUP_RUNS[group]();
    status[group] = "ok";
  } catch (e) {
    console.error(`${group} benchmarks failed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
    status[group] = `failed: ${e instanceof Error ? e.message : String(e)}`;
    process.exitCode = 1;
  }
}
if (results) {
  results.end(status);
  console.error(`saved to ${results.path}`);
}
