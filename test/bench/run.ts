/** `npm run bench`: runs every benchmark and prints one JSON line each (name, value, unit, setup) as it is ready.
 *  Only these lines go to stdout; diagnostics go to stderr. The engine lines run from a bundle, as the Worker ships
 *  the engine (bundled.ts). */
import { importBundled } from "./bundled.ts";
import { serverBenchmarks } from "./server-bench.ts";
import { botBenchmarks } from "./bot-bench.ts";
import { clientBenchmarks } from "./client-bench.ts";

const { engineBenchmarks } = await importBundled<typeof import("./engine-bench.ts")>("test/bench/engine-bench.ts");
for (const line of engineBenchmarks()) console.log(JSON.stringify(line));
try {
  await serverBenchmarks((line) => console.log(JSON.stringify(line)));
} catch (e) {
  console.error(`server benchmarks failed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
  process.exitCode = 1;
}
try {
  await botBenchmarks((line) => console.log(JSON.stringify(line)));
} catch (e) {
  console.error(`bot benchmarks failed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
  process.exitCode = 1;
}
try {
  for (const line of await clientBenchmarks()) console.log(JSON.stringify(line));
} catch (e) {
  console.error(`client benchmarks failed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
  process.exitCode = 1;
}
