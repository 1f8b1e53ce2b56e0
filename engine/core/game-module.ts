/**
 * The engine contract every game implements (design.md §"The engine contract").
 * A game is a plain object of pure functions over plain-JSON state: same seed + same actions ⇒ same state.
 */
import type { LobbyOptions } from "./lobby-options.ts";

/**
 * A typed refusal of user input. `apply` returns it instead of throwing, and changes nothing. Clients show it
 * translated from `code` and `args`; `message` is the English sentence for logs, tools and API users.
 */
export interface RuleError {
  readonly error: true;
  /** Stable machine-readable code, e.g. `not-your-turn`, `edge-mismatch`: the key of its translated message. */
  readonly code: string;
  /** An English sentence (API users, logs); never parsed by a client. */
  readonly message: string;
  /** The values the translated message names (a tile id, a count); absent when it names none. */
  readonly args?: Readonly<Record<string, string | number>>;
}

export function ruleError(code: string, message: string, args?: Readonly<Record<string, string | number>>): RuleError {
  return args ? { error: true, code, message, args } : { error: true, code, message };
}

export function isRuleError(value: unknown): value is RuleError {
  return typeof value === "object" && value !== null && (value as { error?: unknown }).error === true;
}

/**
 * One structured, translatable record of something that happened (design.md: "Everything a player reads comes
 * from { key, args } records rendered by the client's translations"). Each game narrows it to a union typed per
 * key; the engine never writes prose for players.
 */
export interface LogRecord<K extends string = string, A extends object = object> {
  readonly key: K;
  readonly args: A;
}

/** Something that happened while applying an action; public. */
export type GameEvent = LogRecord;

/**
 * The common header every game's view carries, so the match server, the client shell and the embed widget read
 * who must act and how the match stands without knowing the game.
 */
export interface ViewHeader {
  /** The game's id (`GameModule.id`). */
  readonly game: string;
  /** The seat viewing, null for a spectator. */
  readonly seat: number | null;
  /** Seats that must act now (empty once finished). */
  readonly toAct: readonly number[];
  readonly finished: boolean;
  /** Points per seat as they stand (final once finished). */
  readonly scores: readonly number[];
  /** Seats with the best result once finished (shared wins are possible); empty while running. */
  readonly winners: readonly number[];
  /**
   * Once finished, where the end-of-game records (final scoring, game over) begin in the view's `log`: the action
   * that ended the game appended them, yet nobody chose them, so a bot's move does not claim them (the log's bot
   * marks stop here). Absent while running and in views without a log.
   */
  readonly endLog?: number;
}

/** Final or running standing of a match. */
export interface GameResult {
  finished: boolean;
  scores: number[];
  /** Seats with the best score once finished (shared wins are possible); empty while running. */
  winners: number[];
  /** Every labelled score item so far, in the order scored. */
  items: LabelledScore[];
}

/** One explained award of points (design.md: `{ seat, points, reason, feature, tiles, emblems }`). */
export interface LabelledScore {
  seat: number;
  points: number;
  reason: string;
}

export interface Applied<State> {
  state: State;
  events: GameEvent[];
}

/** Test-only inputs that replace randomness (forced tile order, forced dice). Never accepted from a live client. */
export interface ForcedRandomness {
  deck?: string[];
  dice?: number[];
}

export interface GameModule<State, Action, View extends ViewHeader, Options> {
  readonly id: string;
  readonly name: string;
  readonly minPlayers: number;
  readonly maxPlayers: number;
  /** Where the game's data is not the verified printed one, what it is (shown in the game's info). */
  readonly dataNote?: string;
  /**
   * The version of the state's JSON shape: raise it whenever the shape changes. The match server stores it with
   * every snapshot and rebuilds a match from its action log when a stored snapshot has another version.
   */
  readonly stateVersion: number;
  /** The choices the lobby offers and link previews name (the game's lobby-options.ts). */
  readonly lobby: LobbyOptions;
  /** Validates and completes user-supplied options (defaults filled in). */
  parseOptions(input: unknown): Options | RuleError;
  /** Validates the shape of a user-supplied action; says nothing about legality. */
  parseAction(input: unknown): Action | RuleError;
  setup(players: number, options: Options, seed: string, forced?: ForcedRandomness): State | RuleError;
  /** Seats that must act now (usually one). */
  toAct(state: State): number[];
  legalActions(state: State, seat: number): Action[];
  apply(state: State, seat: number, action: Action): Applied<State> | RuleError;
  /**
   * The fast path bots and benchmarks play on: a private copy of a state that the caller owns
   * outright, for `applyInPlace`. Copying once and stepping in place avoids a copy per action.
   */
  scratch(state: State): State;
  /**
   * Applies an action to a state the caller owns (from `scratch`), changing it in place, and returns the action's
   * events. The same rules code as `apply` (which is a copy followed by this), so the two never disagree; a
   * refusal is returned before anything is changed.
   */
  applyInPlace(state: State, seat: number, action: Action): GameEvent[] | RuleError;
  /** What `seat` may see (null = spectator): never the draw order, the RNG state or another seat's secrets. */
  view(state: State, seat: number | null): View;
  result(state: State): GameResult;
}

/** Any game, with its types erased; what the registry and the replay runner hold. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGameModule = GameModule<any, any, any, any>;
