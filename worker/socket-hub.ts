/**
 * The sockets of one match (hibernation API): attachments, size and rate limits, and fan-out. Patches are
 * computed once per audience (each seat, and all spectators together) with fast-json-patch's `compare` and sent
 * as one pre-serialised frame to every socket of that audience.
 */
import { compare } from "fast-json-patch";
import type { AnyGameModule } from "../engine/index.ts";
import { CLOSE, frameBytes, RATE_BURST, RATE_PER_SECOND, type ServerFrame } from "./protocol.ts";

/** What a socket carries across hibernation. */
export interface Attachment {
  hello: boolean;
  seat: number | null;
  tokenHash: string | null;
}

/** Frames larger than this close the socket outright; MAX_FRAME_BYTES..this are refused with a reject. */
const HARD_FRAME_LIMIT = 64 * 1024;
/** Rate-limited frames a socket may send (without calming down in between) before it is closed for abuse. */
const STRIKES_BEFORE_CLOSE = 100;

export class SocketHub {
  private readonly buckets = new WeakMap<WebSocket, { tokens: number; at: number; strikes: number }>();
  /** Last view sent to each audience ("s0", "s1", …, "spec"), by version. */
  private readonly views = new Map<string, { v: number; view: unknown }>();

  constructor(private readonly ctx: DurableObjectState) {}

  accept(ws: WebSocket): void {
    this.ctx.acceptWebSocket(ws);
    this.setAttachment(ws, { hello: false, seat: null, tokenHash: null });
  }

  attachment(ws: WebSocket): Attachment {
    return (ws.deserializeAttachment() as Attachment | null) ?? { hello: false, seat: null, tokenHash: null };
  }

  setAttachment(ws: WebSocket, att: Attachment): void {
    ws.serializeAttachment(att);
  }

  /** Size cap and token-bucket rate limit; false = drop the frame (the sender was told, or closed). */
  allow(ws: WebSocket, message: string | ArrayBuffer): boolean {
    if (frameBytes(message) > HARD_FRAME_LIMIT) {
      this.close(ws, CLOSE.tooBig, "frame too large");
      return false;
    }
    const now = Date.now();
    const b = this.buckets.get(ws) ?? { tokens: RATE_BURST, at: now, strikes: 0 };
    b.tokens = Math.min(RATE_BURST, b.tokens + ((now - b.at) * RATE_PER_SECOND) / 1000);
    b.at = now;
    if (b.tokens >= RATE_BURST) b.strikes = 0; // a socket that calmed down starts afresh
    this.buckets.set(ws, b);
    if (b.tokens >= 1) {
      b.tokens -= 1;
      return true;
    }
    if (++b.strikes > STRIKES_BEFORE_CLOSE) this.close(ws, CLOSE.policy, "rate limit exceeded");
    else this.send(ws, { t: "reject", id: null, code: "rate-limited", message: "Too many messages; slow down." });
    return false;
  }

  send(ws: WebSocket, frame: ServerFrame): void {
    try {
      ws.send(JSON.stringify(frame));
    } catch {
      // the socket closed meanwhile; its close handler cleans up
    }
  }

  private open(): WebSocket[] {
    return this.ctx.getWebSockets().filter((ws) => ws.readyState === WebSocket.OPEN && this.attachment(ws).hello);
  }

  broadcast(frame: () => ServerFrame): void {
    const sockets = this.open();
    if (sockets.length === 0) return;
    const text = JSON.stringify(frame());
    for (const ws of sockets) {
      try {
        ws.send(text);
      } catch {
        // closed meanwhile
      }
    }
  }

  /** Sends every audience the patch from its view at version-1 to its view at `version`. */
  broadcastPatch(game: AnyGameModule, prev: unknown, next: unknown, version: number, ack: { seat: number; id: string }): void {
    const frames = new Map<string, string>();
    for (const ws of this.open()) {
      const seat = this.attachment(ws).seat;
      const key = seat === null ? "spec" : `s${seat}`;
      let text = frames.get(key);
      if (text === undefined) {
        const cached = this.views.get(key);
        const before = cached && cached.v === version - 1 ? cached.view : game.view(prev, seat);
        const after = game.view(next, seat);
        this.views.set(key, { v: version, view: after });
        const frame: ServerFrame = { t: "patch", from: version - 1, v: version, ops: compare(before as object, after as object), ...(seat === ack.seat ? { ack: ack.id } : {}) };
        frames.set(key, (text = JSON.stringify(frame)));
      }
      try {
        ws.send(text);
      } catch {
        // closed meanwhile
      }
    }
  }

  onlineSeats(): Set<number> {
    const out = new Set<number>();
    for (const ws of this.open()) {
      const seat = this.attachment(ws).seat;
      if (seat !== null) out.add(seat);
    }
    return out;
  }

  spectatorCount(): number {
    return this.open().filter((ws) => this.attachment(ws).seat === null).length;
  }

  private close(ws: WebSocket, code: number, reason: string): void {
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

  closeAll(code: number, reason: string): void {
    for (const ws of this.ctx.getWebSockets()) this.close(ws, code, reason);
  }
}
