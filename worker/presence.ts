/**
 * Presence frames of one match, sent only when something a person sees changes, so n sockets joining cost O(n)
 * frames rather than one to every socket per hello or close (O(n²)). A seat's online flag changing, or a seat being claimed, tells
 * everyone at once. A change of the spectator count alone is coalesced: the match's one alarm is armed about a
 * second ahead and its flush tells everyone the count then — no timer, so the object can still hibernate. What was
 * last told lives in memory; after a restart it is unknown, and the next change tells everyone.
 */
import type { ServerFrame } from "../contract/protocol.ts";
import type { SocketHub } from "./socket-hub.ts";

export class Presence {
  /** What the last presence frame to everyone said (online seats as "0,2", spectator count); null = unknown. */
  private told: { online: string; spectators: number } | null = null;
  /** A flush alarm is armed (in memory: after a restart an extra arm only moves the flush a little later). */
  private armed = false;

  /**
   * @param frame the current presence frame (seats with online flags, spectator count)
   * @param arm arms the match's alarm for a flush at `at` (or sooner, at its clean-up deadline)
   * @param coalesceMs how long a spectator count change may wait (tunables.ts presenceCoalesceMs)
   */
  constructor(
    private readonly hub: SocketHub,
    private readonly frame: () => Extract<ServerFrame, { t: "presence" }>,
    private readonly arm: (at: number) => Promise<void>,
    private readonly coalesceMs: number,
  ) {}

  private now(): { online: string; spectators: number } {
    return { online: [...this.hub.onlineSeats()].sort((a, b) => a - b).join(","), spectators: this.hub.spectatorCount() };
  }

  /** Tells every welcomed socket now. */
  tellAll(): void {
    this.told = this.now();
    this.hub.broadcast(this.frame);
  }

  /**
   * After sockets came or went: tells everyone now when a seat's online flag changed (true), or arms a coalesced
   * flush when only the spectator count did.
   */
  async changed(): Promise<boolean> {
    const now = this.now();
    if (!this.told || this.told.online !== now.online) {
      this.tellAll();
      return true;
    }
    if (this.told.spectators !== now.spectators && !this.armed) {
      this.armed = true;
      await this.arm(Date.now() + this.coalesceMs);
    }
    return false;
  }

  /** The alarm fired before the clean-up deadline: tell everyone if anything changed since they were last told. */
  flush(): void {
    this.armed = false;
    const now = this.now();
    if (!this.told || this.told.online !== now.online || this.told.spectators !== now.spectators) this.tellAll();
  }

  /** Tells one socket (after its welcome, when everyone was not just told). */
  tellOne(ws: WebSocket): void {
    this.hub.send(ws, this.frame());
  }
}
