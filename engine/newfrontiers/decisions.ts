/**
 * Every kind of pending decision with its legal answers and how an answer applies: the table (one entry per
 * `PendingKind`, checked by the type) and the dispatch on it, which hands each kind's handler its own variant.
 */
import type { RuleError } from "../core/game-module.ts";
import type { NfAction } from "./actions.ts";
import { developDecision } from "./develop.ts";
import { pickDecision } from "./explore.ts";
import { selectDecision } from "./flow.ts";
import { keepGoalDecision, stockpileDecision } from "./goals.ts";
import { oortKindDecision, payToProduceDecision, shortageDecision, windfallDecision } from "./produce.ts";
import { settleDecision } from "./settle.ts";
import { chooseHomeDecision } from "./setup.ts";
import { consumeDecision, tradeDecision } from "./trade.ts";
import type { NfState } from "./state.ts";
import type { Pending, PendingKind } from "./pending.ts";
import type { DecisionRules, DecisionTable } from "./turns.ts";
import { returnDecision } from "./world-limit.ts";

export const DECISIONS: DecisionTable = {
  chooseHome: chooseHomeDecision,
  select: selectDecision,
  keepGoal: keepGoalDecision,
  develop: developDecision,
  explorePick: pickDecision,
  exploreReturn: returnDecision,
  settle: settleDecision,
  payToProduce: payToProduceDecision,
  windfall: windfallDecision,
  shortage: shortageDecision,
  oortKind: oortKindDecision,
  trade: tradeDecision,
  consume: consumeDecision,
  stockpile: stockpileDecision,
};

/** The legal answers to the pending decision `p` (at least the first `enough` of them, if given; turns.ts). */
export function legalAnswers<K extends PendingKind>(s: NfState, p: Pending<K>, enough?: number): NfAction[] {
  const rules: DecisionRules<K> = DECISIONS[p.kind];
  return rules.legal(s, p, enough);
}

/**
 * Applies answer `a` to the pending decision `p`, in place. Each handler checks the answer before its first write,
 * so a refusal leaves the state untouched (game.ts applyInPlace relies on it).
 */
export function answer<K extends PendingKind>(s: NfState, p: Pending<K>, a: NfAction): RuleError | null {
  const rules: DecisionRules<K> = DECISIONS[p.kind];
  return rules.act(s, p, a);
}
