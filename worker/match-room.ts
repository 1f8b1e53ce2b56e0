/**
 * The part of the Match Durable Object that every other part stands on (match-sockets.ts adds the socket frames and
 * match.ts the Worker's RPC): the match as loaded from SQLite (record, seats, state, version), the stores (actions and
 * snapshots, chat, clocks, push subscriptions), the socket hub, presence and bots, the summary, the one step that
 * follows every change (`after`: presence, clocks, the turn's push, bots, the alarm) and the one alarm. The alarm is
 * armed for what is due first — the idle clean-up deadline, a coalesced presence flush, a bot's move
 * (match-bots.ts), a clock running out or its beat (match-clock.ts) — and when it fires it notes the clock's beat,
 * flushes presence, plays a due bot move, hands seats out of time to a bot and re-arms itself; at the clean-up
 * deadline it deletes the match.
 */
import { DurableObject } from "cloudflare:workers";
import { findGame, type AnyGameModule, type RuleError } from "../engine/index.ts";
import { ActionTimer, NO_TIMER, type Breakdown, type Timer } from "./action-timing.ts";
import { restoreState } from "./match-restore.ts";
import { cleanupDeadline } from "./match-idle.ts";
import { MatchStore, type MatchRecord, type SeatRow, type StorageStats } from "./match-store.ts";
import { DEFAULT_BOT_LEVEL, MatchBots } from "./match-bots.ts";
import { SocketHub } from "./socket-hub.ts";
import { MatchChat } from "./match-chat.ts";
import { clockRules, endedByVote, MatchClock, runningSeats, type ClockTable } from "./match-clock.ts";
import type { EndedByVote } from "../contract/clock-types.ts";
import { voteWinners } from "./clock.ts";
import { Presence } from "./presence.ts";
import { hashToken, newToken } from "./secrets.ts";
import { CLOSE } from "../contract/close-codes.ts";
import type { MatchSummary, ServerFrame } from "../contract/protocol.ts";
import { matchSummary } from "./match-summary.ts";
import { MatchPush } from "./match-push.ts";
import type { PushTarget } from "./web-push.ts";
import type { Failure } from "./failure.ts";
import { tunables } from "./tunables.ts";

export abstract class MatchRoom extends DurableObject<Env> {
  /** This server's waits and budgets (tunables.ts): production's, or a test server's own. */
  protected readonly tune = tunables(this.env);
  protected readonly store = new MatchStore(this.ctx.storage.sql);
  protected readonly chat = new MatchChat(this.ctx.storage.sql);
  protected readonly clock = new MatchClock(this.ctx.storage.sql, clockRules(this.tune));
  protected readonly push = new MatchPush(this.ctx, this.env);
  /** When a coalesced presence flush is due (presence.ts), null when none is. */
  protected presenceAt: number | null = null;
  protected readonly hub = new SocketHub(this.ctx, this.tune);
  protected readonly presence = new Presence(
    this.hub,
    () => this.presenceFrame(),
    (at) => ((this.presenceAt = at), this.rearm()),
    this.tune.presenceCoalesceMs,
  );
  protected readonly bots = new MatchBots(this.tune.botPauseMs, {
    live: () =>
      this.rec && !this.finished && this.seats.length === this.rec.players && this.hub.onlineSeats().size > 0
        ? { game: this.game!, state: this.state, version: this.version, seats: this.seats }
        : null,
    secret: () => this.rec!.botSecret ?? (this.store.saveRecord((this.rec = { ...this.rec!, botSecret: newToken() })), this.rec.botSecret!),
    commit: (seat, msgId, action, botLogFrom) => this.commit(seat, msgId, action, { botLogFrom }),
    rearm: () => void this.rearm(),
  });
  protected rec: MatchRecord | null = null;
  protected game: AnyGameModule | null = null;
  protected state: unknown = null;
  protected version = 0;
  protected finished = false;
  protected seats: SeatRow[] = [];
  /** Times each action's phases on test servers only (action-timing.ts). */
  protected readonly timer: Timer = this.env.TEST_HOOKS === "1" ? new ActionTimer() : NO_TIMER;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    void ctx.blockConcurrencyWhile(async () => this.load());
  }

  /** Reads the match from storage (match-restore.ts), if there is one. */
  protected load(): void {
    this.rec = this.store.record();
    if (!this.rec) return;
    const game = findGame(this.rec.game);
    if (!game) throw new Error(`match ${this.rec.id}: unknown game ${this.rec.game}`);
    this.game = this.rec.ended ? endedByVote(game, this.rec.ended) : game;
    this.store.migrate();
    this.seats = this.store.seats();
    const { state, version } = restoreState(this.store, game, this.rec);
    this.setState(state, version);
    this.clock.resume(Date.now()); // an outage since the last beat is not charged (clock.ts)
  }

  /** The state at `version`, and whether the game is over (one `result()` per version). */
  protected setState(state: unknown, version: number): void {
    this.state = state;
    this.version = version;
    this.finished = this.game!.result(state).finished;
  }

  /** Validates, applies, persists, then broadcasts one action of `seat` (match-sockets.ts). */
  protected abstract commit(seat: number, msgId: string, raw: unknown, by: { base: number } | { botLogFrom: number }): RuleError | null;

  /** Test servers only (routes refuse otherwise): the last `n` actions' time per phase, what is stored, bots' think times. */
  async testReport(
    n: number,
  ): Promise<{ breakdown: Breakdown | null; storage: StorageStats; botThinkMs: number[]; tables: Record<string, number> } | null> {
    return this.rec
      ? {
          breakdown: this.timer instanceof ActionTimer ? this.timer.recent(n) : null,
          storage: this.store.stats(),
          botThinkMs: this.bots.thinkMs(),
          tables: this.hub.tables(),
        }
      : null;
  }

  // ---- turn notifications by Web Push (match-push.ts) ----------------------------------------------------

  /** The seat whose token this is, or a `bad-token` failure (no match: `not-found`). */
  private async seatOf(token: string): Promise<number | Failure> {
    if (!this.rec) return { error: "not-found", message: "No such match." };
    const hash = await hashToken(token);
    return (
      this.seats.find((s) => s.tokenHash === hash)?.seat ?? { error: "bad-token", message: "That seat token is not valid for this match." }
    );
  }

  /** A seat's browser subscribes to its turn notifications (the route checked the subscription; match-push.ts limits the seat's calls). */
  async subscribePush(token: string, target: PushTarget): Promise<ReturnType<MatchPush["subscribe"]> | Failure> {
    const seat = await this.seatOf(token);
    return typeof seat === "number" ? this.push.subscribe(seat, target, Date.now()) : seat;
  }

  async unsubscribePush(token: string, endpoint: string): Promise<{ removed: boolean } | Failure> {
    const seat = await this.seatOf(token);
    return typeof seat === "number" ? { removed: this.push.unsubscribe(seat, endpoint) } : seat;
  }

  /** After the turn may have moved: a push to each seat that must act, plays itself and has no socket (once a turn). */
  protected tellTurn(): void {
    if (!this.finished)
      this.push.notify(
        { match: this.rec!.id, game: this.game!.name, v: this.version },
        runningSeats(this.clockTable()),
        this.hub.onlineSeats(),
      );
  }

  // ---- summary, presence, clean-up -----------------------------------------------------------------------

  protected summary(): MatchSummary | null {
    const clock = this.clock.view(Date.now());
    return (
      this.rec && {
        ...matchSummary(this.rec, this.seats, {
          version: this.version,
          finished: this.finished,
          online: this.hub.onlineSeats(),
          toAct: this.game!.toAct(this.state),
          lastActivity: this.store.lastActivity(),
        }),
        ...(clock ? { clock } : {}),
      }
    );
  }

  // ---- clocks (match-clock.ts) -----------------------------------------------------------------------------

  protected clockTable(): ClockTable {
    return { game: this.game!, state: this.state, finished: this.finished, players: this.rec!.players, seats: this.seats };
  }

  /** Every socket gets the clocks as they stand (after anything that moved them). */
  protected tellClock(): void {
    const clock = this.clock.view(Date.now());
    if (clock) this.hub.broadcast(() => ({ t: "clock", clock }));
  }

  /** From the alarm: seats out of time are handed to a bot (it plays their moves until they take the seat back). */
  protected timeOut(): void {
    const now = Date.now();
    const before = this.clockShown(now);
    const out = this.clock.expire(now);
    if (out.length === 0) return;
    this.ctx.storage.transactionSync(() => {
      for (const seat of out) this.store.setSeatBot(seat, DEFAULT_BOT_LEVEL);
      this.seats = this.store.seats();
      this.clock.update(this.clockTable(), now, false);
    });
    void this.after(now, before, { seats: true });
  }

  /** Ends the match with the scores as they stand, after a vote (the seats out of time rank last); everyone is told. */
  protected endByVote(timedOut: number[]): void {
    const now = Date.now();
    const before = this.clockShown(now);
    const ended: EndedByVote = { by: "vote", at: now, timedOut, winners: voteWinners(this.game!.result(this.state).scores, timedOut) };
    this.game = endedByVote(this.game!, ended);
    this.finished = true;
    this.ctx.storage.transactionSync(() => {
      this.store.saveRecord((this.rec = { ...this.rec!, ended }));
      this.clock.update(this.clockTable(), now, false);
    });
    this.hub.resend(this.game, this.state, this.version);
    void this.after(now, before, { seats: true });
  }

  /** The clocks as a client sees them at `now`, as text: equal texts show the same clocks. */
  protected clockShown(now: number): string {
    const view = this.clock.view(now);
    return view ? JSON.stringify(view) : "";
  }

  /**
   * The one step after anything that changed the match at `now` (an action, a seat's change, a timeout, a vote):
   * presence when seats changed, the clocks when they look different from `clockBefore` (`clockShown` at the same
   * `now`), the turn's push, the bots (`moved`: an action was applied, so a due bot move is decided anew) and the
   * alarm (when clocks run or seats changed; a bot due arms it itself).
   */
  protected after(now: number, clockBefore: string, what: { seats?: boolean; moved?: boolean }): Promise<void> {
    if (what.seats) this.presence.tellAll();
    if (this.clockShown(now) !== clockBefore) this.tellClock();
    this.tellTurn();
    this.bots.arm(what.moved ?? false);
    return what.seats || this.clock.get() ? this.rearm() : Promise.resolve();
  }

  /** Arms the one alarm for what is due first: clean-up, a presence flush, a bot's move, a bank running out or a clock's beat. */
  protected rearm(): Promise<void> {
    return this.ctx.storage.setAlarm(
      Math.min(this.cleanupDeadline(), this.presenceAt ?? Infinity, this.bots.next() ?? Infinity, this.clock.deadline() ?? Infinity),
    );
  }

  protected presenceFrame(): Extract<ServerFrame, { t: "presence" }> {
    return { t: "presence", seats: this.summary()!.seats, spectators: this.hub.spectatorCount() };
  }

  /** When the match is deleted if nothing happens (match-idle.ts). */
  protected cleanupDeadline(): number {
    return cleanupDeadline(this.store.lastActivity(), this.finished, this.seats.length > 0);
  }

  /**
   * One alarm per match: fired before the clean-up deadline (an activity moved it, presence.ts armed a flush, a bot
   * is to act) it flushes presence, plays a due bot move and re-arms itself for what is due next; at the deadline
   * it deletes the match.
   */
  async alarm(): Promise<void> {
    if (!this.rec) return;
    const deadline = this.cleanupDeadline();
    if (Date.now() < deadline) {
      this.clock.resume(Date.now()); // a beat: the match is alive
      this.presenceAt = null;
      this.presence.flush();
      this.bots.play();
      this.timeOut();
      return this.rearm();
    }
    this.hub.closeAll(CLOSE.gone, "match expired");
    await this.ctx.storage.deleteAll();
    this.rec = null;
    this.game = null;
    this.state = null;
  }
}
