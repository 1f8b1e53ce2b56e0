/**
 * Valibot schemas of the non-tile parts of the New Frontiers catalogue (types inferred in catalogue-types.ts): goals,
 * the 7 action tiles, setup, game end, trade prices, the goals variant and the rules worked examples. Setup,
 * actions and game end transcribe the printed rules 002_5d0b817c3d65cbf4.txt.
 */
import * as v from "valibot";
import { ACTION_TILE_IDS, GAME_END_CONDITIONS, POWER_CATEGORIES } from "./catalogue-vocabulary.ts";
import { FilterSchema } from "./catalogue-schema-powers.ts";
import {
  KeywordSchema,
  ProvenanceSchema,
  SourcesSchema,
  int,
  list,
  nonNegInt,
  oneOf,
  strict,
  text,
  texts,
} from "./catalogue-schema-common.ts";

function unknownDiscriminator(what: string) {
  return (issue: v.VariantIssue) => `unknown ${what} ${issue.received} (expected ${issue.expected})`;
}

// ---- goals --------------------------------------------------------------------------------------------------

export const GoalMeasureSchema = v.variant(
  "count",
  [
    strict({ count: v.literal("distinctKeywordsAmongTiles"), keywords: list(KeywordSchema) }, "goal measure"),
    strict(
      {
        count: v.picklist(["goodsOnStockpile", "creditsOnStockpile", "vpChipValue", "goodKindsAmongColonies", "militaryTotal"]),
      },
      "goal measure",
    ),
    strict({ count: v.picklist(["tiles", "colonies"]), filter: v.optional(FilterSchema) }, "goal measure"),
    strict({ count: v.literal("powerCategories"), categories: list(oneOf(POWER_CATEGORIES, "power category")) }, "goal measure"),
  ],
  unknownDiscriminator("goal measure"),
);

const thresholdEntries = { measure: GoalMeasureSchema, atLeast: nonNegInt };

/** Two "threshold" shapes (one measure, or `all` of several) share the discriminator; variant tries both. */
export const GoalConditionSchema = v.variant(
  "type",
  [
    strict({ type: v.literal("threshold"), ...thresholdEntries }, "goal condition"),
    strict({ type: v.literal("threshold"), all: v.pipe(list(strict(thresholdEntries, "threshold")), v.minLength(1)) }, "goal condition"),
    strict({ type: v.literal("most"), measure: GoalMeasureSchema, minimum: nonNegInt }, "goal condition"),
  ],
  unknownDiscriminator("goal condition type"),
);

export const GoalSchema = strict(
  {
    id: text,
    name: text,
    provenance: ProvenanceSchema,
    source: SourcesSchema,
    printedFields: v.optional(texts),
    cardGoal: v.optional(text),
    condition: GoalConditionSchema,
    reward: strict({ vp: int, tieVp: v.optional(int) }, "goal reward"),
    notes: v.optional(texts),
    summary: text,
  },
  "goal",
);

// ---- action tiles -------------------------------------------------------------------------------------------

export const SelectorBonusSchema = v.variant(
  "effect",
  [
    strict(
      {
        effect: v.picklist(["gainCredits", "gainVP", "gainColonists", "costReduction", "pickExtraWorld"]),
        amount: int,
        timing: v.optional(text),
      },
      "selector bonus",
    ),
    strict({ effect: v.literal("produceGood"), amount: int, filter: FilterSchema }, "selector bonus"),
    strict({ effect: v.picklist(["moveToFirstPriority", "takeTileCredits"]) }, "selector bonus"),
    strict(
      {
        effect: v.literal("takeGoal"),
        draw: nonNegInt,
        keep: nonNegInt,
        keptFaceDown: v.boolean(),
        otherToBottom: v.boolean(),
        provenance: ProvenanceSchema,
      },
      "selector bonus",
    ),
  ],
  unknownDiscriminator("selector bonus effect"),
);

export const EveryoneSchema = v.variant(
  "effect",
  [
    strict({ effect: v.literal("buyDevelopment"), max: nonNegInt, optional: v.boolean(), rules: texts }, "action"),
    strict(
      {
        effect: v.literal("pickWorld"),
        drawFromBag: nonNegInt,
        pick: nonNegInt,
        order: text,
        afterwards: text,
        limit: text,
      },
      "action",
    ),
    strict(
      {
        effect: v.literal("settleOrGainColonists"),
        gainColonists: nonNegInt,
        settleWorlds: nonNegInt,
        mustDoOne: v.boolean(),
        rules: texts,
      },
      "action",
    ),
    strict({ effect: v.literal("produceAll"), target: text }, "action"),
    strict({ effect: v.literal("tradeThenConsume"), sellMax: nonNegInt, prices: text, consume: text, notes: texts }, "action"),
  ],
  unknownDiscriminator("action effect"),
);

export const ActionTileSchema = strict(
  {
    id: oneOf(ACTION_TILE_IDS, "action tile"),
    name: text,
    provenance: ProvenanceSchema,
    source: SourcesSchema,
    side: v.optional(text),
    everyone: v.nullable(EveryoneSchema),
    selectorBonus: list(SelectorBonusSchema),
    roundEnd: v.optional(
      strict({ ifNotSelected: strict({ effect: v.literal("addCreditToTile"), amount: int }, "roundEnd effect") }, "roundEnd"),
    ),
    reverse: v.optional(
      strict(
        {
          id: v.literal("chartGoals"),
          name: text,
          provenance: ProvenanceSchema,
          printedParts: texts,
          everyone: v.null(),
          selectorBonus: list(SelectorBonusSchema),
          summary: text,
        },
        "reverse",
      ),
    ),
    summary: text,
  },
  "action tile",
);

// ---- setup, game end, prices, examples ----------------------------------------------------------------------

const documented = { provenance: ProvenanceSchema, source: SourcesSchema };

export const SetupSchema = strict(
  {
    ...documented,
    players: strict({ min: nonNegInt, max: nonNegInt }, "players"),
    startingCredits: strict(
      { base: int, lastPlayerExtra: int, secondToLastExtraWhenPlayers: list(nonNegInt), note: text },
      "startingCredits",
    ),
    vpPool: strict({ chipsValuePerPlayer: nonNegInt, denominations: list(nonNegInt), tenVpChips: text }, "vpPool"),
    colonistSupply: strict({ perPlayer: nonNegInt }, "colonistSupply"),
    homeColony: strict({ colonistsOnIt: nonNegInt, windfallHomeStartsWithGood: v.boolean() }, "homeColony"),
    empireMats: strict({ count: nonNegInt, dealt: nonNegInt, firstGame: text, laterGames: text, discOnMat: text }, "empireMats"),
    developments: strict(
      {
        largeTiles: nonNegInt,
        smallStacks: nonNegInt,
        smallCopiesByPlayers: strict({ "2": nonNegInt, "3": nonNegInt, "4": nonNegInt, "5": nonNegInt }, "smallCopiesByPlayers"),
        firstGame: text,
        laterGames: text,
      },
      "setup developments",
    ),
    actions: strict({ count: nonNegInt, firstGame: text, withGoals: text }, "setup actions"),
    priorityTrack: strict({ rule: text }, "priorityTrack"),
    worldBag: strict(
      { tiles: nonNegInt, explore: strict({ drawn: nonNegInt }, "explore"), exploredPlusColoniesLimit: nonNegInt },
      "worldBag",
    ),
    roundEnd: texts,
    typicalRounds: text,
  },
  "setup",
);

export const GameEndSchema = strict(
  {
    ...documented,
    conditions: list(strict({ id: oneOf(GAME_END_CONDITIONS, "game-end condition"), rule: text }, "condition")),
    finish: text,
    scoring: texts,
    tieBreak: text,
  },
  "gameEnd",
);

export const TradePricesSchema = strict(
  { ...documented, rule: text, novelty: nonNegInt, rare: nonNegInt, genes: nonNegInt, alien: nonNegInt, note: text },
  "tradePrices",
);

export const GoalsVariantSchema = strict(
  { provenance: ProvenanceSchema, printedParts: texts, designedRules: texts, risk: text },
  "goalsVariant",
);

export const RulesExampleSchema = strict(
  {
    id: text,
    ...documented,
    setup: strict({ tiles: texts, goodsAvailable: v.optional(nonNegInt) }, "example setup"),
    play: texts,
    expect: v.pipe(v.record(v.string(), v.union([v.number(), v.string()])), v.readonly()),
  },
  "rules example",
);
