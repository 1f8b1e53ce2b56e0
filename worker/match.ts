/**
 * The Match Durable Object: one per match. It holds the authoritative game state, runs the engine on every
 * action, writes the action to SQLite before anything is broadcast, and sends every socket its own view as a
 * versioned JSON Patch. Sockets use the hibernation API (attachments hold seat, token hash and client address; no
 * timers) under the caps of socket-limits.ts; presence is told only when it changes (presence.ts). After eviction
 * the state is rebuilt from the latest snapshot plus the action log. One alarm: the idle clean-up deadline, or
 * sooner a coalesced presence flush or a bot's move (match-bots.ts), which takes the same path as a person's.
 */
import { DurableObject } from "cloudflare:workers";
import { findGame, isRuleError, ruleError, type AnyGameModule, type RuleError } from "../engine/index.ts";
import { ActionTimer, NO_TIMER, type Breakdown, type Timer } from "./action-timing.ts";
import { restoreState } from "./match-restore.ts";
import { cleanupDeadline } from "./match-idle.ts";
import { MatchStore, SNAPSHOT_EVERY, type MatchRecord, type SeatRow, type StorageStats } from "./match-store.ts";
import { hasBots, logLength, MatchBots } from "./match-bots.ts";
import { createMatch, type CreateInit, type Failure } from "./match-create.ts";
import type { BotLevel } from "../engine/core/bot.ts";
import { SocketHub } from "./socket-hub.ts";
import type { Attachment } from "./socket-limits.ts";
import { Presence } from "./presence.ts";
import { hashToken, newMatchId, newToken } from "./secrets.ts";
import { CLOSE, parseClientFrame, type ClientFrame, type MatchSummary, type ServerFrame } from "./protocol.ts";
import { matchSummary } from "./match-summary.ts";
import { leaveRefusal, seatToClaim } from "./match-seats.ts";
import type { FirstView } from "./page-head.ts";

export { IDLE_FINISHED_MS, IDLE_UNFINISHED_MS, IDLE_UNJOINED_MS } from "./match-idle.ts";
export type { CreateInit, Failure } from "./match-create.ts";

export class Match extends DurableObject<Env> {
  private readonly store = new MatchStore(this.ctx.storage.sql);
  private readonly hub = new SocketHub(this.ctx);
  private readonly presence = new Presence(this.hub, () => this.presenceFrame(), (at) => this.ctx.storage.setAlarm(this.bots.next() ?? Math.min(at, this.cleanupDeadline())));
  private readonly bots = new MatchBots(this.ctx, {
    live: () => (this.rec && !this.finished && this.seats.length === this.rec.players && this.hub.onlineSeats().size > 0
      ? { game: this.game!, state: this.state, version: this.version, seats: this.seats } : null),
    secret: () => this.rec!.botSecret ?? (this.store.saveRecord((this.rec = { ...this.rec!, botSecret: newToken() })), this.rec.botSecret!),
    commit: (seat, msgId, action, botLogFrom) => this.commit(seat, msgId, action, { botLogFrom }),
  });
  private rec: MatchRecord | null = null;
  private game: AnyGameModule | null = null;
  private state: unknown = null;
  private version = 0;
  private finished = false;
  private seats: SeatRow[] = [];
  /** Times each action's phases on test servers only (action-timing.ts). */
  private readonly timer: Timer = this.env.TEST_HOOKS === "1" ? new ActionTimer() : NO_TIMER;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    void ctx.blockConcurrencyWhile(async () => this.load());
  }

  /** Reads the match from storage (match-restore.ts), if there is one. */
  private load(): void {
    this.rec = this.store.record();
    if (!this.rec) return;
    const game = findGame(this.rec.game);
    if (!game) throw new Error(`match ${this.rec.id}: unknown game ${this.rec.game}`);
    this.game = game;
    this.store.migrate();
    this.seats = this.store.seats();
    const { state, version } = restoreState(this.store, game, this.rec);
    this.setState(state, version);
  }

  /** The state at `version`, and whether the game is over (one `result()` per version). */
  private setState(state: unknown, version: number): void {
    this.state = state;
    this.version = version;
    this.finished = this.game!.result(state).finished;
  }

  // ---- RPC from the Worker -------------------------------------------------------------------------------

  async create(init: CreateInit): Promise<MatchSummary | Failure> {
    if (this.rec) return { error: "exists", message: "This match already exists." };
    const made = createMatch(this.ctx, this.store, init);
    if ("error" in made) return made;
    const { rec, game, state } = made;
    [this.rec, this.game] = [rec, game];
    this.setState(state, 0);
    this.seats = this.store.seats();
    await this.ctx.storage.setAlarm(this.cleanupDeadline()); // armed once: actions only record activity
    return this.summary()!;
  }

  async claim(req: { seat?: number | undefined; name: string; color?: string | null | undefined }): Promise<{ seat: number; token: string } | Failure> {
    if (!this.rec) return { error: "not-found", message: "No such match." };
    const token = newToken(), tokenHash = await hashToken(token);
    const seat = seatToClaim(this.rec, this.seats, req.seat);
    if (typeof seat !== "number") return seat;
    const row: SeatRow = { seat, name: req.name, color: req.color ?? null, tokenHash };
    this.ctx.storage.transactionSync(() => (this.store.claimSeat(row), this.store.touch(Date.now())));
    this.seatsChanged();
    return { seat, token };
  }

  /** Gives a person's seat up while nothing is played (match-seats.ts); its sockets are closed, everyone is told. */
  async leave(seat: number, token: string): Promise<{ seat: number } | Failure> {
    const refused = leaveRefusal(this.rec, this.seats, this.version, seat, await hashToken(token));
    if (refused) return refused;
    this.ctx.storage.transactionSync(() => (this.store.freeSeat(seat), this.store.touch(Date.now())));
    this.hub.closeSeat(seat, "seat left");
    this.seatsChanged();
    return { seat };
  }

  /** The seats changed in storage: read them again, tell everyone, arm a bot's move if one is due. */
  private seatsChanged(): void {
    this.seats = this.store.seats();
    this.presence.tellAll();
    this.bots.arm();
  }

  async getSummary(): Promise<MatchSummary | null> { return this.summary(); }

  /** A match page's head (pages.ts): the summary, and the spectator view at its version (public: spectators get it). */
  async getPage(): Promise<{ summary: MatchSummary; first: FirstView } | null> {
    const summary = this.summary();
    return summary && { summary, first: { id: summary.id, v: this.version, view: this.hub.view(this.game!, this.state, this.version, null) } };
  }

  /** Creates (once) a new match with the same game, options and seats, and tells everyone here. */
  async rematch(token: string): Promise<{ id: string } | Failure> {
    if (!this.rec) return { error: "not-found", message: "No such match." };
    const hash = await hashToken(token);
    if (!this.seats.some((s) => s.tokenHash === hash)) return { error: "bad-token", message: "Only a seated player can start a rematch." };
    if (!this.finished) return { error: "not-finished", message: "A rematch can be started once the game is over." };
    if (this.rec.rematch) return { id: this.rec.rematch };
    const id = newMatchId();
    const stub = this.env.MATCH.get(this.env.MATCH.idFromName(id));
    const created = await stub.create({ id, game: this.rec.game, options: this.rec.options, players: this.rec.players, seats: this.seats });
    if ("error" in created) return created;
    if (this.rec.rematch) return { id: this.rec.rematch }; // another request won the race meanwhile
    this.rec = { ...this.rec, rematch: id };
    this.store.saveRecord(this.rec);
    this.hub.broadcast(() => ({ t: "rematch", id }));
    return { id };
  }

  // ---- WebSockets ------------------------------------------------------------------------------------------

  async fetch(request: Request): Promise<Response> {
    if (request.headers.get("Upgrade") !== "websocket") return new Response("expected a WebSocket upgrade", { status: 426 });
    if (!this.rec) return new Response("no such match", { status: 404 });
    const pair = new WebSocketPair();
    this.hub.accept(pair[1], request.headers.get("CF-Connecting-IP") ?? "unknown"); // set by routes.ts
    return new Response(null, { status: 101, webSocket: pair[0] });
  }

  async webSocketMessage(ws: WebSocket, message: string | ArrayBuffer): Promise<void> {
    this.timer.begin();
    if (!this.hub.allow(ws, message)) {
      if (ws.readyState !== WebSocket.OPEN) await this.presence.changed(); // closed for abuse: maybe a seat went offline
      return;
    }
    const frame = parseClientFrame(message);
    if ("error" in frame) return this.hub.send(ws, { t: "reject", id: null, code: frame.error, message: frame.message });
    if (frame.t === "ping") return this.hub.send(ws, { t: "pong", n: frame.n });
    const att = this.hub.attachment(ws);
    if (frame.t === "hello") return this.hello(ws, frame);
    if (!att.hello) return this.hub.send(ws, { t: "reject", id: frame.t === "act" ? frame.id : null, code: "hello-first", message: "Send hello first." });
    if (frame.t === "sync") return this.hub.send(ws, { t: "snapshot", v: this.version, view: this.hub.view(this.game!, this.state, this.version, att.seat) });
    if (frame.t === "chat") {
      if (att.seat === null) return this.hub.send(ws, { t: "reject", id: null, code: "spectator", message: "Only seated players can chat." });
      return this.chat(att, frame.text);
    }
    if (frame.t === "standIn") return this.standIn(ws, att, frame.level);
    return this.act(ws, att, frame);
  }

  async webSocketClose(ws: WebSocket, code: number, reason: string): Promise<void> {
    this.hub.closed(ws, code, reason);
    if (this.rec) await this.presence.changed();
  }

  async webSocketError(ws: WebSocket): Promise<void> { return this.webSocketClose(ws, CLOSE.normal, "error"); }

  /**
   * Welcomes a socket as a seat (valid token) or a spectator, once: a later hello is refused and changes nothing
   * (checked after hashing too: two hellos may both be hashing). Caps: socket-limits.ts.
   */
  private async hello(ws: WebSocket, frame: Extract<ClientFrame, { t: "hello" }>): Promise<void> {
    const again = () => this.hub.send(ws, { t: "reject", id: null, code: "already-welcomed", message: "This socket was already welcomed; open a new one to change seat." });
    if (this.hub.attachment(ws).hello) return again();
    const hash = frame.token === undefined ? null : await hashToken(frame.token);
    if (ws.readyState !== WebSocket.OPEN) return;
    if (this.hub.attachment(ws).hello) return again();
    const row = hash === null ? null : this.seats.find((s) => s.tokenHash === hash);
    if (row === undefined) return this.hub.send(ws, { t: "reject", id: null, code: "bad-token", message: "That seat token is not valid for this match." });
    const seat = row?.seat ?? null;
    if (!this.hub.welcome(ws, seat, hash)) return;
    const view = frame.since === this.version ? null : this.hub.view(this.game!, this.state, this.version, seat), botLog = this.store.botLog();
    this.hub.send(ws, { t: "welcome", seat, version: this.version, view, match: this.summary()!, ...(botLog.length ? { botLog } : {}) });
    if (!(await this.presence.changed())) this.presence.tellOne(ws);
    this.bots.arm();
  }

  private chat(att: Attachment, text: string): void {
    if (att.seat === null) return;
    const name = this.seats.find((s) => s.seat === att.seat)?.name ?? `Seat ${att.seat + 1}`;
    this.hub.broadcast(() => ({ t: "chat", seat: att.seat, name, text, at: Date.now() }));
  }

  /** A person's action: the socket's own checks, then `commit`. */
  private act(ws: WebSocket, att: Attachment, frame: Extract<ClientFrame, { t: "act" }>): void {
    this.timer.lap("parse");
    const reject = (code: string, message: string, args?: RuleError["args"]) =>
      this.hub.send(ws, { t: "reject", id: frame.id, code, message, ...(args ? { args } : {}) });
    if (att.seat === null) return reject("spectator", "Spectators cannot act.");
    const seat = att.seat, row = this.seats.find((s) => s.seat === seat);
    if (row?.tokenHash !== att.tokenHash) return reject("bad-token", "Your seat token is no longer valid.");
    if (this.store.hasMessage(seat, frame.id, this.version)) return reject("duplicate", "That message was already applied.");
    if (row.bot) return reject("bot-playing", "A bot is playing your seat; take it back first.");
    const refused = this.commit(seat, frame.id, frame.action, { base: frame.base });
    if (refused) reject(refused.code, refused.message, refused.args);
  }

  /** Validates, applies, persists, then broadcasts one action of `seat`: a person's made on version `base`, or a bot's
   *  (`botLogFrom`: the length of the log it saw). All synchronous, nothing interleaves; a refusal changes nothing. */
  private commit(seat: number, msgId: string, raw: unknown, by: { base: number } | { botLogFrom: number }): RuleError | null {
    const timer = this.timer;
    if (this.seats.length < this.rec!.players) return ruleError("not-started", "Waiting for every seat to be taken.");
    if (this.finished) return ruleError("finished", "The game is over.");
    if ("base" in by && by.base !== this.version) return ruleError("stale", `Your view is at version ${by.base}; the match is at ${this.version}.`);
    const action = this.game!.parseAction(raw);
    if (isRuleError(action)) return action;
    timer.lap("checks");
    const out = this.game!.apply(this.state, seat, action);
    if (isRuleError(out)) return out;
    const finished = this.game!.result(out.state).finished;
    timer.lap("apply");
    const version = this.version + 1;
    const now = Date.now();
    const botLog: [number, number] | null = "botLogFrom" in by ? [by.botLogFrom, logLength(this.game!.view(out.state, seat))] : null;
    this.ctx.storage.transactionSync(() => {
      this.store.appendAction({ version, seat, msgId, action, botLog }, now);
      if (version % SNAPSHOT_EVERY === 0 || finished) this.store.saveSnapshot(version, out.state, this.game!.stateVersion);
      this.store.touch(now);
    });
    timer.lap("sqlite");
    const prev = this.state;
    this.state = out.state;
    this.version = version;
    this.finished = finished;
    const sent = this.hub.broadcastPatch(this.game!, prev, this.state, version, { seat, id: msgId, ...(botLog ? { bot: botLog } : {}) }, timer);
    timer.end(version, sent.sockets, sent.audiences);
    this.bots.arm(true);
    return null;
  }

  /** "Play for me" (a level) or "take back" (null) from a socket still holding its seat's token; everyone is told. */
  private standIn(ws: WebSocket, att: Attachment, level: BotLevel | null): void {
    const code = att.seat === null ? "spectator" : this.seats.find((s) => s.seat === att.seat)?.tokenHash !== att.tokenHash ? "bad-token" : hasBots(this.rec!.game) ? null : "no-bots";
    if (code !== null) return this.hub.send(ws, { t: "reject", id: null, code, message: "Only a seated player (a valid seat token) of a game with bots can hand their seat to a bot." });
    this.store.setSeatBot(att.seat!, level);
    this.seatsChanged();
  }

  /** Test servers only (routes refuse otherwise): the last `n` actions' time per phase, what is stored, bots' think times. */
  async testReport(n: number): Promise<{ breakdown: Breakdown | null; storage: StorageStats; botThinkMs: number[] } | null> {
    return this.rec ? { breakdown: this.timer instanceof ActionTimer ? this.timer.recent(n) : null, storage: this.store.stats(), botThinkMs: this.bots.thinkMs() } : null;
  }

  // ---- summary, presence, clean-up -----------------------------------------------------------------------

  private summary(): MatchSummary | null {
    return this.rec && matchSummary(this.rec, this.seats, { version: this.version, finished: this.finished, online: this.hub.onlineSeats(),
      toAct: this.game!.toAct(this.state), lastActivity: this.store.lastActivity() });
  }

  private presenceFrame(): Extract<ServerFrame, { t: "presence" }> {
    return { t: "presence", seats: this.summary()!.seats, spectators: this.hub.spectatorCount() };
  }

  /** When the match is deleted if nothing happens (match-idle.ts). */
  private cleanupDeadline(): number {
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
      this.presence.flush();
      this.bots.play();
      return void (await this.ctx.storage.setAlarm(Math.min(this.cleanupDeadline(), this.bots.next() ?? Infinity)));
    }
    this.hub.closeAll(CLOSE.gone, "match expired");
    await this.ctx.storage.deleteAll();
    [this.rec, this.game, this.state] = [null, null, null];
  }
}
