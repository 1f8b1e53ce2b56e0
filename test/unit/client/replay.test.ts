/**
 * Watching a match again, the client's pure parts (client/src/replay/): the move a link opens at (`?move=N`,
 * clamped), the address of a move, keys, the bot marks' log ranges, the in-game history's steps, the replay views
 * rebuilt from the server's first view and patches (a patch that does not apply is refused, not half-applied); the
 * namespace has every key in every language; and what the match page loads first holds none of it.
 */
import { readFileSync } from "node:fs";
import { relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { botRanges, clampMove, historyStep, moveForKey, moveFromSearch, searchWithMove } from "../../../client/src/replay/replay-model.ts";
import { stepViews } from "../../../client/src/replay/load-replay.ts";
import { en } from "../../../client/src/replay/i18n/en.ts";
import { es } from "../../../client/src/replay/i18n/es.ts";
import { pl } from "../../../client/src/replay/i18n/pl.ts";
import { ro } from "../../../client/src/replay/i18n/ro.ts";
import { resolveSpecifier, staticSpecifiers } from "../../support/import-graph.ts";

describe("the move in the address", () => {
  it("opens at ?move=N clamped to the game; absent or not a whole number: the start", () => {
    expect(moveFromSearch("?move=3", 10)).toBe(3);
    expect(moveFromSearch("?x=1&move=10", 10)).toBe(10);
    expect(moveFromSearch("?move=99", 10)).toBe(10);
    expect(moveFromSearch("?move=-4", 10)).toBe(0);
    for (const s of ["", "?move=", "?move=abc", "?move=2.5", "?move=1e3", "?move=0x10"]) expect(moveFromSearch(s, 10), s).toBe(0);
    expect(clampMove(7.9, 5)).toBe(5);
  });

  it("writes the move and keeps the other parameters", () => {
    expect(searchWithMove("", 4)).toBe("?move=4");
    expect(searchWithMove("?move=1&lang=pl", 0)).toBe("?move=0&lang=pl");
  });

  it("arrows step one move, Home and End go to the ends, other keys do nothing", () => {
    expect(moveForKey("ArrowRight", 2, 5)).toBe(3);
    expect(moveForKey("ArrowLeft", 2, 5)).toBe(1);
    expect(moveForKey("ArrowLeft", 0, 5)).toBe(0);
    expect(moveForKey("ArrowRight", 5, 5)).toBe(5);
    expect(moveForKey("Home", 3, 5)).toBe(0);
    expect(moveForKey("End", 3, 5)).toBe(5);
    expect(moveForKey("a", 3, 5)).toBeNull();
  });
});

describe("bot marks", () => {
  it("an action of a bot wrote the log records between the views before and after it", () => {
    const lengths = [0, 2, 2, 5, 7];
    // action 1 wrote nothing (2 → 2): no range; action 3 wrote records 5 and 6
    expect(botRanges([1, 3], (n) => lengths[n]!, 4)).toEqual([[5, 7]]);
    expect(botRanges([0, 2, 9, -1], (n) => lengths[n]!, 4)).toEqual([
      [0, 2],
      [2, 5],
    ]);
  });
});

describe("the in-game history", () => {
  const moves = [1, 4, 9];
  it("steps back from now to the latest move, on to now again, and stays at the first", () => {
    expect(historyStep(null, moves, -1)).toBe(9);
    expect(historyStep(9, moves, -1)).toBe(4);
    expect(historyStep(1, moves, -1)).toBe(1);
    expect(historyStep(4, moves, 1)).toBe(9);
    expect(historyStep(9, moves, 1)).toBeNull();
    expect(historyStep(null, moves, 1)).toBeNull();
    expect(historyStep(null, [], -1)).toBeNull();
    // a record that is no move (the log moved on): from now
    expect(historyStep(5, moves, -1)).toBe(9);
  });
});

describe("replay views", () => {
  const header = { game: "carcassonne", seat: null, toAct: [0], finished: false, scores: [0, 0], winners: [] };
  it("each step's view is the previous one with its patch; the first is not changed", () => {
    const views = stepViews({
      first: header,
      patches: [[{ op: "replace", path: "/scores/0", value: 3 }], [{ op: "replace", path: "/finished", value: true }]],
    });
    expect(views?.map((v) => [v.scores[0], v.finished])).toEqual([
      [0, false],
      [3, false],
      [3, true],
    ]);
    expect(header.scores).toEqual([0, 0]);
  });

  it("a patch that does not apply, or a view without the header, gives nothing", () => {
    expect(stepViews({ first: header, patches: [[{ op: "replace", path: "/nothing/here", value: 1 }]] })).toBeNull();
    expect(stepViews({ first: header, patches: [[{ op: "remove", path: "/scores" }]] })).toBeNull();
    expect(stepViews({ first: { board: [] }, patches: [] })).toBeNull();
  });
});

describe("the replay namespace", () => {
  it("has every English key in Spanish, Polish and Romanian, each a translation", () => {
    for (const [name, d] of Object.entries({ es, pl, ro })) {
      expect(Object.keys(d).sort(), name).toEqual(Object.keys(en).sort());
      const same = Object.keys(en).filter((k) => d[k as keyof typeof en] === en[k as keyof typeof en]);
      expect(same, name).toEqual([]);
    }
  });
});

describe("what a match page loads first", () => {
  const ROOT = resolve(import.meta.dirname, "../../..");
  const reach = (entry: string) => {
    const seen = new Set<string>();
    const queue = [resolve(ROOT, entry)];
    for (let f = queue.pop(); f !== undefined; f = queue.pop()) {
      if (seen.has(f)) continue;
      seen.add(f);
      if (!/\.tsx?$/.test(f)) continue;
      for (const spec of staticSpecifiers(f, readFileSync(f, "utf8"), true)) {
        const t = spec.startsWith(".") ? resolveSpecifier(f, spec) : undefined;
        if (t) queue.push(t);
      }
    }
    return [...seen].map((f) => relative(ROOT, f));
  };

  it("holds nothing of the replay: the page, the history and the end screen's link are chunks of their own", () => {
    for (const entry of ["client/src/main.tsx", "client/src/games/carcassonne/board-ui.tsx", "client/src/games/newfrontiers/nf-ui.tsx"])
      expect(
        reach(entry).filter((f) => f.startsWith("client/src/replay/")),
        entry,
      ).toEqual([]);
  });

  it("the replay page runs no engine rules in the browser (the server sends the views)", () => {
    expect(
      reach("client/src/replay/ReplayPage.tsx").filter((f) =>
        /^engine\/(core\/replay|carcassonne\/game|newfrontiers\/game|carcassonne\/board-rules)/.test(f),
      ),
    ).toEqual([]);
  });
});
