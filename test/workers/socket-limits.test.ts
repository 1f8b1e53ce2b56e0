/**
 * The socket caps inside workerd (numbers and reasons in worker/socket-limits.ts): per client
 * address, the spectator budget, the hard cap per match (a silent socket makes room for a newcomer, so a seated
 * player connects while watchers fill their budget), sockets per seat; each closes with CLOSE.tooMany (4429) and a
 * reason, and changes nothing for anyone else. Also the admission rules as pure decisions, and why the numbers fit.
 */
import { describe, expect, it } from "vitest";
import { games } from "../../engine/index.ts";
import { CLOSE } from "../../contract/close-codes.ts";
import type { ServerFrame } from "../../contract/protocol.ts";
import {
  type Attachment,
  admitSeat,
  admitSpectator,
  admitUpgrade,
  SOCKETS_PER_ADDRESS,
  SOCKETS_PER_MATCH,
  SOCKETS_PER_SEAT,
  SPECTATORS_PER_MATCH,
} from "../../worker/socket-limits.ts";
import { createMatch, TestSocket } from "./harness.ts";

/** Resolves once every frame the server sent `s` before this call has arrived. */
async function barrier(s: TestSocket): Promise<void> {
  const mark = s.mark();
  s.send({ t: "ping", n: 7 });
  await s.frameAfter(mark, (f) => f.t === "pong");
}

/** `n` sockets in parallel batches (each from `address(i)`), spectators when `hello`, else silent. */
async function many(id: string, n: number, address: (i: number) => string, hello: boolean): Promise<TestSocket[]> {
  const out: TestSocket[] = [];
  for (let i = 0; i < n; i += 25) {
    const batch = Array.from({ length: Math.min(25, n - i) }, (_, k) =>
      hello ? TestSocket.join(id, undefined, undefined, address(i + k)) : TestSocket.open(id, address(i + k)),
    );
    out.push(...(await Promise.all(batch)));
  }
  return out;
}

/** Waits until `n` of `socks` have been closed (their close events arrive in no set order with other sockets'). */
async function untilClosed(socks: TestSocket[], n: number): Promise<void> {
  while (socks.filter((s) => s.closed !== null).length < n)
    await Promise.race(socks.filter((s) => s.closed === null).map((s) => s.waitClosed()));
}

const presenceFrames = (s: TestSocket, from: number) => s.frames.slice(from).filter((f: ServerFrame) => f.t === "presence");

describe("socket caps close with 4429", () => {
  it(`per client address: the ${SOCKETS_PER_ADDRESS + 1}th socket from one address is closed; other addresses are not`, async () => {
    const { id } = await createMatch(2, { firstSeat: 0 });
    const half = SOCKETS_PER_ADDRESS / 2;
    const mine = [...(await many(id, half, () => "198.51.100.7", true)), ...(await many(id, half, () => "198.51.100.7", false))];
    const extra = await TestSocket.open(id, "198.51.100.7");
    expect(await extra.waitClosed()).toEqual({ code: CLOSE.tooMany, reason: "too many connections from your address" });
    expect(mine.every((s) => s.closed === null)).toBe(true);
    const neighbour = await TestSocket.join(id, undefined, undefined, "198.51.100.8");
    expect(neighbour.seat).toBe(null);
    // a socket from the full address that goes makes room for one more
    mine[0]!.close();
    await mine[0]!.waitClosed();
    await barrier(mine[1]!); // the server has handled the close before the next upgrade
    const again = await TestSocket.join(id, undefined, undefined, "198.51.100.7");
    expect(again.closed).toBe(null);
  });

  it(`spectator budget (${SPECTATORS_PER_MATCH}) and the hard cap: a seated player still connects; a silent socket makes room`, async () => {
    const { id, tokens } = await createMatch(2, { firstSeat: 0 });
    const seat0 = await TestSocket.join(id, tokens[0]);
    const watchers = await many(id, SPECTATORS_PER_MATCH, (i) => `203.0.113.${i % 50}`, true);
    await barrier(seat0);
    const mark = seat0.mark();
    // one spectator too many: welcomed by no one, closed, and nobody is told anything
    const late = await TestSocket.open(id, "192.0.2.1");
    late.send({ t: "hello" });
    expect(await late.waitClosed()).toEqual({ code: CLOSE.tooMany, reason: "too many spectators" });
    expect(late.frames).toEqual([]);
    // silent sockets fill the match to its hard cap (201 welcomed + the rest)
    const silent = await many(id, SOCKETS_PER_MATCH - SPECTATORS_PER_MATCH - 1, (i) => `192.0.2.${10 + i}`, false);
    // seat 1 connects: the oldest silent socket is closed to make room, and seat 1 is welcomed
    const seat1 = await TestSocket.join(id, tokens[1], undefined, "192.0.2.250");
    expect(seat1.seat).toBe(1);
    await untilClosed(silent, 1);
    await Promise.all(silent.filter((s) => s.closed === null).map(barrier)); // the others are still open
    const closed = silent.filter((s) => s.closed !== null);
    expect(closed).toHaveLength(1);
    expect(closed[0]!.closed).toEqual({ code: CLOSE.tooMany, reason: "too many connections: no hello in time" });
    expect(seat0.frames.slice(mark).filter((f) => f.t === "presence" && f.seats[1]!.online)).toHaveLength(1);
    expect(watchers.every((s) => s.closed === null)).toBe(true);
    // a second seat-0 socket also gets in (another silent one goes); the watchers are untouched
    const seat0b = await TestSocket.join(id, tokens[0], undefined, "192.0.2.251");
    expect(seat0b.seat).toBe(0);
    await untilClosed(silent, 2);
    await Promise.all(silent.filter((s) => s.closed === null).map(barrier));
    expect(silent.filter((s) => s.closed !== null)).toHaveLength(2);
    await Promise.all(watchers.slice(0, 5).map(barrier));
    expect(watchers.every((s) => s.closed === null)).toBe(true);
  }, 30_000); // ~260 sockets, opened 25 at a time

  it(`sockets per seat: the ${SOCKETS_PER_SEAT + 1}th socket of a seat replaces the seat's oldest; nobody is told`, async () => {
    const { id, tokens } = await createMatch(2, { firstSeat: 0 });
    const spectator = await TestSocket.join(id);
    const seat = [];
    for (let i = 0; i < SOCKETS_PER_SEAT; i++) seat.push(await TestSocket.join(id, tokens[0]));
    await barrier(spectator);
    const mark = spectator.mark();
    const newest = await TestSocket.join(id, tokens[0]);
    expect(await seat[0]!.waitClosed()).toEqual({ code: CLOSE.tooMany, reason: "too many connections for this seat" });
    expect(seat.slice(1).every((s) => s.closed === null)).toBe(true);
    expect(newest.seat).toBe(0);
    await barrier(spectator);
    expect(presenceFrames(spectator, mark)).toEqual([]);
  });
});

describe("admission decisions (pure)", () => {
  const att = (over: Partial<Attachment>, i: number): Attachment => ({
    hello: true,
    seat: null,
    tokenHash: null,
    address: `a${i}`,
    at: i,
    ...over,
  });
  const sockets = (atts: Attachment[]) => new Map(atts.map((a) => [{} as WebSocket, a] as const));

  it("the numbers leave room: watchers and the largest game's seats never fill a match", () => {
    const maxPlayers = Math.max(...Object.values(games).map((g) => g.maxPlayers));
    expect(SOCKETS_PER_MATCH - SPECTATORS_PER_MATCH - maxPlayers * SOCKETS_PER_SEAT).toBeGreaterThanOrEqual(32);
    expect(SOCKETS_PER_ADDRESS).toBeGreaterThanOrEqual(64); // a classroom of 40 behind one NAT address
  });

  it("a match full of welcomed sockets refuses a newcomer; a silent one is evicted oldest first", () => {
    const full = sockets(Array.from({ length: SOCKETS_PER_MATCH }, (_, i) => att({}, i)));
    expect(admitUpgrade(full, "new")).toEqual({ admit: false, reason: "too many connections to this match" });
    const atts = Array.from({ length: SOCKETS_PER_MATCH }, (_, i) => att({ hello: i < 250 }, 1000 - i));
    const withSilent = sockets(atts);
    const verdict = admitUpgrade(withSilent, "new");
    expect(verdict.admit).toBe(true);
    expect(verdict.admit && withSilent.get(verdict.evict!)).toBe(atts.at(-1)); // the oldest silent socket
    expect(admitSpectator(sockets(Array.from({ length: SPECTATORS_PER_MATCH - 1 }, (_, i) => att({}, i))))).toMatchObject({ admit: true });
    const seatSockets = sockets(Array.from({ length: SOCKETS_PER_SEAT }, (_, i) => att({ seat: 2 }, i)));
    expect(admitSeat(seatSockets, {} as WebSocket, 1)).toMatchObject({ admit: true, evict: null });
  });
});
