/**
 * Preloading a match page's game code: the Worker knows a match's game when it serves `/m/:id` or `/embed/:id`, so
 * the page can ask for the game's lazy chunks (its board and panels, its refusal messages) together with the app's
 * own script instead of after the app has run and learnt the game. The client build (vite.config.ts) writes
 * `preload.json` — for each game, the chunk files and styles of the modules below, with the chunks they import,
 * less what index.html already loads — and pages.ts names a game's files in the page's head (page-head.ts). No DOM
 * or Workers APIs here: vite.config.ts imports this module in Node.
 */

/**
 * The modules (paths under client/) a game's match page imports before its first board: its client entry's
 * `load()` and `refusals()` (client/src/games/<game>/index.ts, board-game.ts) and any lazy part its first board
 * shows. The build fails if no chunk holds
 * one; the e2e test `preload.test.ts` fails if a page fetches a script before its first board that the page
 * did not name.
 */
export const FIRST_BOARD_MODULES: Readonly<Record<string, readonly string[]>> = {
  carcassonne: ["src/games/carcassonne/board-ui.tsx", "src/games/carcassonne/i18n/index.ts"],
  // Star Wars' tiles and its battle panel are lazy parts of the board (TileSvg.tsx, board-ui.tsx).
  starwars: [
    "src/games/carcassonne/board-ui.tsx",
    "src/games/carcassonne/i18n/index.ts",
    "src/games/carcassonne/board/SpaceTileSvg.tsx",
    "src/games/carcassonne/ui/BattleCenter.tsx",
  ],
  newfrontiers: ["src/games/newfrontiers/nf-ui.tsx", "src/games/newfrontiers/i18n/index.ts"],
};

/** The file the build writes next to index.html, and the Worker reads through its assets binding. */
export const PRELOAD_FILE = "preload.json";

/** Site-absolute URLs to load for a game's first board. */
export interface GamePreload {
  scripts: string[];
  styles: string[];
}

/** The parts of a bundled chunk this module reads (vite's OutputChunk, without importing vite's types). */
export interface BuiltChunk {
  type: "chunk";
  fileName: string;
  isEntry: boolean;
  /** The modules bundled into the chunk (absolute paths). */
  moduleIds: string[];
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
}

/**
 * The preload table of a build: `bundle` is vite's output (file name → chunk or asset), `clientRoot` the absolute
 * path of client/, `base` the site path the files are served under ("/").
 */
export function preloadTable(
  bundle: Record<string, BuiltChunk | { type: "asset" }>,
  clientRoot: string,
  base = "/",
): Record<string, GamePreload> {
  const chunks = Object.values(bundle).filter((c): c is BuiltChunk => c.type === "chunk");
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  /** A chunk and every chunk it imports statically, by file name. */
  const closure = (start: BuiltChunk[]): Set<string> => {
    const seen = new Set<string>();
    const visit = (c: BuiltChunk) => {
      if (seen.has(c.fileName)) return;
      seen.add(c.fileName);
      for (const f of c.imports) visit(byFile.get(f)!);
    };
    start.forEach(visit);
    return seen;
  };
  const loaded = closure(chunks.filter((c) => c.isEntry)); // index.html's script and its modulepreloads
  const root = clientRoot.replace(/\/$/, "");
  const table: Record<string, GamePreload> = {};
  for (const [game, modules] of Object.entries(FIRST_BOARD_MODULES)) {
    const own = modules.map((m) => {
      const chunk = chunks.find((c) => c.moduleIds.includes(`${root}/${m}`));
      if (!chunk) throw new Error(`${PRELOAD_FILE}: no chunk holds ${m} (${game}); update FIRST_BOARD_MODULES`);
      return chunk;
    });
    const files = [...closure(own)].filter((f) => !loaded.has(f));
    const css = files.flatMap((f) => [...(byFile.get(f)!.viteMetadata?.importedCss ?? [])]);
    table[game] = { scripts: files.map((f) => base + f), styles: [...new Set(css)].map((f) => base + f) };
  }
  return table;
}

/** A game's entry of a preload table read from JSON (anything malformed: nothing to preload). */
export function gamePreload(json: unknown, game: string): GamePreload | null {
  if (typeof json !== "object" || json === null || !Object.hasOwn(json, game)) return null;
  const p = (json as Record<string, unknown>)[game] as { scripts?: unknown; styles?: unknown } | null;
  const urls = (x: unknown) => Array.isArray(x) && x.every((u) => typeof u === "string" && u.startsWith("/"));
  return p && urls(p.scripts) && urls(p.styles) ? { scripts: p.scripts as string[], styles: p.styles as string[] } : null;
}
