/**
 * The Match Durable Object's sockets (match.ts adds the Worker's RPC): each client frame goes to its handler through
 * one typed table (`frames`), under the budgets of socket-hub.ts and the caps of socket-limits.ts; sockets use the
 * hibernation API (attachments hold seat, token hash and client address; no timers). Here too are the two writes
 * both sides make: `commit` (an action, a person's or a bot's) and `changeSeats`.
 */
import { isRuleError, ruleError, type RuleError } from "../engine/index.ts";
import type { BotLevel } from "../engine/core/bot.ts";
import { BOT_TOKEN_HASH, SNAPSHOT_EVERY } from "./match-store.ts";
import { botLogRange, hasBots } from "./match-bots.ts";
import type { Attachment } from "./socket-limits.ts";
import { hashToken } from "./secrets.ts";
import { CLOSE } from "../contract/close-codes.ts";
import { parseClientFrame, type ClientFrame } from "../contract/protocol.ts";
import { MatchRoom } from "./match-room.ts";

/** A client frame's handler: whether the socket must have said hello first, and what to do. */
type Handler<K extends ClientFrame["t"]> = {
  welcomed: boolean;
  run: (ws: WebSocket, frame: Extract<ClientFrame, { t: K }>, att: Attachment) => void | Promise<void>;
};
type FrameTable = { [K in ClientFrame["t"]]: Handler<K> };

export abstract class MatchSockets extends MatchRoom {
  async fetch(request: Request): Promise<Response> {
    if (request.headers.get("Upgrade") !== "websocket") return new Response("expected a WebSocket upgrade", { status: 426 });
    if (!this.rec) return new Response("no such match", { status: 404 });
    const pair = new WebSocketPair();
    this.hub.accept(pair[1], request.headers.get("CF-Connecting-IP") ?? "unknown"); // set by routes.ts
    return new Response(null, { status: 101, webSocket: pair[0] });
  }

  /** Each client frame's handler (protocol.ts `ClientFrameSchema`); `welcomed`: only once the socket said hello. */
  private readonly frames: FrameTable = {
    ping: { welcomed: false, run: (ws, f) => this.hub.send(ws, { t: "pong", n: f.n }) },
    hello: { welcomed: false, run: (ws, f) => this.hello(ws, f) },
    sync: {
      welcomed: true,
      run: (ws, _f, att) =>
        this.hub.send(ws, { t: "snapshot", v: this.version, view: this.hub.view(this.game!, this.state, this.version, att.seat) }),
    },
    chat: { welcomed: true, run: (ws, f, att) => this.chatLine(ws, att, f.text) },
    standIn: { welcomed: true, run: (ws, f, att) => this.standIn(ws, att, f.level) },
    endVote: { welcomed: true, run: (ws, _f, att) => this.endVote(ws, att) },
    act: { welcomed: true, run: (ws, f, att) => this.act(ws, att, f) },
  };

  async webSocketMessage(ws: WebSocket, message: string | ArrayBuffer): Promise<void> {
    this.timer.begin();
    if (!this.hub.allow(ws, message)) {
      if (ws.readyState !== WebSocket.OPEN) await this.presence.changed(); // closed for abuse: maybe a seat went offline
      return;
    }
    const frame = parseClientFrame(message);
    if ("error" in frame) return this.hub.send(ws, { t: "reject", id: null, code: frame.error, message: frame.message });
    const handler = this.frames[frame.t] as Handler<ClientFrame["t"]>,
      att = this.hub.attachment(ws);
    if (handler.welcomed && !att.hello)
      return this.hub.send(ws, { t: "reject", id: frame.t === "act" ? frame.id : null, code: "hello-first", message: "Send hello first." });
    return handler.run(ws, frame, att);
  }

  async webSocketClose(ws: WebSocket, code: number, reason: string): Promise<void> {
    this.hub.closed(ws, code, reason);
    if (this.rec) await this.presence.changed();
  }

  async webSocketError(ws: WebSocket): Promise<void> {
    return this.webSocketClose(ws, CLOSE.normal, "error");
  }

  /**
   * Welcomes a socket as a seat (valid token) or a spectator, once: a later hello is refused and changes nothing
   * (checked after hashing too: two hellos may both be hashing). Caps: socket-limits.ts.
   */
  private async hello(ws: WebSocket, frame: Extract<ClientFrame, { t: "hello" }>): Promise<void> {
    const again = () =>
      this.hub.send(ws, {
        t: "reject",
        id: null,
        code: "already-welcomed",
        message: "This socket was already welcomed; open a new one to change seat.",
      });
    if (this.hub.attachment(ws).hello) return again();
    const hash = frame.token === undefined ? null : await hashToken(frame.token);
    if (ws.readyState !== WebSocket.OPEN) return;
    if (this.hub.attachment(ws).hello) return again();
    const row = hash === null ? null : this.seats.find((s) => s.tokenHash === hash);
    if (row === undefined)
      return this.hub.send(ws, { t: "reject", id: null, code: "bad-token", message: "That seat token is not valid for this match." });
    const seat = row?.seat ?? null;
    if (!this.hub.welcome(ws, seat, hash)) return;
    const view = frame.since === this.version ? null : this.hub.view(this.game!, this.state, this.version, seat),
      botLog = this.store.botLog();
    const chat = this.chat.recent(),
      clock = this.clock.view(Date.now());
    this.hub.send(ws, {
      t: "welcome",
      seat,
      version: this.version,
      view,
      match: this.summary()!,
      ...(botLog.length ? { botLog } : {}),
      ...(chat.length ? { chat } : {}),
      ...(clock ? { clock } : {}),
    });
    if (!(await this.presence.changed())) this.presence.tellOne(ws);
    this.bots.arm();
  }

  /** A seated player's chat line, told to everyone (match-chat.ts limits how fast). */
  private chatLine(ws: WebSocket, att: Attachment, text: string): void {
    const row = this.seats.find((s) => att.seat !== null && s.seat === att.seat && s.tokenHash === att.tokenHash);
    if (!row) return this.hub.send(ws, { t: "reject", id: null, code: "spectator", message: "Only seated players can chat." });
    const line = this.chat.write(row.seat, row.name, text, Date.now());
    if (line) return this.hub.broadcast(() => ({ t: "chat", ...line }));
    this.hub.send(ws, { t: "reject", id: null, code: "chat-rate-limited", message: "Too many chat lines; wait a few seconds." });
  }

  /** A person's action: the socket's own checks, then `commit`. */
  private act(ws: WebSocket, att: Attachment, frame: Extract<ClientFrame, { t: "act" }>): void {
    this.timer.lap("parse");
    const reject = (code: string, message: string, args?: RuleError["args"]) =>
      this.hub.send(ws, { t: "reject", id: frame.id, code, message, ...(args ? { args } : {}) });
    if (att.seat === null) return reject("spectator", "Spectators cannot act.");
    const seat = att.seat,
      row = this.seats.find((s) => s.seat === seat);
    if (row?.tokenHash !== att.tokenHash) return reject("bad-token", "Your seat token is no longer valid.");
    if (this.store.hasMessage(seat, frame.id, this.version)) return reject("duplicate", "That message was already applied.");
    if (this.finished) return reject("finished", "The game is over.");
    if (row.bot) return reject("bot-playing", "A bot is playing your seat; take it back first.");
    if (!this.hub.mayMove(seat)) return reject("rate-limited", "Too many moves; slow down.");
    const refused = this.commit(seat, frame.id, frame.action, { base: frame.base });
    if (refused) reject(refused.code, refused.message, refused.args);
    else this.hub.moved(seat);
  }

  /** Validates, applies, persists, then broadcasts one action of `seat`: a person's made on version `base`, or a bot's
   *  (`botLogFrom`: the length of the log it saw). All synchronous, nothing interleaves; a refusal changes nothing. */
  protected commit(seat: number, msgId: string, raw: unknown, by: { base: number } | { botLogFrom: number }): RuleError | null {
    const timer = this.timer;
    if (this.seats.length < this.rec!.players) return ruleError("not-started", "Waiting for every seat to be taken.");
    if (this.finished) return ruleError("finished", "The game is over.");
    if ("base" in by && by.base !== this.version)
      return ruleError("stale", `Your view is at version ${by.base}; the match is at ${this.version}.`);
    const action = this.game!.parseAction(raw);
    if (isRuleError(action)) return action;
    timer.lap("checks");
    const out = this.game!.apply(this.state, seat, action);
    if (isRuleError(out)) return out;
    const finished = this.game!.result(out.state).finished;
    timer.lap("apply");
    const version = this.version + 1;
    const now = Date.now();
    const clockBefore = this.clockShown(now);
    const botLog: [number, number] | null = "botLogFrom" in by ? botLogRange(by.botLogFrom, this.game!.view(out.state, seat)) : null;
    this.ctx.storage.transactionSync(() => {
      this.store.appendAction({ version, seat, msgId, action, botLog }, now);
      if (version % SNAPSHOT_EVERY === 0 || finished) this.store.saveSnapshot(version, out.state, this.game!.stateVersion);
      this.clock.update({ ...this.clockTable(), state: out.state, finished }, now, true, "botLogFrom" in by ? seat : null);
    });
    timer.lap("sqlite");
    const prev = this.state;
    this.state = out.state;
    this.version = version;
    this.finished = finished;
    const sent = this.hub.broadcastPatch(
      this.game!,
      prev,
      this.state,
      version,
      { seat, id: msgId, ...(botLog ? { bot: botLog } : {}) },
      timer,
    );
    timer.end(version, sent.sockets, sent.audiences);
    void this.after(now, clockBefore, { moved: true });
    return null;
  }

  /** A seated person's vote to end the match while a seat is out of time (clock.ts `vote`); the last vote ends it. */
  private endVote(ws: WebSocket, att: Attachment): void {
    const reject = (code: string, message: string) => this.hub.send(ws, { t: "reject", id: null, code, message });
    const row = this.seats.find((s) => att.seat !== null && s.seat === att.seat && s.tokenHash === att.tokenHash);
    if (!row) return reject("spectator", "Only seated players can vote.");
    if (this.finished) return reject("finished", "The game is over.");
    if (!this.hub.mayMove(row.seat)) return reject("rate-limited", "Too many moves; slow down.");
    const timedOut = this.clock.get()?.timedOut ?? [];
    const voters = this.seats.filter((s) => s.tokenHash !== BOT_TOKEN_HASH && !timedOut.includes(s.seat)).map((s) => s.seat);
    const now = Date.now(),
      before = this.clockShown(now);
    const r = this.clock.vote(row.seat, voters, now);
    if ("error" in r) return reject(r.error, r.error === "no-timeout" ? "No seat is out of time." : "A seat out of time cannot vote.");
    this.hub.moved(row.seat);
    if (r.ends) return this.endByVote(r.timedOut);
    void this.after(now, before, {});
  }

  /**
   * "Play for me" (a level) or "take back" (null) from a socket still holding its seat's token; everyone is told.
   * Asking for what already is changes and tells nothing (the sender is told presence again). A change is a move for
   * the seat's rate limit and has its own, slower one (socket-hub.ts); the clocks decide whether a timed-out seat may
   * come back yet (clock.ts `takeBack`) and what handing over costs.
   */
  private standIn(ws: WebSocket, att: Attachment, level: BotLevel | null): void {
    const reject = (code: string, message: string) => this.hub.send(ws, { t: "reject", id: null, code, message });
    const row = att.seat === null ? undefined : this.seats.find((s) => s.seat === att.seat);
    const code =
      att.seat === null ? "spectator" : row?.tokenHash !== att.tokenHash ? "bad-token" : hasBots(this.rec!.game) ? null : "no-bots";
    if (code !== null || !row)
      return reject(code ?? "bad-token", "Only a seated player (a valid seat token) of a game with bots can hand their seat to a bot.");
    if (this.finished) return reject("finished", "The game is over.");
    if ((row.bot ?? null) === level) return this.presence.tellOne(ws);
    if (!this.hub.mayStandIn(row.seat))
      return reject("stand-in-rate-limited", "You changed who plays your seat too often; wait a few seconds.");
    const seat = row.seat;
    if (level === null) {
      const refused = this.clock.takeBackRefusal(seat, Date.now(), this.game!.toAct(this.state).includes(seat));
      if (refused === "no-returns-left") return reject(refused, "You ran out of time too often: a bot plays this seat to the end.");
      if (refused)
        return reject(refused, "You ran out of time: the bot moves for you and the others may vote first; try again in a few seconds.");
      this.hub.stoodIn(seat);
      return void this.changeSeats(
        () => this.store.setSeatBot(seat, null),
        (now) => this.clock.back(this.clockTable(), seat, now),
      );
    }
    this.hub.stoodIn(seat);
    const handOver = row.bot ? undefined : (now: number) => this.clock.handOver(this.clockTable(), seat, now);
    void this.changeSeats(() => this.store.setSeatBot(seat, level), handOver);
  }

  /**
   * Writes a change of seats, reads them again and moves the clocks (`clock`: by default, who runs now) in one
   * transaction; then the one follow-up step (`after`: presence, clocks if changed, push, bots, alarm).
   */
  protected changeSeats(
    write: () => void,
    clock: (now: number) => void = (now) => this.clock.update(this.clockTable(), now, false),
  ): Promise<void> {
    const now = Date.now();
    const before = this.clockShown(now);
    this.ctx.storage.transactionSync(() => {
      write();
      this.seats = this.store.seats();
      clock(now);
    });
    return this.after(now, before, { seats: true });
  }
}
