/**
 * Golden replays: every test/golden/*.json is a replay file (docs/replay-format.md) plus `description` (the rule
 * and its source text) and `expect` (scores and labelled items worked out by hand from the rule text). The
 * replay must apply every action, and its outcome must match item by item on the fields the file states.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runReplay } from "../../engine/core/replay.ts";
import { games, isRuleError } from "../../engine/index.ts";

const dir = join(import.meta.dirname, "..", "golden");
const files = readdirSync(dir)
  .filter((f) => f.endsWith(".json"))
  .sort();

interface Golden {
  description?: string;
  options?: { teams?: boolean };
  expect?: { scores: number[]; finished?: boolean; winners?: number[]; items?: Record<string, unknown>[]; error?: string };
}

describe("golden replays", () => {
  it("exist", () => expect(files.length).toBeGreaterThan(0));
  for (const file of files) {
    const golden = JSON.parse(readFileSync(join(dir, file), "utf8")) as Golden;
    it(`${file}: ${golden.description ?? ""}`.slice(0, 160), () => {
      expect(golden.expect, "golden file needs an expect section").toBeDefined();
      const out = runReplay(golden, games);
      if (isRuleError(out)) throw new Error(`${out.code}: ${out.message}`);
      const want = golden.expect!;
      if (want.error) expect(out.error?.code).toBe(want.error);
      else expect(out.error, JSON.stringify(out.error)).toBeNull();
      expect(out.finished).toBe(want.finished ?? true);
      expect(out.scores).toEqual(want.scores);
      if (want.winners) expect(out.winners).toEqual(want.winners);
      if (want.items) {
        expect(out.items.map((i) => `${i.seat}:${i.reason}:${i.points}`)).toEqual(
          want.items.map((i) => `${i.seat}:${i.reason}:${i.points}`),
        );
        want.items.forEach((item, n) => expect(out.items[n], `item ${n}`).toMatchObject(item));
      }
      // every point is an item: a seat's score is the sum of its side's items (Star Wars team variant: diagonal
      // partners, seats 0+2 and 1+3, share one score)
      const side = (seat: number) => (golden.options?.teams ? seat % 2 : seat);
      out.scores.forEach((score, seat) =>
        expect(score, `seat ${seat}`).toBe(out.items.filter((i) => side(i.seat) === side(seat)).reduce((a, i) => a + i.points, 0)),
      );
    });
  }
});
