/**
 * Rule modules (design.md: "a typed slice of state + hooks that default to no change"). Expansions and variants
 * plug into the turn at declared points; a game's definition lists its modules (board-game.ts), and that order is
 * the order hooks run in. A module declares its state slice, its decision phases, its tiles, its scoring and its
 * records; the core runs them without knowing them.
 */
import type { ForcedRandomness, GameEvent, RuleError } from "../core/game-module.ts";
import type { CarcAction } from "./actions.ts";
import type { BoardOptions } from "./options.ts";
import type { BoardEvent } from "./events.ts";
import { appendLog, type CarcState } from "./state.ts";
import type { TileSet } from "./tile-kinds.ts";
import type { ScoreItem } from "./score-item.ts";

/** The state being built by one `apply`, and the events it emits (`emit`). */
export interface TurnContext {
  s: CarcState;
  events: GameEvent[];
}

/** A feature scored this turn: who controlled it and which placed tiles it covers (gold is taken from them). */
export interface ScoredFeature {
  root: number;
  controllers: number[];
  tiles: number[];
}

/** A decision phase a module adds to the turn. */
export interface ModulePhase {
  /** Where the turn resumes once the phase is over. */
  readonly resume: "meeple" | "endTurn";
  actor(s: CarcState): number;
  legal(s: CarcState): CarcAction[];
  /** Applies one action of the phase in place: an error (returned before anything changes), or whether the phase is now over. */
  apply(t: TurnContext, action: CarcAction): RuleError | boolean;
}

/**
 * A module's slice of the state (`CarcState.ext[key]`, its type declared by the module in `ModuleSlices`).
 * Several modules of one game may share a slice (the same object); it is set up and copied once.
 */
export interface StateSlice {
  readonly key: string;
  /** Adds the slice at setup (after the start tile is placed). */
  setup(s: CarcState, forced?: ForcedRandomness): void;
  /** Replaces the slice in a fresh copy of the state (`ext` already shallow-copied) by its own copy. */
  clone(s: CarcState): void;
  /**
   * Bots (determinize.ts): rebuilds the slice from one seat's view (the game's view, module slices under
   * their keys) into `s`, whose board, meeples, phase and log are already rebuilt. Throws on a view no game makes.
   */
  fromView(s: CarcState, view: Readonly<Record<string, unknown>>, meeples: readonly PlacedMeeple[]): void;
}

/** A meeple of a view, with the segment the rebuilt board gives it (determinize.ts). */
export interface PlacedMeeple {
  seat: number;
  seg: number;
  big: boolean;
}

/**
 * A piece a module adds to the meeple step besides meeples (Traders & Builders' builder and pig): placed instead
 * of a meeple, with an action type of its own. Its state lives in its module's slice.
 */
export interface PieceKind {
  /** The action type that places it (declared by the module in `BoardActions`). */
  readonly action: CarcAction["type"];
  /** Where the seat to act may place it now, as actions (none when it may not). */
  actions(s: CarcState): CarcAction[];
  /** Places it in place: a refusal (returned before anything changes), or null when done. */
  place(t: TurnContext, seat: number, action: CarcAction): RuleError | null;
}

export interface RuleModule {
  readonly id: string;
  enabled(o: BoardOptions): boolean;
  readonly slice?: StateSlice;
  /** The module's tile set, shuffled into the supply while the module is enabled (tiles.ts registers it). */
  readonly tileSet?: TileSet;
  /**
   * Tiles (ids, one copy each) taken out of the supply while the module is enabled with these options (a second
   * box of a set played with the first leaves a tile out; a forced deck is used as given).
   */
  removeTiles?(o: BoardOptions): readonly string[];
  /**
   * A start tile (id) replacing the game's while the module is enabled (the first such module wins); the game's own
   * start copy then joins the supply as a normal tile.
   */
  readonly startTile?: string;
  /**
   * Draws the next tile kind from `s.bag` before the core's draw (e.g. its own tiles first), or returns -1 to leave
   * the draw to the core (uniform from the match's PRNG, or the forced deck's order).
   */
  drawTile?(s: CarcState): number;
  /**
   * Draw groups (`TileData.drawGroup`) drawn before every other tile, in this order, each uniformly from the PRNG
   * (a set's first tiles, then its closing tile); groups no enabled module names are drawn with the rest.
   */
  readonly drawOrder?: readonly string[];
  /** Feature kinds (K_*) meeples may stand on besides roads, cities and monasteries. */
  readonly meepleKinds?: readonly number[];
  /**
   * The meeple step's choices besides passing, when the module owns that step (big meeples, planet attacks);
   * otherwise one `meeple` action per free feature of the tile just placed.
   */
  meepleActions?(s: CarcState): CarcAction[];
  /** Pieces placed at the meeple step instead of a meeple (`PieceKind`), offered beside the meeple step's own choices. */
  readonly pieces?: readonly PieceKind[];
  /** Applies a meeple-step choice of the module's own step (not pass) in place: a refusal (returned before anything changes), or null when done. */
  placeMeeple?(t: TurnContext, seat: number, action: CarcAction): RuleError | null;
  /**
   * The segment seat `seat`'s big meeple stands on, or -1 while it is in the supply (meeple-sizes.ts: the core's
   * meeple step offers it, views mark it); a module with it gives each seat one big meeple.
   */
  bigMeeple?(s: CarcState, seat: number): number;
  /** Seat's big meeple now stands on segment `seg` (the core's meeple step placed it). */
  bigPlaced?(s: CarcState, seat: number, seg: number): void;
  /** Meeples of `seats` (one entry per meeple) just left feature `root` for their supplies. */
  meeplesReturned?(s: CarcState, root: number, seats: readonly number[]): void;
  /** Between the meeple step and scoring (battles). */
  beforeScoring?(t: TurnContext): void;
  /** Right after the tile is placed: may open a decision phase (by name). */
  afterPlace?(t: TurnContext): string | null;
  /** After the turn's completed features are scored: may open a decision phase (by name). */
  afterScoring?(t: TurnContext, scored: readonly ScoredFeature[]): string | null;
  /**
   * Every feature (by root) the tile just placed completes, occupied or not, before it is scored (Traders &
   * Builders: whoever completes a city takes its goods).
   */
  completed?(t: TurnContext, root: number): void;
  /**
   * At the end of a turn, before the seat changes: true gives the same seat another tile now (the builder's second
   * tile; the module keeps it to once a turn). Every module with the hook is asked.
   */
  extraTile?(t: TurnContext): boolean;
  /**
   * A feature's points per tile and per emblem as it is scored, complete (in play) or not (at the end), from the
   * game's table or the module before it (Inns & Cathedrals: an inn's road 2 a tile complete and 0 at the end).
   */
  featureRow?(s: CarcState, root: number, complete: boolean, row: Readonly<ScoreRow>): ScoreRow;
  /**
   * Points `seat` scores on top of its item for feature `root`, given the item as made so far (Traders & Builders'
   * pig: one more a city for the field where the seat has its pig); in module order, each seeing the points so far.
   */
  seatBonus?(s: CarcState, root: number, seat: number, item: Readonly<ScoreItem>): number;
  /**
   * How many followers the meeple of `seat` on segment `seg` counts as in a majority, given the count so far
   * (Inns & Cathedrals' large meeple: 2); in module order.
   */
  strength?(s: CarcState, seat: number, seg: number, count: number): number;
  /** End-of-game scoring, in module order. */
  finalScoring?(t: TurnContext): void;
  /** The module's decision phases by name. */
  readonly phases?: Readonly<Record<string, ModulePhase>>;
}

/** Points per tile and per emblem of one feature as it is scored, and what its score items say of why. */
export interface ScoreRow {
  readonly tile: number;
  readonly emblem: number;
  /** Fields the feature's score items carry (a module's own, declared on `ScoreItem`). */
  readonly extra?: Partial<ScoreItem>;
}

/** Writes a record: into the match log, and into the events of the `apply` being run. */
export function emit(t: TurnContext, record: BoardEvent): void {
  t.events.push(record);
  appendLog(t.s, record);
}
