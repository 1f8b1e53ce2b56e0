/** `npm run bench`: runs every benchmark and prints one JSON line each (name, value, unit, setup). */
import { engineBenchmarks } from "./engine-bench.ts";

for (const line of engineBenchmarks()) console.log(JSON.stringify(line));
