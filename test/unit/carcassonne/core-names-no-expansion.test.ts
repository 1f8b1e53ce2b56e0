/**
 * The Carcassonne core knows no expansion and no other game: no core file names one, or imports from a module
 * folder. The module folders (gold-mines/, star-wars/, …) are the folders the module lists reach: Carcassonne's
 * module list (game.ts) and lobby list (lobby-options.ts), the only core files that name expansions, and the
 * engine's registries (index.ts games, bots.ts bots, board-tiles.ts tile sets). Every other file under
 * engine/carcassonne/ is core, found by reading the folder, so a new core file is checked without being listed here.
 * A module folder's name is what a core file must not say (star-wars: "Star Wars", "star_wars", "starwars").
 * Each failure names the file and what it names.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { describe, expect, it } from "vitest";
import { resolveSpecifier, staticSpecifiers } from "../../support/import-graph.ts";

const ENGINE = join(import.meta.dirname, "../../../engine");
const CORE = join(ENGINE, "carcassonne");
/** The game's module lists: they name the expansions they list. */
const LISTS = ["game.ts", "lobby-options.ts"].map((f) => join(CORE, f));
const REGISTRIES = ["index.ts", "bots.ts", "board-tiles.ts"].map((f) => join(ENGINE, f));

/** The files a module imports or re-exports (type-only ones too), resolved. */
function importsOf(file: string): string[] {
  return staticSpecifiers(file, readFileSync(file, "utf8")).flatMap((spec) => {
    const target = spec.startsWith(".") ? resolveSpecifier(file, spec) : undefined;
    return target ? [target] : [];
  });
}

/** The core's subfolder a file lies in (its first path segment below engine/carcassonne/), or null. */
function folderOf(file: string): string | null {
  const rel = relative(CORE, file);
  return rel.startsWith("..") || !rel.includes(sep) ? null : rel.split(sep)[0]!;
}

/** The module folders: the core's subfolders that a module list or registry imports from. */
const MODULES = new Set([...LISTS, ...REGISTRIES].flatMap((f) => importsOf(f).flatMap((t) => folderOf(t) ?? [])));

/** What naming a module folder looks like in text: its words, joined by nothing, a space, "_" or "-". */
const nameOf = (folder: string) => new RegExp(folder.split("-").join("[\\s_-]?"), "i");

/** Problems of one core file, as "file: what (line n)"; `imports` are the files it imports, resolved. */
function coreProblems(file: string, text: string, imports: readonly string[], modules: ReadonlySet<string>): string[] {
  const out: string[] = [];
  const names = [...modules].map((m) => [m, nameOf(m)] as const);
  text.split("\n").forEach((line, i) => {
    for (const [m, re] of names) if (re.test(line)) out.push(`${file}: names ${m} (line ${i + 1}: ${line.trim()})`);
  });
  for (const t of imports) {
    const m = folderOf(t);
    if (m !== null && modules.has(m) && folderOf(join(CORE, file)) !== m)
      out.push(`${file}: imports from module folder ${m} (${relative(CORE, t)})`);
  }
  return out;
}

/** Every .ts file under engine/carcassonne/ outside the module folders and the module lists, relative to it. */
function coreFiles(): string[] {
  return readdirSync(CORE, { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".ts"))
    .filter((f) => {
      const m = folderOf(join(CORE, f));
      return m === null || !MODULES.has(m);
    })
    .filter((f) => !LISTS.includes(join(CORE, f)))
    .sort();
}

describe("the Carcassonne core names no expansion", () => {
  const files = coreFiles();

  it("finds the module folders through the lists and checks every other file of the core", () => {
    expect([...MODULES]).toEqual(expect.arrayContaining(["gold-mines", "star-wars"]));
    expect(files.length).toBeGreaterThan(20);
    for (const f of ["board-rules.ts", "tiles.ts", "views.ts", "tile-kinds.ts", "view.ts"]) expect(files).toContain(f);
    expect(files.some((f) => f.startsWith(`star-wars${sep}`) || f.startsWith(`gold-mines${sep}`))).toBe(false);
    expect(files).not.toContain("game.ts");
  });

  it("the check itself: it would fail on a core file that named a module or imported from its folder", () => {
    const mods = new Set(["star-wars", "gold-mines"]);
    const sw = join(CORE, "star-wars", "meeples.ts");
    expect(coreProblems("x.ts", 'import { swMeeples } from "./star-wars/meeples.ts";', [sw], mods)).toEqual([
      'x.ts: names star-wars (line 1: import { swMeeples } from "./star-wars/meeples.ts";)',
      "x.ts: imports from module folder star-wars (star-wars/meeples.ts)",
    ]);
    expect(coreProblems("y.ts", '// the Gold Mines slice\nif (s.game === "starwars") x();', [], mods)).toHaveLength(2);
    expect(coreProblems("z.ts", 'import { award } from "./scoring.ts";', [join(CORE, "scoring.ts")], mods)).toEqual([]);
    // a core file in a subfolder of its own is found and checked as well
    expect(coreProblems(join("sub", "w.ts"), "", [join(CORE, "gold-mines", "state.ts")], mods)).toHaveLength(1);
  });

  it("no core file names an expansion or another game, or imports from a module folder", () => {
    const problems = files.flatMap((f) => coreProblems(f, readFileSync(join(CORE, f), "utf8"), importsOf(join(CORE, f)), MODULES));
    expect(problems).toEqual([]);
  });
});
