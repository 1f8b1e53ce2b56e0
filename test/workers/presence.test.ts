/**
 * Presence inside workerd: one hello per socket (a second is refused and tells no one; a page
 * that claims a seat opens a new socket), presence frames only when something a person sees changes (a seat claimed, a seat's online flag), the spectator count coalesced through the match's one alarm, and
 * joins costing O(n) presence frames rather than O(n²).
 */
import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { ServerFrame } from "../../contract/protocol.ts";
import { IDLE_UNFINISHED_MS } from "../../worker/match.ts";
import { EFFECTIVE } from "../support/tunables.ts";
import { api, createMatch, matchStub, TestSocket } from "./harness.ts";

type Presence = Extract<ServerFrame, { t: "presence" }>;
const presences = (s: TestSocket, from = 0) => s.frames.slice(from).filter((f): f is Presence => f.t === "presence");
const online = (p: Presence | undefined) => p?.seats.map((s) => s.online);

/** Resolves once every frame the server sent `s` before this call has arrived (a ping is answered in order). */
async function barrier(s: TestSocket): Promise<void> {
  const n = Math.floor(Math.random() * 1e9);
  const mark = s.mark();
  s.send({ t: "ping", n });
  await s.frameAfter(mark, (f) => f.t === "pong" && f.n === n);
}

/** The first `n` rejects `s` receives from index `from` on (a hello with a token is answered after hashing it, so
 *  a later ping may overtake it: count the answers rather than rely on a barrier). */
async function rejects(s: TestSocket, from: number, n: number): Promise<Extract<ServerFrame, { t: "reject" }>[]> {
  const all = () => s.frames.slice(from).filter((f): f is Extract<ServerFrame, { t: "reject" }> => f.t === "reject");
  await s.frameAfter(from, () => all().length >= n);
  return all().slice(0, n);
}

const alarmAt = (id: string) => runInDurableObject(matchStub(id), (_i, state) => state.storage.getAlarm());

describe("one hello per socket", () => {
  it("a second hello is refused with already-welcomed and tells no one", async () => {
    const { id, tokens } = await createMatch(2, { firstSeat: 0 });
    const seat = await TestSocket.join(id, tokens[0]);
    const spectator = await TestSocket.join(id);
    await runDurableObjectAlarm(matchStub(id)); // flush the spectator's arrival
    await barrier(seat);
    const mark = seat.mark();
    const smark = spectator.mark();
    for (let i = 0; i < 9; i++) spectator.send({ t: "hello", since: 0 });
    const answers = await rejects(spectator, smark, 9);
    expect(answers.every((f) => f.code === "already-welcomed" && f.id === null)).toBe(true);
    expect(await runDurableObjectAlarm(matchStub(id))).toBe(true); // nothing pending: the flush tells no one
    await barrier(seat);
    expect(presences(seat, mark)).toEqual([]);
    expect(seat.frames.slice(mark).filter((f) => f.t !== "pong")).toEqual([]);
  });

  it("a spectator that claims a seat stays a spectator on its socket; a new socket with the token is the seat", async () => {
    const made = await api<{ id: string }>("POST", "/api/matches", { game: "carcassonne", players: 2, options: {} });
    const id = made.json.id;
    const watcher = await TestSocket.join(id);
    const other = await TestSocket.join(id);
    const claim = await api<{ token: string }>("POST", `/api/matches/${id}/seats`, { seat: 1, name: "Ana" });
    const told = await other.frameAfter(0, (f) => f.t === "presence" && f.seats[1]!.taken);
    expect(online(told as Presence)).toEqual([false, false]);
    const wmark = watcher.mark();
    watcher.send({ t: "hello", token: claim.json.token });
    watcher.send({ t: "hello" });
    expect((await rejects(watcher, wmark, 2)).map((f) => f.code)).toEqual(["already-welcomed", "already-welcomed"]);
    expect(watcher.seat).toBe(null);
    // the page reconnects as the seat: it comes online and everyone is told at once
    const mark = other.mark();
    const seat = await TestSocket.join(id, claim.json.token);
    const welcome = seat.frames.find((f) => f.t === "welcome") as Extract<ServerFrame, { t: "welcome" }>;
    expect(welcome.match.seats[1]).toMatchObject({ name: "Ana", online: true });
    expect(await other.frameAfter(mark, (f) => f.t === "presence")).toMatchObject({
      spectators: 2,
      seats: [{ online: false }, { online: true }],
    });
  });
});

describe("presence only when something a person sees changes", () => {
  it("a seat coming online or going offline tells everyone at once; a second socket of an online seat does not", async () => {
    const { id, tokens } = await createMatch(2, { firstSeat: 0 });
    const spectator = await TestSocket.join(id);
    const seen = (want: boolean[]) => (f: ServerFrame) => f.t === "presence" && JSON.stringify(online(f)) === JSON.stringify(want);
    let mark = spectator.mark();
    const a = await TestSocket.join(id, tokens[0]);
    await spectator.frameAfter(mark, seen([true, false]));
    mark = spectator.mark();
    const b = await TestSocket.join(id, tokens[1]);
    await spectator.frameAfter(mark, seen([true, true]));
    // b's own welcome came with everyone's presence frame
    await barrier(b);
    expect(online(presences(b).at(-1))).toEqual([true, true]);
    // a second socket of seat 0: the seat was online already, so only the newcomer is told
    await barrier(spectator);
    mark = spectator.mark();
    const a2 = await TestSocket.join(id, tokens[0]);
    await barrier(a2);
    expect(presences(a2)).toHaveLength(1);
    a2.close();
    await a2.waitClosed();
    await barrier(spectator);
    expect(presences(spectator, mark)).toEqual([]);
    // seat 1's only socket goes: seat 1 is offline for everyone, without waiting for the alarm
    mark = spectator.mark();
    const amark = a.mark();
    b.close();
    await spectator.frameAfter(mark, seen([true, false]));
    await a.frameAfter(amark, seen([true, false]));
  });

  it("the spectator count is coalesced: no frame to others until the alarm, armed the coalescing time ahead, flushes it", async () => {
    const { id, tokens } = await createMatch(2, { firstSeat: 0 });
    const seat = await TestSocket.join(id, tokens[0]);
    await barrier(seat);
    const before = Date.now();
    const mark = seat.mark();
    const watchers = await Promise.all([1, 2, 3].map(() => TestSocket.join(id)));
    const armed = await alarmAt(id);
    expect(armed).toBeGreaterThanOrEqual(before);
    expect(armed).toBeLessThanOrEqual(Date.now() + EFFECTIVE.presenceCoalesceMs);
    await Promise.all([seat, ...watchers].map(barrier));
    expect(presences(seat, mark)).toEqual([]);
    // each watcher was told on its own after its welcome
    for (const w of watchers) expect(presences(w)).toHaveLength(1);
    const marks = watchers.map((w) => w.mark());
    expect(await runDurableObjectAlarm(matchStub(id))).toBe(true);
    expect(await seat.frameAfter(mark, (f) => f.t === "presence")).toMatchObject({ spectators: 3 });
    for (const [i, w] of watchers.entries())
      expect(await w.frameAfter(marks[i]!, (f) => f.t === "presence")).toMatchObject({ spectators: 3 });
    // after the flush the alarm is back at the clean-up deadline, and the match is kept
    expect(await alarmAt(id)).toBeGreaterThan(Date.now() + IDLE_UNFINISHED_MS - 60_000);
    expect((await api("GET", `/api/matches/${id}`)).status).toBe(200);
  });

  it("50 spectators joining cost O(50) presence frames, not 50·51/2, and all end with the right count", async () => {
    const { id, tokens } = await createMatch(2, { firstSeat: 0 });
    const seat = await TestSocket.join(id, tokens[0]);
    const watchers = await Promise.all(Array.from({ length: 50 }, (_, i) => TestSocket.join(id, undefined, undefined, `10.0.0.${i}`)));
    await runDurableObjectAlarm(matchStub(id));
    const all = [seat, ...watchers];
    for (const s of all) await s.frameAfter(0, (f) => f.t === "presence" && f.spectators === 50);
    await Promise.all(all.map(barrier));
    const total = all.reduce((n, s) => n + presences(s).length, 0);
    // each watcher is told once after its welcome; everyone again at each flush (about one a second while they
    // join); a frame to everyone per join would be at least 50·51/2 = 1275
    const broadcasts = presences(seat).length;
    expect(broadcasts).toBeLessThanOrEqual(5);
    expect(total).toBeLessThanOrEqual(50 + broadcasts * all.length);
    for (const s of all) expect(presences(s).at(-1)).toMatchObject({ spectators: 50 });
  });
});
