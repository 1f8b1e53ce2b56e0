/**
 * A match's clocks in its Durable Object (the rules are clock.ts): the state is one JSON row of the match's SQLite
 * (table `clock`, written in the same transaction as the action or seat change that moved it, so a restart finds
 * every bank as it was), whose banks run (the seats that must act — played by their person, or handed to a bot that
 * has not moved for them yet — once every seat is taken and until the game ends), and what the Match's one alarm
 * must do when a bank runs out or a beat is due.
 */
import type { AnyGameModule } from "../engine/index.ts";
import {
  beatAt,
  botMoved,
  clockView,
  CLOCK_RULES,
  deadline,
  expire,
  handOver,
  newClock,
  reschedule,
  resetSeat,
  resume,
  takeBack,
  vote,
} from "./clock.ts";
import type { ClockConfig, ClockRules, ClockState, ClockView, EndedByVote, ReturnRefusal } from "../contract/clock-types.ts";
import { BOT_TOKEN_HASH, type SeatRow } from "./match-store.ts";
import type { Tunables } from "./tunables.ts";

/** What the clocks need to know of their match now. */
export interface ClockTable {
  game: AnyGameModule;
  state: unknown;
  finished: boolean;
  players: number;
  seats: readonly SeatRow[];
}

/** The seats that must act and are played by their person (the ones a turn notification is for). */
export function runningSeats(m: ClockTable): number[] {
  return clockSeats(m, null);
}

/** The seats whose banks run: to act, a person's seat, not out of time, and played by its person or owed a bot move. */
function clockSeats(m: ClockTable, c: ClockState | null): number[] {
  if (m.finished || m.seats.length < m.players) return [];
  return m.game.toAct(m.state).filter((seat) => {
    const row = m.seats.find((s) => s.seat === seat);
    if (row === undefined || row.tokenHash === BOT_TOKEN_HASH || c?.timedOut.includes(seat)) return false;
    return !row.bot || (c?.owed ?? []).includes(seat);
  });
}

/** The clock's rules with this server's wait before a timed-out seat comes back (tunables.ts). */
export function clockRules(t: Pick<Tunables, "returnAfterMs">): ClockRules {
  return t.returnAfterMs === CLOCK_RULES.returnAfterMs ? CLOCK_RULES : { ...CLOCK_RULES, returnAfterMs: t.returnAfterMs };
}

export class MatchClock {
  private clock: ClockState | null = null;
  private loaded = false;

  constructor(
    private readonly sql: SqlStorage,
    readonly rules: ClockRules = CLOCK_RULES,
  ) {}

  /** The clocks, or null for a match without. */
  get(): ClockState | null {
    if (this.loaded) return this.clock;
    this.loaded = true;
    const table = this.sql.exec(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'clock'`).toArray().length > 0;
    const row = table ? this.sql.exec<{ state: string }>(`SELECT state FROM clock WHERE id = 0`).toArray()[0] : undefined;
    this.clock = row ? (JSON.parse(row.state) as ClockState) : null;
    return this.clock;
  }

  /** Stores the clocks as of `now`, which is also when the match was last known alive. */
  private save(c: ClockState, now: number): void {
    const kept = { ...c, alive: now };
    this.sql.exec(`CREATE TABLE IF NOT EXISTS clock (id INTEGER PRIMARY KEY CHECK (id = 0), state TEXT NOT NULL)`);
    this.sql.exec(
      `INSERT INTO clock (id, state) VALUES (0, ?) ON CONFLICT (id) DO UPDATE SET state = excluded.state`,
      JSON.stringify(kept),
    );
    this.clock = kept;
    this.loaded = true;
  }

  /** A new match's clocks (inside its creation transaction). */
  create(config: ClockConfig, players: number, now: number): void {
    this.save(newClock(config, players, now), now);
  }

  /** Banks settled and who runs now, after `change` (a move when `moved`: increments earned). */
  private moveOn(m: ClockTable, now: number, moved: boolean, change: (c: ClockState) => ClockState = (c) => c): void {
    const c = this.get();
    if (!c) return;
    const next = change(c);
    this.save(reschedule(next, now, clockSeats(m, next), m.game.toAct(m.state), moved), now);
  }

  /** After a move (`moved`; `bot`: the seat a bot moved for) or a change of who plays a seat. */
  update(m: ClockTable, now: number, moved: boolean, bot: number | null = null): void {
    this.moveOn(m, now, moved, (c) => (bot === null ? c : botMoved(c, bot)));
  }

  /** `seat` was handed to a bot (the seat row says so already): it is owed a bot move. */
  handOver(m: ClockTable, seat: number, now: number): void {
    this.moveOn(m, now, false, (c) => handOver(c, seat));
  }

  /** Whether `seat` may be taken back from its bot now (clock.ts `takeBack`), without changing anything. */
  takeBackRefusal(seat: number, now: number, mustAct: boolean): ReturnRefusal | null {
    const c = this.get();
    const r = c && takeBack(c, seat, now, mustAct, this.rules);
    return r && "error" in r ? r.error : null;
  }

  /** `seat`'s person took it back (the seat row says so already; `takeBackRefusal` said yes). */
  back(m: ClockTable, seat: number, now: number): void {
    const mustAct = m.game.toAct(m.state).includes(seat);
    this.moveOn(m, now, false, (c) => {
      const r = takeBack(c, seat, now, mustAct, this.rules);
      return "error" in r ? c : r;
    });
  }

  /** `seat` was given up: reset (clock.ts `resetSeat`). */
  reset(m: ClockTable, seat: number, now: number): void {
    this.moveOn(m, now, false, (c) => resetSeat(c, seat, now));
  }

  /** The seats whose banks are empty at `now` (they stop, timed out; the Match hands them to a bot). */
  expire(now: number): number[] {
    const c = this.get();
    if (!c) return [];
    const { clock, out } = expire(c, now);
    if (out.length) this.save(clock, now);
    return out;
  }

  /** The object runs at `now` (loaded, or a beat's alarm): an outage since the last beat is not charged. */
  resume(now: number): void {
    const c = this.get();
    if (c && c.running.length > 0) this.save(resume(c, now), now);
  }

  /** `seat`'s vote to end the match (clock.ts `vote`): whether every voter has now voted, or why it cannot vote. */
  vote(
    seat: number,
    voters: readonly number[],
    now: number,
  ): { ends: boolean; timedOut: number[] } | { error: "no-timeout" | "not-a-voter" } {
    const c = this.get();
    if (!c) return { error: "no-timeout" };
    const r = vote(c, seat, voters);
    if ("error" in r) return r;
    this.save(r.clock, now);
    return { ends: r.ends, timedOut: r.clock.timedOut };
  }

  /** When the alarm must fire for the clocks: a bank running out or a beat, whichever is first; null when none runs. */
  deadline(): number | null {
    const c = this.get();
    return c && (c.running.length ? Math.min(deadline(c)!, beatAt(c)!) : null);
  }

  /** The clocks as of `now` for clients, or null. */
  view(now: number): ClockView | null {
    const c = this.get();
    return c && clockView(c, now, this.rules);
  }
}

/**
 * The game as a match ended by vote plays it: the engine's own views and result, marked over (nobody to act, the
 * vote's winners), so every part of the server and every client reads it as a finished game.
 */
export function endedByVote(game: AnyGameModule, ended: EndedByVote): AnyGameModule {
  return {
    ...game,
    toAct: () => [],
    legalActions: () => [],
    view: (s, seat) => ({ ...(game.view(s, seat) as object), finished: true, toAct: [], winners: ended.winners }),
    result: (s) => ({ ...game.result(s), finished: true, winners: ended.winners }),
  };
}
