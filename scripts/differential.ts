/**
 * `npm run differential -- [case or game id …] [--games N] [--every K]`: the proof that the engine's fast
 * path (`scratch` + `applyInPlace`) equals public `apply`: N seeded random games per case (default 10,000; every case
 * of the engine benchmarks when none is named), played both ways by test/support/differential.ts, whole states
 * compared every K steps (default 10). Prints one summary line per case; stops with exit code 1 at the first
 * disagreement, naming case, seed, step and where the two differ.
 */
import { casesNamed, GAME_CASES } from "../test/bench/bench-cases.ts";
import { differential } from "../test/support/differential.ts";

const args = process.argv.slice(2);
const names: string[] = [];
let games = 10_000;
let every = 10;
for (let i = 0; i < args.length; i++) {
  const a = args[i]!;
  if (a === "--games" || a === "--every") {
    const n = Number(args[++i]);
    if (!Number.isInteger(n) || n < 1) usage(`${a} needs a positive integer`);
    if (a === "--games") games = n;
    else every = n;
  } else names.push(a);
}
const cases = casesNamed(names);
if (cases.length === 0) usage(`no case named ${names.join(", ")}`);

function usage(problem: string): never {
  console.error(
    `${problem}\nusage: npm run differential -- [case or game id …] [--games N] [--every K]\ncases: ${GAME_CASES.map((c) => c.name).join(", ")}`,
  );
  process.exit(2);
}

for (const c of cases) {
  try {
    const s = differential(c, games, "differential", every);
    console.log(
      `${s.name}: ${s.games} games equal both ways (${s.actions} actions, ${s.stateChecks} whole-state checks every ${every} steps) in ${(s.ms / 1000).toFixed(1)} s`,
    );
  } catch (e) {
    console.error(`${c.name}: DIFFERENT — ${e instanceof Error ? e.message : String(e)}`);
    process.exit(1);
  }
}
