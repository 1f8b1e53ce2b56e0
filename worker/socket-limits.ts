/**
 * The caps on one match's sockets, and which socket is closed (with CLOSE.tooMany, 4429) when one is reached. Pure
 * decisions over the sockets and their attachments (the type is here); socket-hub.ts applies them. Why each number:
 *
 * - SOCKETS_PER_ADDRESS (64): a flood from one client address stops here. A classroom or an office behind one NAT
 *   address watching together (40 people, each with a tab or two) still fits.
 * - SPECTATORS_PER_MATCH (200): the budget of unauthenticated sockets that have said hello. A spectator's hello
 *   beyond it is closed. It keeps SOCKETS_PER_MATCH − 200 places that watchers can never take.
 * - SOCKETS_PER_SEAT (4): one person's phone, laptop, embed and a stale socket; a 5th socket of a seat replaces the
 *   seat's oldest (the oldest is the one most likely dead after a network change).
 * - SOCKETS_PER_MATCH (256): the hard cap, counted at the upgrade, when no one is known yet. Seated sockets are at
 *   most 6 × 4 = 24, spectators 200, so at least 32 places are always left for sockets that have not said hello
 *   yet: when the match is full, a new socket takes the place of the oldest of those (a real client says hello at
 *   once; one that stays silent only holds a place until newer sockets arrive), so a seated player connects even
 *   while watchers fill their budget. Only a match full of welcomed sockets refuses a newcomer.
 */
/** What a socket carries across hibernation (its attachment). */
export interface Attachment {
  hello: boolean;
  seat: number | null;
  tokenHash: string | null;
  /** The client address it came from (client-address.ts, passed on by routes.ts as CF-Connecting-IP). */
  address: string;
  /** When it was accepted (ms): the oldest goes first when a cap makes room. */
  at: number;
}

export const SOCKETS_PER_MATCH = 256;
export const SOCKETS_PER_ADDRESS = 64;
export const SPECTATORS_PER_MATCH = 200;
export const SOCKETS_PER_SEAT = 4;

export type Entries = ReadonlyMap<WebSocket, Attachment>;

/** A decision: admit (after closing `evict`, if any) or refuse with a close reason. */
export type Admission = { admit: true; evict: WebSocket | null; reason: string } | { admit: false; reason: string };

/** The oldest socket among `entries` matching `pred`, or null. */
function oldest(entries: Entries, pred: (a: Attachment, ws: WebSocket) => boolean): WebSocket | null {
  let best: WebSocket | null = null;
  let at = Infinity;
  for (const [ws, a] of entries)
    if (pred(a, ws) && a.at < at) {
      best = ws;
      at = a.at;
    }
  return best;
}

/** A new socket from `address`, before anyone knows who it is. */
export function admitUpgrade(entries: Entries, address: string): Admission {
  let fromAddress = 0;
  for (const a of entries.values()) if (a.address === address) fromAddress++;
  if (fromAddress >= SOCKETS_PER_ADDRESS) return { admit: false, reason: "too many connections from your address" };
  if (entries.size < SOCKETS_PER_MATCH) return { admit: true, evict: null, reason: "" };
  const silent = oldest(entries, (a) => !a.hello);
  return silent
    ? { admit: true, evict: silent, reason: "too many connections: no hello in time" }
    : { admit: false, reason: "too many connections to this match" };
}

/** A hello as a spectator from a socket that is not one yet. */
export function admitSpectator(entries: Entries): Admission {
  let spectators = 0;
  for (const a of entries.values()) if (a.hello && a.seat === null) spectators++;
  return spectators < SPECTATORS_PER_MATCH ? { admit: true, evict: null, reason: "" } : { admit: false, reason: "too many spectators" };
}

/** A hello with a valid token for `seat` from `ws`: always admitted; the seat's oldest socket goes when it has too many. */
export function admitSeat(entries: Entries, ws: WebSocket, seat: number): Admission {
  let count = 0;
  for (const [other, a] of entries) if (other !== ws && a.hello && a.seat === seat) count++;
  const evict = count >= SOCKETS_PER_SEAT ? oldest(entries, (a, other) => other !== ws && a.hello && a.seat === seat) : null;
  return { admit: true, evict, reason: "too many connections for this seat" };
}
