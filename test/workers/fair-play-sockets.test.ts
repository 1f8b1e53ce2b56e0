/**
 * The socket attacks of the fair-play run, reproduced inside workerd and shown harmless: four sockets of one seat
 * toggling "play for me" as fast as they may (a broadcast amplifier if each toggle were stored and told to every
 * socket) are held to the seat's "play for me" budget, and a toggle that changes nothing tells nobody; a seat's moves
 * from four sockets share one budget; fifty sockets
 * of one client address share one frame budget; and 300 sockets opened and closed leave nothing in the match's own
 * tables. Budgets: worker/tunables.ts (the test servers' own: test/support/tunables.ts), socket-hub.ts.
 */
import { describe, expect, it } from "vitest";
import type { ServerFrame } from "../../contract/protocol.ts";
import { EFFECTIVE } from "../support/tunables.ts";
import { freshAddress } from "../support/client-address.ts";
import type { CarcView } from "../../engine/carcassonne/views.ts";
import { api, createMatch, TestSocket } from "./harness.ts";
import { placementsFromView, Rand, shuffledDeck } from "./game-helpers.ts";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
type Frame<T extends ServerFrame["t"]> = Extract<ServerFrame, { t: T }>;

/** Every frame the socket has answered so far has arrived: a ping's pong comes after them (one object, in order). */
async function settle(s: TestSocket, n: number): Promise<void> {
  const mark = s.mark();
  s.send({ t: "ping", n });
  await s.frameAfter(mark, (f) => f.t === "pong" && f.n === n, 10_000);
}

const tables = async (id: string) =>
  (await api<{ tables: Record<string, number> }>("GET", `/api/matches/${id}/test/report?n=0`)).json.tables;

describe("play-for-me toggling", () => {
  it("four sockets of one seat toggling every 25 ms get the seat's budget, not one broadcast per toggle", async () => {
    const { id, tokens } = await createMatch(2, { firstSeat: 0 });
    const attackers = await Promise.all([0, 1, 2, 3].map(() => TestSocket.join(id, tokens[0])));
    const victim = await TestSocket.join(id, tokens[1]);
    const watcher = await TestSocket.join(id);
    const [watched, attacked] = [watcher.mark(), attackers.map((a) => a.mark())];
    const started = Date.now();
    const TOGGLES = 40;
    for (let k = 0; k < TOGGLES; k++) {
      attackers[k % 4]!.send({ t: "standIn", level: k % 2 === 0 ? "medium" : null });
      await sleep(25);
    }
    await Promise.all(attackers.map((a, i) => settle(a, i)));
    const elapsed = (Date.now() - started) / 1000;
    const rejects = attackers.flatMap((a, i) => a.frames.slice(attacked[i]).filter((f): f is Frame<"reject"> => f.t === "reject"));
    expect(new Set(rejects.map((r) => r.code))).toEqual(new Set(["stand-in-rate-limited"]));
    await settle(watcher, 99);
    // each change tells presence once (a match without a clock has no clock frames); nothing else reached the watcher
    const told = watcher.frames.slice(watched).filter((f) => f.t !== "pong");
    expect(told.every((f) => f.t === "presence")).toBe(true);
    expect(told.length).toBeGreaterThanOrEqual(1);
    expect(told.length).toBeLessThanOrEqual(EFFECTIVE.standInRate.burst + Math.ceil(elapsed * EFFECTIVE.standInRate.perSecond));
    expect(rejects.length).toBeGreaterThan(0); // the rest asked for what already was: no change, no frame to others
    // the opponent's pings are answered throughout (the victim is a seat like any other)
    await settle(victim, 7);
  });

  it("asking for what already is changes and tells nothing", async () => {
    const { id, tokens } = await createMatch(2, { firstSeat: 0 });
    const [a, watcher] = [await TestSocket.join(id, tokens[0]), await TestSocket.join(id)];
    await settle(watcher, 1);
    const [watched, asked] = [watcher.mark(), a.mark()];
    a.send({ t: "standIn", level: null }); // nobody plays for seat 0: nothing to take back
    const answer = await a.frameAfter(asked, (f) => f.t === "presence" || f.t === "reject");
    expect(answer.t).toBe("presence"); // the sender is told how things stand
    await settle(watcher, 2);
    expect(watcher.frames.slice(watched).filter((f) => f.t !== "pong")).toEqual([]);
  });
});

describe("a seat's moves", () => {
  it("share one budget across the seat's sockets: a player who holds both seats and plays as fast as sockets go is slowed, and refusals spend nothing", async () => {
    const { id, tokens } = await createMatch(2, { firstSeat: 0 }, shuffledDeck(new Rand("fast-play")));
    const socks = [
      await Promise.all([0, 1].map(() => TestSocket.join(id, tokens[0]))),
      await Promise.all([0, 1].map(() => TestSocket.join(id, tokens[1]))),
    ];
    // refused moves (not this seat's turn, nonsense) do not count against the budget
    for (let k = 0; k < 30; k++) socks[1]![k % 2]!.send({ t: "act", id: `no${k}`, base: 0, action: { type: "nonsense" } });
    await Promise.all(socks[1]!.map((s, i) => settle(s, i)));
    const applied: number[] = [];
    let k = 0,
      seat1First: string | null = null;
    const started = Date.now();
    while (applied.length < 50 && !(socks[0]![0]!.view as CarcView).finished) {
      const view = socks[0]![0]!.view as CarcView;
      const seat = view.toAct[0]!;
      const s = socks[seat]![k++ % 2]!;
      await s.waitVersion(socks[0]![0]!.version);
      const move = view.phase === "place" ? { type: "place", ...placementsFromView(view)[0]! } : { type: "pass" };
      const r = await s.act(move);
      if (seat === 1) seat1First ??= r.t;
      if (r.t === "reject") {
        expect(r.code).toBe("rate-limited");
        await sleep(20);
      } else if (seat === 0) applied.push(Date.now() - started);
      for (const o of socks.flat()) await o.waitVersion(Math.max(o.version, r.t === "patch" ? r.v : 0));
    }
    expect(applied.length).toBeGreaterThanOrEqual(40);
    expect(seat1First).toBe("patch"); // seat 1's 30 refused moves spent none of its budget
    // in any first t seconds, seat 0 made at most its burst plus t seconds' worth (without the budget, a socket pair
    // applies a move every few ms: the 30th would come well inside the first second)
    for (const [n, at] of applied.entries())
      expect(n + 1).toBeLessThanOrEqual(EFFECTIVE.seatMovesRate.burst + Math.ceil((at / 1000) * EFFECTIVE.seatMovesRate.perSecond) + 1);
  }, 30_000);
});

describe("one client address", () => {
  it("shares one frame budget across its sockets; another address is not slowed", async () => {
    const { id } = await createMatch(2, { firstSeat: 0 });
    const address = freshAddress();
    const crowd: TestSocket[] = [];
    for (let i = 0; i < 50; i++) crowd.push(await TestSocket.join(id, undefined, undefined, address));
    const marks = crowd.map((s) => s.mark());
    const started = Date.now();
    for (let round = 0; round < 8; round++) for (const [i, s] of crowd.entries()) s.send({ t: "ping", n: round * 100 + i });
    const other = await TestSocket.join(id);
    await settle(other, 1);
    await sleep(200);
    const elapsed = (Date.now() - started) / 1000;
    const answered = crowd.flatMap((s, i) => s.frames.slice(marks[i]));
    const pongs = answered.filter((f) => f.t === "pong").length;
    const limited = answered.filter((f) => f.t === "reject" && f.code === "rate-limited").length;
    expect(pongs + limited).toBe(400); // every frame answered: a pong or a typed refusal
    // 50 sockets each under their own 20-frame burst: without the address's budget all 400 would be answered
    expect(pongs).toBeLessThanOrEqual(EFFECTIVE.addressRate.burst + Math.ceil(elapsed * EFFECTIVE.addressRate.perSecond));
    expect(limited).toBeGreaterThan(0);
    for (let n = 2; n < 12; n++) await settle(other, n); // the other address's pings are all answered
  });
});

describe("sockets that close", () => {
  it("leave nothing behind in the match's own tables (300 opened and closed)", async () => {
    const { id, tokens } = await createMatch(2, { firstSeat: 0 });
    const seats = [await TestSocket.join(id, tokens[0]), await TestSocket.join(id, tokens[1]), await TestSocket.join(id)];
    await sleep(100);
    const before = await tables(id);
    expect(before.sockets).toBe(3);
    for (let batch = 0; batch < 3; batch++) {
      const crowd = await Promise.all(Array.from({ length: 100 }, () => TestSocket.join(id)));
      for (const [i, s] of crowd.entries()) s.send({ t: "ping", n: i });
      await Promise.all(crowd.map((s, i) => s.frameAfter(0, (f) => f.t === "pong" && f.n === i)));
      expect((await tables(id)).sockets).toBe(103);
      for (const s of crowd) s.close();
      await Promise.all(crowd.map((s) => s.waitClosed()));
    }
    for (let tries = 0; (await tables(id)).sockets !== 3 && tries < 50; tries++) await sleep(50);
    await sleep(100); // the address budgets refill (and so are dropped) within 25 ms of their last frame
    expect(await tables(id)).toEqual(before);
    for (const s of seats) await settle(s, 5); // the match's own sockets are untouched
  }, 60_000);
});
