/** `npm run replay -- file.json`: runs a replay file and prints its outcome as JSON (docs/replay-format.md). */
import { readFileSync } from "node:fs";
import { runReplay } from "../engine/core/replay.ts";
import { games, isRuleError } from "../engine/index.ts";

const path = process.argv[2];
if (!path) {
  console.error("usage: npm run replay -- file.json");
  process.exit(2);
}
let input: unknown;
try {
  input = JSON.parse(readFileSync(path, "utf8"));
} catch (e) {
  console.error(`cannot read ${path}: ${(e as Error).message}`);
  process.exit(2);
}
const out = runReplay(input, games);
console.log(JSON.stringify(out, null, 2));
process.exit(isRuleError(out) || out.error ? 1 : 0);
