/**
 * `npm run bench:compare -- [ref] [case …] [--pairs N]`: is the working tree's engine faster than commit `ref`'s
 * (default HEAD)? Checks `ref` out into a temporary git worktree, bundles each side's random-game round
 * (compare-round.ts) as the engine lines do (bundled.ts), and plays them in pairs in this one process (paired.ts),
 * so both halves of a pair see the same machine. Prints one JSON line per bench case (bench-cases.ts names; every
 * random-games case by default): the median of the pairs' speed ratios, above 1 when the working tree is faster.
 * Only stdout carries lines; the worktree is removed however the run ends.
 */
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ROOT } from "../support/dev-server.ts";
import { GAME_CASES } from "./bench-cases.ts";
import { importBundled } from "./bundled.ts";
import { WARM_UP_MS } from "./engine-bench.ts";
import { playPairs, summarise } from "./paired.ts";
import { round3 } from "./bench-stats.ts";

type Side = typeof import("./compare-round.ts");
const ROUND_FILE = "test/bench/compare-round.ts";
/** A round lasts about this long: short enough for a pair to fall within one of the machine's speed periods. */
const ROUND_MS = 100;

const args = process.argv.slice(2);
const pairsAt = args.indexOf("--pairs");
const pairs = pairsAt >= 0 ? Number(args.splice(pairsAt, 2)[1]) : 30;
if (!Number.isInteger(pairs) || pairs < 1) throw new Error("--pairs takes a whole number of pairs, 1 or more");
const named = new Set(GAME_CASES.map((c) => c.name));
const ref = args[0] !== undefined && !named.has(args[0]) ? args.shift()! : "HEAD";
const cases = args.length ? args : GAME_CASES.map((c) => c.name);
const unknown = cases.filter((c) => !named.has(c));
if (unknown.length) throw new Error(`unknown bench case ${unknown.join(", ")}; the cases: ${[...named].join(", ")}`);

const git = (...a: string[]) => execFileSync("git", a, { cwd: ROOT, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] }).trim();
let sha: string;
try {
  sha = git("rev-parse", "--verify", "--quiet", `${ref}^{commit}`);
} catch {
  throw new Error(`${ref} is neither a commit nor a bench case; the cases: ${[...named].join(", ")}`);
}
const dir = mkdtempSync(join(tmpdir(), "meeplehall-compare-"));
git("worktree", "add", "--detach", dir, sha);
try {
  symlinkSync(join(ROOT, "node_modules"), join(dir, "node_modules"));
  copyFileSync(join(ROOT, ROUND_FILE), join(dir, ROUND_FILE)); // the same round on both sides, whatever `ref` holds
  const base = await importBundled<Side>(ROUND_FILE, { root: dir, name: "compare-base" });
  const tree = await importBundled<Side>(ROUND_FILE, { name: "compare-tree" });
  for (const name of cases) {
    // both builds warm up as an engine line does (V8 tiers the engine up over its first thousand games), taking turns
    const until = performance.now() + 2 * WARM_UP_MS;
    while (performance.now() < until) {
      base.playRound(name, -100, 20);
      tree.playRound(name, -100, 20);
    }
    const games = Math.max(5, Math.round((20 * ROUND_MS) / base.playRound(name, -101, 20)));
    const s = summarise(
      playPairs(
        (r, n) => base.playRound(name, r, n),
        (r, n) => tree.playRound(name, r, n),
        pairs,
        games,
      ),
    );
    console.log(
      JSON.stringify({
        name: `compare.${name}`,
        value: round3(s.ratio),
        unit: `× (working tree games/s ÷ ${ref}'s)`,
        setup: {
          ref,
          commit: sha.slice(0, 12),
          pairs,
          gamesPerRound: games,
          warmUpMsEach: WARM_UP_MS,
          q25: round3(s.q25),
          q75: round3(s.q75),
          refGamesPerS: Math.round(s.baseMedian),
          treeGamesPerS: Math.round(s.otherMedian),
          method:
            "one process; each pair a round of each build back to back, taking turns at going first; median of the pairs' time ratios",
          node: process.version,
        },
      }),
    );
  }
} finally {
  rmSync(join(dir, "node_modules"), { force: true });
  git("worktree", "remove", "--force", dir);
}
