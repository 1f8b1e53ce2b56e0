/**
 * Persistence inside workerd: a match survives its Durable Object being aborted (abortAllDurableObjects
 * simulates eviction/restart) mid-game, both from the action log alone and from a snapshot plus log tail
 * (more than SNAPSHOT_EVERY actions); sockets reconnect with hello {token, since} (view null when current,
 * the full view otherwise) and the game ends with the golden / local-engine result. Also resync after
 * missed versions, sync snapshots, and the idle-expiry alarm (kept before the deadline, deleted after).
 */
import { abortAllDurableObjects, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { carcassonne } from "../../engine/carcassonne/game.ts";
import type { CarcAction } from "../../engine/carcassonne/actions.ts";
import type { CarcState } from "../../engine/carcassonne/state.ts";
import type { CarcView } from "../../engine/carcassonne/views.ts";
import { games, isRuleError } from "../../engine/index.ts";
import { runReplay } from "../../engine/core/replay.ts";
import { SNAPSHOT_EVERY } from "../../worker/match-store.ts";
import { IDLE_FINISHED_MS, IDLE_UNFINISHED_MS } from "../../worker/match.ts";
import { api, createMatch, matchStub, setActivity, TestSocket } from "./harness.ts";
import { Rand, randomForcedGame, shuffledDeck, type Step } from "./game-helpers.ts";
import goldMonastery from "../golden/gold-monastery.json";

type Golden = { options: unknown; players: number; deck: string[]; actions: ({ seat: number } & CarcAction)[] };
const golden = goldMonastery as Golden;

const version = async (id: string) => (await api<{ version: number; status: string }>("GET", `/api/matches/${id}`)).json;

/** Plays `steps` from the seats' sockets; every socket catches up before the next step. */
async function play(seats: TestSocket[], others: TestSocket[], steps: Step[]): Promise<void> {
  for (const { seat, action } of steps) {
    const answer = await seats[seat]!.act(action, `at-${seats[seat]!.version}`);
    expect(answer.t, JSON.stringify(answer)).toBe("patch");
    if (answer.t === "patch") for (const s of [...seats, ...others]) await s.waitVersion(answer.v);
  }
}

/** Reopens a socket that already holds `view` at `since`, says hello and waits for the welcome. */
async function resume(
  id: string,
  token: string | undefined,
  since: number,
  view: unknown,
): Promise<{ s: TestSocket; welcome: Extract<import("../../contract/protocol.ts").ServerFrame, { t: "welcome" }> }> {
  const s = await TestSocket.open(id);
  s.view = structuredClone(view);
  s.version = since;
  s.send({ t: "hello", ...(token === undefined ? {} : { token }), since });
  return { s, welcome: await s.next("welcome") };
}

/** Aborts every Durable Object and waits until the match's sockets have seen the disconnect. */
async function restart(sockets: TestSocket[]): Promise<void> {
  await abortAllDurableObjects();
  for (const s of sockets) await s.waitClosed();
}

const stepsOf = (g: Golden): Step[] => g.actions.map(({ seat, ...action }) => ({ seat, action: action as CarcAction }));

describe("restart mid-game", () => {
  it("replays the action log after an abort, welcomes with view null when current, finishes with the golden result", async () => {
    const expected = runReplay(golden, games);
    if (isRuleError(expected)) throw new Error(expected.message);
    const steps = stepsOf(golden);
    const half = 11;
    const { id, tokens } = await createMatch(golden.players, golden.options, golden.deck);
    let seats = await Promise.all(tokens.map((t) => TestSocket.join(id, t)));
    let spectator = await TestSocket.join(id);
    await play(seats, [spectator], steps.slice(0, half));
    const before = [...seats, spectator].map((s) => structuredClone(s.view));
    await restart([...seats, spectator]);
    expect(await version(id)).toMatchObject({ version: half, status: "playing" });

    // seat 0 is up to date: no view; seat 1 says it is 3 versions behind: full view; the spectator is current
    const r0 = await resume(id, tokens[0], half, before[0]);
    expect(r0.welcome).toMatchObject({ seat: 0, version: half, view: null });
    const r1 = await resume(id, tokens[1], half - 3, null);
    expect(r1.welcome).toMatchObject({ seat: 1, version: half });
    expect(r1.welcome.view).toEqual(before[1]);
    const rs = await resume(id, undefined, half, before[2]);
    expect(rs.welcome).toMatchObject({ seat: null, version: half, view: null });
    seats = [r0.s, r1.s];
    spectator = rs.s;
    // message ids accepted before the restart are still known
    const first = golden.actions[0]!.seat;
    seats[first]!.send({ t: "act", id: "at-0", base: half, action: steps[half]!.action });
    expect(await seats[first]!.next("reject")).toMatchObject({ id: "at-0", code: "duplicate" });

    await play(seats, [spectator], steps.slice(half));
    expect(await version(id)).toMatchObject({ version: steps.length, status: "finished" });
    for (const s of [...seats, spectator]) {
      const view = s.view as CarcView;
      expect(view.finished).toBe(true);
      expect(view.scores).toEqual(expected.scores);
      expect(view.scores).toEqual((goldMonastery as { expect: { scores: number[] } }).expect.scores);
      expect(view.log.flatMap((r) => (r.key === "scored" ? [r.args.item] : [])).map((i) => [i.seat, i.reason, i.points])).toEqual(
        expected.items.map((i) => [i.seat, i.reason, i.points]),
      );
    }
    // after the game a restart still rebuilds the finished state (from the final snapshot)
    await restart([...seats, spectator]);
    const late = await resume(id, tokens[1], 0, null);
    expect((late.welcome.view as CarcView).scores).toEqual(expected.scores);
    expect((late.welcome.view as CarcView).finished).toBe(true);
  });

  it("rebuilds from snapshot + log tail past SNAPSHOT_EVERY, twice, and matches the local engine to the end", {
    timeout: 20_000,
  }, async () => {
    const rand = new Rand("persistence-snapshots");
    const players = 3,
      opts = { firstSeat: 0 };
    const deck = shuffledDeck(rand, 40);
    const { steps, states } = randomForcedGame(players, opts, deck, rand);
    const cut1 = SNAPSHOT_EVERY + 6,
      cut2 = 2 * SNAPSHOT_EVERY; // log tail of 6, then exactly on a snapshot
    expect(steps.length).toBeGreaterThan(cut2 + 5);
    const { id, tokens } = await createMatch(players, opts, deck);
    let seats = await Promise.all(tokens.map((t) => TestSocket.join(id, t)));
    let playedTo = 0;
    for (const cut of [cut1, cut2]) {
      // the rate limit allows bursts of 20 per socket: fresh sockets for every stretch of play
      for (let from = playedTo; from < cut; from += 15) {
        seats.forEach((s) => s.close());
        seats = await Promise.all(tokens.map((t) => TestSocket.join(id, t)));
        await play(seats, [], steps.slice(from, Math.min(cut, from + 15)));
      }
      playedTo = cut;
      const stored = await runInDurableObject(matchStub(id), (_i, state) =>
        state.storage.sql
          .exec<{ version: number }>("SELECT version FROM snapshots ORDER BY version")
          .toArray()
          .map((r) => r.version),
      );
      expect(stored).toEqual([Math.floor(cut / SNAPSHOT_EVERY) * SNAPSHOT_EVERY]); // only the latest is kept
      await restart(seats);
      const inside = await runInDurableObject(matchStub(id), (instance) => {
        const m = instance as unknown as { state: CarcState; version: number };
        return { state: JSON.stringify(m.state), version: m.version };
      });
      expect(inside.version).toBe(cut);
      const rebuilt = JSON.parse(inside.state) as CarcState;
      expect({ ...rebuilt, rng: null }).toEqual({ ...JSON.parse(JSON.stringify(states[cut])), rng: null });
      seats = [];
      for (const [seat, token] of tokens.entries()) {
        const { s, welcome } = await resume(id, token, cut - 1, null);
        expect(welcome.view).toEqual(carcassonne.view(states[cut]!, seat));
        seats.push(s);
      }
    }
    for (let from = cut2; from < steps.length; from += 15) {
      seats.forEach((s) => s.close());
      seats = await Promise.all(tokens.map((t) => TestSocket.join(id, t)));
      await play(seats, [], steps.slice(from, from + 15));
    }
    const final = states[steps.length]!;
    expect(carcassonne.result(final).finished).toBe(true);
    for (const [seat, s] of seats.entries()) expect(s.view).toEqual(carcassonne.view(final, seat));
    expect(await version(id)).toMatchObject({ version: steps.length, status: "finished" });
  });
});

describe("resync", () => {
  it("a socket that missed versions gets the full view on hello; sync returns the patched view", async () => {
    const steps = stepsOf(golden);
    const { id, tokens } = await createMatch(golden.players, golden.options, golden.deck);
    const seats = await Promise.all(tokens.map((t) => TestSocket.join(id, t)));
    const watcher = await TestSocket.join(id, tokens[1]);
    await play(seats, [watcher], steps.slice(0, 4));
    const oldView = structuredClone(watcher.view);
    watcher.close();
    await play(seats, [], steps.slice(4, 12));
    const { s: back, welcome } = await resume(id, tokens[1], 4, oldView);
    expect(welcome.version).toBe(12);
    expect(welcome.view).not.toBe(null);
    const fresh = await TestSocket.join(id, tokens[1]);
    expect(back.view).toEqual(fresh.view);
    expect(back.view).toEqual(seats[1]!.view);
    const spectator = await TestSocket.join(id);
    await play(seats, [back, fresh, spectator], steps.slice(12, 16));
    expect(back.view).toEqual(seats[1]!.view);
    for (const s of [seats[0]!, back, spectator]) {
      const patched = structuredClone(s.view);
      s.send({ t: "sync" });
      expect(await s.next("snapshot")).toEqual({ t: "snapshot", v: 16, view: patched });
    }
    // a future `since` is not "current": full view
    const { welcome: future } = await resume(id, tokens[0], 99, null);
    expect(future.view).toEqual(seats[0]!.view);
  });
});

describe("idle expiry alarm", () => {
  it("keeps an unfinished match before its deadline, deletes it after (404, sockets closed 4404)", async () => {
    const { id, tokens } = await createMatch(2, { firstSeat: 0 });
    const seat = await TestSocket.join(id, tokens[0]);
    const spectator = await TestSocket.join(id);
    // the spectator's arrival armed the alarm for a presence flush about a second ahead; the flush re-arms it for clean-up
    expect(await runDurableObjectAlarm(matchStub(id))).toBe(true);
    const deadline = await runInDurableObject(matchStub(id), (_i, state) => state.storage.getAlarm());
    expect(deadline).toBeGreaterThan(Date.now() + IDLE_UNFINISHED_MS - 60_000);
    expect(await runDurableObjectAlarm(matchStub(id))).toBe(true);
    expect((await api("GET", `/api/matches/${id}`)).status).toBe(200);
    // re-armed for the latest activity (seat claims count as activity)
    const activity = await runInDurableObject(matchStub(id), (_i, state) =>
      Number(state.storage.sql.exec<{ v: string }>("SELECT v FROM meta WHERE k = 'activity'").one().v),
    );
    expect(await runInDurableObject(matchStub(id), (_i, state) => state.storage.getAlarm())).toBe(activity + IDLE_UNFINISHED_MS);
    await setActivity(id, Date.now() - IDLE_UNFINISHED_MS + 60_000); // one minute left: still kept
    expect(await runDurableObjectAlarm(matchStub(id))).toBe(true);
    expect((await api("GET", `/api/matches/${id}`)).status).toBe(200);
    await setActivity(id, 1);
    expect(await runDurableObjectAlarm(matchStub(id))).toBe(true);
    expect((await api("GET", `/api/matches/${id}`)).status).toBe(404);
    expect((await seat.waitClosed()).code).toBe(4404);
    expect((await spectator.waitClosed()).code).toBe(4404);
    expect((await api("POST", `/api/matches/${id}/seats`, { name: "x" })).status).toBe(404);
    await expect(TestSocket.open(id)).rejects.toThrow(/404/);
    await abortAllDurableObjects(); // deleted for good, not just in memory
    expect((await api("GET", `/api/matches/${id}`)).status).toBe(404);
  });

  it("counts an action as activity (its row's time): a match played a minute ago is kept, whatever its seat changes' age", async () => {
    const g = stepsOf(golden);
    const { id, tokens } = await createMatch(golden.players, golden.options, golden.deck);
    const seats = await Promise.all(tokens.map((t) => TestSocket.join(id, t)));
    await setActivity(id, 1); // created and joined long ago
    const before = Date.now();
    await play(seats, [], g.slice(0, 2));
    const at = await runInDurableObject(
      matchStub(id),
      (_i, state) => state.storage.sql.exec<{ at: number }>("SELECT MAX(at) AS at FROM actions").one().at,
    );
    expect(at).toBeGreaterThanOrEqual(before);
    expect((await api<{ lastActivity: number }>("GET", `/api/matches/${id}`)).json.lastActivity).toBe(at);
    expect(await runDurableObjectAlarm(matchStub(id))).toBe(true);
    expect((await api("GET", `/api/matches/${id}`)).status).toBe(200);
    expect(await runInDurableObject(matchStub(id), (_i, state) => state.storage.getAlarm())).toBe(at + IDLE_UNFINISHED_MS);
    seats.forEach((s) => s.close());
  });

  it("keeps a finished match for IDLE_FINISHED_MS", async () => {
    const g = stepsOf(golden);
    const { id, tokens } = await createMatch(golden.players, golden.options, golden.deck);
    const seats = await Promise.all(tokens.map((t) => TestSocket.join(id, t)));
    await play(seats, [], g.slice(0, 12));
    seats.forEach((s) => s.close());
    const more = await Promise.all(tokens.map((t) => TestSocket.join(id, t)));
    await play(more, [], g.slice(12));
    await setActivity(id, Date.now() - IDLE_UNFINISHED_MS - 1);
    expect(await runDurableObjectAlarm(matchStub(id))).toBe(true);
    expect((await version(id)).status).toBe("finished");
    await setActivity(id, Date.now() - IDLE_FINISHED_MS - 1);
    expect(await runDurableObjectAlarm(matchStub(id))).toBe(true);
    expect((await api("GET", `/api/matches/${id}`)).status).toBe(404);
  });
});
