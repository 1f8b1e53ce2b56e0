/**
 * New Frontiers random playouts with biased policies (fuzz-helpers.ts), so that every end condition of
 * 002_5d0b817c3d65cbf4.txt §Fin del juego is reached — the VP pool emptied, developments over 10 spaces, more than
 * 7 colonies (the colonist supply ends most uniform games, fuzz.test.ts) — each game checked like the uniform ones
 * (fuzz-play.ts). Then proof that the checks can fail: mutated copies of real steps must be caught.
 */
import { describe, expect, it } from "vitest";
import type { GameEvent } from "../../../engine/core/game-module.ts";
import { setColony, withCount, type NfState } from "../../../engine/newfrontiers/state.ts";
import { checkViews } from "./fuzz-checks.ts";
import { builder, clone, CONFIGS, newGame, playout, Rand, settler, vpHungry, type LoggedAction, type Policy } from "./fuzz-helpers.ts";
import { checkState, checkStep } from "./fuzz-invariants.ts";
import { playChecked } from "./fuzz-play.ts";
import { checkDecisionOrder, checkSetup } from "./fuzz-rules.ts";

/** Name, policy, the end condition it aims at, games, the player counts played. */
const ENDS: [string, Policy, string, number, number[]][] = [
  ["VP-hungry", vpHungry, "vpPool", 8, [2, 3, 4, 5]],
  ["builder", builder, "developmentSpaces", 6, [2, 3, 4, 5]],
  ["settler", settler, "colonies", 16, [4, 5]],
];

describe("New Frontiers biased playouts reach every end condition", () => {
  for (const [name, policy, trigger, games, counts] of ENDS)
    it(`${name}: ${games} games keep every invariant; some end by ${trigger}`, () => {
      let hits = 0;
      for (let g = 0; g < games; g++) {
        const configs = CONFIGS.filter((x) => counts.includes(x.players));
        const c = configs[(g * 5) % configs.length]!;
        const run = playChecked(c, `nf-fuzz-${name}-${c.name}-${g}`, policy);
        if (run.final.endTriggers.includes(trigger)) hits++;
      }
      // Seeded, so stable; the colonist supply competes with the aimed condition (about 1 game in 5 for settler).
      expect(hits, `games ended by ${trigger}`).toBeGreaterThanOrEqual(trigger === "colonies" ? 1 : 2);
    }, 30_000);
});

describe("the fuzz checks catch faults", () => {
  const c = CONFIGS.find((x) => x.players === 3 && x.goals)!;
  const steps: { b: NfState; a: NfState; l: LoggedAction; events: GameEvent[] }[] = [];
  const s0 = newGame(c, "nf-fuzz-faults");
  playout(s0, "nf-fuzz-faults", settler, new Rand("faults"), {
    check: (b, a, l, events) => {
      steps.push({ b, a, l, events });
    },
  });
  const step = [...steps].reverse().find((x) => x.a.pending?.kind === "select" && x.a.empires[0]!.colonies.length > 1)!;

  it("the unmutated step passes", () => {
    expect(step).toBeDefined();
    expect(() => checkState(step.a, "original")).not.toThrow();
    expect(() => checkStep(step.b, step.a, step.l, step.events, "original")).not.toThrow();
    expect(() => checkDecisionOrder(step.a, "original")).not.toThrow();
  });

  const faults: [string, (s: NfState) => void][] = [
    [
      "a colonist lost",
      (s) => {
        s.colonistSupply--;
      },
    ],
    [
      "a good from nowhere",
      (s) => {
        s.goodsSupply.rare++;
      },
    ],
    [
      "a VP chip not from the pool",
      (s) => {
        s.empires[0]!.vpChips++;
      },
    ],
    [
      "a world in two places",
      (s) => {
        s.empires[1]!.explored.push(s.bag[0]!);
      },
    ],
    [
      "a world lost",
      (s) => {
        s.bag.pop();
      },
    ],
    [
      "a development copy lost",
      (s) => {
        const k = Object.keys(s.supply)[0]!;
        s.supply = withCount(s.supply, k, s.supply[k]! - 1);
      },
    ],
    [
      "negative credits",
      (s) => {
        s.empires[2]!.credits = -1;
      },
    ],
    [
      "a colony holding another number of colonists",
      (s) => {
        const e = s.empires[0]!;
        const c = e.colonies[1]!;
        setColony(e, c.tile, { ...c, colonists: c.colonists + 1 });
        s.colonistSupply--;
      },
    ],
    [
      "a good of the wrong kind",
      (s) => {
        const col = s.empires[0]!.colonies[0]!;
        const k = col.good === "alien" ? "genes" : "alien";
        if (col.good) s.goodsSupply[col.good]++;
        setColony(s.empires[0]!, col.tile, { ...col, good: k });
        s.goodsSupply[k]--;
      },
    ],
    [
      "ten worlds outside Explore",
      (s) => {
        const e = s.empires[1]!;
        while (e.explored.length + e.colonies.length < 10) e.explored.push(s.bag.pop()!);
      },
    ],
    [
      "a duplicate development",
      (s) => {
        const k = Object.keys(s.supply).find((x) => s.supply[x]! > 0)!;
        s.supply = withCount(s.supply, k, s.supply[k]! - 2);
        const e = s.empires[0]!;
        e.developments = [...e.developments, { tile: k, placedIn: 1 }, { tile: k, placedIn: 1 }];
      },
    ],
    [
      "a broken priority track",
      (s) => {
        s.track[0] = (s.track[0]! + 1) % s.players;
      },
    ],
  ];
  it.each(faults)("checkState catches %s", (_name, mutate) => {
    const s = clone(step.a);
    mutate(s);
    expect(() => checkState(s, "mutated")).toThrow();
  });

  const stepFaults: [string, (s: NfState, e: GameEvent[]) => GameEvent[]][] = [
    [
      "a credit not in the log",
      (s, e) => {
        s.empires[1]!.credits++;
        return e;
      },
    ],
    [
      "VP not in the log",
      (s, e) => {
        s.empires[1]!.vpChips++;
        s.vpPool--;
        return e;
      },
    ],
    [
      "a rewritten log entry",
      (s, e) => {
        s.log[0] = { ...s.log[0]!, round: s.log[0]!.round + 1 };
        return e;
      },
    ],
    ["a missing event", (_s, e) => e.slice(1)],
    [
      "an end trigger without its condition",
      (s, e) => {
        s.endTriggers.push("colonies");
        return e;
      },
    ],
    [
      "the end before the round is over",
      (s, e) => {
        s.endTriggers.push("vpPool");
        s.finished = true;
        const end = { seat: null, key: "finalScoring" as const, args: {}, round: s.round };
        s.log.push(end);
        return [...e, end];
      },
    ],
  ];
  it.each(stepFaults)("checkStep catches %s", (_name, mutate) => {
    const s = clone(step.a);
    const e = mutate(s, clone(step.events));
    expect(() => checkStep(step.b, s, step.l, e, "mutated")).toThrow();
  });

  it("the setup, order and view checks catch faults", () => {
    const s = clone(s0);
    s.empires[0]!.credits += 1;
    expect(() => checkSetup(s, "mutated")).toThrow();
    const t = clone(step.a);
    t.pending = { kind: "select", seat: (t.track[t.selectedCount]! + 1) % t.players };
    expect(() => checkDecisionOrder(t, "mutated")).toThrow();
    const u = clone(step.a);
    (u.empires[0] as unknown as { home: unknown }).home = undefined;
    expect(() => checkViews(u, new Rand("v"), "mutated")).toThrow();
  });
});
