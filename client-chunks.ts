/**
 * How the client build (vite.config.ts) cuts its JavaScript into files, so a page loads few of them before its first
 * board (issue 14: each file is a request, and `wrangler dev` serves one in ~10–25 ms). Left to itself, rolldown made
 * a file of every set of modules shared by the entry and a lazy part: twelve files before a Carcassonne board.
 * - `index`: every module the entry (index.html: src/main.tsx and vite's preload polyfill) imports statically, and
 *   the modules the games' first boards share;
 * - one chunk per game with the other modules its first board imports statically (contract/preload.ts
 *   `FIRST_BOARD_MODULES`): `board` for Carcassonne and Star Wars, `newfrontiers`;
 * - rolldown's own splitting for the rest: the lobby, my matches, a match page's later parts, dictionaries, Star
 *   Wars' lazy board parts, the QR code (and its tiny runtime helper chunk, which no group can hold).
 */
import { resolve } from "node:path";
import { FIRST_BOARD_MODULES } from "./contract/preload.ts";

/** The slice of rolldown's chunking context read here. */
interface Graph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/** Every module statically reachable from `starts`. */
function closure(g: Graph, starts: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...starts];
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(g.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/** rolldown's `output.codeSplitting` for the client, `clientRoot` the absolute path of client/. */
export function clientChunks(clientRoot: string) {
  const at = (paths: readonly string[]) => paths.map((m) => resolve(clientRoot, m));
  const games: [name: string, modules: string[]][] = [
    ["board", at(FIRST_BOARD_MODULES.carcassonne!)],
    ["newfrontiers", at(FIRST_BOARD_MODULES.newfrontiers!)],
  ];
  let chunkOf: Map<string, string> | null = null;
  const plan = (g: Graph): Map<string, string> => {
    const out = new Map<string, string>();
    for (const [name, starts] of games) for (const id of closure(g, starts)) out.set(id, out.has(id) ? "index" : name);
    for (const id of closure(g, at(["index.html"]))) out.set(id, "index");
    return out;
  };
  const chunk = (id: string, g: Graph): string | null =>
    /rolldown[\\/]runtime/.test(id) ? "index" : ((chunkOf ??= plan(g)).get(id) ?? null);
  // Two groups, the shell's first: a group takes its modules' dependencies along, so the shell must be settled
  // before a game's group would take solid-js and the rest with it.
  return {
    groups: [
      { name: (id: string, g: Graph) => (chunk(id, g) === "index" ? "index" : null), debugName: "shell", priority: 2 },
      {
        name: (id: string, g: Graph) => {
          const c = chunk(id, g);
          return c === "index" ? null : c;
        },
        debugName: "first boards",
        priority: 1,
      },
    ],
  };
}
