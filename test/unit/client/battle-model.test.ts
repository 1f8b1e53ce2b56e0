/** The dice battle panel's model: which battles are new, dice reasons, round-by-round results, totals, timeline. */
import { describe, expect, it } from "vitest";
import {
  battleRounds,
  battleTotals,
  detached,
  diceReasons,
  newBattles,
  sideName,
  timeline,
} from "../../../client/src/games/carcassonne/battle-model.ts";
import { battlesIn, type Battle } from "../../../engine/carcassonne/star-wars/sw-state.ts";
import { beforeAttack, play, starWars as g } from "./sw-fixtures.ts";

const side = (seat: number, o: Partial<Battle["sides"][number]>) => ({
  seat,
  team: null,
  small: 1,
  big: 0,
  symbol: false,
  dice: 1,
  rolls: [],
  points: 0,
  won: false,
  ...o,
});

/** Rules §3 worked example (asteroid field): red 2 dice, white 1, black (big) 2; white lowest; red and black tie on 4, re-roll, black 6 wins. */
const EXAMPLE: Battle = {
  turn: 9,
  kind: "asteroids",
  feature: { x: 0, y: 0, id: "e1" },
  sides: [
    side(0, {
      small: 1,
      symbol: true,
      dice: 2,
      rolls: [
        [4, 2],
        [3, 1],
      ],
      points: 3,
    }),
    side(3, { small: 1, dice: 1, rolls: [[3]], points: 1 }),
    side(1, {
      small: 0,
      big: 1,
      dice: 2,
      rolls: [
        [1, 4],
        [6, 2],
      ],
      points: 1,
      won: true,
    }),
  ],
};

describe("battle panel model", () => {
  it("shows nothing old on first load, then only battles added since", () => {
    const b = [EXAMPLE, EXAMPLE];
    expect(newBattles(null, b)).toEqual({ seen: 2, fresh: [] });
    expect(newBattles(2, b)).toEqual({ seen: 2, fresh: [] });
    expect(newBattles(1, b)).toEqual({ seen: 2, fresh: [EXAMPLE] });
    expect(newBattles(0, [])).toEqual({ seen: 0, fresh: [] });
    // A shorter list (another match in the same page) only resets the count.
    expect(newBattles(5, b)).toEqual({ seen: 2, fresh: [] });
  });

  it("names a side by its seat, or in the team variant by its team and the seat rolling; copies a battle apart", () => {
    const teams = [{ team: 1, key: "teamEmpire" as const, faction: "empire" as const, seats: [1, 3], score: 0 }];
    const teamName = (key: string) => (key === "teamEmpire" ? "Empire" : "Rebels");
    expect(sideName([], 1, "Ana", teamName)).toBe("Ana");
    expect(sideName(teams, 3, "Ana", teamName)).toBe("Empire (Ana)");
    expect(sideName(teams, 0, "Bo", teamName)).toBe("Bo");
    const copy = detached(EXAMPLE);
    expect(copy).toEqual(EXAMPLE);
    copy.sides[0]!.rolls[0]![0] = 6;
    expect(EXAMPLE.sides[0]!.rolls[0]).toEqual([4, 2]);
  });

  it("explains each side's dice: small meeples, the big one (2), own symbol (+1), capped at 3", () => {
    expect(diceReasons(EXAMPLE.sides[0]!)).toEqual({ small: 1, big: 0, symbol: true, capped: false });
    expect(diceReasons(EXAMPLE.sides[2]!)).toEqual({ small: 0, big: 1, symbol: false, capped: false });
    expect(diceReasons({ small: 1, big: 1, symbol: true, dice: 3 })).toEqual({ small: 1, big: 1, symbol: true, capped: true });
  });

  it("the worked example: white loses round 1, red and black tie on 4 (+1 each), black wins round 2, red gets 2", () => {
    const rounds = battleRounds(EXAMPLE);
    expect(rounds).toHaveLength(2);
    expect(rounds[0]).toMatchObject({ round: 1, top: 4, tie: true });
    expect(rounds[0]!.sides.map((s) => [s.seat, s.best, s.result, s.points])).toEqual([
      [0, 4, "tie", 1],
      [3, 3, "lost", 1],
      [1, 4, "tie", 1],
    ]);
    expect(rounds[0]!.sides[2]!.bestIndex).toBe(1);
    expect(rounds[1]!.sides.map((s) => [s.seat, s.dice, s.result, s.points])).toEqual([
      [0, [3, 1], "lost", 2],
      [1, [6, 2], "won", 0],
    ]);
    expect(rounds[1]!.tie).toBe(false);
    expect(battleTotals(EXAMPLE)).toEqual([
      { seat: 0, ties: 1, lost: 2, won: false, points: 3 },
      { seat: 3, ties: 0, lost: 1, won: false, points: 1 },
      { seat: 1, ties: 1, lost: 0, won: true, points: 1 },
    ]);
  });

  it("agrees with the engine's own record of a planet attack fought with forced dice", () => {
    const s = play(beforeAttack(), 0, { type: "planet", x: 0, y: 1, big: true });
    const battle = battlesIn(g.view(s, null).log)[0]!;
    expect(battle.kind).toBe("planet");
    const rounds = battleRounds(battle);
    expect(rounds.map((r) => r.sides.map((x) => x.dice))).toEqual([
      [[5, 3], [5]],
      [[2, 6], [4]],
    ]);
    expect(rounds.map((r) => r.tie)).toEqual([true, false]);
    for (const t of battleTotals(battle)) {
      const engineSide = battle.sides.find((x) => x.seat === t.seat)!;
      expect(t.points).toBe(engineSide.points);
      expect(t.won).toBe(engineSide.won);
    }
    expect(g.view(s, null).scores).toEqual([1, 2]);
  });

  it("the view carries each battle once: as its log's battle record, not again in the Star Wars slice", () => {
    const v = g.view(play(beforeAttack(), 0, { type: "planet", x: 0, y: 1, big: true }), 0);
    expect(v.log.filter((r) => r.key === "battle")).toHaveLength(1);
    expect(battlesIn(v.log)).toHaveLength(1);
    expect(v.sw).not.toHaveProperty("battles");
    // As the view travels (JSON), each side's rolls appear once: in the record, nowhere else.
    expect(JSON.stringify(v).match(/"rolls"/g)).toHaveLength(battlesIn(v.log)[0]!.sides.length);
  });

  it("animates round by round, or shows everything at once with reduced motion", () => {
    expect(timeline(2, false, 700, 900)).toEqual([
      { at: 0, shown: 0, rolling: true },
      { at: 700, shown: 1, rolling: false },
      { at: 1600, shown: 1, rolling: true },
      { at: 2300, shown: 2, rolling: false },
    ]);
    expect(timeline(3, true)).toEqual([{ at: 0, shown: 3, rolling: false }]);
  });
});
