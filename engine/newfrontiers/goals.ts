/**
 * The optional Galactic Goals (designed rules, catalogue.json `goalsVariant`, from the printed fragments in
 * 002_… §Preparar): Chart Galactic Goals moves its selector to the front of the priority track, draws 2 goals,
 * keeps 1 face down and puts the other under the stack; at the end of a Trade/Consume turn a player may move goods
 * and credits onto the stockpile mat, where they stay locked and count only for goals. Goal measures for scoring.
 */
import { ruleError } from "../core/game-module.ts";
import type { GoalCondition, GoodsKind } from "./catalogue.ts";
import { log } from "./ledger.ts";
import { baseMilitary, goodKindsAmongColonies, matches, ownedTiles, tileOf } from "./powers.ts";
import { empire, setColony, type NfState } from "./state.ts";
import { endTurn, moveToFront, type ActionRules, type DecisionRules } from "./turns.ts";

export const chartGoalsRules: ActionRules = {
  start(s) {
    const seat = s.current?.selector ?? 0;
    moveToFront(s, seat);
    const goals = s.goalStack.splice(0, 2);
    if (goals.length > 0) s.pending = { kind: "keepGoal", seat, goals };
    else log(s, { seat, key: "noGoalLeft", args: {} });
  },
  beginTurn: () => undefined,
  afterTurns: () => undefined,
};

export const keepGoalDecision: DecisionRules<"keepGoal"> = {
  legal: (s, p) => p.goals.map((goal) => ({ type: "keepGoal", goal })),
  act(s, p, a) {
    if (a.type !== "keepGoal") return ruleError("wrong-decision", "Keep one of the two goals you drew.");
    if (!p.goals.includes(a.goal)) return ruleError("not-drawn", "Keep one of the goals you drew.");
    empire(s, p.seat).goals.push(a.goal);
    s.goalStack.push(...p.goals.filter((g) => g !== a.goal));
    log(s, { seat: p.seat, key: p.goals.length > 1 ? "keepsGoalOtherUnder" : "keepsGoal", args: {} });
    s.pending = null;
    return null;
  },
};

/** Offers the stockpile step at the end of a Trade/Consume turn (goals only); false when there is nothing to do. */
export function stockpileStep(s: NfState, seat: number): boolean {
  const e = empire(s, seat);
  if (!s.options.goals || (e.credits === 0 && !e.colonies.some((c) => c.good !== null))) return false;
  s.pending = { kind: "stockpile", seat };
  return true;
}

export const stockpileDecision: DecisionRules<"stockpile"> = {
  legal(s, p) {
    const e = empire(s, p.seat);
    return [
      { type: "pass" },
      ...e.colonies.filter((c) => c.good !== null).map((c) => ({ type: "stockpile" as const, good: c.tile })),
      ...Array.from({ length: e.credits }, (_, i) => ({ type: "stockpile" as const, credits: i + 1 })),
    ];
  },
  act(s, p, a) {
    const e = empire(s, p.seat);
    if (a.type === "pass") {
      endTurn(s);
      return null;
    }
    if (a.type !== "stockpile" || (a.good === undefined) === (a.credits === undefined))
      return ruleError("wrong-decision", "Move one good or some credits to your stockpile, or finish.");
    if (a.good !== undefined) {
      const c = e.colonies.find((x) => x.tile === a.good);
      if (!c || c.good === null) return ruleError("no-good", "That colony holds no good.");
      e.stockpile.goods.push(c.good);
      log(s, { seat: p.seat, key: "stockpilesGood", args: { tile: c.tile, kind: c.good }, tile: c.tile });
      setColony(e, c.tile, { tile: c.tile, colonists: c.colonists, good: null, placedIn: c.placedIn });
    } else {
      const n = a.credits ?? 0;
      if (n < 1 || n > e.credits) return ruleError("no-credits", `You can stockpile 1 to ${e.credits} credits.`, { n: e.credits });
      e.credits -= n;
      e.stockpile.credits += n;
      log(s, { seat: p.seat, credits: -n, key: "stockpilesCredits", args: { n } });
    }
    if (!stockpileStep(s, p.seat)) endTurn(s);
    return null;
  },
};

/** What a goal measures for an empire (catalogue `vocabulary.goalMeasures`); `oort` = the Oort Cloud's scoring kind. */
export function goalMeasure(s: NfState, seat: number, goal: GoalCondition, oort?: GoodsKind): number[] {
  const e = empire(s, seat);
  const parts = "all" in goal ? goal.all : [goal];
  return parts.map((part) => {
    const m = part.measure;
    switch (m.count) {
      case "distinctKeywordsAmongTiles":
        return new Set(ownedTiles(e).flatMap((o) => o.tile.keywords.filter((k) => m.keywords.includes(k)))).size;
      case "goodsOnStockpile":
        return e.stockpile.goods.length;
      case "creditsOnStockpile":
        return e.stockpile.credits;
      case "vpChipValue":
        return e.vpChips;
      case "goodKindsAmongColonies":
        return goodKindsAmongColonies(e, oort);
      case "tiles":
        return ownedTiles(e).filter((o) => matches(m.filter, o.tile, o.colony, undefined, oort)).length;
      case "colonies":
        return e.colonies.filter((c) => matches(m.filter, tileOf(c.tile), c, undefined, oort)).length;
      case "powerCategories": {
        const cats = new Set<string>();
        for (const o of ownedTiles(e))
          for (const p of o.tile.powers)
            cats.add(p.action !== "tradeConsume" ? p.action : p.effect === "tradeBonus" || p.effect === "extraTrade" ? "trade" : "consume");
        return m.categories.filter((c) => cats.has(c)).length;
      }
      case "militaryTotal":
        return baseMilitary(s, seat);
    }
  });
}
