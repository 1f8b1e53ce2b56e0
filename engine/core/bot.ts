/**
 * The bot contract: how a computer player of any game is asked for a move. A bot decides from its
 * seat's view only — never from the hidden state. What the view does not show (the draw order, the bag, other
 * hands, face-down goals) a game's `determinize` samples from the public counts, so search runs on full states
 * that agree with everything the seat can see. Deterministic for a seed and an iteration budget; the engine reads
 * no clock, so live play time-boxes a search through `stop`.
 */
import type { RngState } from "./prng.ts";

/** What the lobby offers for a bot seat. */
export const BOT_LEVELS = ["easy", "medium", "hard"] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];
/** The arena's baselines, beside the lobby's levels. */
export type BotKind = BotLevel | "random" | "greedy";

export function isBotLevel(v: unknown): v is BotLevel {
  return typeof v === "string" && (BOT_LEVELS as readonly string[]).includes(v);
}

export interface BotBudget {
  /** Search iterations (the level's default when absent). Same seed + same iterations ⇒ same action. */
  iterations?: number;
  /** Asked between iterations; true ends the search early (live play passes a deadline; tests pass nothing). */
  stop?: () => boolean;
}

/** One question to a bot: the seat's own view (its `seat` is the deciding seat) and where its randomness comes from. */
export interface BotRequest<View> {
  view: View;
  kind: BotKind;
  /** Seeds the bot's own generator (never the match's). */
  seed: string;
  budget?: BotBudget;
}

/**
 * What a game gives its bots, beside its GameModule (engine/<game>/bot*.ts). Search and the baselines are shared
 * (engine/core/bot-*.ts); a game supplies the parts only it knows.
 */
export interface GameBots<State, View> {
  /**
   * A full state that agrees with everything `view` shows its seat (same view for that seat, same legal actions),
   * the hidden parts drawn with `rng` from what the seat could count. Throws only on a view this game never makes.
   */
  determinize(view: View, rng: RngState): State;
  /**
   * How good `state` looks for each seat, on the score scale (points now plus the expected worth of what is still
   * open): the leaf value of search and the greedy baseline's measure.
   */
  evaluate(state: State): number[];
  /**
   * The side each seat plays for (partners share one), when partners exist; absent or null = every seat alone.
   * Search and greedy count a partner's value as their own, never as an opponent's.
   */
  sides?(state: State): readonly number[] | null;
  /**
   * Whether `seat`, to act in `state`, begins a turn of its own there (New Frontiers: it selects an action tile),
   * when a game's turns are not simply "the seat acts again": the horizon of the lookahead (bot-lookahead.ts) and
   * of the search's greedy replies. Absent: the seat's next decision after another seat acted.
   */
  turnStart?(state: State, seat: number): boolean;
}
