/**
 * New Frontiers powers and "?" bonus lines in the reader's language, composed from the catalogue's structured
 * powers (never from its English `summary` strings). Meanings: catalogue.json `vocabulary.effectMeaning` and
 * `vocabulary.timing`; rules text 002_5d0b817c3d65cbf4.txt ("Potestades" and each action's notes: military
 * against Rebel worlds, temporary military from goods, Terraforming Engineers' swap, consume powers used fully).
 * Switches over effects, timings, counts and conditions end in a `never` check (tile-words.ts `unhandled`).
 */
import type {
  BonusLine,
  ConditionKey,
  ConsumeReward,
  GoodKindsTable,
  GoodsToConsume,
  Per,
  Power,
  PowerCondition,
  TileFilter,
} from "../../../../engine/newfrontiers/catalogue-types.ts";
import { tt } from "./i18n-tiles/index.ts";
import { actionName, kindName, mods, sign, unhandled } from "./tile-words.ts";

const credits = (n: number, signed = true): string => tt("credits", { n, s: signed ? sign(n) : String(n) });
const vp = (n: number, signed = true): string => tt("vp", { n, s: signed ? sign(n) : String(n) });
const vpChips = (n: number): string => tt("vpChips", { n, s: sign(n) });
const military = (n: number): string => tt("military", { n, s: sign(n) });

/** A filter made of exactly these keys. */
const only = (f: TileFilter, key: keyof TileFilter): boolean => Object.keys(f).length === 1 && f[key] !== undefined;

/** Conditions in the order they are written; compile-time check that every condition key is listed. */
const CONDITION_ORDER = ["producedMost", "minDevelopments", "ownsTileWith", "sameKind"] as const;
export type EveryConditionListed = [Exclude<ConditionKey, (typeof CONDITION_ORDER)[number]>] extends [never] ? true : never;
const everyConditionListed: EveryConditionListed = true;
void everyConditionListed;

function conditionClause(c: PowerCondition, key: ConditionKey): string | null {
  switch (key) {
    case "producedMost":
      return c.producedMost === undefined ? null : tt("condProducedMost", { kind: kindName(c.producedMost) });
    case "minDevelopments":
      return c.minDevelopments === undefined ? null : tt("condMinDevelopments", { n: c.minDevelopments });
    case "ownsTileWith":
      return c.ownsTileWith === undefined ? null : tt("condOwnsTileWith", mods(c.ownsTileWith));
    case "sameKind":
      return c.sameKind ? tt("condSameKind") : null;
    default:
      return unhandled(key);
  }
}

function withCondition(body: string, c: PowerCondition | undefined): string {
  if (!c) return body;
  const clauses = CONDITION_ORDER.map((k) => conditionClause(c, k)).filter((x): x is string => x !== null);
  const condition = clauses.reduce((a, b) => tt("and", { a, b }));
  return clauses.length ? tt("withCondition", { body, condition }) : body;
}

function tableText(t: GoodKindsTable): string {
  return tt("goodKindsTable", { a: t["1"], b: t["2"], c: t["3"], d: t["4"] });
}

/** What a `per` multiplier counts ("per Rebel colony") or, with its table, the whole goods-kinds line. */
export function perText(per: Per): string {
  switch (per.count) {
    case "colonies":
      return tt("perColonies", mods(per.filter));
    case "tiles":
      return tt("perTiles", mods(per.filter));
    case "developments":
      return tt("perDevelopments", mods(per.filter));
    case "goodsProducedThisAction":
      return tt("perGoodsProduced");
    case "kindsProducedThisAction":
      return tt("perKindsProduced");
    case "militaryTotal":
      return tt("perMilitaryTotal");
    case "vpChips":
      return tt("perVpChips");
    case "namedTile":
      return tt("perNamedTile", { name: per.name });
    case "goodKindsAmongColonies":
      return per.table ? tableText(per.table) : tt("perGoodKinds");
    default:
      return unhandled(per);
  }
}

const withPer = (body: string, per: Per | undefined): string => (per ? tt("withPer", { body, per: perText(per) }) : body);

/** The goods a consume power returns ("2 Novelty goods", "any number of goods of different kinds"). */
function goodsText(g: GoodsToConsume): string {
  const kind = g.kind === "any" ? null : kindName(g.kind);
  const count = g.count;
  if (typeof count === "number") {
    if (g.distinctKinds) return tt("goodsDistinct", { n: count });
    return kind === null ? tt("goodsAnyKind", { n: count }) : tt("goodsOfKind", { n: count, kind });
  }
  switch (count) {
    case "all":
      return kind === null ? tt("goodsAll") : tt("goodsAllOfKind", { kind });
    case "anyNumber":
      if (g.distinctKinds) return tt("goodsAnyNumberDistinct");
      return kind === null ? tt("goodsAnyNumber") : tt("goodsAnyNumberOfKind", { kind });
    default:
      return unhandled(count);
  }
}

export type EveryRewardWritten = [Exclude<keyof ConsumeReward, "vp" | "credits" | "tradePrice">] extends [never] ? true : never;
const everyRewardWritten: EveryRewardWritten = true;
void everyRewardWritten;

function rewardText(r: ConsumeReward, g: GoodsToConsume): string {
  const parts: string[] = [];
  if (r.vp) parts.push(vp(r.vp, false));
  if (r.credits) parts.push(credits(r.credits, false));
  if (r.tradePrice) parts.push(tt("rewardTradePrice"));
  const reward = parts.reduce((a, b) => tt("plus", { a, b }));
  if (!g.rewardPerGood) return reward;
  return tt(g.rewardOneFewer ? "rewardEachOneFewer" : "rewardEach", { reward });
}

/** The effect itself, without the action's name and the timing. */
function effectText(p: Power): string {
  switch (p.effect) {
    case "drawWorlds":
      return tt("drawWorlds", { n: p.amount });
    case "gainCredits":
      return withCondition(withPer(credits(p.amount), p.per), p.condition);
    case "gainColonists":
      return tt("colonists", { n: p.amount, s: sign(p.amount) });
    case "gainVP":
      return vpChips(p.amount);
    case "costReduction":
      return tt(p.action === "develop" ? "costReductionDevelop" : "costReductionSettle", { n: p.amount, ...mods(p.filter) });
    case "bankCredit":
      return tt("bankCredit");
    case "military": {
      const amount = military(p.amount);
      const body = p.against ? tt("militaryAgainst", { amount, ...mods(p.against) }) : amount;
      return withCondition(withPer(body, p.per), p.condition);
    }
    case "payForMilitary":
      return tt(p.amount === 0 ? "payForMilitary" : "payForMilitaryLess", { n: p.amount, ...mods(p.filter) });
    case "buyMilitary":
      return tt("buyMilitary", { n: p.max, s: sign(p.amount) });
    case "consumeForMilitary":
      return tt("consumeForMilitary", { goods: goodsText(p.goods), s: sign(p.amount) });
    case "settleExtraWorld":
      return tt("settleExtraWorld", { n: p.amount });
    case "replaceColony":
      return tt("notASettle", { text: withCondition(tt("replaceColony", { n: p.amount, ...mods(p.filter) }), p.condition) });
    case "replaceThisColony":
      return tt("replaceThisColony", mods(p.filter));
    case "produceGood":
      return tt("produceGood", { n: p.amount, ...mods(p.filter) });
    case "payToProduce":
      return !p.filter || only(p.filter, "thisTile")
        ? tt("payToProduceHere", { n: p.amount })
        : tt("payToProduceOn", { n: p.amount, ...mods(p.filter) });
    case "takeBankedCredits":
      return tt("takeBankedCredits");
    case "tradeBonus": {
      const amount = credits(p.amount);
      const f = p.filter;
      if (!f) return tt("tradeBonusAny", { amount });
      if (only(f, "thisTile")) return tt("tradeBonusHere", { amount });
      if (only(f, "kind") && f.kind) return tt("tradeBonusKind", { amount, kind: kindName(f.kind) });
      return tt("tradeBonusFrom", { amount, ...mods(f) });
    }
    case "extraTrade":
      return tt("extraTrade", { n: p.amount });
    case "consume": {
      const text = tt(p.optional ? "mayConsume" : "consume", { goods: goodsText(p.goods), reward: rewardText(p.reward, p.goods) });
      return p.repeat > 1 ? tt("upToTimes", { text, n: p.repeat }) : text;
    }
    case "buyVP":
      return tt("buyVP", { n: p.max, amount: tt("vpChips", { n: p.amount, s: String(p.amount) }) });
    case "bonusPerConsumedGood": {
      const text = tt("bonusPerConsumedGood", { amount: vp(p.amount) });
      return tt("consumesNothing", { text: p.extra ? tt("bonusExtra", { text, amount: vp(p.extra.amount), name: p.extra.ifOwns }) : text });
    }
    default:
      return unhandled(p);
  }
}

/** When the power applies, as a clause after the effect, or null for the default timing. */
function timingText(p: Power): string | null {
  const timing = p.timing ?? "default";
  const trigger = p.effect === "gainVP" ? p.filter : undefined;
  switch (timing) {
    case "default":
      return null;
    case "afterOwnPicks":
      return tt("timeAfterOwnPicks");
    case "startOfAction":
      return tt("timeStartOfAction");
    case "afterYouDevelop":
      return trigger ? tt("timeAfterYouDevelopMatching", mods(trigger)) : tt("timeAfterYouDevelop");
    case "afterEachSettle":
      return trigger ? tt("timeAfterEachSettleMatching", mods(trigger)) : tt("timeAfterEachSettle");
    case "ifGoodProducedHere":
      return tt("timeIfGoodProducedHere");
    default:
      return unhandled(timing);
  }
}

/** A power as one line: "Settle: +2 military only against military Genes worlds". */
export function powerText(p: Power): string {
  const body = effectText(p);
  const timing = timingText(p);
  return tt("powerLine", { action: actionName(p.action), text: timing === null ? body : tt("withTiming", { body, timing }) });
}

/** One line of a 9-cost development's "?" table: "2 VP per Novelty production colony". */
export function bonusLineText(line: BonusLine): string {
  return line.vp === null ? tableText(line.per.table) : tt("withPer", { body: vp(line.vp, false), per: perText(line.per) });
}
