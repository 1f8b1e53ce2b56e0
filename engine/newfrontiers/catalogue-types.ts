/**
 * Types of the New Frontiers tile catalogue, all in one module: each is inferred from its valibot schema in
 * catalogue-schema*.ts (`v.InferOutput`, made deeply read-only by `Frozen`), so the shapes are written once. The
 * vocabulary types come from the engine's lists (catalogue-vocabulary.ts) and the Power union is assembled in
 * catalogue-schema-powers.ts (its schema is built from those lists). Type-only imports: nothing here loads valibot,
 * so the client can use these types with catalogue-data.ts without bundling the schemas.
 * Component counts and kinds follow the rules text 002_5d0b817c3d65cbf4.txt.
 */
import type * as v from "valibot";
import type { Frozen } from "./catalogue-schema-common.ts";
import type {
  BonusLineSchema,
  ConditionSchema,
  ConsumeRewardSchema,
  EndgameBonusSchema,
  FilterSchema,
  GoodKindsTableSchema,
  GoodsToConsumeSchema,
  PerSchema,
  PowerRefSchema,
} from "./catalogue-schema-powers.ts";
import type {
  CardRefSchema,
  DevelopmentsSchema,
  DroppedCardPowerSchema,
  FixedDevelopmentSchema,
  HomeColonySchema,
  LargeFaceSchema,
  LargeTileSchema,
  NotInCatalogueSchema,
  VariableSmallFaceSchema,
  VariableSmallStackSchema,
  WorldSchema,
  WorldSpecialSchema,
} from "./catalogue-schema-tiles.ts";
import type {
  ActionTileSchema,
  EveryoneSchema,
  GameEndSchema,
  GoalConditionSchema,
  GoalMeasureSchema,
  GoalSchema,
  GoalsVariantSchema,
  RulesExampleSchema,
  SelectorBonusSchema,
  SetupSchema,
  TradePricesSchema,
} from "./catalogue-schema-game.ts";
import type { CatalogueSchema, CountsSchema, ProvenanceCountsSchema, VocabularySchema } from "./catalogue-schema.ts";
import type { GoalMeasureName, EveryoneEffectName, SelectorBonusEffect } from "./catalogue-vocabulary.ts";

export type * from "./catalogue-vocabulary.ts";
export type { EffectFields, Power, PowerCommon, PowerOf } from "./catalogue-schema-powers.ts";

type Out<S extends v.GenericSchema> = Frozen<v.InferOutput<S>>;

// ---- powers ---------------------------------------------------------------------------------------------------
/** A power of some action, optionally a given effect (the hasPower filter, e.g. "owns an Explore power"). */
export type PowerRef = Out<typeof PowerRefSchema>;
/** Which tiles (colonies, developments, explored or settled worlds) a power or count applies to; all keys must hold. */
export type TileFilter = Out<typeof FilterSchema>;
/** VP by number of different goods kinds among colonies (a "?" line that replaces a per-count VP). */
export type GoodKindsTable = Out<typeof GoodKindsTableSchema>;
/** What an amount is multiplied by (powers) or what a bonus line counts. */
export type Per = Out<typeof PerSchema>;
/** When a power applies at all; every key present must hold. */
export type PowerCondition = Out<typeof ConditionSchema>;
/** Goods a consume power (or consumeForMilitary) returns to the supply. */
export type GoodsToConsume = Out<typeof GoodsToConsumeSchema>;
export type ConsumeReward = Out<typeof ConsumeRewardSchema>;
/** One line of a "?" table: `vp` per counted thing (null: the table in `per` gives the VP). */
export type BonusLine = Out<typeof BonusLineSchema>;
/** The "?" VP of a 9-cost development. */
export type EndgameBonus = Out<typeof EndgameBonusSchema>;
export type DevelopmentSize = "small" | "large";

// ---- tiles ----------------------------------------------------------------------------------------------------
/** A Race for the Galaxy card a tile is adapted from (cardSource) or resembles (cardAnalogue). */
export type CardRef = Out<typeof CardRefSchema>;
/** A card power with no New Frontiers equivalent (adaptation rule R9). */
export type DroppedCardPower = Out<typeof DroppedCardPowerSchema>;
/** Alien Oort Cloud Factory: its owner chooses its kind (rules text; not a power). */
export type WorldSpecial = Out<typeof WorldSpecialSchema>;
/** A world from the bag: non-military (costs credits) or military (needs military ≥ defense). */
export type World = Out<typeof WorldSchema>;
/** A home colony: one side of an empire mat. */
export type HomeColony = Out<typeof HomeColonySchema>;
/** One of the 8 small developments always in play (never flipped). */
export type FixedDevelopment = Out<typeof FixedDevelopmentSchema>;
/** One face of a double-sided small development stack (slots A–H). */
export type VariableSmallFace = Out<typeof VariableSmallFaceSchema>;
/** One face of a double-sided 9-cost development (slots I–P), worth "?" VP. */
export type LargeFace = Out<typeof LargeFaceSchema>;
export type Development = FixedDevelopment | VariableSmallFace | LargeFace;
export type SmallSlot = VariableSmallFace["slot"];
export type LargeSlot = LargeFace["slot"];
export type Face = LargeFace["face"];
export type VariableSmallStack = Out<typeof VariableSmallStackSchema>;
export type LargeTile = Out<typeof LargeTileSchema>;
export type Developments = Out<typeof DevelopmentsSchema>;
/** A printed tile kept outside the catalogue (Rebel Lords), so an engine can swap it in. */
export type NotInCatalogueTile = Out<typeof NotInCatalogueSchema>;
/** Any tile with an id. */
export type Tile = World | HomeColony | Development;

// ---- goals, action tiles, setup, game end ----------------------------------------------------------------------
/** What a goal counts (`vocabulary.goalMeasures`). */
export type GoalMeasure = Out<typeof GoalMeasureSchema>;
/** Checked at game end: a threshold (one measure or all of several) or "most" (strictly more than each other). */
export type GoalCondition = Out<typeof GoalConditionSchema>;
export type Goal = Out<typeof GoalSchema>;
/** The selector's own bonus. `timing` here is free rules text, not a `vocabulary.timing` key. */
export type SelectorBonus = Out<typeof SelectorBonusSchema>;
/** What every player does, in priority order starting with the selector. */
export type EveryoneEffect = Out<typeof EveryoneSchema>;
export type ActionTile = Out<typeof ActionTileSchema>;
/** Chart Galactic Goals, the reverse of Retreat into Isolation (goals variant only). */
export type ActionTileReverse = NonNullable<ActionTile["reverse"]>;
export type Setup = Out<typeof SetupSchema>;
export type GameEnd = Out<typeof GameEndSchema>;
/** Base sale price in credits by goods kind, with its documentation. */
export type TradePrices = Out<typeof TradePricesSchema>;
export type GoalsVariant = Out<typeof GoalsVariantSchema>;
/** A worked example from the rules text, for rules tests. */
export type RulesExample = Out<typeof RulesExampleSchema>;

// ---- the whole catalogue ----------------------------------------------------------------------------------------
export type ProvenanceCounts = Out<typeof ProvenanceCountsSchema>;
/** The file's own tallies (tests compare them with the items). allTiles = worlds + homes + developments + goals. */
export type CatalogueCounts = Out<typeof CountsSchema>;
/** The `vocabulary` section as written (its lists must equal the engine's constants; checked at load). */
export type CatalogueVocabulary = Out<typeof VocabularySchema>;
/** The whole catalogue (catalogue.json after validation). */
export type Catalogue = Out<typeof CatalogueSchema>;

// Ties between the schemas' discriminators and the vocabulary lists: a list entry without a schema variant (or
// the reverse) fails `tsc`.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
export type VocabularyTypeChecks = [
  Assert<Same<GoalMeasure["count"], GoalMeasureName>>,
  Assert<Same<SelectorBonus["effect"], SelectorBonusEffect>>,
  Assert<Same<EveryoneEffect["effect"], EveryoneEffectName>>,
];
