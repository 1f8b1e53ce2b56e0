// The README says what the app does about embedding: its snippet is the one the match page offers
// (client/src/ui/embed-snippet.ts), and its `turn` event row names every phase a game's widget can post.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { embedSnippet } from "../../../client/src/ui/embed-snippet.ts";
import { CORE_PHASES } from "../../../engine/carcassonne/view.ts";
import { GOLD_PHASES } from "../../../engine/carcassonne/gold-mines/state.ts";
import { PENDING_KINDS } from "../../../engine/newfrontiers/state.ts";

const readme = readFileSync(new URL("../../../README.md", import.meta.url), "utf8");
const embedStart = readme.indexOf("## Embed a live game");
const embedSection = readme.slice(embedStart, readme.indexOf("\n## ", embedStart + 1));

describe("README: Embed a live game", () => {
  it("shows exactly the snippet the match page offers", () => {
    const block = /```html\n([^`]+)\n```/.exec(embedSection)?.[1];
    expect(block).toBe(embedSnippet("https://YOUR-SITE", "MATCH_ID"));
  });

  it("the turn event lists every phase of every game (board games' decisions, New Frontiers' pending kinds)", () => {
    const row = embedSection.split("\n").find((l) => l.startsWith("| `turn`"));
    expect(row).toBeDefined();
    const named = new Set([...row!.matchAll(/`([a-zA-Z]+)`/g)].map((m) => m[1]));
    for (const phase of [...CORE_PHASES.filter((p) => p !== "over"), ...GOLD_PHASES, ...PENDING_KINDS]) expect(named, phase).toContain(phase);
  });
});
