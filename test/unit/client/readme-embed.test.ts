// The README says what the app does about embedding: its snippet is the one the match page offers
// (client/src/ui/embed-snippet.ts), and its `turn` event row names exactly the phases a game's widget can post,
// read from each registered game's definition (a board game's core steps and its rule modules' decision phases,
// New Frontiers' pending kinds), so a new game, module or decision that the README leaves out fails here.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { embedSnippet } from "../../../client/src/ui/embed-snippet.ts";
import { games } from "../../../engine/index.ts";
import { boardGame } from "../../../engine/carcassonne/board-game.ts";
import { CORE_PHASES } from "../../../engine/carcassonne/view.ts";
import { PENDING_KINDS } from "../../../engine/newfrontiers/pending.ts";
import { newFrontiers } from "../../../engine/newfrontiers/game.ts";

const readme = readFileSync(new URL("../../../README.md", import.meta.url), "utf8");
const embedStart = readme.indexOf("## Embed a live game");
const embedSection = readme.slice(embedStart, readme.indexOf("\n## ", embedStart + 1));

/** The decisions a game's widget names as `phase`: what its definition declares. */
function decisionPhases(gameId: string): string[] {
  if (gameId === newFrontiers.id) return [...PENDING_KINDS];
  // every other game is on the board engine: its core's steps (not "over", no decision) and its modules' phases
  const def = boardGame(gameId);
  return [...CORE_PHASES.filter((p) => p !== "over"), ...def.modules.flatMap((m) => Object.keys(m.phases ?? {}))];
}

describe("README: Embed a live game", () => {
  it("shows exactly the snippet the match page offers", () => {
    const block = /```html\n([^`]+)\n```/.exec(embedSection)?.[1];
    expect(block).toBe(embedSnippet("https://YOUR-SITE", "MATCH_ID"));
  });

  it("the turn event names exactly the phases of every game", () => {
    const row = embedSection.split("\n").find((l) => l.startsWith("| `turn`"));
    expect(row).toBeDefined();
    const named = new Set([...row!.matchAll(/`([a-zA-Z]+)`/g)].map((m) => m[1]!));
    for (const field of ["turn", "seats", "phase", "version"]) expect(named.delete(field), field).toBe(true);
    const declared = Object.keys(games).map((id) => [id, decisionPhases(id)] as const);
    for (const [id, phases] of declared) for (const p of phases) expect(named, `${id}: ${p}`).toContain(p);
    expect([...named].sort()).toEqual([...new Set(declared.flatMap(([, p]) => p))].sort());
  });
});
