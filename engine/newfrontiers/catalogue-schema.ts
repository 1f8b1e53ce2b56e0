/**
 * The valibot schema of the whole New Frontiers catalogue (catalogue.json → Catalogue in catalogue-types.ts).
 * Its `vocabulary` section must list exactly the engine's vocabulary (catalogue-vocabulary.ts): a catalogue that
 * names a power effect, timing, filter key, count or condition the engine does not implement is rejected here,
 * and every power in it is checked against the same lists (catalogue-schema-powers.ts).
 */
import * as v from "valibot";
import {
  ALL_POWER_EFFECTS,
  CONDITION_KEYS,
  ENDGAME_BONUS_SCORING,
  FILTER_KEYS,
  GOAL_MEASURES,
  GOODS_TYPES,
  KEYWORDS,
  KIND_COLOURS,
  KINDS,
  PER_COUNTS,
  POWER_ACTIONS,
  POWER_EFFECTS,
  PROVENANCES,
  TIMINGS,
} from "./catalogue-vocabulary.ts";
import { DevelopmentsSchema, HomeColonySchema, NotInCatalogueSchema, WorldSchema } from "./catalogue-schema-tiles.ts";
import {
  ActionTileSchema,
  GameEndSchema,
  GoalSchema,
  GoalsVariantSchema,
  RulesExampleSchema,
  SetupSchema,
  TradePricesSchema,
} from "./catalogue-schema-game.ts";
import { exactly, list, nonNegInt, strict, text, textByKey } from "./catalogue-schema-common.ts";

const n = nonNegInt;

export const VocabularySchema = strict(
  {
    actions: exactly(POWER_ACTIONS, "power action"),
    effects: strict(
      {
        explore: exactly(POWER_EFFECTS.explore, "explore effect"),
        develop: exactly(POWER_EFFECTS.develop, "develop effect"),
        settle: exactly(POWER_EFFECTS.settle, "settle effect"),
        produce: exactly(POWER_EFFECTS.produce, "produce effect"),
        tradeConsume: exactly(POWER_EFFECTS.tradeConsume, "tradeConsume effect"),
      },
      "vocabulary.effects",
    ),
    effectMeaning: textByKey(ALL_POWER_EFFECTS, "vocabulary.effectMeaning"),
    timing: textByKey(TIMINGS, "vocabulary.timing"),
    filterKeys: exactly(FILTER_KEYS, "filter key"),
    perCounts: exactly(PER_COUNTS, "per count"),
    conditionKeys: exactly(CONDITION_KEYS, "condition key"),
    goalMeasures: textByKey(GOAL_MEASURES, "vocabulary.goalMeasures"),
    kinds: exactly(KINDS, "kind"),
    colours: strict(
      // Object.fromEntries types its keys as string; the entries are built from KINDS, so they are exactly these.
      Object.fromEntries(KINDS.map((k) => [k, v.literal(KIND_COLOURS[k])])) as {
        [K in keyof typeof KIND_COLOURS]: v.LiteralSchema<(typeof KIND_COLOURS)[K], undefined>;
      },
      "vocabulary.colours",
    ),
    goods: exactly(GOODS_TYPES, "goods type"),
    keywords: exactly(KEYWORDS, "keyword"),
    provenance: exactly(PROVENANCES, "provenance"),
    endgameBonusScoring: textByKey(ENDGAME_BONUS_SCORING, "vocabulary.endgameBonusScoring"),
  },
  "vocabulary",
);

const provenanceCounts = { total: n, printed: n, adapted: n, designed: n };
export const ProvenanceCountsSchema = strict(provenanceCounts, "counts");

export const CountsSchema = strict(
  {
    worlds: strict(
      {
        ...provenanceCounts,
        byKind: strict({ novelty: n, rare: n, genes: n, alien: n, none: n, variable: n }, "counts.worlds.byKind"),
        military: n,
        twoColonists: n,
      },
      "counts.worlds",
    ),
    homeColonies: ProvenanceCountsSchema,
    fixedSmallDevelopments: ProvenanceCountsSchema,
    variableSmallFaces: ProvenanceCountsSchema,
    largeFaces: ProvenanceCountsSchema,
    goals: ProvenanceCountsSchema,
    actions: strict({ total: n, printed: n, reverseSideDesigned: n }, "counts.actions"),
    allTiles: ProvenanceCountsSchema,
    namesConfirmedInNfSources: strict({ tiles: n, of: n, goals: n, goalsOf: n }, "counts.namesConfirmedInNfSources"),
    powers: ProvenanceCountsSchema,
  },
  "counts",
);

export const CatalogueSchema = strict(
  {
    schema: v.pipe(text, v.regex(/^nf-[a-z]+\/1$/, "only shape version 1 (nf-…/1) is supported")),
    provisional: v.boolean(),
    title: text,
    status: text,
    docs: text,
    provenanceLegend: textByKey(PROVENANCES, "provenanceLegend"),
    sources: v.pipe(v.record(v.string(), strict({ kind: text, ref: text, what: text }, "source")), v.readonly()),
    vocabulary: VocabularySchema,
    adaptationRules: list(strict({ id: text, topic: text, rule: text }, "adaptation rule")),
    counts: CountsSchema,
    tradePrices: TradePricesSchema,
    setup: SetupSchema,
    gameEnd: GameEndSchema,
    actions: list(ActionTileSchema),
    goalsVariant: GoalsVariantSchema,
    goalRule: text,
    goals: list(GoalSchema),
    homeColonies: list(HomeColonySchema),
    worlds: list(WorldSchema),
    developments: DevelopmentsSchema,
    notInCatalogue: list(NotInCatalogueSchema),
    notUsedFromCardBase: list(strict({ name: text, why: text }, "notUsedFromCardBase entry")),
    rulesExamples: list(RulesExampleSchema),
  },
  "catalogue",
);
