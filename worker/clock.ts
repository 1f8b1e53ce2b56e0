/**
 * Match clocks, the Board Game Arena way (issue 16): each seat has a time bank that runs only while that seat must
 * act and plays for itself, and gains the increment when its turn is over (a turn of several actions — a tile then
 * its meeple — earns one increment), never above the cap. A seat whose bank runs out is played by a bot until its
 * person takes the seat back, with RETURN_MS or the increment, whichever is more; the other players may instead vote
 * to end the match with the scores as they stand. Pure functions over a plain JSON state: the Match stores it in
 * SQLite with every action (match-clock.ts), so clocks survive restarts, and arms its one alarm at `deadline`.
 */
import * as v from "valibot";

/** Bounds of a clock (seconds): a live game's few minutes up to a turn-based game's days. */
export const CLOCK_LIMITS = { minInitial: 5, maxInitial: 30 * 86_400, maxIncrement: 7 * 86_400, maxCap: 60 * 86_400 } as const;
/** The time a timed-out player gets back when they take their seat again (or the increment, if more). */
export const RETURN_MS = 60_000;

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
  /** The seats whose clocks run since `at` (they must act and play themselves); empty before the start and after the end. */
  running: number[];
  at: number;
  /** Seats whose time ran out and that a bot plays until their person comes back. */
  timedOut: number[];
  /** Seats that voted to end the match with the scores as they stand. */
  votes: number[];
}

/** How a match ended by vote: when, who had run out of time (ranked last), who won. Kept in the match record. */
export interface EndedByVote {
  by: "vote";
  at: number;
  timedOut: number[];
  winners: number[];
}

/** What clients and the summary see: each bank as of `at` (the server's time), and who runs. */
export type ClockView = Omit<ClockState, "at"> & { at: number };

const Seconds = v.pipe(v.number(), v.integer(), v.minValue(0));
const ClockSchema = v.strictObject({ initialSeconds: Seconds, incrementSeconds: Seconds, maxSeconds: v.optional(v.nullable(Seconds)) });

/** A clock asked for at creation, checked: a config, or a `bad-clock` refusal saying what is wrong. */
export function parseClock(input: unknown): ClockConfig | { error: "bad-clock"; message: string } {
  const bad = (message: string) => ({ error: "bad-clock" as const, message });
  const r = v.safeParse(ClockSchema, input);
  if (!r.success) return bad("A clock is { initialSeconds, incrementSeconds, maxSeconds? }, whole seconds of at least 0.");
  const { initialSeconds, incrementSeconds } = r.output, maxSeconds = r.output.maxSeconds ?? null;
  const L = CLOCK_LIMITS;
  if (initialSeconds < L.minInitial || initialSeconds > L.maxInitial) return bad(`initialSeconds must be ${L.minInitial} to ${L.maxInitial}.`);
  if (incrementSeconds > L.maxIncrement) return bad(`incrementSeconds must be at most ${L.maxIncrement}.`);
  if (maxSeconds !== null && (maxSeconds < initialSeconds || maxSeconds > L.maxCap)) return bad(`maxSeconds must be from initialSeconds to ${L.maxCap}.`);
  return { initialSeconds, incrementSeconds, maxSeconds };
}

/** A match's clocks before the game starts: full banks, none running. */
export function newClock(config: ClockConfig, players: number, now: number): ClockState {
  return { config, banks: Array<number>(players).fill(config.initialSeconds * 1000), running: [], at: now, timedOut: [], votes: [] };
}

const capped = (c: ClockConfig, ms: number) => (c.maxSeconds === null ? ms : Math.min(ms, c.maxSeconds * 1000));

/** The banks as of `now` (running ones spent, never below 0). */
function settled(c: ClockState, now: number): number[] {
  const spent = Math.max(0, now - c.at);
  return c.banks.map((b, seat) => (c.running.includes(seat) ? Math.max(0, b - spent) : b));
}

/**
 * The clocks after something changed at `now`: `running` is who must act and plays for itself now. With `moved`,
 * a move was made: each seat whose turn it ends (it ran before, not now) gains the increment.
 */
export function reschedule(c: ClockState, now: number, running: readonly number[], moved: boolean): ClockState {
  const inc = c.config.incrementSeconds * 1000;
  const banks = settled(c, now).map((b, seat) => (moved && c.running.includes(seat) && !running.includes(seat) ? capped(c.config, b + inc) : b));
  return { ...c, banks, running: [...running], at: now };
}

/** When the first running bank reaches 0 (ms since the epoch), or null when none runs. */
export function deadline(c: ClockState): number | null {
  let at: number | null = null;
  for (const seat of c.running) at = Math.min(at ?? Infinity, c.at + c.banks[seat]!);
  return at;
}

/** The seats out of time at `now` stop and are marked timed out (a bot takes over); the others run on. */
export function expire(c: ClockState, now: number): { clock: ClockState; out: number[] } {
  const banks = settled(c, now);
  const out = c.running.filter((seat) => banks[seat]! <= 0);
  if (out.length === 0) return { clock: c, out };
  return { clock: { ...c, banks, running: c.running.filter((s) => !out.includes(s)), at: now, timedOut: [...c.timedOut, ...out] }, out };
}

/** A timed-out seat's person is back: RETURN_MS or the increment (the more), and the seat may vote no more. */
export function comeBack(c: ClockState, seat: number, now: number): ClockState {
  if (!c.timedOut.includes(seat)) return c;
  const banks = settled(c, now);
  banks[seat] = capped(c.config, Math.max(RETURN_MS, c.config.incrementSeconds * 1000));
  const timedOut = c.timedOut.filter((s) => s !== seat);
  return { ...c, banks, at: now, timedOut, votes: timedOut.length ? c.votes : [] };
}

/**
 * `seat`'s vote to end the match while a seat is out of time: the votes after it, or why it cannot vote. `voters`
 * are the seats whose people may vote (seated people not out of time); the match ends when all of them have.
 */
export function vote(c: ClockState, seat: number, voters: readonly number[]): { clock: ClockState; ends: boolean } | { error: "no-timeout" | "not-a-voter" } {
  if (c.timedOut.length === 0) return { error: "no-timeout" };
  if (!voters.includes(seat)) return { error: "not-a-voter" };
  const votes = c.votes.includes(seat) ? c.votes : [...c.votes, seat];
  return { clock: { ...c, votes }, ends: voters.every((v) => votes.includes(v)) };
}

/** The winners of a match ended by vote: the best score among the seats not out of time (ties share it). */
export function voteWinners(scores: readonly number[], timedOut: readonly number[]): number[] {
  const best = Math.max(...scores.filter((_, seat) => !timedOut.includes(seat)));
  return scores.flatMap((s, seat) => (s === best && !timedOut.includes(seat) ? [seat] : []));
}

/** The clocks as they stand at `now`, for the summary and the clock frames. */
export function clockView(c: ClockState, now: number): ClockView {
  return { ...c, banks: settled(c, now), at: now };
}
