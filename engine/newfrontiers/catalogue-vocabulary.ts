/**
 * The New Frontiers power vocabulary as engine constants: the contract between the tile catalogue and the rules.
 * Every list mirrors one entry of catalogue.json's `vocabulary` section (the load checks that both agree, in
 * catalogue-schema.ts); the vocabulary types at the end of this file are derived from these lists, so rule code
 * can `switch` over them exhaustively. Action names and timings follow the rules text 002_5d0b817c3d65cbf4.txt.
 */

/** The five actions that carry tile powers (Retreat into Isolation and Send Diplomatic Envoys have none). */
export const POWER_ACTIONS = ["explore", "develop", "settle", "produce", "tradeConsume"] as const;

/** Power effects by the action whose resolution uses them (`vocabulary.effects`). */
export const POWER_EFFECTS = {
  explore: ["drawWorlds", "gainCredits", "gainColonists"],
  develop: ["costReduction", "gainCredits", "gainVP", "bankCredit"],
  settle: [
    "military",
    "costReduction",
    "payForMilitary",
    "buyMilitary",
    "consumeForMilitary",
    "drawWorlds",
    "gainCredits",
    "gainColonists",
    "gainVP",
    "settleExtraWorld",
    "replaceColony",
    "replaceThisColony",
    "bankCredit",
  ],
  produce: ["produceGood", "gainCredits", "payToProduce", "takeBankedCredits"],
  tradeConsume: ["tradeBonus", "extraTrade", "consume", "buyVP", "gainVP", "gainCredits", "bonusPerConsumedGood"],
} as const;

/** Every effect name once (the union of POWER_EFFECTS), in first-seen order. */
export const ALL_POWER_EFFECTS: readonly (typeof POWER_EFFECTS)[keyof typeof POWER_EFFECTS][number][] = [
  ...new Set(Object.values(POWER_EFFECTS).flat()),
];

/** When a power applies (`vocabulary.timing`); an absent timing means "default". */
export const TIMINGS = ["default", "afterOwnPicks", "startOfAction", "afterYouDevelop", "afterEachSettle", "ifGoodProducedHere"] as const;

/**
 * The timings each action accepts. The vocabulary's meaning text ties every non-default timing to one action
 * ("Explore: after you picked…", "in this Develop", "in this Settle", "in this Produce").
 */
export const TIMINGS_BY_ACTION = {
  explore: ["default", "afterOwnPicks"],
  develop: ["default", "startOfAction", "afterYouDevelop"],
  settle: ["default", "afterEachSettle"],
  produce: ["default", "ifGoodProducedHere"],
  tradeConsume: ["default"],
} as const;

/** Keys a tile filter may use (`vocabulary.filterKeys`). */
export const FILTER_KEYS = [
  "kind",
  "goods",
  "military",
  "keyword",
  "excludeKind",
  "excludeKeyword",
  "empty",
  "size",
  "thisTile",
  "notThisTile",
  "hasPower",
] as const;

/** What a `per` multiplier (powers) or a bonus line (9-cost developments) counts (`vocabulary.perCounts`). */
export const PER_COUNTS = [
  "colonies",
  "tiles",
  "developments",
  "goodsProducedThisAction",
  "kindsProducedThisAction",
  "militaryTotal",
  "vpChips",
  "namedTile",
  "goodKindsAmongColonies",
] as const;

/** Keys of a power's `condition` (`vocabulary.conditionKeys`); all keys present must hold. */
export const CONDITION_KEYS = ["producedMost", "minDevelopments", "ownsTileWith", "sameKind"] as const;

/** What a goal measures (`vocabulary.goalMeasures`). */
export const GOAL_MEASURES = [
  "distinctKeywordsAmongTiles",
  "goodsOnStockpile",
  "creditsOnStockpile",
  "vpChipValue",
  "goodKindsAmongColonies",
  "tiles",
  "colonies",
  "powerCategories",
  "militaryTotal",
] as const;

/** Categories of the powerCategories goal measure (its meaning text: trade and consume split Trade/Consume). */
export const POWER_CATEGORIES = ["explore", "develop", "settle", "produce", "trade", "consume"] as const;

/** World / colony kinds (`vocabulary.kinds`): the four goods kinds, grey ("none") and Alien Oort Cloud's "variable". */
export const KINDS = ["novelty", "rare", "genes", "alien", "none", "variable"] as const;

/** The four kinds of goods (kinds that have a trade price). */
export const GOODS_KINDS = ["novelty", "rare", "genes", "alien"] as const;

/** Colour printed for each kind (`vocabulary.colours`). */
export const KIND_COLOURS = {
  novelty: "cyan",
  rare: "brown",
  genes: "green",
  alien: "yellow",
  none: "grey",
  variable: "any (chosen)",
} as const;

/** What a colony holds (`vocabulary.goods`): production, windfall (halo) or nothing (grey). */
export const GOODS_TYPES = ["production", "windfall", "none"] as const;

/** Tile keywords (`vocabulary.keywords`). */
export const KEYWORDS = ["Alien", "Imperium", "Rebel", "Uplift", "Terraforming"] as const;

/** Where a value comes from (`vocabulary.provenance`, `provenanceLegend`). */
export const PROVENANCES = ["printed", "adapted", "designed"] as const;

/** How a 9-cost development's "?" table is scored (`vocabulary.endgameBonusScoring`). */
export const ENDGAME_BONUS_SCORING = ["firstMatchPerTile"] as const;

/** Bonus-line counts scored once on their own, not per tile (`vocabulary.endgameBonusScoring.firstMatchPerTile`). */
export const BONUS_COUNTS_SCORED_ALONE = ["militaryTotal", "vpChips", "goodKindsAmongColonies"] as const;

/**
 * Effects on the 7 action tiles (catalogue.json `actions`, printed rules 002_…). They are not tile powers and the
 * file's `vocabulary` does not list them; these lists are read from the `actions` section itself.
 */
export const SELECTOR_BONUS_EFFECTS = [
  "gainCredits",
  "costReduction",
  "pickExtraWorld",
  "gainColonists",
  "takeTileCredits",
  "produceGood",
  "gainVP",
  "moveToFirstPriority",
  "takeGoal",
] as const;

/** What every player does when an action is selected (`actions[].everyone.effect`). */
export const EVERYONE_EFFECTS = ["buyDevelopment", "pickWorld", "settleOrGainColonists", "produceAll", "tradeThenConsume"] as const;

/** The action tiles by id (front faces; the reverse of isolation is chartGoals). */
export const ACTION_TILE_IDS = ["isolation", "develop", "explore", "settle", "produce", "tradeConsume", "envoys"] as const;

/** The four game-end triggers (`gameEnd.conditions[].id`). */
export const GAME_END_CONDITIONS = ["developmentSpaces", "colonies", "colonistSupply", "vpPool"] as const;

// ---- types derived from the lists (re-exported by catalogue-types.ts) ------------------------------------------

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
export type SelectorBonusEffect = (typeof SELECTOR_BONUS_EFFECTS)[number];
export type EveryoneEffectName = (typeof EVERYONE_EFFECTS)[number];
export type ActionTileId = (typeof ACTION_TILE_IDS)[number];
export type GameEndConditionId = (typeof GAME_END_CONDITIONS)[number];
/** A key of catalogue.json `sources` (RULES = 002_…, F1 = card-game data, S1… = NF sources). */
export type SourceKey = string;
