/**
 * Coverage guard for the power tests: every (action, effect, timing) that a catalogue power uses (allPowers()) and
 * every (action, effect) of the vocabulary (POWER_EFFECTS) must be in the list of kinds the powers-*.test.ts files
 * exercise through `apply`. A new power kind added to the catalogue fails here until a test for it is written
 * and listed below (with the file that proves it).
 */
import { describe, expect, it } from "vitest";
import { allPowers, POWER_EFFECTS } from "../../../engine/newfrontiers/catalogue.ts";
import { powerShape } from "./power-shapes.ts";

/** "action:effect:timing" → the test file that exercises it. */
const EXERCISED: Record<string, string> = {
  "explore:drawWorlds:afterOwnPicks": "powers-explore",
  "explore:gainCredits:default": "powers-explore",
  "explore:gainColonists:default": "powers-explore",
  "explore:gainCredits:afterOwnPicks": "powers-vocabulary",
  "develop:costReduction:default": "powers-develop",
  "develop:gainCredits:startOfAction": "powers-develop",
  "develop:gainCredits:afterYouDevelop": "powers-develop",
  "develop:gainVP:afterYouDevelop": "powers-develop, powers-vocabulary",
  "develop:bankCredit:afterYouDevelop": "powers-develop",
  "settle:military:default": "powers-settle-military",
  "settle:costReduction:default": "powers-settle-other",
  "settle:payForMilitary:default": "powers-settle-military",
  "settle:buyMilitary:default": "powers-settle-military",
  "settle:consumeForMilitary:default": "powers-settle-military",
  "settle:drawWorlds:afterEachSettle": "powers-settle-other",
  "settle:gainCredits:default": "powers-vocabulary",
  "settle:gainCredits:afterEachSettle": "powers-vocabulary",
  "settle:gainColonists:default": "powers-vocabulary",
  "settle:gainColonists:afterEachSettle": "powers-vocabulary",
  "settle:gainVP:default": "powers-vocabulary",
  "settle:gainVP:afterEachSettle": "powers-settle-other",
  "settle:settleExtraWorld:default": "powers-settle-military, powers-settle-other",
  "settle:replaceColony:default": "powers-settle-other",
  "settle:replaceThisColony:default": "powers-settle-other",
  "settle:bankCredit:afterEachSettle": "powers-settle-other",
  "produce:produceGood:default": "powers-produce",
  "produce:gainCredits:default": "powers-produce",
  "produce:gainCredits:ifGoodProducedHere": "powers-produce",
  "produce:payToProduce:default": "powers-produce",
  "produce:takeBankedCredits:default": "powers-produce",
  "tradeConsume:tradeBonus:default": "powers-trade",
  "tradeConsume:extraTrade:default": "powers-vocabulary",
  "tradeConsume:consume:default": "powers-trade",
  "tradeConsume:buyVP:default": "powers-trade",
  "tradeConsume:gainVP:default": "powers-trade",
  "tradeConsume:gainCredits:default": "powers-trade",
  "tradeConsume:bonusPerConsumedGood:default": "powers-trade",
};

const VARIANTS_EXERCISED = new Set([
  "settle:military against",
  "settle:military per",
  "settle:military condition",
  "settle:military negative",
  "produce:gainCredits per colonies",
  "produce:gainCredits per kindsProducedThisAction",
  "produce:gainCredits condition producedMost",
  "produce:gainCredits condition minDevelopments",
  "tradeConsume:consume all",
  "tradeConsume:consume anyNumber",
  "tradeConsume:consume distinct",
  "tradeConsume:consume repeat",
  "tradeConsume:consume optional",
]);

describe("power test coverage", () => {
  it("every (action, effect, timing) used by a catalogue power is exercised", () => {
    const used = new Set(allPowers().map(({ power }) => `${power.action}:${power.effect}:${power.timing ?? "default"}`));
    expect([...used].filter((k) => !(k in EXERCISED))).toEqual([]);
  });

  it("every (action, effect) of the vocabulary is exercised at least once", () => {
    const pairs = Object.entries(POWER_EFFECTS).flatMap(([a, effects]) => effects.map((e) => `${a}:${e}`));
    const done = new Set(Object.keys(EXERCISED).map((k) => k.split(":").slice(0, 2).join(":")));
    expect(pairs.filter((p) => !done.has(p))).toEqual([]);
  });

  it("every special shape of a power kind in the catalogue (filters, per counts, conditions, consume forms) is exercised", () => {
    const shapes = new Set(allPowers().flatMap(({ power }) => powerShape(power) ?? []));
    expect([...shapes].filter((x) => !VARIANTS_EXERCISED.has(x))).toEqual([]);
  });
});
