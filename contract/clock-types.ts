/**
 * The clocks as the server tells them and clients read them (the rules that move them are worker/clock.ts): a
 * match's clock settings, its state (every bank, who runs, who is out of time, the votes), the rules in force, and
 * how a match ended by vote.
 */

/** The anti-dodge numbers (worker/clock.ts says what each is). */
export interface ClockRules {
  returnAfterMs: number;
  maxReturns: number;
  takeBackMs: number;
}

export interface ClockConfig {
  initialSeconds: number;
  incrementSeconds: number;
  /** The most a bank may hold (null: no cap). */
  maxSeconds: number | null;
}

export interface ClockState {
  config: ClockConfig;
  /** Each seat's bank in ms, as of `at`. */
  banks: number[];
  /** The seats whose clocks run since `at`; empty before the start and after the end. */
  running: number[];
  at: number;
  /** Seats whose time ran out and that a bot plays until their person comes back. */
  timedOut: number[];
  /** Seats that voted to end the match with the scores as they stand. */
  votes: number[];
  /** Seats handed to a bot (play for me, or a timeout) that their bot has not moved for yet. Absent in older rows. */
  owed?: number[];
  /** When each seat ran out of time, null when it is not out of time. Absent in older rows. */
  outAt?: (number | null)[];
  /** How often each seat's person came back from a timeout. Absent in older rows. */
  returns?: number[];
  /** The last time the match's object was known to run this clock (ms). Absent in older rows: `at`. */
  alive?: number;
}

/** How a match ended by vote: when, who had run out of time (ranked last), who won. Kept in the match record. */
export interface EndedByVote {
  by: "vote";
  at: number;
  timedOut: number[];
  winners: number[];
}

/** What clients and the summary see: each bank as of `at` (the server's time), who runs, and the rules in force. */
export type ClockView = Omit<ClockState, "alive"> & { owed: number[]; outAt: (number | null)[]; returns: number[]; rules: ClockRules };

/** Why a seat may not be taken back from its bot now. */
export type ReturnRefusal = "return-not-yet" | "no-returns-left";
