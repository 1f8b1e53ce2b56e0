/**
 * Types of the New Frontiers power vocabulary: filters, `per` counts, conditions, the powers themselves (one
 * discriminated union over action × effect) and the "?" bonus tables of 9-cost developments. Derived from the
 * constant lists in catalogue-vocabulary.ts; the meaning of each field is catalogue.json `vocabulary.effectMeaning`
 * (rules text 002_5d0b817c3d65cbf4.txt for the named powers). Re-exported by catalogue-types.ts.
 */
import type {
  BONUS_COUNTS_SCORED_ALONE,
  CONDITION_KEYS,
  ENDGAME_BONUS_SCORING,
  FILTER_KEYS,
  GOAL_MEASURES,
  GOODS_KINDS,
  GOODS_TYPES,
  KEYWORDS,
  KIND_COLOURS,
  KINDS,
  PER_COUNTS,
  POWER_ACTIONS,
  POWER_CATEGORIES,
  POWER_EFFECTS,
  PROVENANCES,
  TIMINGS,
  TIMINGS_BY_ACTION,
} from "./catalogue-vocabulary.ts";

export type PowerAction = (typeof POWER_ACTIONS)[number];
/** Effects a power of action A may have. */
export type EffectOf<A extends PowerAction> = (typeof POWER_EFFECTS)[A][number];
export type PowerEffect = EffectOf<PowerAction>;
export type Timing = (typeof TIMINGS)[number];
export type TimingOf<A extends PowerAction> = (typeof TIMINGS_BY_ACTION)[A][number];
export type FilterKey = (typeof FILTER_KEYS)[number];
export type PerCount = (typeof PER_COUNTS)[number];
export type ConditionKey = (typeof CONDITION_KEYS)[number];
export type GoalMeasureName = (typeof GOAL_MEASURES)[number];
export type PowerCategory = (typeof POWER_CATEGORIES)[number];
export type Kind = (typeof KINDS)[number];
export type GoodsKind = (typeof GOODS_KINDS)[number];
export type Colour = (typeof KIND_COLOURS)[Kind];
export type GoodsType = (typeof GOODS_TYPES)[number];
export type Keyword = (typeof KEYWORDS)[number];
export type Provenance = (typeof PROVENANCES)[number];
export type EndgameBonusScoring = (typeof ENDGAME_BONUS_SCORING)[number];
export type BonusCountScoredAlone = (typeof BONUS_COUNTS_SCORED_ALONE)[number];
/** A key of catalogue.json `sources` (RULES = 002_…, F1 = card-game data, S1… = NF sources). */
export type SourceKey = string;
export type DevelopmentSize = "small" | "large";

/** A power of some action, optionally a given effect (the hasPower filter, e.g. "owns an Explore power"). */
export type PowerRef = { readonly [A in PowerAction]: { readonly action: A; readonly effect?: EffectOf<A> } }[PowerAction];

/** Which tiles (colonies, developments, explored or settled worlds) a power or count applies to; all keys must hold. */
export interface TileFilter {
  readonly kind?: Kind;
  readonly goods?: GoodsType;
  /** true = military worlds only, false = non-military only. */
  readonly military?: boolean;
  readonly keyword?: Keyword;
  readonly excludeKind?: Kind;
  readonly excludeKeyword?: Keyword;
  /** The colony holds no good. */
  readonly empty?: boolean;
  readonly size?: DevelopmentSize;
  /** Only the tile that carries the power. */
  readonly thisTile?: boolean;
  /** Any tile except the one that carries the power. */
  readonly notThisTile?: boolean;
  readonly hasPower?: PowerRef;
}

/** VP by number of different goods kinds among colonies (a "?" line that replaces a per-count VP). */
export interface GoodKindsTable {
  readonly "1": number;
  readonly "2": number;
  readonly "3": number;
  readonly "4": number;
}

/** What an amount is multiplied by (powers) or what a bonus line counts. */
export type Per =
  | { readonly count: "colonies" | "tiles" | "developments"; readonly filter?: TileFilter }
  | { readonly count: "goodsProducedThisAction" | "kindsProducedThisAction" | "militaryTotal" | "vpChips" }
  | { readonly count: "namedTile"; readonly name: string }
  | { readonly count: "goodKindsAmongColonies"; readonly table?: GoodKindsTable };

/** When a power applies at all; every key present must hold. */
export interface PowerCondition {
  /** You produced strictly more goods of this kind in this Produce than each other player. */
  readonly producedMost?: GoodsKind;
  /** You own at least this many developments. */
  readonly minDevelopments?: number;
  /** You own a tile matching this filter. */
  readonly ownsTileWith?: TileFilter;
  /** replaceColony: the new world has the same kind as the replaced colony. */
  readonly sameKind?: boolean;
}

/** Goods a consume power (or consumeForMilitary) returns to the supply. */
export interface GoodsToConsume {
  readonly kind: GoodsKind | "any";
  /** A number, every good you have ("all") or as many as you choose ("anyNumber"). */
  readonly count: number | "all" | "anyNumber";
  readonly distinctKinds?: boolean;
  /** The reward is given per good consumed, not per batch. */
  readonly rewardPerGood?: boolean;
  /** With rewardPerGood: one good fewer is rewarded (Pilgrimage World). */
  readonly rewardOneFewer?: boolean;
}

export interface ConsumeReward {
  readonly vp?: number;
  readonly credits?: number;
  /** Credits equal to the consumed good's base trade price (tradePrices). */
  readonly tradePrice?: boolean;
}

/** The effect-specific fields of a power, by effect (see `vocabulary.effectMeaning`). */
export interface EffectFields {
  readonly drawWorlds: { readonly amount: number };
  readonly gainCredits: { readonly amount: number; readonly per?: Per; readonly condition?: PowerCondition };
  readonly gainColonists: { readonly amount: number };
  /** filter: which developed / settled tile triggers the chip (with an after… timing). */
  readonly gainVP: { readonly amount: number; readonly filter?: TileFilter };
  readonly costReduction: { readonly amount: number; readonly filter?: TileFilter };
  readonly bankCredit: { readonly amount: number };
  /** amount may be negative; against = only against military worlds matching it. */
  readonly military: {
    readonly amount: number;
    readonly against?: TileFilter;
    readonly per?: Per;
    readonly condition?: PowerCondition;
  };
  readonly payForMilitary: { readonly amount: number; readonly filter: TileFilter };
  readonly buyMilitary: { readonly amount: number; readonly max: number };
  readonly consumeForMilitary: { readonly amount: number; readonly goods: GoodsToConsume };
  readonly settleExtraWorld: { readonly amount: number };
  readonly replaceColony: { readonly amount: number; readonly filter: TileFilter; readonly condition?: PowerCondition };
  readonly replaceThisColony: { readonly filter: TileFilter };
  readonly produceGood: { readonly amount: number; readonly filter: TileFilter };
  readonly payToProduce: { readonly amount: number; readonly filter?: TileFilter };
  readonly takeBankedCredits: Record<never, never>;
  readonly tradeBonus: { readonly amount: number; readonly filter?: TileFilter };
  readonly extraTrade: { readonly amount: number };
  /** repeat = batches one use may take (used as fully as possible); optional = may be skipped. */
  readonly consume: {
    readonly goods: GoodsToConsume;
    readonly reward: ConsumeReward;
    readonly repeat: number;
    readonly optional?: boolean;
  };
  readonly buyVP: { readonly amount: number; readonly max: number; readonly optional?: boolean };
  /** extra: `amount` more VP (once) if you own the tile named `ifOwns`. */
  readonly bonusPerConsumedGood: {
    readonly amount: number;
    readonly extra?: { readonly amount: number; readonly ifOwns: string };
  };
}

/** Fields every power has. */
export interface PowerCommon<A extends PowerAction> {
  readonly action: A;
  /** Absent = "default" (while the action is resolved for you). */
  readonly timing?: TimingOf<A>;
  readonly provenance: Provenance;
  readonly source?: readonly SourceKey[];
  /** English one-line description, shown in tile details. */
  readonly summary: string;
  /** Adaptation rule R12: the card amount before it was reduced by 1. */
  readonly scaledFrom?: number;
}

/** One power of action A with effect E. */
export type PowerOf<A extends PowerAction, E extends EffectOf<A>> = PowerCommon<A> & { readonly effect: E } & EffectFields[E];

/** A tile power: narrow on `action`, then `switch (power.effect)` is exhaustive over that action's effects. */
export type Power = { [A in PowerAction]: { [E in EffectOf<A>]: PowerOf<A, E> }[EffectOf<A>] }[PowerAction];

/** One line of a "?" table: `vp` per counted thing (null: the table in `per` gives the VP). */
export type BonusLine =
  | { readonly vp: number; readonly per: Per; readonly provenance: Provenance }
  | {
      readonly vp: null;
      readonly per: { readonly count: "goodKindsAmongColonies"; readonly table: GoodKindsTable };
      readonly provenance: Provenance;
    };

/** The "?" VP of a 9-cost development. */
export interface EndgameBonus {
  readonly lines: readonly BonusLine[];
  /** false: lines of the printed tile are known to be missing. */
  readonly complete: boolean;
  readonly scoring: EndgameBonusScoring;
  readonly summary?: string;
}

// Compile-time ties between these types and the vocabulary lists: a list entry without a type (or the reverse)
// fails `tsc`.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
export type VocabularyTypeChecks = [
  Assert<Same<keyof EffectFields, PowerEffect>>,
  Assert<Same<keyof TileFilter, FilterKey>>,
  Assert<Same<Per["count"], PerCount>>,
  Assert<Same<keyof PowerCondition, ConditionKey>>,
];
