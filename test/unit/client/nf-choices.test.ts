/**
 * The New Frontiers client helpers on real engine views: decision groups built from `choices` (settle, consume,
 * nine-world returns, table clicks), prompts for the deciding seat and for everyone else, the log's deltas and
 * the final breakdown, and the lobby's New Frontiers options.
 */
import { describe, expect, it } from "vitest";
import { newFrontiers as g } from "../../../engine/newfrontiers/game.ts";
import type { NfAction } from "../../../engine/newfrontiers/actions.ts";
import type { NfState } from "../../../engine/newfrontiers/state.ts";
import type { NfView } from "../../../engine/newfrontiers/view.ts";
import { isRuleError } from "../../../engine/core/game-module.ts";
import { choiceGroups, returnAction, returnCandidates, tableAction } from "../../../client/src/games/newfrontiers/ui/nf-choices.ts";
import { promptFor } from "../../../client/src/games/newfrontiers/ui/nf-prompt.ts";
import { breakdown, deltasOf, newestFirst } from "../../../client/src/games/newfrontiers/ui/nf-log.ts";
import { logText } from "../../../client/src/games/newfrontiers/ui/nf-say.ts";
import { optionDefs, optionEnabled, optionsToSend } from "../../../client/src/core/lobby.ts";

const DECK = [
  "w-devolved-uplift-race",
  "w-refugee-world",
  "w-artist-settlement",
  "w-gem-world",
  "w-space-port",
  "w-asteroid-belt",
  "w-empath-world",
];

function start(): NfState {
  const o = g.parseOptions({ setup: "firstGame", order: [0, 1], mats: [1, 2] });
  if (isRuleError(o)) throw new Error(o.message);
  const s = g.setup(2, o, "nf-client", { deck: DECK });
  if (isRuleError(s)) throw new Error(s.message);
  return s;
}

function play(s: NfState, seat: number, a: NfAction): NfState {
  const r = g.apply(s, seat, a);
  if (isRuleError(r)) throw new Error(r.message);
  return r.state;
}

/** Explore (0 picks Devolved Uplift Race and Artist Settlement, 1 picks Refugee World), then 1 selects Settle. */
function atSettle(): NfState {
  let s = start();
  s = play(s, 0, { type: "select", action: "explore" });
  s = play(s, 0, { type: "pick", world: "w-devolved-uplift-race" });
  s = play(s, 1, { type: "pick", world: "w-refugee-world" });
  s = play(s, 0, { type: "pick", world: "w-artist-settlement" });
  return play(s, 1, { type: "select", action: "settle" });
}

const names = (seat: number) => ["Ana", "Bo"][seat]!;

describe("decision groups from the engine's legal answers", () => {
  it("Settle: gain 2 colonists, or settle Refugee World for credits; every option is a legal action", () => {
    const v = g.view(atSettle(), 1);
    const groups = choiceGroups(v);
    expect(groups.map((gr) => gr.tile ?? null)).toEqual([null, "w-refugee-world"]);
    expect(groups[0]!.options.map((o) => o.parts[0]!.key)).toEqual(["gainColonists"]);
    expect(groups[1]!.title).toEqual({ key: "settleWorld", args: { name: "Refugee World" } });
    expect(groups[1]!.options.map((o) => o.action)).toEqual([{ type: "settle", world: "w-refugee-world", method: "credits" }]);
    // Refugee World costs 0: the option says so (prices come from the view's quotes)
    expect(v.quotes["settle:w-refugee-world:credits"]).toBe(0);
    expect(groups[1]!.options[0]!.parts[0]).toEqual({ key: "settleFree" });
    const dearer = choiceGroups({ ...v, quotes: { "settle:w-refugee-world:credits": 2 } });
    expect(dearer[1]!.options[0]!.parts[0]).toEqual({ key: "settlePay", args: { n: 2 } });
    expect(groups.flatMap((gr) => gr.options.map((o) => o.action))).toEqual(expect.arrayContaining(v.choices));
    // Not seat 0's decision: nothing to offer there, and spectators get no choices.
    expect(choiceGroups(g.view(atSettle(), 0))).toEqual([]);
    expect(choiceGroups(g.view(atSettle(), null))).toEqual([]);
  });

  it("table clicks map to legal select / pick / develop actions only", () => {
    const v = g.view(start(), 0);
    expect(tableAction(v, "select", "explore")).toEqual({ type: "select", action: "explore" });
    expect(tableAction(v, "select", "chartGoals")).toBeNull();
    expect(tableAction(v, "pick", "w-gem-world")).toBeNull();
    let s = play(start(), 0, { type: "select", action: "explore" });
    expect(tableAction(g.view(s, 0), "pick", "w-gem-world")).toEqual({ type: "pick", world: "w-gem-world" });
    expect(tableAction(g.view(s, 1), "pick", "w-gem-world")).toBeNull();
    s = play(s, 0, { type: "pick", world: "w-gem-world" });
    expect(tableAction(g.view(s, 1), "pick", "w-gem-world")).toBeNull();
  });

  it("consume options are grouped by power with the power's text and the goods as cubes", () => {
    const base = g.view(atSettle(), 1);
    const view: NfView = {
      ...base,
      pending: { kind: "consume", seat: 1 },
      empires: base.empires.map((e, i) =>
        i === 1
          ? {
              ...e,
              colonies: [
                ...e.colonies,
                { tile: "w-gem-world", colonists: 1, good: "novelty", placedIn: 0 },
                { tile: "w-asteroid-belt", colonists: 1, good: "rare", placedIn: 0 },
              ],
            }
          : e,
      ),
      choices: [
        { type: "consume", power: "h-old-earth#1", goods: ["w-gem-world", "w-asteroid-belt"] },
        { type: "skip", power: "h-old-earth#1" },
      ],
    };
    const [group] = choiceGroups(view);
    expect(group!.title).toEqual({ key: "powerOf", args: { name: "Old Earth" } });
    expect(group!.text?.()).toBe("Trade/Consume: consume 2 goods of any kind → 3 VP");
    expect(group!.options[0]!.goods).toEqual(["novelty", "rare"]);
    expect(group!.options[0]!.parts[0]).toEqual({ key: "consumeGoods", args: { list: "Gem World, Asteroid Belt" } });
    expect(group!.options[1]!.parts[0]!.key).toBe("skipPower");
  });

  it("the nine-world return offers the explored worlds and accepts exactly a legal set", () => {
    const base = g.view(atSettle(), 0);
    const view: NfView = {
      ...base,
      pending: { kind: "exploreReturn", seat: 0, count: 1 },
      choices: [
        { type: "returnWorlds", worlds: ["w-artist-settlement"] },
        { type: "returnWorlds", worlds: ["w-devolved-uplift-race"] },
      ],
    };
    expect(returnCandidates(view)).toEqual({ count: 1, worlds: ["w-artist-settlement", "w-devolved-uplift-race"] });
    expect(returnAction(view, ["w-devolved-uplift-race"])).toEqual({ type: "returnWorlds", worlds: ["w-devolved-uplift-race"] });
    expect(returnAction(view, [])).toBeNull();
    expect(returnAction(view, ["w-artist-settlement", "w-devolved-uplift-race"])).toBeNull();
    expect(returnCandidates(base)).toBeNull();
  });
});

describe("prompts", () => {
  it("the deciding seat is told what to do; the other seat and spectators whose decision it is", () => {
    const s = atSettle();
    expect(promptFor(g.view(s, 1), names)).toEqual({ mine: true, label: { key: "doSettle", args: { name: "Bo" } } });
    expect(promptFor(g.view(s, 0), names)).toEqual({ mine: false, label: { key: "waitSettle", args: { name: "Bo" } } });
    expect(promptFor(g.view(s, null), names).label?.key).toBe("waitSettle");
    const second = play(play(play(start(), 0, { type: "select", action: "explore" }), 0, { type: "pick", world: "w-gem-world" }), 1, {
      type: "pick",
      world: "w-space-port",
    });
    expect(promptFor(g.view(second, 0), names).label?.key).toBe("doExplore2");
    expect(promptFor(g.view(second, 1), names).label?.key).toBe("waitExplore2");
  });
});

describe("log and scoring", () => {
  it("log lines come newest first with signed deltas", () => {
    const s = play(atSettle(), 1, { type: "settle", world: "w-refugee-world", method: "credits" });
    const lines = newestFirst(s.log);
    expect(lines[0]!.index).toBe(s.log.length - 1);
    expect(lines.map((l) => logText(l, String))).toContain("settles Refugee World for free");
    expect(deltasOf({ seat: 0, credits: -3, vp: 2, key: "buysNoDevelopment", args: {}, round: 1 }).map((d) => d.text)).toEqual([
      "−3",
      "+2",
    ]);
    expect(newestFirst(s.log, 2)).toHaveLength(2);
  });

  it("the breakdown sums chips, tile VP, bonuses and goals per seat", () => {
    const b = breakdown(
      [
        { seat: 0, points: 3, reason: "chips" },
        { seat: 0, points: 2, reason: "tiles", tile: "h-old-earth" },
        { seat: 1, points: 4, reason: "bonus", tile: "d-galactic-federation" },
        { seat: 1, points: 5, reason: "goal", tile: "g-faction-tolerance" },
      ],
      2,
    );
    expect(b.map((r) => [r.chips, r.tiles, r.bonus, r.goals, r.total])).toEqual([
      [3, 2, 0, 0, 5],
      [0, 0, 4, 5, 9],
    ]);
  });
});

describe("lobby: New Frontiers options", () => {
  it("sends the setup and goals; Galactic Goals only with a later game", () => {
    const goals = optionDefs("newfrontiers").find((d) => d.key === "goals")!;
    expect(optionEnabled(goals, 2, { later: false, goals: true })).toBe(false);
    expect(optionEnabled(goals, 2, { later: true, goals: false })).toBe(true);
    expect(optionsToSend("newfrontiers", 2, undefined)).toEqual({ setup: "firstGame", goals: false });
    expect(optionsToSend("newfrontiers", 3, { later: false, goals: true })).toEqual({ setup: "firstGame", goals: false });
    expect(optionsToSend("newfrontiers", 3, { later: true, goals: true })).toEqual({ setup: "later", goals: true });
    for (const o of [optionsToSend("newfrontiers", 2, { later: true, goals: true }), optionsToSend("newfrontiers", 2, {})])
      expect(isRuleError(g.parseOptions(o))).toBe(false);
  });
});

describe("tile data for the detail view", () => {
  it("the plain military a tile shows", async () => {
    const { militaryOf } = await import("../../../client/src/games/newfrontiers/ui/nf-tile-facts.ts");
    const { tileOf } = await import("../../../engine/newfrontiers/catalogue-data.ts");
    expect(militaryOf(tileOf("d-space-marines")!)).toBe(2);
    expect(militaryOf(tileOf("h-old-earth")!)).toBe(0);
  });
});
