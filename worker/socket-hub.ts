/**
 * The sockets of one match (hibernation API): attachments, the socket caps (decided by socket-limits.ts), size and
 * rate limits (per socket, per client address across its sockets, and a seat's moves and "play for me" changes across
 * the seat's sockets: rate-buckets.ts), and fan-out. Attachments are read once per Durable Object instance into an index (socket →
 * attachment) that every change keeps in step, so counting, presence and fan-out never deserialise attachments per
 * event. Views and patches are made once per audience (audience-views.ts), each sent as one pre-serialised frame to
 * every socket of that audience.
 */
import { NO_TIMER, type Timer } from "./action-timing.ts";
import { AudienceViews, audience, type PatchAck } from "./audience-views.ts";
import type { AnyGameModule } from "../engine/index.ts";
import { CLOSE } from "../contract/close-codes.ts";
import { frameBytes, type ServerFrame } from "../contract/protocol.ts";
import type { Tunables } from "./tunables.ts";
import { RateBuckets } from "./rate-buckets.ts";
import { admitSeat, admitSpectator, admitUpgrade, type Attachment } from "./socket-limits.ts";

/** An attachment as stored; sockets accepted before address and time were recorded lack them. */
function read(ws: WebSocket): Attachment {
  const a = ws.deserializeAttachment() as Partial<Attachment> | null;
  return {
    hello: a?.hello ?? false,
    seat: a?.seat ?? null,
    tokenHash: a?.tokenHash ?? null,
    address: a?.address ?? "unknown",
    at: a?.at ?? 0,
  };
}

/** Frames larger than this close the socket outright; MAX_FRAME_BYTES..this are refused with a reject. */
const HARD_FRAME_LIMIT = 64 * 1024;
/** Rate-limited frames a socket may send (without calming down in between) before it is closed for abuse. */
const STRIKES_BEFORE_CLOSE = 100;

export class SocketHub {
  private readonly socketRate: RateBuckets<WebSocket>;
  private readonly addressRate: RateBuckets<string>;
  private readonly moveRate: RateBuckets<number>;
  private readonly standInRate: RateBuckets<number>;
  /** Rate-limited frames of each socket since it last calmed down. */
  private readonly strikes = new Map<WebSocket, number>();
  private readonly views = new AudienceViews();

  /** Every socket this instance counts (open, not closed by the server), with its attachment. */
  private index: Map<WebSocket, Attachment> | null = null;

  /** @param rates the budgets (tunables.ts): production's, or a test server's */
  constructor(
    private readonly ctx: DurableObjectState,
    rates: Pick<Tunables, "socketRate" | "addressRate" | "seatMovesRate" | "standInRate">,
  ) {
    this.socketRate = new RateBuckets(rates.socketRate);
    this.addressRate = new RateBuckets(rates.addressRate);
    this.moveRate = new RateBuckets(rates.seatMovesRate);
    this.standInRate = new RateBuckets(rates.standInRate);
  }

  private entries(): Map<WebSocket, Attachment> {
    if (!this.index) {
      this.index = new Map();
      for (const ws of this.ctx.getWebSockets()) if (ws.readyState === WebSocket.OPEN) this.index.set(ws, read(ws));
    }
    return this.index;
  }

  /**
   * Takes a new socket from `address` as a hibernatable one, or, when a cap is reached, accepts it only to close it
   * with CLOSE.tooMany (it is never counted). A socket that never said hello may be closed to make room.
   */
  accept(ws: WebSocket, address: string): void {
    const verdict = admitUpgrade(this.entries(), address);
    if (!verdict.admit) {
      ws.accept();
      return this.close(ws, CLOSE.tooMany, verdict.reason);
    }
    if (verdict.evict) this.close(verdict.evict, CLOSE.tooMany, verdict.reason);
    this.ctx.acceptWebSocket(ws);
    this.setAttachment(ws, { hello: false, seat: null, tokenHash: null, address, at: Date.now() });
  }

  attachment(ws: WebSocket): Attachment {
    return this.entries().get(ws) ?? read(ws);
  }

  private setAttachment(ws: WebSocket, att: Attachment): void {
    ws.serializeAttachment(att);
    this.entries().set(ws, att);
  }

  /**
   * Welcomes `ws` as `seat` (with its token hash) or as a spectator (seat null), under the caps: a seat's socket
   * beyond SOCKETS_PER_SEAT closes the seat's oldest; a spectator beyond the budget is closed itself (false).
   */
  welcome(ws: WebSocket, seat: number | null, tokenHash: string | null): boolean {
    const verdict = seat === null ? admitSpectator(this.entries()) : admitSeat(this.entries(), ws, seat);
    if (!verdict.admit) {
      this.close(ws, CLOSE.tooMany, verdict.reason);
      return false;
    }
    if (verdict.evict) this.close(verdict.evict, CLOSE.tooMany, verdict.reason);
    this.setAttachment(ws, { ...this.attachment(ws), hello: true, seat, tokenHash });
    return true;
  }

  /**
   * Size cap and rate limits, the socket's own and its client address's across its sockets; false = drop the frame
   * (the sender was told, or closed for abuse after STRIKES_BEFORE_CLOSE refusals without calming down).
   */
  allow(ws: WebSocket, message: string | ArrayBuffer): boolean {
    if (frameBytes(message) > HARD_FRAME_LIMIT) {
      this.close(ws, CLOSE.tooBig, "frame too large");
      return false;
    }
    const now = Date.now();
    if (this.socketRate.full(ws, now)) this.strikes.delete(ws); // a socket that calmed down starts afresh
    const address = this.attachment(ws).address;
    if (this.socketRate.has(ws, now) && this.addressRate.has(address, now))
      return this.socketRate.take(ws, now) && this.addressRate.take(address, now);
    const strikes = (this.strikes.get(ws) ?? 0) + 1;
    this.strikes.set(ws, strikes);
    if (strikes > STRIKES_BEFORE_CLOSE) this.close(ws, CLOSE.policy, "rate limit exceeded");
    else this.send(ws, { t: "reject", id: null, code: "rate-limited", message: "Too many messages; slow down." });
    return false;
  }

  /**
   * A seat's moves — actions applied, votes counted, "play for me" changes — share one budget across the seat's
   * sockets (refusals change nothing and spend nothing). `mayMove` asks, `moved` spends once the move was made.
   */
  mayMove(seat: number): boolean {
    return this.moveRate.has(seat, Date.now());
  }

  moved(seat: number): void {
    this.moveRate.take(seat, Date.now());
  }

  /** A seat's "play for me" changes have a budget of their own, across its sockets; each is also a move. */
  mayStandIn(seat: number): boolean {
    const now = Date.now();
    return this.standInRate.has(seat, now) && this.moveRate.has(seat, now);
  }

  stoodIn(seat: number): void {
    this.standInRate.take(seat, Date.now());
    this.moved(seat);
  }

  /** How many entries the hub keeps, for the test-only report: closed sockets must leave none behind. */
  tables(): Record<string, number> {
    const now = Date.now();
    for (const r of [this.socketRate, this.addressRate, this.moveRate, this.standInRate]) r.prune(now);
    return {
      sockets: this.entries().size,
      socketRate: this.socketRate.size,
      addressRate: this.addressRate.size,
      moveRate: this.moveRate.size,
      standInRate: this.standInRate.size,
      strikes: this.strikes.size,
      views: this.views.size,
    };
  }

  send(ws: WebSocket, frame: ServerFrame): void {
    try {
      ws.send(JSON.stringify(frame));
    } catch {
      // the socket closed meanwhile; its close handler cleans up
    }
  }

  /** Welcomed sockets with their attachments. */
  private *open(): Generator<[WebSocket, Attachment]> {
    for (const e of this.entries()) if (e[1].hello) yield e;
  }

  /** Sends one frame to every welcomed socket (built only when there is one). */
  broadcast(frame: () => ServerFrame): void {
    let text: string | null = null;
    for (const [ws] of this.open()) {
      text ??= JSON.stringify(frame());
      try {
        ws.send(text);
      } catch {
        // closed meanwhile
      }
    }
  }

  /** What `seat` (null: a spectator) sees of `state` at `version`, shared by its audience (audience-views.ts). */
  view(game: AnyGameModule, state: unknown, version: number, seat: number | null): unknown {
    return this.views.view(game, state, version, seat);
  }

  /**
   * The views changed without an action (a match ended by vote): every welcomed socket gets its audience's whole
   * view at `version` as a snapshot, computed anew once per audience.
   */
  resend(game: AnyGameModule, state: unknown, version: number): void {
    this.views.clear();
    for (const [ws, { seat }] of this.open()) this.send(ws, { t: "snapshot", v: version, view: this.view(game, state, version, seat) });
  }

  /**
   * Sends every audience with a welcomed socket the patch from its view at version-1 (`prev`) to its view at
   * `version` (`next`): per audience one view, one diff and one frame text, then that text to each of its sockets
   * (`ack.bot` marks a bot's action: the log records it wrote).
   * Returns how many sockets and audiences were sent to.
   */
  broadcastPatch(
    game: AnyGameModule,
    prev: unknown,
    next: unknown,
    version: number,
    ack: PatchAck,
    timer: Timer = NO_TIMER,
  ): { sockets: number; audiences: number } {
    const groups = new Map<string, { seat: number | null; sockets: WebSocket[] }>();
    for (const [ws, { seat }] of this.open()) {
      const key = audience(seat);
      const group = groups.get(key);
      if (group) group.sockets.push(ws);
      else groups.set(key, { seat, sockets: [ws] });
    }
    const texts: string[] = [];
    let sockets = 0;
    for (const { seat, sockets: group } of groups.values()) {
      texts.push(this.views.patchText(game, prev, next, version, seat, ack, timer));
      sockets += group.length;
    }
    let i = 0;
    for (const { sockets: group } of groups.values()) {
      const text = texts[i++]!;
      for (const ws of group) {
        try {
          ws.send(text);
        } catch {
          // closed meanwhile
        }
      }
    }
    timer.lap("send");
    return { sockets, audiences: groups.size };
  }

  onlineSeats(): Set<number> {
    const out = new Set<number>();
    for (const [, { seat }] of this.open()) if (seat !== null) out.add(seat);
    return out;
  }

  spectatorCount(): number {
    let n = 0;
    for (const [, { seat }] of this.open()) if (seat === null) n++;
    return n;
  }

  /** Closes a socket and stops counting it at once (its close event may come later, or never). */
  private close(ws: WebSocket, code: number, reason: string): void {
    this.index?.delete(ws);
    this.socketRate.delete(ws);
    this.strikes.delete(ws);
    try {
      ws.close(code, reason);
    } catch {
      // already closed
    }
  }

  /** Completes the close handshake; a peer's 1005/1006 is answered with 1000 (toolchain.md pitfall 2). */
  closed(ws: WebSocket, code: number, reason: string): void {
    this.close(ws, code === 1005 || code === 1006 ? CLOSE.normal : code, reason);
  }

  /** Closes every socket of `seat` (its person left it): they may reconnect, as whoever their token makes them. */
  closeSeat(seat: number, reason: string): void {
    for (const [ws, att] of [...this.entries()]) if (att.seat === seat) this.close(ws, CLOSE.normal, reason);
  }

  closeAll(code: number, reason: string): void {
    for (const ws of this.ctx.getWebSockets()) this.close(ws, code, reason);
    this.index = null;
  }
}
