/**
 * Every kind of pending decision with its legal answers and how an answer applies: the table the game module
 * dispatches on (one entry per `Pending["kind"]`, checked by the type).
 */
import { developDecision } from "./develop.ts";
import { pickDecision } from "./explore.ts";
import { selectDecision } from "./flow.ts";
import { keepGoalDecision, stockpileDecision } from "./goals.ts";
import { oortKindDecision, payToProduceDecision, shortageDecision, windfallDecision } from "./produce.ts";
import { settleDecision } from "./settle.ts";
import { chooseHomeDecision } from "./setup.ts";
import { consumeDecision, tradeDecision } from "./trade.ts";
import type { DecisionTable } from "./turns.ts";
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
