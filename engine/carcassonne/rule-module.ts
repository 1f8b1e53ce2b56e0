/**
 * Rule modules (design.md: "a typed slice of state + hooks that default to no change"). Expansions and variants
 * plug into the turn at declared points; the order of `RULE_MODULES` is the order hooks run in.
 */
import type { GameEvent, RuleError } from "../core/game-module.ts";
import type { CarcAction } from "./actions.ts";
import type { BoardOptions } from "./options.ts";
import type { CarcState, Phase } from "./state.ts";

/** The state being built by one `apply`, and the events it emits. */
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
  /** Applies one action of the phase: an error, or whether the phase is now over. */
  apply(t: TurnContext, action: CarcAction): RuleError | boolean;
}

export interface RuleModule {
  readonly id: string;
  enabled(o: BoardOptions): boolean;
  /** Adds the module's slice of state and tiles at setup. */
  setup?(s: CarcState): void;
  /** Feature kinds (K_*) meeples may stand on besides roads, cities and monasteries. */
  readonly meepleKinds?: readonly number[];
  /**
   * The meeple step's choices besides passing, when the module owns that step (Star Wars: big meeples, planet
   * attacks); otherwise one `meeple` action per free feature of the tile just placed.
   */
  meepleActions?(s: CarcState): CarcAction[];
  /** Applies a meeple-step choice of the module's own step (not pass): a refusal, or null when done. */
  placeMeeple?(t: TurnContext, seat: number, action: CarcAction): RuleError | null;
  /** Between the meeple step and scoring (Star Wars step 3, battles). */
  beforeScoring?(t: TurnContext): void;
  /** Right after the tile is placed: may open a decision phase. */
  afterPlace?(t: TurnContext): Phase | null;
  /** After the turn's completed features are scored: may open a decision phase. */
  afterScoring?(t: TurnContext, scored: readonly ScoredFeature[]): Phase | null;
  /** End-of-game scoring, in module order. */
  finalScoring?(t: TurnContext): void;
  readonly phases?: Partial<Record<Phase, ModulePhase>>;
}
