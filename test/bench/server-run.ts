/** The server benchmarks alone (`npx tsx test/bench/server-run.ts`): the same JSON lines `npm run bench` prints for
 *  server-bench.ts, without the engine and client parts, for before/after runs of server changes. */
import { serverBenchmarks } from "./server-bench.ts";

try {
  await serverBenchmarks((line) => console.log(JSON.stringify(line)));
} catch (e) {
  console.error(`server benchmarks failed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
  process.exitCode = 1;
}
