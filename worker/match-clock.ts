/**
 * A match's clocks in its Durable Object (issue 16; the rules are clock.ts): the state is one JSON row of the
 * match's SQLite (table `clock`, written in the same transaction as the action or seat change that moved it, so a
 * restart finds every bank as it was), who runs (the seats that must act and play for themselves, once every seat is
 * taken and until the game ends), and what the Match's one alarm must do when a bank runs out.
 */
import type { AnyGameModule } from "../engine/index.ts";
import { clockView, comeBack, deadline, expire, newClock, reschedule, vote, type ClockConfig, type ClockState, type ClockView, type EndedByVote } from "./clock.ts";
import { BOT_TOKEN_HASH, type SeatRow } from "./match-store.ts";

export type { ClockConfig, ClockView, EndedByVote } from "./clock.ts";

/** What the clocks need to know of their match now. */
export interface ClockTable {
  game: AnyGameModule;
  state: unknown;
  finished: boolean;
  players: number;
  seats: readonly SeatRow[];
}

/** The seats whose clocks run: every seat taken, the game on, the seat to act and played by its person. */
export function runningSeats(m: ClockTable): number[] {
  if (m.finished || m.seats.length < m.players) return [];
  return m.game.toAct(m.state).filter((seat) => {
    const row = m.seats.find((s) => s.seat === seat);
    return row !== undefined && row.tokenHash !== BOT_TOKEN_HASH && !row.bot;
  });
}

export class MatchClock {
  private clock: ClockState | null = null;
  private loaded = false;

  constructor(private readonly sql: SqlStorage) {}

  /** The clocks, or null for a match without. */
  get(): ClockState | null {
    if (this.loaded) return this.clock;
    this.loaded = true;
    const table = this.sql.exec(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'clock'`).toArray().length > 0;
    const row = table ? this.sql.exec<{ state: string }>(`SELECT state FROM clock WHERE id = 0`).toArray()[0] : undefined;
    this.clock = row ? (JSON.parse(row.state) as ClockState) : null;
    return this.clock;
  }

  private save(c: ClockState): void {
    this.sql.exec(`CREATE TABLE IF NOT EXISTS clock (id INTEGER PRIMARY KEY CHECK (id = 0), state TEXT NOT NULL)`);
    this.sql.exec(`INSERT INTO clock (id, state) VALUES (0, ?) ON CONFLICT (id) DO UPDATE SET state = excluded.state`, JSON.stringify(c));
    this.clock = c;
    this.loaded = true;
  }

  /** A new match's clocks (inside its creation transaction). */
  create(config: ClockConfig, players: number, now: number): void {
    this.save(newClock(config, players, now));
  }

  /** After a move (`moved`) or a change of who plays a seat: banks settled, increments earned, who runs now. */
  update(m: ClockTable, now: number, moved: boolean): void {
    const c = this.get();
    if (c) this.save(reschedule(c, now, runningSeats(m), moved));
  }

  /** The seats whose banks are empty at `now` (they stop, timed out; the Match hands them to a bot). */
  expire(now: number): number[] {
    const c = this.get();
    if (!c) return [];
    const { clock, out } = expire(c, now);
    if (out.length) this.save(clock);
    return out;
  }

  /** A timed-out seat's person took it back: their time is given back (clock.ts `comeBack`), then who runs. */
  back(m: ClockTable, seat: number, now: number): void {
    const c = this.get();
    if (c) this.save(reschedule(comeBack(c, seat, now), now, runningSeats(m), false));
  }

  /** `seat`'s vote to end the match (clock.ts `vote`): whether every voter has now voted, or why it cannot vote. */
  vote(seat: number, voters: readonly number[]): { ends: boolean; timedOut: number[] } | { error: "no-timeout" | "not-a-voter" } {
    const c = this.get();
    if (!c) return { error: "no-timeout" };
    const r = vote(c, seat, voters);
    if ("error" in r) return r;
    this.save(r.clock);
    return { ends: r.ends, timedOut: r.clock.timedOut };
  }

  /** When the alarm must fire for a bank running out, or null. */
  deadline(): number | null {
    const c = this.get();
    return c && deadline(c);
  }

  /** The clocks as of `now` for clients, or null. */
  view(now: number): ClockView | null {
    const c = this.get();
    return c && clockView(c, now);
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
