/**
 * Types of the non-tile parts of the New Frontiers catalogue: goals, the 7 action tiles, setup, game end, trade
 * prices, the goals variant, the rules worked examples, the `counts` section and the `vocabulary` section as
 * written in catalogue.json. Setup, actions and game end are printed rules (002_5d0b817c3d65cbf4.txt); goals are
 * adapted or designed (catalogue.json `goalsVariant.risk`). Re-exported by catalogue-types.ts.
 */
import type {
  ACTION_TILE_IDS,
  EVERYONE_EFFECTS,
  GAME_END_CONDITIONS,
  KIND_COLOURS,
  SELECTOR_BONUS_EFFECTS,
} from "./catalogue-vocabulary.ts";
import type {
  FilterKey,
  GoalMeasureName,
  Keyword,
  Kind,
  PerCount,
  PowerAction,
  PowerCategory,
  ConditionKey,
  EffectOf,
  Provenance,
  SourceKey,
  TileFilter,
  Timing,
  EndgameBonusScoring,
  GoodsKind,
  GoodsType,
} from "./catalogue-types-powers.ts";

// ---- goals --------------------------------------------------------------------------------------------------

/** What a goal counts (`vocabulary.goalMeasures`). */
export type GoalMeasure =
  | { readonly count: "distinctKeywordsAmongTiles"; readonly keywords: readonly Keyword[] }
  | {
      readonly count: "goodsOnStockpile" | "creditsOnStockpile" | "vpChipValue" | "goodKindsAmongColonies" | "militaryTotal";
    }
  | { readonly count: "tiles" | "colonies"; readonly filter?: TileFilter }
  | { readonly count: "powerCategories"; readonly categories: readonly PowerCategory[] };

export interface MeasureThreshold {
  readonly measure: GoalMeasure;
  readonly atLeast: number;
}

/** Checked at game end: a threshold (one measure or all of several) or "most" (strictly more than each other). */
export type GoalCondition =
  | ({ readonly type: "threshold" } & MeasureThreshold)
  | { readonly type: "threshold"; readonly all: readonly MeasureThreshold[] }
  | { readonly type: "most"; readonly measure: GoalMeasure; readonly minimum: number };

export interface Goal {
  readonly id: string;
  readonly name: string;
  readonly provenance: Provenance;
  readonly source: readonly SourceKey[];
  readonly printedFields?: readonly string[];
  /** The card-game goal it is adapted from. */
  readonly cardGoal?: string;
  readonly condition: GoalCondition;
  /** tieVp: "most" goals tied with the best. */
  readonly reward: { readonly vp: number; readonly tieVp?: number };
  readonly notes?: readonly string[];
  readonly summary: string;
}

// ---- action tiles -------------------------------------------------------------------------------------------

export type ActionTileId = (typeof ACTION_TILE_IDS)[number];
export type SelectorBonusEffect = (typeof SELECTOR_BONUS_EFFECTS)[number];
export type EveryoneEffectName = (typeof EVERYONE_EFFECTS)[number];

/** The selector's own bonus. `timing` here is free rules text, not a `vocabulary.timing` key. */
export type SelectorBonus =
  | {
      readonly effect: "gainCredits" | "gainVP" | "gainColonists" | "costReduction" | "pickExtraWorld";
      readonly amount: number;
      readonly timing?: string;
    }
  | { readonly effect: "produceGood"; readonly amount: number; readonly filter: TileFilter }
  | { readonly effect: "moveToFirstPriority" | "takeTileCredits" }
  | {
      readonly effect: "takeGoal";
      readonly draw: number;
      readonly keep: number;
      readonly keptFaceDown: boolean;
      readonly otherToBottom: boolean;
      readonly provenance: Provenance;
    };

/** What every player does, in priority order starting with the selector. */
export type EveryoneEffect =
  | { readonly effect: "buyDevelopment"; readonly max: number; readonly optional: boolean; readonly rules: readonly string[] }
  | {
      readonly effect: "pickWorld";
      readonly drawFromBag: number;
      readonly pick: number;
      readonly order: string;
      readonly afterwards: string;
      readonly limit: string;
    }
  | {
      readonly effect: "settleOrGainColonists";
      readonly gainColonists: number;
      readonly settleWorlds: number;
      readonly mustDoOne: boolean;
      readonly rules: readonly string[];
    }
  | { readonly effect: "produceAll"; readonly target: string }
  | {
      readonly effect: "tradeThenConsume";
      readonly sellMax: number;
      readonly prices: string;
      readonly consume: string;
      readonly notes: readonly string[];
    };

/** Chart Galactic Goals, the reverse of Retreat into Isolation (goals variant only). */
export interface ActionTileReverse {
  readonly id: "chartGoals";
  readonly name: string;
  readonly provenance: Provenance;
  readonly printedParts: readonly string[];
  readonly everyone: null;
  readonly selectorBonus: readonly SelectorBonus[];
  readonly summary: string;
}

export interface ActionTile {
  readonly id: ActionTileId;
  readonly name: string;
  readonly provenance: Provenance;
  readonly source: readonly SourceKey[];
  readonly side?: string;
  /** null: only the selector acts. */
  readonly everyone: EveryoneEffect | null;
  readonly selectorBonus: readonly SelectorBonus[];
  /** Produce: 1 credit is added to the tile at round end when nobody selected it. */
  readonly roundEnd?: { readonly ifNotSelected: { readonly effect: "addCreditToTile"; readonly amount: number } };
  readonly reverse?: ActionTileReverse;
  readonly summary: string;
}

// ---- setup, game end, prices ----------------------------------------------------------------------------------

export interface Setup {
  readonly provenance: Provenance;
  readonly source: readonly SourceKey[];
  readonly players: { readonly min: number; readonly max: number };
  readonly startingCredits: {
    readonly base: number;
    readonly lastPlayerExtra: number;
    /** Player counts at which the second-to-last player also gets 1 extra. */
    readonly secondToLastExtraWhenPlayers: readonly number[];
    readonly note: string;
  };
  readonly vpPool: { readonly chipsValuePerPlayer: number; readonly denominations: readonly number[]; readonly tenVpChips: string };
  readonly colonistSupply: { readonly perPlayer: number };
  readonly homeColony: { readonly colonistsOnIt: number; readonly windfallHomeStartsWithGood: boolean };
  readonly empireMats: {
    readonly count: number;
    readonly dealt: number;
    readonly firstGame: string;
    readonly laterGames: string;
    readonly discOnMat: string;
  };
  readonly developments: {
    readonly largeTiles: number;
    readonly smallStacks: number;
    /** Copies of each small development by player count ("2".."5"). */
    readonly smallCopiesByPlayers: Readonly<Record<"2" | "3" | "4" | "5", number>>;
    readonly firstGame: string;
    readonly laterGames: string;
  };
  readonly actions: { readonly count: number; readonly firstGame: string; readonly withGoals: string };
  readonly priorityTrack: { readonly rule: string };
  readonly worldBag: {
    readonly tiles: number;
    readonly explore: { readonly drawn: number };
    readonly exploredPlusColoniesLimit: number;
  };
  readonly roundEnd: readonly string[];
  readonly typicalRounds: string;
}

export type GameEndConditionId = (typeof GAME_END_CONDITIONS)[number];

export interface GameEnd {
  readonly provenance: Provenance;
  readonly source: readonly SourceKey[];
  readonly conditions: readonly { readonly id: GameEndConditionId; readonly rule: string }[];
  readonly finish: string;
  readonly scoring: readonly string[];
  readonly tieBreak: string;
}

/** Base sale price in credits by goods kind. */
export type TradePrices = Readonly<Record<GoodsKind, number>> & {
  readonly provenance: Provenance;
  readonly source: readonly SourceKey[];
  readonly rule: string;
  readonly note: string;
};

export interface GoalsVariant {
  readonly provenance: Provenance;
  readonly printedParts: readonly string[];
  readonly designedRules: readonly string[];
  readonly risk: string;
}

/** A worked example from the rules text, for rules tests. */
export interface RulesExample {
  readonly id: string;
  readonly provenance: Provenance;
  readonly source: readonly SourceKey[];
  /** Tile names in play. */
  readonly setup: { readonly tiles: readonly string[]; readonly goodsAvailable?: number };
  readonly play: readonly string[];
  readonly expect: Readonly<Record<string, number | string>>;
}

// ---- documentation sections -----------------------------------------------------------------------------------

export interface SourceRef {
  readonly kind: string;
  readonly ref: string;
  readonly what: string;
}

export interface AdaptationRule {
  readonly id: string;
  readonly topic: string;
  readonly rule: string;
}

export interface ProvenanceCounts {
  readonly total: number;
  readonly printed: number;
  readonly adapted: number;
  readonly designed: number;
}

/** The file's own tallies (tests compare them with the items). allTiles = worlds + homes + developments + goals. */
export interface CatalogueCounts {
  readonly worlds: ProvenanceCounts & {
    readonly byKind: Readonly<Record<Kind, number>>;
    readonly military: number;
    readonly twoColonists: number;
  };
  readonly homeColonies: ProvenanceCounts;
  readonly fixedSmallDevelopments: ProvenanceCounts;
  readonly variableSmallFaces: ProvenanceCounts;
  readonly largeFaces: ProvenanceCounts;
  readonly goals: ProvenanceCounts;
  readonly actions: { readonly total: number; readonly printed: number; readonly reverseSideDesigned: number };
  readonly allTiles: ProvenanceCounts;
  readonly namesConfirmedInNfSources: {
    readonly tiles: number;
    readonly of: number;
    readonly goals: number;
    readonly goalsOf: number;
  };
  readonly powers: ProvenanceCounts;
}

/** The `vocabulary` section as written (its lists must equal the engine's constants; checked at load). */
export interface CatalogueVocabulary {
  readonly actions: readonly PowerAction[];
  readonly effects: { readonly [A in PowerAction]: readonly EffectOf<A>[] };
  readonly effectMeaning: Readonly<Record<EffectOf<PowerAction>, string>>;
  readonly timing: Readonly<Record<Timing, string>>;
  readonly filterKeys: readonly FilterKey[];
  readonly perCounts: readonly PerCount[];
  readonly conditionKeys: readonly ConditionKey[];
  readonly goalMeasures: Readonly<Record<GoalMeasureName, string>>;
  readonly kinds: readonly Kind[];
  readonly colours: typeof KIND_COLOURS;
  readonly goods: readonly GoodsType[];
  readonly keywords: readonly Keyword[];
  readonly provenance: readonly Provenance[];
  readonly endgameBonusScoring: Readonly<Record<EndgameBonusScoring, string>>;
}

// Compile-time ties to the vocabulary lists (see catalogue-types-powers.ts).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
export type GameTypeChecks = [
  Assert<Same<GoalMeasure["count"], GoalMeasureName>>,
  Assert<Same<SelectorBonus["effect"], SelectorBonusEffect>>,
  Assert<Same<EveryoneEffect["effect"], EveryoneEffectName>>,
];
