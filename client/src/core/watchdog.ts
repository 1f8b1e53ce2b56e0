/**
 * Notices a server that stopped answering while its socket stays open (a frozen or overloaded server, a network
 * that drops packets without closing): once the client has sent something the server always answers (a move, a
 * ping), a frame must come back within STALL_MS, else the page says it is waiting instead of showing a stale
 * "Connected". The store pings every PING_EVERY_MS so an idle page notices too; rarely, because a ping wakes the
 * match's Durable Object from hibernation.
 */

/** Long enough for a slow phone network's round trip, short enough that a player wonders no longer than that. */
export const STALL_MS = 4_000;
/** An idle page's check that the server is still there (and its round-trip time, shown in the top bar). */
export const PING_EVERY_MS = 15_000;

export interface Watchdog {
  /** Something was sent that the server answers: a frame is due within STALL_MS (an earlier deadline stays). */
  expect(): void;
  /** A frame arrived: the server is alive. */
  heard(): void;
  /** The socket closed or the page left: nothing is due any more. */
  stop(): void;
}

/** `onStall` runs once per deadline missed (the page's own timers: tests fake them). */
export function createWatchdog(onStall: () => void): Watchdog {
  let due: ReturnType<typeof setTimeout> | null = null;
  const stop = () => {
    if (due !== null) clearTimeout(due);
    due = null;
  };
  return {
    expect() {
      if (due !== null) return;
      due = setTimeout(() => {
        due = null;
        onStall();
      }, STALL_MS);
    },
    heard: stop,
    stop,
  };
}
