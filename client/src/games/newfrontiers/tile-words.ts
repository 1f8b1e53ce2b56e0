/**
 * The words of New Frontiers tile texts in the reader's language: goods kinds, goods types (production / windfall,
 * rules text 002_5d0b817c3d65cbf4.txt "Asentar"), tile keywords, the five power actions, effect names, provenance
 * labels and their legend, card sets, and the modifiers a tile filter adds to a noun ("military Rebel worlds").
 * Every table is a Record over the vocabulary's union and every switch ends in a `never` check, so a new
 * vocabulary entry fails typecheck until it is translated. Modifiers agree with a singular noun or, for the goals'
 * counts, a plural one. Tile names stay as printed (proper names). Also a tile's facts line (type, kind, goods, cost
 * or defense, size, VP, colonists, keywords) for its detail view.
 */
import type {
  CardRef,
  FilterKey,
  GoodsType,
  Keyword,
  Kind,
  PowerAction,
  PowerEffect,
  PowerRef,
  Provenance,
  Tile,
  TileFilter,
} from "../../../../engine/newfrontiers/catalogue-types.ts";
import { tt, type TileDict } from "./i18n-tiles/index.ts";

type Key = keyof TileDict & string;

/** Fails at compile time when a union member is left unhandled; at run time it names the stray value. */
export function unhandled(x: never): never {
  throw new Error(`unhandled New Frontiers vocabulary entry: ${JSON.stringify(x)}`);
}

/** A signed amount as printed on powers: "+2", "−1" (a minus sign, not a hyphen). */
export const sign = (n: number): string => (n < 0 ? `−${-n}` : `+${n}`);

const KIND: Record<Kind, Key> = {
  novelty: "kindNovelty",
  rare: "kindRare",
  genes: "kindGenes",
  alien: "kindAlien",
  none: "kindNone",
  variable: "kindVariable",
};
const KIND_MOD: Record<Kind, Key> = {
  novelty: "modKindNovelty",
  rare: "modKindRare",
  genes: "modKindGenes",
  alien: "modKindAlien",
  none: "modKindNone",
  variable: "modKindVariable",
};
const GOODS: Record<GoodsType, Key> = { production: "goodsProduction", windfall: "goodsWindfall", none: "goodsNone" };
const GOODS_MOD: Record<GoodsType, Key> = { production: "modGoodsProduction", windfall: "modGoodsWindfall", none: "modGoodsNone" };
const KEYWORD: Record<Keyword, Key> = {
  Alien: "kwAlien",
  Imperium: "kwImperium",
  Rebel: "kwRebel",
  Uplift: "kwUplift",
  Terraforming: "kwTerraforming",
};
const KEYWORD_MOD: Record<Keyword, Key> = {
  Alien: "modKwAlien",
  Imperium: "modKwImperium",
  Rebel: "modKwRebel",
  Uplift: "modKwUplift",
  Terraforming: "modKwTerraforming",
};
const ACTION: Record<PowerAction, Key> = {
  explore: "actExplore",
  develop: "actDevelop",
  settle: "actSettle",
  produce: "actProduce",
  tradeConsume: "actTradeConsume",
};
const EFFECT: Record<PowerEffect, Key> = {
  drawWorlds: "effDrawWorlds",
  gainCredits: "effGainCredits",
  gainColonists: "effGainColonists",
  gainVP: "effGainVP",
  costReduction: "effCostReduction",
  bankCredit: "effBankCredit",
  military: "effMilitary",
  payForMilitary: "effPayForMilitary",
  buyMilitary: "effBuyMilitary",
  consumeForMilitary: "effConsumeForMilitary",
  settleExtraWorld: "effSettleExtraWorld",
  replaceColony: "effReplaceColony",
  replaceThisColony: "effReplaceThisColony",
  produceGood: "effProduceGood",
  payToProduce: "effPayToProduce",
  takeBankedCredits: "effTakeBankedCredits",
  tradeBonus: "effTradeBonus",
  extraTrade: "effExtraTrade",
  consume: "effConsume",
  buyVP: "effBuyVP",
  bonusPerConsumedGood: "effBonusPerConsumedGood",
};
const PROVENANCE: Record<Provenance, Key> = { printed: "provPrinted", adapted: "provAdapted", designed: "provDesigned" };
const LEGEND: Record<Provenance, Key> = { printed: "legendPrinted", adapted: "legendAdapted", designed: "legendDesigned" };
/** Race for the Galaxy sets named by catalogue.json's card references (`CardRef.set`). */
export const CARD_SETS: Readonly<Record<string, Key>> = {
  base: "setBase",
  tgs: "setTgs",
  rvi: "setRvi",
  bow: "setBow",
  aa: "setAa",
  xi: "setXi",
};

export const kindName = (k: Kind): string => tt(KIND[k]);
export const goodsTypeName = (g: GoodsType): string => tt(GOODS[g]);
export const keywordName = (k: Keyword): string => tt(KEYWORD[k]);
export const actionName = (a: PowerAction): string => tt(ACTION[a]);
export const effectName = (e: PowerEffect): string => tt(EFFECT[e]);
export const provenanceLabel = (p: Provenance): string => tt(PROVENANCE[p]);
export const provenanceLegend = (p: Provenance): string => tt(LEGEND[p]);

/** A card reference's set in the reader's language (the set code itself if the catalogue gains a new set). */
export function cardSetName(ref: CardRef): string {
  const key = CARD_SETS[ref.set];
  return key ? tt(key) : ref.set;
}

/** Filter keys that read as adjectives ("empty Novelty windfall"), in the order they are written. */
const ADJECTIVE_KEYS = ["empty", "size", "military", "kind", "goods", "keyword"] as const;
/** Filter keys that read as a qualifier after the noun ("with an Explore power", "(not Alien Technology)"). */
const QUALIFIER_KEYS = ["excludeKind", "excludeKeyword", "hasPower", "thisTile", "notThisTile"] as const;
type Placed = (typeof ADJECTIVE_KEYS)[number] | (typeof QUALIFIER_KEYS)[number];
/** Compile-time: every filter key of the vocabulary is placed in one of the two groups. */
export type EveryFilterKeyPlaced = [Exclude<FilterKey, Placed>] extends [never] ? true : never;
const everyFilterKeyPlaced: EveryFilterKeyPlaced = true;
void everyFilterKeyPlaced;

function hasPowerText(ref: PowerRef): string {
  const action = actionName(ref.action);
  return ref.effect === undefined ? tt("modHasPower", { action }) : tt("modHasPowerEffect", { action, effect: effectName(ref.effect) });
}

/** Adjectives whose plural agreement differs in some language ("fichas Alienígenas", "piese extraterestre"). */
const PLURAL_MOD: Partial<Record<Key, Key>> = {
  modMilitary: "modMilitaryPl",
  modNonMilitary: "modNonMilitaryPl",
  modEmpty: "modEmptyPl",
  modSmall: "modSmallPl",
  modKindNone: "modKindNonePl",
  modGoodsWindfall: "modGoodsWindfallPl",
  modKwAlien: "modKwAlienPl",
  modKwImperium: "modKwImperiumPl",
  modKwRebel: "modKwRebelPl",
};

/** The words one filter key adds to a noun, or null when the filter does not use it (kind and goods together are
 * one phrase, "Novelty production", whose word order is the language's); `plural`: agreeing with a plural noun. */
function modifier(f: TileFilter, key: FilterKey, plural: boolean): string | null {
  const adj = (k: Key): string => tt(plural ? (PLURAL_MOD[k] ?? k) : k);
  switch (key) {
    case "kind":
      if (f.kind === undefined) return null;
      return f.goods === undefined
        ? adj(KIND_MOD[f.kind])
        : tt("modKindAndGoods", { kind: adj(KIND_MOD[f.kind]), goods: adj(GOODS_MOD[f.goods]) });
    case "goods":
      return f.goods === undefined || f.kind !== undefined ? null : adj(GOODS_MOD[f.goods]);
    case "military":
      return f.military === undefined ? null : adj(f.military ? "modMilitary" : "modNonMilitary");
    case "keyword":
      return f.keyword === undefined ? null : adj(KEYWORD_MOD[f.keyword]);
    case "excludeKind":
      return f.excludeKind === undefined ? null : tt("modExcludeKind", { kind: kindName(f.excludeKind) });
    case "excludeKeyword":
      return f.excludeKeyword === undefined ? null : tt("modExcludeKeyword", { keyword: keywordName(f.excludeKeyword) });
    case "empty":
      return f.empty === undefined ? null : adj(f.empty ? "modEmpty" : "modHoldingGood");
    case "size":
      return f.size === undefined ? null : adj(f.size === "large" ? "modLarge" : "modSmall");
    case "thisTile":
      return f.thisTile ? tt("modThisTile") : null;
    case "notThisTile":
      return f.notThisTile ? tt("modNotThisTile") : null;
    case "hasPower":
      return f.hasPower === undefined ? null : hasPowerText(f.hasPower);
    default:
      return unhandled(key);
  }
}

/** Template arguments `adj` and `rel`: a filter's adjectives and qualifiers, each preceded by a space ("" if none);
 * `plural` when the noun they follow is plural (goal counts), singular otherwise (every power template). */
export function mods(f: TileFilter | undefined, plural = false): { adj: string; rel: string } {
  const words = (keys: readonly FilterKey[]) =>
    f
      ? keys
          .map((k) => modifier(f, k, plural))
          .filter((w): w is string => w !== null && w !== "")
          .map((w) => ` ${w}`)
          .join("")
      : "";
  return { adj: words(ADJECTIVE_KEYS), rel: words(QUALIFIER_KEYS) };
}

const TILE_TYPE: Record<Tile["tileType"], Key> = { world: "typeWorld", homeColony: "typeHomeColony", development: "typeDevelopment" };

/** A tile's printed values as short facts: "World", "Kind: Novelty", "Goods: windfall", "Cost: 2", "VP: 1"… */
export function tileFacts(tile: Tile): string[] {
  const out = [tt(TILE_TYPE[tile.tileType])];
  if (tile.tileType !== "development")
    out.push(tt("factKind", { kind: kindName(tile.kind) }), tt("factGoods", { goods: goodsTypeName(tile.goods) }));
  if (tile.tileType === "world") {
    out.push(tile.military ? tt("factDefense", { n: tile.defense }) : tt("factCost", { n: tile.cost }));
    if (tile.military) out.push(tt("factMilitaryWorld"));
  }
  if (tile.tileType === "development") out.push(tt("factCost", { n: tile.cost }), tt(tile.size === "large" ? "factLarge" : "factSmall"));
  out.push(tt("factVp", { vp: tile.vp }));
  if (tile.tileType === "world") out.push(tt("factColonists", { n: tile.colonists }));
  if (tile.tileType === "homeColony") {
    out.push(tt("factColonists", { n: tile.startingColonists }));
    if (tile.setupCreditsDelta) out.push(tt("factStartingCredits", { n: tile.setupCreditsDelta, s: sign(tile.setupCreditsDelta) }));
  }
  if (tile.keywords.length) out.push(tile.keywords.map(keywordName).join(", "));
  return out;
}
