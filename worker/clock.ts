/**
 * Match clocks, the Board Game Arena way: each seat has a time bank that runs while that seat must act, and gains the
 * increment when its turn is over (a turn of several actions — a tile then its meeple — earns one increment), never
 * above the cap. Pure functions over a plain JSON state: the Match stores it in SQLite with every action
 * (match-clock.ts), so clocks survive restarts, and arms its one alarm at `deadline` (and at `beatAt`).
 *
 * What keeps the clock from being dodged (docs/security.md, "Clocks"):
 * - A seat handed to a bot ("play for me", or a timeout) is `owed` a bot move: its bank keeps running, if it must
 *   act, until the bot has moved for it, so handing over and taking back before the bot's pause saves nothing.
 * - Taking a seat back from "play for me" while it must act costs `takeBackMs` of its bank.
 * - A seat whose bank runs out is played by a bot; its person may take it back only once the bot has moved for it
 *   and `returnAfterMs` have passed (the others may vote meanwhile, from the moment of the timeout), at most
 *   `maxReturns` times a match, with RETURN_MS or the increment, whichever is more.
 * - A seat given up is reset: a full bank, not out of time, no votes, no returns used.
 * - An outage costs the player to move at most one beat: while a bank runs the Match notes that it is alive every
 *   beat (1% of the smallest running bank, 10 s to 10 min); time between a missed beat and the object's return is
 *   not charged (`resume`).
 */
import * as v from "valibot";
import type { ClockConfig, ClockRules, ClockState, ClockView, ReturnRefusal } from "../contract/clock-types.ts";

/** Bounds of a clock (seconds): a live game's few minutes up to a turn-based game's days. */
export const CLOCK_LIMITS = { minInitial: 5, maxInitial: 30 * 86_400, maxIncrement: 7 * 86_400, maxCap: 60 * 86_400 } as const;
/** The time a timed-out player gets back when they take their seat again (or the increment, if more). */
export const RETURN_MS = 60_000;

/** The anti-dodge numbers (module header); test servers may shorten `returnAfterMs` (match-clock.ts). */
export const CLOCK_RULES: ClockRules = { returnAfterMs: 10_000, maxReturns: 2, takeBackMs: 2_000 };

/** How often a running clock notes that its match is alive: 1% of the smallest running bank, within these bounds. */
export const BEAT = { minMs: 10_000, maxMs: 600_000, share: 0.01, lateMs: 2_000 } as const;

const Seconds = v.pipe(v.number(), v.integer(), v.minValue(0));
const ClockSchema = v.strictObject({ initialSeconds: Seconds, incrementSeconds: Seconds, maxSeconds: v.optional(v.nullable(Seconds)) });

/** A clock asked for at creation, checked: a config, or a `bad-clock` refusal saying what is wrong. */
export function parseClock(input: unknown): ClockConfig | { error: "bad-clock"; message: string } {
  const bad = (message: string) => ({ error: "bad-clock" as const, message });
  const r = v.safeParse(ClockSchema, input);
  if (!r.success) return bad("A clock is { initialSeconds, incrementSeconds, maxSeconds? }, whole seconds of at least 0.");
  const { initialSeconds, incrementSeconds } = r.output,
    maxSeconds = r.output.maxSeconds ?? null;
  const L = CLOCK_LIMITS;
  if (initialSeconds < L.minInitial || initialSeconds > L.maxInitial)
    return bad(`initialSeconds must be ${L.minInitial} to ${L.maxInitial}.`);
  if (incrementSeconds > L.maxIncrement) return bad(`incrementSeconds must be at most ${L.maxIncrement}.`);
  if (maxSeconds !== null && (maxSeconds < initialSeconds || maxSeconds > L.maxCap))
    return bad(`maxSeconds must be from initialSeconds to ${L.maxCap}.`);
  return { initialSeconds, incrementSeconds, maxSeconds };
}

/** A match's clocks before the game starts: full banks, none running. */
export function newClock(config: ClockConfig, players: number, now: number): ClockState {
  return {
    config,
    banks: Array<number>(players).fill(config.initialSeconds * 1000),
    running: [],
    at: now,
    timedOut: [],
    votes: [],
    owed: [],
    outAt: Array<null>(players).fill(null),
    returns: Array<number>(players).fill(0),
    alive: now,
  };
}

const capped = (c: ClockConfig, ms: number) => (c.maxSeconds === null ? ms : Math.min(ms, c.maxSeconds * 1000));
const without = (list: readonly number[], seat: number) => list.filter((s) => s !== seat);
const perSeat = <T>(c: ClockState, list: readonly T[] | undefined, fill: T): T[] => (list ? [...list] : c.banks.map(() => fill));

/** The banks as of `now` (running ones spent, never below 0). */
function settled(c: ClockState, now: number): number[] {
  const spent = Math.max(0, now - c.at);
  return c.banks.map((b, seat) => (c.running.includes(seat) ? Math.max(0, b - spent) : b));
}

/**
 * The clocks after something changed at `now`: `running` is whose banks run now, `toAct` who must act. With
 * `moved`, a move was made: each seat whose turn it ends (it ran before and no longer has to act) gains the increment.
 */
export function reschedule(c: ClockState, now: number, running: readonly number[], toAct: readonly number[], moved: boolean): ClockState {
  const inc = c.config.incrementSeconds * 1000;
  const banks = settled(c, now).map((b, seat) =>
    moved && c.running.includes(seat) && !toAct.includes(seat) ? capped(c.config, b + inc) : b,
  );
  return { ...c, banks, running: [...running], at: now };
}

/** When the first running bank reaches 0 (ms since the epoch), or null when none runs. */
export function deadline(c: ClockState): number | null {
  let at: number | null = null;
  for (const seat of c.running) at = Math.min(at ?? Infinity, c.at + c.banks[seat]!);
  return at;
}

/** When the match must next note that it is alive (a running clock's beat), or null when none runs. */
export function beatAt(c: ClockState): number | null {
  if (c.running.length === 0) return null;
  const least = Math.min(...c.running.map((s) => c.banks[s]!));
  return (c.alive ?? c.at) + Math.min(BEAT.maxMs, Math.max(BEAT.minMs, least * BEAT.share));
}

/**
 * The match's object runs at `now`: if it missed a beat by more than BEAT.lateMs, it was not running (an outage)
 * and the running banks are not charged for the time after the missed beat. Then alive as of `now`.
 */
export function resume(c: ClockState, now: number): ClockState {
  const due = beatAt(c);
  const late = due === null ? 0 : now - due;
  if (late <= BEAT.lateMs) return { ...c, alive: now };
  return { ...c, banks: settled(c, now - late), at: now, alive: now };
}

/** The seats out of time at `now` stop, are marked timed out and owed a bot move; the others run on. */
export function expire(c: ClockState, now: number): { clock: ClockState; out: number[] } {
  const banks = settled(c, now);
  const out = c.running.filter((seat) => banks[seat]! <= 0);
  if (out.length === 0) return { clock: c, out };
  const outAt = perSeat(c, c.outAt, null as number | null);
  for (const seat of out) outAt[seat] = now;
  const owed = [...new Set([...(c.owed ?? []), ...out])];
  return {
    clock: { ...c, banks, running: c.running.filter((s) => !out.includes(s)), at: now, timedOut: [...c.timedOut, ...out], owed, outAt },
    out,
  };
}

/** `seat` is handed to a bot: it is owed a bot move (its bank runs on meanwhile if it must act). */
export function handOver(c: ClockState, seat: number): ClockState {
  return (c.owed ?? []).includes(seat) ? c : { ...c, owed: [...(c.owed ?? []), seat] };
}

/** A bot moved for `seat`: it is owed nothing more. */
export function botMoved(c: ClockState, seat: number): ClockState {
  return (c.owed ?? []).includes(seat) ? { ...c, owed: without(c.owed!, seat) } : c;
}

/**
 * `seat`'s person takes it back from its bot at `now` (`mustAct`: the seat is to act). After a timeout: once the
 * bot moved for it and `returnAfterMs` passed, at most `maxReturns` times, with RETURN_MS or the increment (the
 * more), and the seat may vote no more. From "play for me": `takeBackMs` off its bank if it must act.
 */
export function takeBack(
  c: ClockState,
  seat: number,
  now: number,
  mustAct: boolean,
  rules: ClockRules,
): ClockState | { error: ReturnRefusal } {
  const banks = settled(c, now);
  if (!c.timedOut.includes(seat)) {
    if (mustAct) banks[seat] = Math.max(0, banks[seat]! - rules.takeBackMs);
    return { ...c, banks, at: now, owed: without(c.owed ?? [], seat) };
  }
  const returns = perSeat(c, c.returns, 0),
    outAt = perSeat(c, c.outAt, null as number | null);
  if (returns[seat]! >= rules.maxReturns) return { error: "no-returns-left" };
  if ((c.owed ?? []).includes(seat) || now < (outAt[seat] ?? 0) + rules.returnAfterMs) return { error: "return-not-yet" };
  banks[seat] = capped(c.config, Math.max(RETURN_MS, c.config.incrementSeconds * 1000));
  returns[seat]!++;
  outAt[seat] = null;
  const timedOut = without(c.timedOut, seat);
  return { ...c, banks, at: now, timedOut, votes: timedOut.length ? c.votes : [], returns, outAt };
}

/** `seat` was given up: the next person there starts clean (full bank, not out of time, no vote, no return used). */
export function resetSeat(c: ClockState, seat: number, now: number): ClockState {
  const banks = settled(c, now),
    returns = perSeat(c, c.returns, 0),
    outAt = perSeat(c, c.outAt, null as number | null);
  banks[seat] = c.config.initialSeconds * 1000;
  returns[seat] = 0;
  outAt[seat] = null;
  const timedOut = without(c.timedOut, seat);
  const votes = timedOut.length ? without(c.votes, seat) : [];
  return { ...c, banks, at: now, timedOut, votes, owed: without(c.owed ?? [], seat), returns, outAt };
}

/**
 * `seat`'s vote to end the match while a seat is out of time: the votes after it, or why it cannot vote. `voters`
 * are the seats whose people may vote (seated people not out of time); the match ends when all of them have.
 */
export function vote(
  c: ClockState,
  seat: number,
  voters: readonly number[],
): { clock: ClockState; ends: boolean } | { error: "no-timeout" | "not-a-voter" } {
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
export function clockView(c: ClockState, now: number, rules: ClockRules): ClockView {
  const { alive: _alive, ...rest } = c;
  return {
    ...rest,
    banks: settled(c, now),
    at: now,
    owed: c.owed ?? [],
    outAt: perSeat(c, c.outAt, null),
    returns: perSeat(c, c.returns, 0),
    rules,
  };
}
