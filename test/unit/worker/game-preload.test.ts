/**
 * What a match page preloads (contract/preload.ts, worker/page-head.ts): from a build's chunks, each game's
 * first-board chunks with the chunks they import and their styles, less what index.html loads; a table read back
 * from JSON; and the head tags, escaped, with no script.
 */
import { describe, expect, it } from "vitest";
import { FIRST_BOARD_MODULES, gamePreload, preloadTable, type BuiltChunk } from "../../../contract/preload.ts";
import { MATCH_META } from "../../../contract/page-ids.ts";
import { pageHeadTags } from "../../../worker/page-head.ts";
import type { MatchSummary } from "../../../contract/protocol.ts";

const ROOT = "/repo/client";
const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], css: string[] = [], isEntry = false): BuiltChunk => ({
  type: "chunk",
  fileName,
  isEntry,
  moduleIds: moduleIds.map((m) => `${ROOT}/${m}`),
  imports,
  viteMetadata: { importedCss: new Set(css) },
});

/** A build shaped like the real one: the entry and solid, each game's lazy chunks, a chunk they share. */
function bundle(): Record<string, BuiltChunk | { type: "asset" }> {
  const chunks = [
    chunk("assets/index.js", ["src/main.tsx"], ["assets/solid.js"], ["assets/index.css"], true),
    chunk("assets/solid.js", ["../node_modules/solid-js/web.js"]),
    chunk(
      "assets/board-ui.js",
      ["src/games/carcassonne/board-ui.tsx"],
      ["assets/index.js", "assets/solid.js", "assets/geometry.js", "assets/shared.js"],
    ),
    chunk("assets/geometry.js", ["src/games/carcassonne/board/geometry.ts"], ["assets/solid.js"]),
    chunk("assets/board-i18n.js", ["src/games/carcassonne/i18n/index.ts"], ["assets/index.js"]),
    chunk(
      "assets/nf-ui.js",
      ["src/games/newfrontiers/nf-ui.tsx", "src/games/newfrontiers/i18n/index.ts"],
      ["assets/shared.js"],
      ["assets/nf-ui.css"],
    ),
    chunk("assets/shared.js", ["src/ui/SeatPresence.tsx"], ["assets/index.js"]),
    chunk("assets/space.js", ["src/games/carcassonne/board/SpaceTileSvg.tsx"], ["assets/geometry.js"]),
    chunk("assets/battle.js", ["src/games/carcassonne/ui/BattleCenter.tsx"], ["assets/board-i18n.js"], ["assets/battle.css"]),
  ];
  return { ...Object.fromEntries(chunks.map((c) => [c.fileName, c])), "assets/index.css": { type: "asset" } };
}

describe("preloadTable", () => {
  it("lists each game's chunks and the chunks they import, never what index.html already loads", () => {
    const t = preloadTable(bundle(), ROOT);
    expect(Object.keys(t).sort()).toEqual(Object.keys(FIRST_BOARD_MODULES).sort());
    expect(t.carcassonne).toEqual({
      scripts: ["/assets/board-ui.js", "/assets/geometry.js", "/assets/shared.js", "/assets/board-i18n.js"],
      styles: [],
    });
    expect(t.starwars).toEqual({
      scripts: [...t.carcassonne!.scripts, "/assets/space.js", "/assets/battle.js"],
      styles: ["/assets/battle.css"],
    });
    expect(t.newfrontiers).toEqual({ scripts: ["/assets/nf-ui.js", "/assets/shared.js"], styles: ["/assets/nf-ui.css"] });
  });

  it("fails the build when a listed module is in no chunk", () => {
    const b = bundle();
    delete b["assets/board-i18n.js"];
    expect(() => preloadTable(b, ROOT)).toThrow(/src\/games\/carcassonne\/i18n\/index\.ts/);
  });
});

describe("gamePreload", () => {
  it("reads a game's lists from the table's JSON, and nothing from anything malformed", () => {
    const table = JSON.parse(JSON.stringify(preloadTable(bundle(), ROOT)));
    expect(gamePreload(table, "newfrontiers")?.styles).toEqual(["/assets/nf-ui.css"]);
    for (const bad of [
      null,
      "x",
      [],
      { carcassonne: { scripts: ["https://evil.example/x.js"], styles: [] } },
      { carcassonne: { scripts: "x" } },
    ])
      expect(gamePreload(bad, "carcassonne"), JSON.stringify(bad)).toBeNull();
    expect(gamePreload(table, "chess")).toBeNull();
    expect(gamePreload(table, "__proto__")).toBeNull();
  });
});

describe("pageHeadTags", () => {
  const summary: MatchSummary = {
    id: "abcdefghjk",
    game: "carcassonne",
    options: {},
    players: 2,
    status: "waiting",
    version: 0,
    createdAt: 0,
    rematch: null,
    seats: [
      { seat: 0, taken: true, name: `"><script>alert(1)</script>`, color: null, online: false },
      { seat: 1, taken: false, name: null, color: null, online: false },
    ],
  };

  it("carry the summary as escaped JSON, then the styles and module preloads; no script element", () => {
    const html = pageHeadTags(summary, { scripts: ["/assets/a.js"], styles: ["/assets/a.css"] });
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain(
      `<link rel="stylesheet" crossorigin href="/assets/a.css"><link rel="modulepreload" crossorigin href="/assets/a.js">`,
    );
    const content = /<meta name="([^"]+)" content="([^"]*)">/.exec(html)!;
    expect(content[1]).toBe(MATCH_META);
    const unescaped = content[2]!
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&amp;/g, "&");
    expect(JSON.parse(unescaped)).toEqual(summary);
    expect(pageHeadTags(summary, null)).toMatch(/^<meta name="meeplehall-match" content="[^"]*">$/);
  });
});
