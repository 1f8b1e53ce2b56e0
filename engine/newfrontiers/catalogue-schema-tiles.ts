/**
 * Valibot schemas of the New Frontiers tiles (types in catalogue-types.ts): worlds, home colonies, the three
 * groups of developments and the tile kept outside the catalogue. Component counts and kinds follow the rules
 * text 002_5d0b817c3d65cbf4.txt; every tile and every power must carry a provenance.
 */
import * as v from "valibot";
import { EndgameBonusSchema, PowersSchema } from "./catalogue-schema-powers.ts";
import {
  ColourSchema,
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
  texts,
} from "./catalogue-schema-common.ts";

export const CardRefSchema = strict({ name: text, set: text, setLabel: text, cost: int, vp: int }, "card reference");

export const DroppedCardPowerSchema = strict({ cardPhase: int, cardCode: text, value: int, reason: text }, "dropped card power");

/** Documentation entries every tile may carry (TileDocs). */
const docEntries = {
  source: SourcesSchema,
  summary: text,
  nameConfirmed: v.boolean(),
  cardSource: v.optional(CardRefSchema),
  cardAnalogue: v.optional(CardRefSchema),
  notes: v.optional(texts),
  printedFields: v.optional(texts),
  designedFields: v.optional(texts),
  inferredFields: v.optional(texts),
  modelledOn: v.optional(text),
  scaledFromLargeCard: v.optional(v.boolean()),
  droppedCardPowers: v.optional(list(DroppedCardPowerSchema)),
};

/** Entries of every tile (TileCore). */
const coreEntries = {
  ...docEntries,
  id: v.pipe(text, v.regex(/^[a-z][a-z0-9-]*$/, "ids are lower-case words joined by -")),
  name: text,
  provenance: ProvenanceSchema,
  keywords: list(KeywordSchema),
  powers: PowersSchema,
};

export const WorldSpecialSchema = strict(
  {
    kindChoice: strict(
      {
        kinds: list(GoodsKindSchema),
        when: text,
        affectsOwnSettle: v.boolean(),
        isPower: v.boolean(),
        greyNotAllowedForReplaceColony: v.boolean(),
      },
      "kindChoice",
    ),
    noTrade: v.boolean(),
  },
  "special",
);

const worldEntries = {
  ...coreEntries,
  tileType: v.literal("world"),
  vp: int,
  colonists: oneOf([1, 2], "colonist count"),
  kind: KindSchema,
  colour: ColourSchema,
  goods: GoodsTypeSchema,
  special: v.optional(WorldSpecialSchema),
};

/** A world: non-military (cost, no defense) or military (defense, no cost). */
export const WorldSchema = v.variant(
  "military",
  [
    strict({ ...worldEntries, military: v.literal(false), cost: nonNegInt, defense: v.null() }, "world"),
    strict({ ...worldEntries, military: v.literal(true), cost: v.null(), defense: nonNegInt }, "world"),
  ],
  (issue) => `world field military must be true or false, received ${issue.received}`,
);

export const HomeColonySchema = strict(
  {
    ...coreEntries,
    tileType: v.literal("homeColony"),
    mat: v.pipe(int, v.minValue(1), v.maxValue(8)),
    side: oneOf(["A", "B"], "side"),
    firstGameSide: v.boolean(),
    military: v.boolean(),
    vp: int,
    kind: KindSchema,
    colour: ColourSchema,
    goods: GoodsTypeSchema,
    startsWithGood: v.boolean(),
    startingColonists: nonNegInt,
    setupCreditsDelta: v.optional(int),
    autoProduce: v.optional(v.boolean()),
  },
  "home colony",
);

const developmentEntries = {
  ...coreEntries,
  tileType: v.literal("development"),
  copies: v.pipe(int, v.minValue(1)),
  cost: nonNegInt,
};
const SmallSlotSchema = oneOf(["A", "B", "C", "D", "E", "F", "G", "H"], "small development slot");
const LargeSlotSchema = oneOf(["I", "J", "K", "L", "M", "N", "O", "P"], "large development slot");
const FaceSchema = oneOf(["A", "B"], "face");

export const FixedDevelopmentSchema = strict(
  { ...developmentEntries, size: v.literal("small"), group: v.literal("fixed"), matSpaces: v.literal(1), vp: int },
  "development",
);

export const VariableSmallFaceSchema = strict(
  {
    ...developmentEntries,
    size: v.literal("small"),
    group: v.literal("variable"),
    slot: SmallSlotSchema,
    face: FaceSchema,
    firstGameFace: v.boolean(),
    matSpaces: v.literal(1),
    vp: int,
  },
  "development",
);

export const LargeFaceSchema = strict(
  {
    ...developmentEntries,
    size: v.literal("large"),
    group: v.literal("large"),
    slot: LargeSlotSchema,
    face: FaceSchema,
    firstGameFace: v.boolean(),
    matSpaces: v.literal(2),
    vp: v.literal("?"),
    endgameBonus: EndgameBonusSchema,
  },
  "development",
);

const stackEntries = {
  copies: v.pipe(int, v.minValue(1)),
  firstGameFace: FaceSchema,
  firstGameFaceProvenance: ProvenanceSchema,
};

export const VariableSmallStackSchema = strict(
  {
    ...stackEntries,
    slot: SmallSlotSchema,
    size: v.literal("small"),
    faces: v.pipe(v.strictTuple([VariableSmallFaceSchema, VariableSmallFaceSchema]), v.readonly()),
  },
  "small development stack",
);

export const LargeTileSchema = strict(
  {
    ...stackEntries,
    slot: LargeSlotSchema,
    size: v.literal("large"),
    matSpaces: v.literal(2),
    faces: v.pipe(v.strictTuple([LargeFaceSchema, LargeFaceSchema]), v.readonly()),
  },
  "large development tile",
);

export const DevelopmentsSchema = strict(
  {
    fixedSmall: list(FixedDevelopmentSchema),
    variableSmall: list(VariableSmallStackSchema),
    large: list(LargeTileSchema),
  },
  "developments",
);

export const NotInCatalogueSchema = strict(
  {
    name: text,
    provenance: ProvenanceSchema,
    source: SourcesSchema,
    size: v.literal("large"),
    cost: nonNegInt,
    vp: v.literal("?"),
    powers: PowersSchema,
    endgameBonus: EndgameBonusSchema,
    why: text,
  },
  "notInCatalogue tile",
);
