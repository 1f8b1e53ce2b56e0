/**
 * Valibot schemas of the New Frontiers power vocabulary (catalogue.json `vocabulary`; their types are
 * inferred in catalogue-types.ts, except the power union assembled at the end of this file): tile filters, `per` counts, conditions, powers and the "?" bonus tables.
 * A power whose effect, timing, filter key, per count or condition key is not in the vocabulary fails with a
 * message naming the unknown value; catalogue.ts adds the item that carries it.
 */
import * as v from "valibot";
import {
  POWER_ACTIONS,
  POWER_EFFECTS,
  TIMINGS_BY_ACTION,
  ENDGAME_BONUS_SCORING,
  type EffectOf,
  type FilterKey,
  type PowerAction,
  type PowerEffect,
} from "./catalogue-vocabulary.ts";
import {
  GoodsKindSchema,
  GoodsTypeSchema,
  KeywordSchema,
  KindSchema,
  ProvenanceSchema,
  SourcesSchema,
  int,
  list,
  nonNegInt,
  oneOf,
  strict,
  text,
  type Frozen,
} from "./catalogue-schema-common.ts";

/** Messages for a failed discriminator (`action`, `effect`, `count`, …) name the key and the unknown value. */
function unknownDiscriminator(what: string) {
  return (issue: v.VariantIssue) => {
    const at = issue.path?.at(-1);
    const key = String(at?.key ?? "?");
    const input = at?.input;
    const action = typeof input === "object" && input !== null && "action" in input ? input.action : undefined;
    const scope = key === "effect" && typeof action === "string" ? ` for action ${action}` : "";
    return `unknown ${what} ${key} ${issue.received}${scope} (expected ${issue.expected})`;
  };
}

function powerRef<A extends PowerAction>(action: A) {
  return strict({ action: v.literal(action), effect: v.optional(oneOf(POWER_EFFECTS[action], `${action} effect`)) }, "hasPower");
}

export const PowerRefSchema = v.variant(
  "action",
  [powerRef("explore"), powerRef("develop"), powerRef("settle"), powerRef("produce"), powerRef("tradeConsume")],
  unknownDiscriminator("hasPower"),
);

const filterEntries = {
  kind: v.optional(KindSchema),
  goods: v.optional(GoodsTypeSchema),
  military: v.optional(v.boolean()),
  keyword: v.optional(KeywordSchema),
  excludeKind: v.optional(KindSchema),
  excludeKeyword: v.optional(KeywordSchema),
  empty: v.optional(v.boolean()),
  size: v.optional(oneOf(["small", "large"], "size")),
  thisTile: v.optional(v.boolean()),
  notThisTile: v.optional(v.boolean()),
  hasPower: v.optional(PowerRefSchema),
} satisfies Record<FilterKey, v.GenericSchema>;
export const FilterSchema = strict(filterEntries, "filter");

export const GoodKindsTableSchema = strict({ "1": int, "2": int, "3": int, "4": int }, "goodKindsAmongColonies table");

export const PerSchema = v.variant(
  "count",
  [
    strict({ count: v.picklist(["colonies", "tiles", "developments"]), filter: v.optional(FilterSchema) }, "per"),
    strict({ count: v.picklist(["goodsProducedThisAction", "kindsProducedThisAction", "militaryTotal", "vpChips"]) }, "per"),
    strict({ count: v.literal("namedTile"), name: text }, "per"),
    strict({ count: v.literal("goodKindsAmongColonies"), table: v.optional(GoodKindsTableSchema) }, "per"),
  ],
  unknownDiscriminator("per"),
);

export const ConditionSchema = v.pipe(
  strict(
    {
      producedMost: v.optional(GoodsKindSchema),
      minDevelopments: v.optional(nonNegInt),
      ownsTileWith: v.optional(FilterSchema),
      sameKind: v.optional(v.boolean()),
    },
    "condition",
  ),
  v.check((c) => Object.keys(c).length > 0, "a condition needs at least one key"),
);

export const GoodsToConsumeSchema = strict(
  {
    kind: v.union([GoodsKindSchema, v.literal("any")], (i) => `unknown goods kind ${i.received}`),
    count: v.union([v.pipe(int, v.minValue(1)), v.picklist(["all", "anyNumber"])], (i) => `bad goods count ${i.received}`),
    distinctKinds: v.optional(v.boolean()),
    rewardPerGood: v.optional(v.boolean()),
    rewardOneFewer: v.optional(v.boolean()),
  },
  "goods",
);

export const ConsumeRewardSchema = v.pipe(
  strict({ vp: v.optional(int), credits: v.optional(int), tradePrice: v.optional(v.boolean()) }, "reward"),
  v.check((r) => Object.keys(r).length > 0, "a reward needs vp, credits or tradePrice"),
);

const amount = int;
const count = nonNegInt;

/** The effect-specific entries of each effect (EffectFields below is inferred from them). */
const EFFECT_ENTRIES = {
  drawWorlds: { amount },
  gainCredits: { amount, per: v.optional(PerSchema), condition: v.optional(ConditionSchema) },
  gainColonists: { amount },
  gainVP: { amount, filter: v.optional(FilterSchema) },
  costReduction: { amount, filter: v.optional(FilterSchema) },
  bankCredit: { amount },
  military: {
    amount,
    against: v.optional(FilterSchema),
    per: v.optional(PerSchema),
    condition: v.optional(ConditionSchema),
  },
  payForMilitary: { amount, filter: FilterSchema },
  buyMilitary: { amount, max: count },
  consumeForMilitary: { amount, goods: GoodsToConsumeSchema },
  settleExtraWorld: { amount },
  replaceColony: { amount, filter: FilterSchema, condition: v.optional(ConditionSchema) },
  replaceThisColony: { filter: FilterSchema },
  produceGood: { amount, filter: FilterSchema },
  payToProduce: { amount, filter: v.optional(FilterSchema) },
  takeBankedCredits: {},
  tradeBonus: { amount, filter: v.optional(FilterSchema) },
  extraTrade: { amount },
  consume: {
    goods: GoodsToConsumeSchema,
    reward: ConsumeRewardSchema,
    repeat: v.pipe(int, v.minValue(1)),
    optional: v.optional(v.boolean()),
  },
  buyVP: { amount, max: count, optional: v.optional(v.boolean()) },
  bonusPerConsumedGood: { amount, extra: v.optional(strict({ amount, ifOwns: text }, "extra")) },
} satisfies Record<PowerEffect, v.ObjectEntries>;

/** The entries every power of `action` has (PowerCommon below is inferred from them). */
function commonEntries<A extends PowerAction>(action: A) {
  return {
    action: v.literal(action),
    timing: v.optional(
      v.picklist(TIMINGS_BY_ACTION[action], (i) => `unknown timing ${i.received} for ${action} powers (expected ${i.expected})`),
    ),
    provenance: ProvenanceSchema,
    source: v.optional(SourcesSchema),
    summary: text,
    scaledFrom: v.optional(int),
  };
}

function powerOption<A extends PowerAction>(action: A, effect: EffectOf<A>) {
  return strict({ ...commonEntries(action), effect: v.literal(effect), ...EFFECT_ENTRIES[effect] }, "power");
}

/**
 * A power: a variant on `action`, then on `effect` (only the effects the vocabulary lists for that action).
 * Built by mapping over the vocabulary lists, which valibot's types cannot follow: its output type is the Power
 * union assembled below from the inferred entries, and this is the one cast that says so.
 */
export const PowerSchema = v.variant(
  "action",
  POWER_ACTIONS.map((a) =>
    v.variant("effect", POWER_EFFECTS[a].map((e: EffectOf<typeof a>) => powerOption(a, e)) as v.VariantOptions<"effect">),
  ) as v.VariantOptions<"action">,
  unknownDiscriminator("power"),
) as unknown as v.GenericSchema<unknown, Power>;

export const PowersSchema = list(PowerSchema);

export const BonusLineSchema = v.variant(
  "vp",
  [
    strict(
      {
        vp: v.null(),
        per: strict({ count: v.literal("goodKindsAmongColonies"), table: GoodKindsTableSchema }, "per"),
        provenance: ProvenanceSchema,
      },
      "bonus line",
    ),
    strict({ vp: int, per: PerSchema, provenance: ProvenanceSchema }, "bonus line"),
  ],
  unknownDiscriminator("bonus line"),
);

export const EndgameBonusSchema = strict(
  {
    lines: v.pipe(list(BonusLineSchema), v.minLength(1)),
    complete: v.boolean(),
    scoring: oneOf(ENDGAME_BONUS_SCORING, "endgame bonus scoring"),
    summary: v.optional(text),
  },
  "endgameBonus",
);

// ---- the power types ------------------------------------------------------------------------------------------
// PowerSchema is built by mapping over the vocabulary lists, so v.InferOutput cannot name its variants; the union
// is assembled here (action × effect) from the types valibot infers for each effect's and action's entries.

type EntriesOutput<E extends v.ObjectEntries> = v.InferOutput<v.StrictObjectSchema<E, undefined>>;

/** The effect-specific fields of a power, by effect (see `vocabulary.effectMeaning`). */
export type EffectFields = Frozen<{ [E in PowerEffect]: EntriesOutput<(typeof EFFECT_ENTRIES)[E]> }>;

/** Fields every power of action A has (timing absent = "default"; summary = English one-line description). */
export type PowerCommon<A extends PowerAction> = Frozen<EntriesOutput<ReturnType<typeof commonEntries<A>>>>;

/** One power of action A with effect E. */
export type PowerOf<A extends PowerAction, E extends EffectOf<A>> = PowerCommon<A> & { readonly effect: E } & EffectFields[E];

/** A tile power: narrow on `action`, then `switch (power.effect)` is exhaustive over that action's effects. */
export type Power = { [A in PowerAction]: { [E in EffectOf<A>]: PowerOf<A, E> }[EffectOf<A>] }[PowerAction];
