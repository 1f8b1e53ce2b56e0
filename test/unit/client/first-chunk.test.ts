/**
 * What the first page load carries (the match page's JS is to stay ≤ 60 kB gzipped, measured by `npm run bench`): the modules
 * client/src/main.tsx reaches by static value imports (type-only imports are erased; import() starts a lazy
 * chunk). The shell and each game's client entry are there; the games' big translation namespaces (the New
 * Frontiers log's included), their refusal messages, the catalogue and tile data, the games' components and the
 * "How to play" guides (client/src/learn: reached only by import(), from the router and the match page's button)
 * must stay in lazy chunks.
 */
import { readFileSync } from "node:fs";
import { relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { resolveSpecifier, staticSpecifiers } from "../../support/import-graph.ts";

const ROOT = resolve(import.meta.dirname, "../../..");

/** Every source module reached from `entry` by static value imports, relative to the repository. */
function firstChunk(entry: string): Set<string> {
  const seen = new Set<string>();
  const queue = [resolve(ROOT, entry)];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    if (!/\.tsx?$/.test(file)) continue;
    for (const spec of staticSpecifiers(file, readFileSync(file, "utf8"), true)) {
      const target = spec.startsWith(".") ? resolveSpecifier(file, spec) : undefined;
      if (target !== undefined) queue.push(target);
    }
  }
  return new Set([...seen].map((f) => relative(ROOT, f)));
}

const LAZY = [
  /^client\/src\/games\/[^/]+\/i18n\/(en|ro|es|pl|index)\.ts$/,
  /^client\/src\/games\/[^/]+\/i18n\/[a-z]+-log\.ts$/,
  /^client\/src\/games\/newfrontiers\/i18n-tiles\//,
  /^client\/src\/games\/carcassonne\/(board|ui)\//,
  /^client\/src\/games\/newfrontiers\/ui\//,
  /^client\/src\/games\/[^/]+\/[a-z-]+-ui\.tsx$/,
  /^engine\/newfrontiers\/catalogue/,
  /^engine\/carcassonne\/([a-z-]+\/)?(tiles|tile-kinds)/,
  /^engine\/board-tiles/,
  /^client\/src\/learn\//,
];

describe("the first chunk", () => {
  const chunk = firstChunk("client/src/main.tsx");

  it("holds the shell and every game's client entry with its lobby namespace", () => {
    for (const f of [
      "client/src/pages/MatchPage.tsx",
      "client/src/ui/SeatPicker.tsx",
      "client/src/games/registry.ts",
      "client/src/i18n/en.ts",
    ])
      expect(chunk.has(f), f).toBe(true);
    for (const id of ["carcassonne", "starwars", "newfrontiers"]) expect(chunk.has(`client/src/games/${id}/index.ts`), id).toBe(true);
    for (const id of ["carcassonne", "newfrontiers"]) expect(chunk.has(`client/src/games/${id}/i18n/lobby-en.ts`), id).toBe(true);
  });

  it("holds no game's big namespace, refusal messages, catalogue, tile data or components", () => {
    expect([...chunk].filter((f) => LAZY.some((re) => re.test(f))).sort()).toEqual([]);
  });

  it("the check itself: a lazy chunk's modules are found from their own entry", () => {
    const board = firstChunk("client/src/games/carcassonne/board-ui.tsx");
    expect(board.has("client/src/games/carcassonne/i18n/index.ts")).toBe(true);
    expect([...board].some((f) => /^engine\/carcassonne\/tiles/.test(f))).toBe(true);
  });
});
