/**
 * Options and action parsing (engine/carcassonne/options.ts, actions.ts; docs/replay-format.md "Options" and
 * "Carcassonne actions"). Defaults: farmers on (rules digest §1: tournament standard), Gold Mines and the two
 * house rules off, first seat drawn at random. Unknown keys and wrong types are refused with a RuleError
 * (bad-options / bad-action); parsing never throws, whatever it is given.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { carcassonne as game } from "../../../engine/carcassonne/game.ts";
import { isRuleError } from "../../../engine/core/game-module.ts";
import { options } from "./helpers.ts";

const DEFAULTS = {
  farmers: true,
  goldMines: false,
  river: false,
  river2: false,
  innsCathedrals: false,
  incompleteScoreNothing: false,
  handOfThree: false,
  returnUnplaceable: false,
  firstSeat: null,
};

describe("parseOptions", () => {
  it("fills in the defaults", () => {
    expect(game.parseOptions({})).toEqual(DEFAULTS);
    expect(game.parseOptions(undefined)).toEqual(DEFAULTS);
    expect(game.parseOptions(null)).toEqual(DEFAULTS);
  });

  it("keeps given values and defaults the rest", () => {
    expect(game.parseOptions({ farmers: false, goldMines: true })).toEqual({ ...DEFAULTS, farmers: false, goldMines: true });
    expect(game.parseOptions({ incompleteScoreNothing: true, handOfThree: true, firstSeat: 3 })).toEqual({
      ...DEFAULTS,
      incompleteScoreNothing: true,
      handOfThree: true,
      firstSeat: 3,
    });
    expect(game.parseOptions({ firstSeat: null })).toEqual(DEFAULTS);
  });

  it("refuses unknown keys with bad-options", () => {
    for (const input of [{ farmer: true }, { foo: 1 }, { farmers: true, princess: true }]) {
      const r = game.parseOptions(input);
      expect(r).toMatchObject({ error: true, code: "bad-options" });
      expect(isRuleError(r) && r.message.length > 0).toBe(true);
    }
  });

  it("refuses wrong types and out-of-range values with bad-options", () => {
    const bad: unknown[] = [
      { farmers: "yes" },
      { farmers: 1 },
      { goldMines: null },
      { incompleteScoreNothing: "false" },
      { handOfThree: 0 },
      { firstSeat: -1 },
      { firstSeat: 6 },
      { firstSeat: 1.5 },
      { firstSeat: "0" },
      { firstSeat: Number.NaN },
      { firstSeat: Number.POSITIVE_INFINITY },
      5,
      "farmers",
      true,
      [1, 2],
    ];
    for (const input of bad) expect(game.parseOptions(input), JSON.stringify(input)).toMatchObject({ error: true, code: "bad-options" });
  });

  it("an empty JSON array is not an options object (bad-options)", () => {
    // Options arrive as JSON (replay files, lobby requests). `[]` is not a set of options; accepting it as
    // "all defaults" hides a malformed file. (valibot's strictObject lets arrays through.)
    expect(game.parseOptions([])).toMatchObject({ error: true, code: "bad-options" });
  });

  it("never throws, whatever it is given", () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        const r = game.parseOptions(input);
        expect(typeof r).toBe("object");
        if (isRuleError(r)) expect(r.code).toBe("bad-options");
      }),
      { numRuns: 500 },
    );
  });
});

describe("setup refusals", () => {
  it("2 to 6 players (001_…; Big Box 6 adds the sixth colour)", () => {
    for (const n of [2, 3, 4, 5, 6]) expect(isRuleError(game.setup(n, options(), "s", { deck: ["base-U"] })), `${n}`).toBe(false);
    for (const n of [0, 1, 7, 2.5, -2, Number.NaN])
      expect(game.setup(n, options(), "s"), `${n}`).toMatchObject({ error: true, code: "bad-players" });
    expect(game.minPlayers).toBe(2);
    expect(game.maxPlayers).toBe(6);
  });

  it("firstSeat must be one of the seats", () => {
    expect(game.setup(2, options({ firstSeat: 2 }), "s")).toMatchObject({ error: true, code: "bad-options" });
    const s = game.setup(3, options({ firstSeat: 2 }), "s", { deck: ["base-U"] });
    expect(isRuleError(s)).toBe(false);
    if (!isRuleError(s)) expect(game.toAct(s)).toEqual([2]);
  });

  it("an unknown tile id in a forced deck is refused with bad-deck", () => {
    expect(game.setup(2, options(), "s", { deck: ["base-U", "base-Z"] })).toMatchObject({ error: true, code: "bad-deck" });
  });

  it("an empty forced deck: the game is over at once with no points", () => {
    const s = game.setup(2, options(), "s", { deck: [] });
    if (isRuleError(s)) throw new Error(s.code);
    expect(s.phase).toBe("over");
    expect(game.result(s)).toMatchObject({ finished: true, scores: [0, 0], winners: [0, 1], items: [] });
  });

  it("without firstSeat the first seat is drawn from the seed: same seed same seat, and every seat occurs", () => {
    const seat = (seed: string) => {
      const s = game.setup(4, options({ firstSeat: null }), seed);
      if (isRuleError(s)) throw new Error(s.code);
      return game.toAct(s)[0]!;
    };
    expect(seat("abc")).toBe(seat("abc"));
    const seen = new Set<number>();
    for (let i = 0; i < 200; i++) seen.add(seat(`seed-${i}`));
    expect([...seen].sort()).toEqual([0, 1, 2, 3]);
  });

  it("a full random game supplies 71 base tiles (79 with Gold Mines) after the start tile", () => {
    const base = game.setup(2, options(), "x");
    const gold = game.setup(2, options({ goldMines: true }), "x");
    if (isRuleError(base) || isRuleError(gold)) throw new Error("setup");
    // one tile is already drawn for the first player
    expect(game.view(base, 0).tilesLeft + 1).toBe(71);
    expect(game.view(gold, 0).tilesLeft + 1).toBe(79);
  });
});

describe("parseAction", () => {
  it("accepts each action shape", () => {
    const good = [
      { type: "place", x: 1, y: -2, rotation: 3 },
      { type: "place", x: 0, y: 0, rotation: 0, tile: "base-U" },
      { type: "gold", x: -1, y: 1 },
      { type: "meeple", feature: "r1" },
      { type: "pass" },
      { type: "takeGold", x: 0, y: 0 },
    ];
    for (const a of good) expect(game.parseAction(a), JSON.stringify(a)).toEqual(a);
  });

  it("refuses malformed input with bad-action", () => {
    const bad: unknown[] = [
      null,
      undefined,
      0,
      1,
      "pass",
      true,
      [],
      [{ type: "pass" }],
      {},
      { type: "fly" },
      { type: "PASS" },
      { type: 1 },
      { type: "place", x: 1, y: 0 }, // no rotation
      { type: "place", x: "1", y: 0, rotation: 0 },
      { type: "place", x: 1, y: 0, rotation: 4 },
      { type: "place", x: 1, y: 0, rotation: -1 },
      { type: "place", x: 1, y: 0, rotation: 1.5 },
      { type: "place", x: 0.5, y: 0, rotation: 0 },
      { type: "place", x: Number.NaN, y: 0, rotation: 0 },
      { type: "place", x: Number.POSITIVE_INFINITY, y: 0, rotation: 0 },
      { type: "place", x: 100000, y: 0, rotation: 0 },
      { type: "place", x: 1, y: 0, rotation: 0, tile: 5 },
      { type: "place", x: 1, y: 0, rotation: 0, extra: true },
      { type: "meeple" },
      { type: "meeple", feature: 1 },
      { type: "meeple", feature: "x".repeat(1000) },
      { type: "pass", feature: "r1" },
      { type: "gold", x: 1 },
      { type: "takeGold", y: 1 },
    ];
    for (const input of bad) {
      const r = game.parseAction(input);
      expect(r, JSON.stringify(input) ?? String(input)).toMatchObject({ error: true, code: "bad-action" });
      expect(isRuleError(r) && typeof r.message === "string" && r.message.length > 0).toBe(true);
    }
  });

  it("never throws, whatever it is given", () => {
    fc.assert(
      fc.property(
        fc.anything({
          withNullPrototype: true,
          withMap: true,
          withSet: true,
          withBigInt: true,
          withDate: true,
          withTypedArray: true,
          withSparseArray: true,
        }),
        (input) => {
          const r = game.parseAction(input);
          expect(typeof r).toBe("object");
          if (isRuleError(r)) expect(r.code).toBe("bad-action");
        },
      ),
      { numRuns: 1000 },
    );
    // Objects that look like actions but carry junk in every field.
    const junk = fc.oneof(fc.anything(), fc.constantFrom("place", "gold", "meeple", "pass", "takeGold"));
    fc.assert(
      fc.property(
        fc.record(
          {
            type: fc.constantFrom("place", "gold", "meeple", "pass", "takeGold"),
            x: junk,
            y: junk,
            rotation: junk,
            feature: junk,
            tile: junk,
          },
          { requiredKeys: ["type"] },
        ),
        (input) => {
          const r = game.parseAction(input);
          expect(typeof r).toBe("object");
        },
      ),
      { numRuns: 1000 },
    );
  });

  it("a parsed action applied out of place is a RuleError, not an exception", () => {
    const s = game.setup(2, options(), "s", { deck: ["base-U", "base-U"] });
    if (isRuleError(s)) throw new Error(s.code);
    const actions = [
      { type: "place", x: 200, y: -200, rotation: 0 },
      { type: "gold", x: 0, y: 0 },
      { type: "takeGold", x: 0, y: 0 },
      { type: "meeple", feature: "r1" },
      { type: "pass" },
    ];
    for (const a of actions) {
      const parsed = game.parseAction(a);
      if (isRuleError(parsed)) throw new Error(parsed.message);
      for (const seat of [0, 1, 2, -1]) expect(() => game.apply(s, seat, parsed)).not.toThrow();
    }
  });
});
