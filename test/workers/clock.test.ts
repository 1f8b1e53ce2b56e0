/**
 * Clocks inside workerd (worker/clock.ts, match-clock.ts): `bad-clock` refusals create nothing; banks
 * start when the last seat is taken and run only for the seat to act; a move that ends a turn adds the increment;
 * "play for me" stops the seat's clock and touches no other; a bank that runs out (a clock of a few seconds, waited
 * out once; elsewhere run out at once and its alarm run) makes the alarm hand the seat to a bot, which plays it until its person takes it back with fresh time; and a
 * restart keeps every bank and who timed out. Summaries, welcomes and clock frames carry the same clocks.
 */
import { abortAllDurableObjects, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { CarcView } from "../../engine/carcassonne/views.ts";
import type { MatchSummary, ServerFrame } from "../../contract/protocol.ts";
import { RETURN_MS } from "../../worker/clock.ts";
import { api, matchStub, runOutBank, TestSocket } from "./harness.ts";
import { placementsFromView, Rand, shuffledDeck } from "./game-helpers.ts";

type Made = { id: string; match: MatchSummary };
const create = (body: Record<string, unknown>) =>
  api<Made & { error?: string }>("POST", "/api/matches", { game: "carcassonne", players: 2, options: { firstSeat: 0 }, ...body });
const claim = async (id: string, seat: number) =>
  (await api<{ token: string }>("POST", `/api/matches/${id}/seats`, { seat, name: `P${seat}` })).json.token;
const summary = async (id: string) => (await api<MatchSummary>("GET", `/api/matches/${id}`)).json;
const alarmAt = (id: string) => runInDurableObject(matchStub(id), (_i, state) => state.storage.getAlarm());
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const move = (view: CarcView) => (view.phase === "place" ? { type: "place", ...placementsFromView(view)[0]! } : { type: "pass" });

/** Plays the seat's whole turn (tile, then no meeple) on its socket. */
async function turn(s: TestSocket): Promise<void> {
  const seat = s.seat!;
  while ((s.view as CarcView).toAct.includes(seat)) expect((await s.act(move(s.view as CarcView))).t).toBe("patch");
}

describe("clocks", () => {
  it.each([
    [{ initialSeconds: 4, incrementSeconds: 0 }],
    [{ initialSeconds: 600 }],
    [{ initialSeconds: 600, incrementSeconds: -5 }],
    [{ initialSeconds: "600", incrementSeconds: 5 }],
    [{ initialSeconds: 600, incrementSeconds: 5, maxSeconds: 60 }],
    ["fast"],
  ])("refuses %j with bad-clock and creates nothing", async (clock) => {
    const r = await create({ clock });
    expect(r.status).toBe(400);
    expect(r.json).toMatchObject({ error: "bad-clock", message: expect.any(String) });
    expect(r.json.id).toBeUndefined();
  });

  it("start with the last seat, run for the seat to act, add the increment per turn; play-for-me stops only that seat's", async () => {
    const r = await create({ deck: shuffledDeck(new Rand("clock-run"), 8), clock: { initialSeconds: 600, incrementSeconds: 30 } });
    expect(r.status).toBe(201);
    expect(r.json.match.clock).toMatchObject({ banks: [600_000, 600_000], running: [], timedOut: [] });
    const t0 = await claim(r.json.id, 0);
    expect((await summary(r.json.id)).clock?.running).toEqual([]);
    const t1 = await claim(r.json.id, 1);
    expect((await summary(r.json.id)).clock?.running).toEqual([0]);
    const [a, b] = [await TestSocket.join(r.json.id, t0), await TestSocket.join(r.json.id, t1)];
    const welcome = a.frames.find((f) => f.t === "welcome") as Extract<ServerFrame, { t: "welcome" }>;
    expect(welcome.clock).toMatchObject({ running: [0], config: { initialSeconds: 600, incrementSeconds: 30, maxSeconds: null } });
    const mark = b.mark();
    await turn(a);
    const told = (await b.frameAfter(mark, (f) => f.t === "clock" && f.clock.running[0] === 1)) as Extract<ServerFrame, { t: "clock" }>;
    expect(told.clock.banks[0]).toBeGreaterThan(600_000); // 600 s less a moment, plus 30
    expect(told.clock.banks[0]).toBeLessThanOrEqual(630_000);
    expect(told.clock.banks[1]).toBeGreaterThan(599_000); // just started running
    // seat 1 hands its seat to a bot: its clock runs on until the bot has moved for it, then stops; seat 0's is untouched
    const before = (await summary(r.json.id)).clock!;
    const handed = a.mark();
    b.send({ t: "standIn", level: "easy" });
    await a.frameAfter(handed, (f) => f.t === "clock" && f.clock.owed.includes(1));
    expect((await summary(r.json.id)).clock).toMatchObject({ running: [1], owed: [1] });
    await a.frameAfter(handed, (f) => f.t === "patch" && f.bot !== undefined);
    const after = (await a.frameAfter(handed, (f) => f.t === "clock" && !f.clock.running.includes(1))) as Extract<
      ServerFrame,
      { t: "clock" }
    >;
    expect(after.clock.banks[0]).toBe(before.banks[0]);
    expect(after.clock.owed).toEqual([]);
  });

  it("a bank that runs out hands the seat to a bot until its person takes it back; a restart keeps it all", async () => {
    const r = await create({ deck: shuffledDeck(new Rand("clock-out"), 8), clock: { initialSeconds: 5, incrementSeconds: 1 } });
    const t0 = await claim(r.json.id, 0),
      t1 = await claim(r.json.id, 1);
    const a = await TestSocket.join(r.json.id, t0),
      b = await TestSocket.join(r.json.id, t1);
    const deadline = (await summary(r.json.id)).clock!;
    const due = (await alarmAt(r.json.id))!;
    expect(Math.abs(due - (deadline.at + deadline.banks[0]!))).toBeLessThanOrEqual(5); // the alarm waits for seat 0's bank
    // the alarm fires by itself at the deadline (workerd runs alarms in real time)
    let mark = b.mark();
    await sleep(Math.max(0, due - Date.now()));
    await b.frameAfter(mark, (f) => f.t === "presence" && f.seats[0]?.bot === "medium", 5_000);
    expect((await summary(r.json.id)).clock).toMatchObject({ timedOut: [0], running: [], banks: [0, 5_000] });
    // the bot plays seat 0's moves (from the alarm, after its pause); seat 0's own are refused meanwhile
    const refused = await a.act(move(a.view as CarcView));
    expect(refused.t === "reject" && ["bot-playing", "stale"].includes(refused.code)).toBe(true);
    mark = b.mark();
    expect(((await b.frameAfter(mark, (f) => f.t === "patch", 5_000)) as { bot?: unknown }).bot).toBeDefined();
    // a restart keeps the banks and who timed out
    const kept = (await summary(r.json.id)).clock!;
    await abortAllDurableObjects();
    const back = (await summary(r.json.id)).clock!;
    expect(back.timedOut).toEqual([0]);
    expect(back.banks[0]).toBe(0);
    expect(Math.abs(back.banks[1]! - kept.banks[1]!)).toBeLessThanOrEqual((back.running.includes(1) ? back.at - kept.at : 0) + 1);
    // the person takes the seat back once the wait after the timeout is over: RETURN_MS on the bank, no longer timed out
    const a2 = await TestSocket.join(r.json.id, t0);
    await sleep(Math.max(0, back.outAt[0]! + back.rules.returnAfterMs - Date.now()));
    mark = a2.mark();
    a2.send({ t: "standIn", level: null });
    await a2.frameAfter(mark, (f) => f.t === "clock" && f.clock.timedOut.length === 0);
    const now = (await summary(r.json.id)).clock!;
    expect(now.banks[0]).toBeGreaterThan(RETURN_MS - 2_000);
    expect(now.banks[0]).toBeLessThanOrEqual(RETURN_MS);
    expect((await summary(r.json.id)).seats[0]?.bot).toBeUndefined();
  }, 30_000);
});

describe("ending by vote", () => {
  it("after a timeout the other players vote; the last vote ends the match with the scores standing, the timed-out last", async () => {
    const r = await create({
      players: 3,
      deck: shuffledDeck(new Rand("clock-vote"), 9),
      clock: { initialSeconds: 5, incrementSeconds: 0 },
    });
    const tokens = [await claim(r.json.id, 0), await claim(r.json.id, 1), await claim(r.json.id, 2)];
    let [a, b, c] = await Promise.all(tokens.map((t) => TestSocket.join(r.json.id, t)));
    const reject = async (s: TestSocket, frame: unknown) => {
      const mark = s.mark();
      s.send(frame);
      return (await s.frameAfter(mark, (f) => f.t === "reject")) as Extract<ServerFrame, { t: "reject" }>;
    };
    expect((await reject(b!, { t: "endVote" })).code).toBe("no-timeout"); // nobody is out of time yet
    // seat 0's bank runs out (its alarm run now, not waited for: the test above waits for a real one); the restart
    // closed the sockets, so everyone opens the page again
    await runOutBank(r.json.id, 0);
    [a, b, c] = await Promise.all(tokens.map((t) => TestSocket.join(r.json.id, t)));
    expect((await summary(r.json.id)).clock?.timedOut).toEqual([0]);
    let mark: number;
    expect((await reject(a!, { t: "endVote" })).code).toBe("not-a-voter"); // the seat out of time does not vote
    const spectator = await TestSocket.join(r.json.id);
    expect((await reject(spectator, { t: "endVote" })).code).toBe("spectator");
    mark = c!.mark();
    b!.send({ t: "endVote" });
    const counted = (await c!.frameAfter(mark, (f) => f.t === "clock" && f.clock.votes.length === 1)) as Extract<
      ServerFrame,
      { t: "clock" }
    >;
    expect(counted.clock.votes).toEqual([1]);
    expect((await summary(r.json.id)).status).toBe("playing");
    const version = (await summary(r.json.id)).version;
    mark = spectator.mark();
    c!.send({ t: "endVote" });
    const snap = (await spectator.frameAfter(mark, (f) => f.t === "snapshot")) as Extract<ServerFrame, { t: "snapshot" }>;
    const view = snap.view as CarcView;
    expect(view).toMatchObject({ finished: true, toAct: [] });
    expect(view.winners).not.toContain(0);
    expect(view.winners.length).toBeGreaterThan(0);
    const s = await summary(r.json.id);
    expect(s).toMatchObject({ status: "finished", version, ended: { by: "vote", timedOut: [0] } });
    expect(s.clock?.running).toEqual([]);
    // over: no move, no bot, and a restart keeps it ended
    expect((await reject(b!, { t: "act", id: "late", base: version, action: { type: "pass" } })).code).toBe("finished");
    await abortAllDurableObjects();
    const again = await TestSocket.join(r.json.id);
    expect(again.view as CarcView).toMatchObject({ finished: true, winners: view.winners });
    expect((await summary(r.json.id)).status).toBe("finished");
  }, 30_000);
});
