/**
 * Types of the New Frontiers tile catalogue (catalogue.json, validated by catalogue.ts): worlds, home colonies,
 * developments (8 fixed small, 8 double-sided small stacks, 8 double-sided 9-cost tiles) and the whole catalogue.
 * Component counts and tile kinds follow the rules text 002_5d0b817c3d65cbf4.txt; values carry a provenance
 * (printed / adapted / designed) because the printed values are not available. The power vocabulary lives in
 * catalogue-types-powers.ts and goals, actions, setup and game end in catalogue-types-game.ts; both are re-exported.
 */
import type {
  Colour,
  EndgameBonus,
  GoodsKind,
  GoodsType,
  Keyword,
  Kind,
  Power,
  Provenance,
  SourceKey,
} from "./catalogue-types-powers.ts";
import type {
  ActionTile,
  AdaptationRule,
  CatalogueCounts,
  CatalogueVocabulary,
  GameEnd,
  Goal,
  GoalsVariant,
  RulesExample,
  Setup,
  SourceRef,
  TradePrices,
} from "./catalogue-types-game.ts";

export type * from "./catalogue-types-powers.ts";
export type * from "./catalogue-types-game.ts";

/** A Race for the Galaxy card a tile is adapted from (cardSource) or resembles (cardAnalogue). */
export interface CardRef {
  readonly name: string;
  /** base, tgs, rvi, bow, aa, xi. */
  readonly set: string;
  readonly setLabel: string;
  readonly cost: number;
  readonly vp: number;
}

/** A card power with no New Frontiers equivalent (adaptation rule R9). */
export interface DroppedCardPower {
  readonly cardPhase: number;
  readonly cardCode: string;
  readonly value: number;
  readonly reason: string;
}

/** Documentation carried by every tile: where its values come from (shown in the tile's detail view). */
export interface TileDocs {
  readonly source: readonly SourceKey[];
  /** English one-line description of the whole tile. */
  readonly summary: string;
  /** The name appears in a New Frontiers source. */
  readonly nameConfirmed: boolean;
  readonly cardSource?: CardRef;
  readonly cardAnalogue?: CardRef;
  readonly notes?: readonly string[];
  readonly printedFields?: readonly string[];
  readonly designedFields?: readonly string[];
  readonly inferredFields?: readonly string[];
  readonly modelledOn?: string;
  /** Adaptation rule R12 (a 6-cost "?" card on a small face). */
  readonly scaledFromLargeCard?: boolean;
  readonly droppedCardPowers?: readonly DroppedCardPower[];
}

/** Fields shared by every tile (worlds, home colonies, developments). */
export interface TileCore extends TileDocs {
  /** Stable id: w-… world, h-… home colony, d-… development. */
  readonly id: string;
  readonly name: string;
  readonly provenance: Provenance;
  readonly keywords: readonly Keyword[];
  readonly powers: readonly Power[];
}

/** Alien Oort Cloud Factory: its owner chooses its kind (rules text; not a power). */
export interface WorldSpecial {
  readonly kindChoice: {
    readonly kinds: readonly GoodsKind[];
    readonly when: string;
    readonly affectsOwnSettle: boolean;
    readonly isPower: boolean;
    readonly greyNotAllowedForReplaceColony: boolean;
  };
  /** Its good cannot be sold. */
  readonly noTrade: boolean;
}

interface WorldBase extends TileCore {
  readonly tileType: "world";
  readonly vp: number;
  /** Colonists needed to settle it (adaptation rule R3). */
  readonly colonists: 1 | 2;
  readonly kind: Kind;
  readonly colour: Colour;
  readonly goods: GoodsType;
  readonly special?: WorldSpecial;
}

/** A world from the bag: non-military (costs credits) or military (needs military ≥ defense). */
export type World =
  | (WorldBase & { readonly military: false; readonly cost: number; readonly defense: null })
  | (WorldBase & { readonly military: true; readonly cost: null; readonly defense: number });

/** A home colony: one side of an empire mat. */
export interface HomeColony extends TileCore {
  readonly tileType: "homeColony";
  /** Empire mat 1–8 and its side. */
  readonly mat: number;
  readonly side: "A" | "B";
  readonly firstGameSide: boolean;
  readonly military: boolean;
  readonly vp: number;
  readonly kind: Kind;
  readonly colour: Colour;
  readonly goods: GoodsType;
  readonly startsWithGood: boolean;
  readonly startingColonists: number;
  /** Credits added to (negative: taken from) the owner's starting credits. */
  readonly setupCreditsDelta?: number;
  /** false: the colony does not get a good in Produce by itself (it has a payToProduce power). */
  readonly autoProduce?: boolean;
}

export type SmallSlot = "A" | "B" | "C" | "D" | "E" | "F" | "G" | "H";
export type LargeSlot = "I" | "J" | "K" | "L" | "M" | "N" | "O" | "P";
export type Face = "A" | "B";

interface DevelopmentBase extends TileCore {
  readonly tileType: "development";
  /** Copies in the box (small: the maximum, setup.developments.smallCopiesByPlayers says how many are used). */
  readonly copies: number;
  readonly cost: number;
}

/** One of the 8 small developments always in play (never flipped). */
export interface FixedDevelopment extends DevelopmentBase {
  readonly size: "small";
  readonly group: "fixed";
  readonly matSpaces: 1;
  readonly vp: number;
}

/** One face of a double-sided small development stack (slots A–H). */
export interface VariableSmallFace extends DevelopmentBase {
  readonly size: "small";
  readonly group: "variable";
  readonly slot: SmallSlot;
  readonly face: Face;
  readonly firstGameFace: boolean;
  readonly matSpaces: 1;
  readonly vp: number;
}

/** One face of a double-sided 9-cost development (slots I–P), worth "?" VP. */
export interface LargeFace extends DevelopmentBase {
  readonly size: "large";
  readonly group: "large";
  readonly slot: LargeSlot;
  readonly face: Face;
  readonly firstGameFace: boolean;
  readonly matSpaces: 2;
  readonly vp: "?";
  readonly endgameBonus: EndgameBonus;
}

export type Development = FixedDevelopment | VariableSmallFace | LargeFace;

export interface VariableSmallStack {
  readonly slot: SmallSlot;
  readonly size: "small";
  readonly copies: number;
  readonly faces: readonly [VariableSmallFace, VariableSmallFace];
  readonly firstGameFace: Face;
  readonly firstGameFaceProvenance: Provenance;
}

export interface LargeTile {
  readonly slot: LargeSlot;
  readonly size: "large";
  readonly copies: number;
  readonly matSpaces: 2;
  readonly faces: readonly [LargeFace, LargeFace];
  readonly firstGameFace: Face;
  readonly firstGameFaceProvenance: Provenance;
}

export interface Developments {
  readonly fixedSmall: readonly FixedDevelopment[];
  readonly variableSmall: readonly VariableSmallStack[];
  readonly large: readonly LargeTile[];
}

/** A printed tile kept outside the catalogue (Rebel Lords), so an engine can swap it in. */
export interface NotInCatalogueTile {
  readonly name: string;
  readonly provenance: Provenance;
  readonly source: readonly SourceKey[];
  readonly size: "large";
  readonly cost: number;
  readonly vp: "?";
  readonly powers: readonly Power[];
  readonly endgameBonus: EndgameBonus;
  readonly why: string;
}

/** Any tile with an id. */
export type Tile = World | HomeColony | Development;

/** The whole catalogue (catalogue.json after validation). */
export interface Catalogue {
  /** Shape version, e.g. "nf-provisional/1". */
  readonly schema: string;
  /** true: tile values are not the printed ones (the UI shows "provisional tile values"). */
  readonly provisional: boolean;
  readonly title: string;
  readonly status: string;
  readonly docs: string;
  readonly provenanceLegend: Readonly<Record<Provenance, string>>;
  readonly sources: Readonly<Record<SourceKey, SourceRef>>;
  readonly vocabulary: CatalogueVocabulary;
  readonly adaptationRules: readonly AdaptationRule[];
  readonly counts: CatalogueCounts;
  readonly tradePrices: TradePrices;
  readonly setup: Setup;
  readonly gameEnd: GameEnd;
  readonly actions: readonly ActionTile[];
  readonly goalsVariant: GoalsVariant;
  readonly goalRule: string;
  readonly goals: readonly Goal[];
  readonly homeColonies: readonly HomeColony[];
  readonly worlds: readonly World[];
  readonly developments: Developments;
  readonly notInCatalogue: readonly NotInCatalogueTile[];
  readonly notUsedFromCardBase: readonly { readonly name: string; readonly why: string }[];
  readonly rulesExamples: readonly RulesExample[];
}
