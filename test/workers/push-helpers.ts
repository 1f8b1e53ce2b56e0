/**
 * What the Web Push tests inside workerd share (push.test.ts, push-guards.test.ts): subscriptions from the loopback
 * receiver (test/support/push-receiver.ts) and what reached them, a 2-player match, playing turns with seat 0 away
 * so its turn notifications are sent, what the match stores, and waiting for a condition instead of a fixed time.
 */
import { runInDurableObject } from "cloudflare:test";
import { expect, inject } from "vitest";
import type { CarcView } from "../../engine/carcassonne/views.ts";
import type { MatchPush } from "../../worker/match-push.ts";
import { api, matchStub, paced, TestSocket } from "./harness.ts";
import { placementsFromView, Rand, shuffledDeck } from "./game-helpers.ts";

export type Sub = { endpoint: string; keys: { p256dh: string; auth: string } };
export type Received = { vapidKey: string; payload: unknown } | { error: string };

const receiver = () => inject("pushReceiver");
export const newSub = async (): Promise<Sub> => (await fetch(`${receiver()}/subscriptions`, { method: "POST" })).json();
/** A subscription whose endpoint refuses connections (a closed loopback port). */
export const unreachableSub = async (): Promise<Sub> => (await fetch(`${receiver()}/unreachable`, { method: "POST" })).json();
export const received = async (sub: Sub): Promise<Received[]> => (await fetch(sub.endpoint)).json();
/** The status the receiver answers later pushes to `sub` with. */
export const answer = (sub: Sub, status: number) => fetch(`${sub.endpoint}/answer`, { method: "POST", body: JSON.stringify({ status }) });
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls `read` until `done` holds of its value (or about 5 s pass: then the last value, for the assertion to show). */
export async function until<T>(read: () => Promise<T>, done: (v: T) => boolean): Promise<T> {
  for (let i = 0; i < 100; i++) {
    const v = await read();
    if (done(v)) return v;
    await sleep(50);
  }
  return read();
}

/** What the match stores for seat 0 (and whether its push tables exist at all). */
export const stored = (id: string) =>
  runInDurableObject(matchStub(id), (instance, state) => ({
    tables: state.storage.sql.exec(`SELECT name FROM sqlite_master WHERE name LIKE 'push%'`).toArray().length,
    targets: (instance as unknown as { push: MatchPush }).push.targets(0),
  }));

/** A 2-player Carcassonne match with both seats claimed; seat `firstSeat` moves first. */
export async function match(firstSeat = 1) {
  const made = await api<{ id: string }>("POST", "/api/matches", {
    game: "carcassonne",
    players: 2,
    options: { firstSeat },
    deck: shuffledDeck(new Rand("push"), 20),
  });
  const tokens: string[] = [];
  for (const seat of [0, 1])
    tokens.push((await api<{ token: string }>("POST", `/api/matches/${made.json.id}/seats`, { seat, name: `P${seat}` })).json.token);
  return { id: made.json.id, tokens };
}

/** Plays the seat's whole turn (tile, then no meeple). */
export async function turn(s: TestSocket): Promise<void> {
  const move = (view: CarcView) => (view.phase === "place" ? { type: "place", ...placementsFromView(view)[0]! } : { type: "pass" });
  while ((s.view as CarcView).toAct.includes(s.seat!)) expect((await paced(s, move(s.view as CarcView))).t).toBe("patch");
}

/** Seat 0 joins, plays its turn and leaves; resolves once the match no longer counts it online. */
export async function turnOnline(id: string, token: string): Promise<void> {
  const s = await TestSocket.join(id, token);
  await turn(s);
  s.close();
  const online = async () => (await api<{ seats: { online: boolean }[] }>("GET", `/api/matches/${id}`)).json.seats[0]!.online;
  if (await until(online, (on) => !on)) throw new Error("seat 0 still online");
}

/** Waits until `n` pushes reached the subscription (or 5 s pass), then returns them. */
export const pushes = (sub: Sub, n: number): Promise<Received[]> =>
  until(
    () => received(sub),
    (r) => r.length >= n,
  );
