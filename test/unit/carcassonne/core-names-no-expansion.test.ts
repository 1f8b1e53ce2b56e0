/**
 * The Carcassonne core knows no expansion: no file of engine/carcassonne/*.ts names Star Wars or
 * Gold Mines, or imports from star-wars/, gold-mines/ or any other module folder. The exceptions are the files
 * whose job is to list the games' parts: game.ts (Carcassonne's definition lists its rule modules), views.ts (the
 * union of the games' views and records), tiles.ts (the tile catalogue: every set at its fixed kind numbers) and
 * lobby-options.ts (the lobby's list of the game's choices, each expansion contributing its own).
 * Each failure names the file and what it names.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const CORE = join(import.meta.dirname, "../../../engine/carcassonne");
const LISTS = new Set(["game.ts", "views.ts", "tiles.ts", "lobby-options.ts"]);

/** What a core file's text must not contain: expansion names, and imports from a subfolder of the core. */
const FORBIDDEN: [string, RegExp][] = [
  ["names Star Wars", /star[\s_-]?wars/i],
  ["names Gold Mines", /gold[\s_-]?mines/i],
  ["imports from a module folder", /(?:from|import)\s+["']\.\/[^"']+\/[^"']*["']/],
];

/** Problems of one file's text, as "file: what (line n)". */
function coreProblems(file: string, text: string): string[] {
  const out: string[] = [];
  text.split("\n").forEach((line, i) => {
    for (const [what, re] of FORBIDDEN) if (re.test(line)) out.push(`${file}: ${what} (line ${i + 1}: ${line.trim()})`);
  });
  return out;
}

describe("the Carcassonne core names no expansion", () => {
  const files = readdirSync(CORE).filter((f) => f.endsWith(".ts") && !LISTS.has(f));

  it("checks the core's files (and would fail on one that named an expansion)", () => {
    expect(files.length).toBeGreaterThan(15);
    expect(files).toContain("board-rules.ts");
    expect(coreProblems("x.ts", 'import { swMeeples } from "./star-wars/meeples.ts";')).toEqual([
      'x.ts: names Star Wars (line 1: import { swMeeples } from "./star-wars/meeples.ts";)',
      'x.ts: imports from a module folder (line 1: import { swMeeples } from "./star-wars/meeples.ts";)',
    ]);
    expect(coreProblems("y.ts", "// the Gold Mines slice\nif (s.game === \"starwars\") x();")).toHaveLength(2);
    expect(coreProblems("z.ts", 'import { award } from "./scoring.ts";\nimport type { X } from "../core/game-module.ts";')).toEqual([]);
  });

  it("no core file names Star Wars or Gold Mines or imports from a module folder", () => {
    const problems = files.flatMap((f) => coreProblems(f, readFileSync(join(CORE, f), "utf8")));
    expect(problems).toEqual([]);
  });
});
