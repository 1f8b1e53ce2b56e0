/**
 * Matches recorded by an earlier engine still replay to the same game. Each test/compat/*.json was recorded with
 * the engine at 12d4db8 (before the states were reshaped): a live seed (no forced deck or dice) and uniformly
 * random legal moves. A stored match whose snapshot has another state version is rebuilt from its seed and action
 * log (worker/match.ts), so a change to how randomness is drawn — the bag's order, a new draw — would refuse or
 * change such matches; this test fails first.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runReplay } from "../../engine/core/replay.ts";
import { games, isRuleError } from "../../engine/index.ts";

const dir = join(import.meta.dirname, "..", "compat");
const files = readdirSync(dir)
  .filter((f) => f.endsWith(".json"))
  .sort();

describe("recorded live-seed matches", () => {
  it("cover every game", () =>
    expect(new Set(files.map((f) => JSON.parse(readFileSync(join(dir, f), "utf8")).game))).toEqual(new Set(Object.keys(games))));
  for (const file of files) {
    it(`${file} replays every action to the recorded scores`, () => {
      const recorded = JSON.parse(readFileSync(join(dir, file), "utf8")) as {
        actions: unknown[];
        expect: { scores: number[]; finished: boolean };
      };
      const out = runReplay(recorded, games);
      if (isRuleError(out)) throw new Error(`${out.code}: ${out.message}`);
      expect(out.error, JSON.stringify(out.error)).toBeNull();
      expect(recorded.actions.length).toBeGreaterThan(50);
      expect(out.finished).toBe(recorded.expect.finished);
      expect(out.scores).toEqual(recorded.expect.scores);
    });
  }
});
