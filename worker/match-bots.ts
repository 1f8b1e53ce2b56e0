/**
 * Bots in a live match, in bot seats and in seats handed over or timed out: which seat a bot plays
 * now, when it plays and what it decides. A bot plays from the match's one alarm, never inside a socket handler
 * and never on a timer: each state that leaves a bot to act arms the alarm the bot pause (tunables.ts botPauseMs) ahead (a visible pause, so
 * people can follow), and only while a seated person is connected, so a match of bots alone never runs on. The bot
 * decides from its seat's own view only (engine/bots.ts), time-capped by `stop`, seeded from the match's bot
 * secret (never sent to clients); its action then takes the same path as a person's (the Match's `commit`).
 */
import { chooseBotAction } from "../engine/bots.ts";

export { hasBots } from "../engine/bots.ts";
import type { BotLevel } from "../engine/core/bot.ts";
import type { AnyGameModule, RuleError, ViewHeader } from "../engine/index.ts";
import { BOT_TOKEN_HASH, type SeatRow } from "./match-store.ts";
import { botGivenName } from "../contract/names.ts";

/** A bot's thinking time is cut here (its search stops between iterations). */
export const BOT_THINK_MS = 250;
/** The level of a bot asked to play for a person when the person names none. */
export const DEFAULT_BOT_LEVEL: BotLevel = "medium";

/** The name a bot's own seat carries, in English ("Bruno (hard bot)": distinct by seat; clients translate it from
 *  the seat and its `bot` level, core/bots.ts). */
export function botName(level: BotLevel, seat: number): string {
  return `${botGivenName(seat)} (${level} bot)`;
}

/** The seat row of a seat made for a bot: no token can sit there. */
export function botSeatRow(seat: number, level: BotLevel): SeatRow {
  return { seat, name: botName(level, seat), color: null, tokenHash: BOT_TOKEN_HASH, bot: level };
}

/** The first seat that must act now and that a bot plays, with its level; null when none. */
export function botTurn(toAct: readonly number[], seats: readonly SeatRow[]): { seat: number; level: BotLevel } | null {
  for (const seat of toAct) {
    const level = seats.find((s) => s.seat === seat)?.bot;
    if (level) return { seat, level };
  }
  return null;
}

/** How many records a view's log holds (views without a log count none). */
export function logLength(view: unknown): number {
  const log = (view as { log?: unknown } | null)?.log;
  return Array.isArray(log) ? log.length : 0;
}

/**
 * The log records a bot's action wrote, [from, to) of the view after it: up to the end-of-game records when the
 * action ended the game (the view's `endLog`), since final scoring happens to every seat and was nobody's choice.
 */
export function botLogRange(from: number, view: unknown): [number, number] {
  const end = (view as { endLog?: unknown } | null)?.endLog;
  const to = logLength(view);
  return [from, Math.max(from, typeof end === "number" ? Math.min(to, end) : to)];
}

/** The seed of one decision: the match's bot secret, the seat and the version it answers. */
export function decisionSeed(secret: string, seat: number, version: number): string {
  return `bot:${secret}:${seat}:${version}`;
}

/**
 * What the bot of `level` at `seat` sends: asked with the seat's view only and a deadline BOT_THINK_MS away. A bot
 * that fails (a bug) is logged and replaced, for this move only, by the first legal action, so the match goes on.
 */
export function decide(game: AnyGameModule, state: unknown, view: ViewHeader, seat: number, level: BotLevel, seed: string): unknown {
  const stopAt = Date.now() + BOT_THINK_MS;
  try {
    return chooseBotAction(game.id, { view, kind: level, seed, budget: { stop: () => Date.now() >= stopAt } });
  } catch (e) {
    console.error(`bot (${game.id}, ${level}) failed at seat ${seat}: ${(e as Error).message}`);
    return game.legalActions(state, seat)[0];
  }
}

/** Thinking times kept for the test-only report. */
const THINKS_KEPT = 1024;

/** What the bots need of their Match. */
export interface BotTable {
  /** The match as it stands when a bot may act (game on, every seat taken, a seated person connected), else null. */
  live(): { game: AnyGameModule; state: unknown; version: number; seats: readonly SeatRow[] } | null;
  /** The match's bot secret (made and stored on first use). */
  secret(): string;
  /** The same path as a person's action (checks, apply, SQLite, patches to all); `botLogFrom` marks it a bot's. */
  commit(seat: number, msgId: string, action: unknown, botLogFrom: number): RuleError | null;
  /** Arms the match's one alarm for whatever is due first (a bot's move among them: `next`). */
  rearm(): void;
}

/** The bots of one match: arming the alarm for them, and their moves when it fires. */
export class MatchBots {
  /** When the next bot move is due (in memory: after a restart the alarm that wakes the object plays it). */
  private dueAt: number | null = null;
  /** The last decisions' thinking times in ms (performance.now, instrumentation only), for the test-only report. */
  private readonly thinks: number[] = [];

  /** @param pauseMs the pause before a bot's move (tunables.ts botPauseMs) */
  constructor(
    private readonly pauseMs: number,
    private readonly table: BotTable,
  ) {}

  /** The seat a bot must play now, with its level and the match; null when none may. */
  private turn() {
    const m = this.table.live();
    const t = m && botTurn(m.game.toAct(m.state), m.seats);
    return m && t ? { ...t, ...m } : null;
  }

  /** The last decisions' thinking times in ms, oldest first (the bot benchmark reads them: test/bench/bot-bench.ts). */
  thinkMs(): number[] {
    return [...this.thinks];
  }

  /** When the alarm must fire for a bot, or null. */
  next(): number | null {
    return this.dueAt;
  }

  /**
   * After anything that may leave a bot to act (an action, a join, a seat claimed or handed over): the alarm is
   * armed the bot pause (tunables.ts botPauseMs) ahead, or kept where it is when a move is already due (a join must not push it back).
   */
  arm(afterMove = false): void {
    if (afterMove) this.dueAt = null;
    if (!this.turn()) return;
    this.dueAt ??= Date.now() + this.pauseMs;
    this.table.rearm();
  }

  /**
   * From the alarm: the bot to act makes its move (from its seat's view, seeded, capped). The alarm fires for it at
   * its due time: presence flushes wait for a bot's alarm rather than fire before it (the Match's presence arm).
   */
  play(): void {
    this.dueAt = null;
    const t = this.turn();
    if (!t) return;
    const view = t.game.view(t.state, t.seat) as ViewHeader;
    const started = performance.now();
    const action = decide(t.game, t.state, view, t.seat, t.level, decisionSeed(this.table.secret(), t.seat, t.version));
    if (this.thinks.push(performance.now() - started) > THINKS_KEPT) this.thinks.shift();
    const refused = this.table.commit(t.seat, `bot-${t.version + 1}`, action, logLength(view));
    if (!refused) return;
    // A bot's bug must not stop the match: logged, and this move is the first legal one instead.
    console.error(`bot (${t.game.id}, ${t.level}) move refused at seat ${t.seat}: ${refused.code}`);
    this.table.commit(t.seat, `bot-${t.version + 1}`, t.game.legalActions(t.state, t.seat)[0], logLength(view));
  }
}
