/**
 * What the match server shares and reports, inside workerd: views computed once per audience and version still
 * give each socket exactly its own audience's view (hand-of-three hands are secret; two sockets of one seat get the
 * same frames, other seats and spectators never see that hand); the test-only report (per-action phase times and
 * storage) is refused unless TEST_HOOKS is "1" and, on a test server, tells every applied action and what is
 * stored (only the latest snapshot is kept); the test-only seed is
 * refused elsewhere and reproduces the local engine's game.
 */
import { env } from "cloudflare:workers";
import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { carcassonne } from "../../engine/carcassonne/game.ts";
import type { CarcState } from "../../engine/carcassonne/state.ts";
import { newFrontiers } from "../../engine/index.ts";
import { api as app } from "../../worker/routes.ts";
import { PHASES, type Breakdown } from "../../worker/action-timing.ts";
import { SNAPSHOT_EVERY, type StorageStats } from "../../worker/match-store.ts";
import { asClient } from "../support/client-address.ts";
import { api, BASE, createMatch, matchStub, TestSocket } from "./harness.ts";
import { randomForcedGame, Rand, shuffledDeck, type Step } from "./game-helpers.ts";

type Report = { breakdown: Breakdown | null; storage: StorageStats };
const report = (id: string, n = 1024) => api<Report>("GET", `/api/matches/${id}/test/report?n=${n}`);

async function play(seats: TestSocket[], others: TestSocket[], steps: Step[]): Promise<void> {
  for (const { seat, action } of steps) {
    const answer = await seats[seat]!.act(action, `c-${seats[seat]!.version}`);
    expect(answer.t, JSON.stringify(answer)).toBe("patch");
    if (answer.t === "patch") for (const s of [...seats, ...others]) await s.waitVersion(answer.v);
  }
}

/** The state inside the match's Durable Object. */
const inside = (id: string) =>
  runInDurableObject(matchStub(id), (instance) => JSON.stringify((instance as unknown as { state: CarcState }).state)).then(
    (s) => JSON.parse(s) as CarcState,
  );

describe("views per audience and version", () => {
  it("give every socket its own audience's view: a hand is seen by its seat's sockets only", { timeout: 20_000 }, async () => {
    const rand = new Rand("server-costs-hands");
    const opts = { firstSeat: 0, handOfThree: true };
    const deck = shuffledDeck(rand, 30);
    const { steps } = randomForcedGame(2, opts, deck, rand);
    const { id, tokens } = await createMatch(2, opts, deck);
    const seats = await Promise.all(tokens.map((t) => TestSocket.join(id, t)));
    const twin = await TestSocket.join(id, tokens[0]); // a second socket of seat 0
    const spectator = await TestSocket.join(id);
    await play(seats, [twin, spectator], steps.slice(0, 12));
    const state = await inside(id);
    expect(seats[0]!.view).toEqual(carcassonne.view(state, 0));
    expect(twin.view).toEqual(carcassonne.view(state, 0));
    expect(seats[1]!.view).toEqual(carcassonne.view(state, 1));
    expect(spectator.view).toEqual(carcassonne.view(state, null));
    const patches = (s: TestSocket) => s.raw.filter((r) => r.startsWith('{"t":"patch"'));
    expect(patches(twin)).toEqual(patches(seats[0]!)); // one frame per audience (the ack included)
    // the hands differ, and each stays with its seat (late joiners and syncs too)
    const hand0 = carcassonne.view(state, 0).hand!,
      hand1 = carcassonne.view(state, 1).hand!;
    expect(hand0.length).toBeGreaterThan(0);
    expect((spectator.view as { hand: unknown }).hand).toBeNull();
    expect((seats[1]!.view as { hand: unknown }).hand).toEqual(hand1);
    const late = await TestSocket.join(id);
    expect(late.view).toEqual(spectator.view);
    const mark = seats[1]!.mark();
    seats[1]!.send({ t: "sync" });
    const snap = await seats[1]!.frameAfter(mark, (f) => f.t === "snapshot");
    expect(snap).toMatchObject({ t: "snapshot", view: carcassonne.view(state, 1) });
    for (const s of [...seats, twin, spectator, late]) s.close();
  });
});

describe("the test-only report", () => {
  it('is refused (404) unless TEST_HOOKS is "1"', async () => {
    const { id } = await createMatch(2, { firstSeat: 0 });
    for (const hooks of [undefined, "0", "true", ""]) {
      const res = await app.fetch(new Request(`${BASE}/api/matches/${id}/test/report`, { headers: asClient() }), {
        ...env,
        TEST_HOOKS: hooks,
      });
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ error: "not-found" });
    }
    expect((await report(id)).status).toBe(200);
    expect((await report("nosuchmatch0000000000")).status).toBe(404);
  });

  it("tells each applied action's phases and what is stored: the log and only the latest snapshot", { timeout: 20_000 }, async () => {
    const rand = new Rand("server-costs-report");
    const deck = shuffledDeck(rand, 40);
    const { steps } = randomForcedGame(2, { firstSeat: 0 }, deck, rand);
    const n = SNAPSHOT_EVERY + 3;
    const { id, tokens } = await createMatch(2, { firstSeat: 0 }, deck);
    let seats = await Promise.all(tokens.map((t) => TestSocket.join(id, t)));
    const spectator = await TestSocket.join(id);
    for (let from = 0; from < n; from += 15) {
      // fresh seat sockets for every burst (rate limit)
      if (from > 0) seats.forEach((s) => s.close()), (seats = await Promise.all(tokens.map((t) => TestSocket.join(id, t))));
      await play(seats, [spectator], steps.slice(from, Math.min(n, from + 15)));
    }
    // a refused action is not an applied one
    const refused = await seats[steps[n]!.seat === 0 ? 1 : 0]!.act(steps[n]!.action);
    expect(refused.t).toBe("reject");
    const { status, json } = await report(id, 5);
    expect(status).toBe(200);
    expect(json.breakdown!.actions.map((a) => a.version)).toEqual([n - 4, n - 3, n - 2, n - 1, n]);
    for (const a of json.breakdown!.actions) {
      expect(Object.keys(a.ms)).toEqual([...PHASES]);
      for (const p of PHASES) expect(a.ms[p]).toBeGreaterThanOrEqual(0);
      expect(a).toMatchObject({ sockets: 3, audiences: 3 });
    }
    expect(json.breakdown!.clockStepMs).toBeGreaterThanOrEqual(0);
    expect(json.storage).toMatchObject({ actions: n, snapshots: 1, snapshotEvery: SNAPSHOT_EVERY });
    expect(json.storage.latestSnapshotBytes).toBe(json.storage.snapshotBytes);
    expect(json.storage.databaseBytes).toBeGreaterThan(json.storage.snapshotBytes + json.storage.actionBytes);
    const versions = await runInDurableObject(matchStub(id), (_i, state) =>
      state.storage.sql
        .exec<{ version: number }>("SELECT version FROM snapshots")
        .toArray()
        .map((r) => r.version),
    );
    expect(versions).toEqual([SNAPSHOT_EVERY]);
    for (const s of [...seats, spectator]) s.close();
  });
});

describe("the test-only seed", () => {
  it('is refused unless TEST_HOOKS is "1", and gives the local engine\'s game', async () => {
    const body = JSON.stringify({ game: "newfrontiers", players: 3, seed: "costs-seed" });
    const post = () =>
      new Request(`${BASE}/api/matches`, { method: "POST", headers: { "content-type": "application/json", ...asClient() }, body });
    for (const hooks of [undefined, "0", ""]) expect((await app.fetch(post(), { ...env, TEST_HOOKS: hooks })).status).toBe(400);
    const made = await api<{ id: string }>("POST", "/api/matches", JSON.parse(body));
    expect(made.status).toBe(201);
    const spectator = await TestSocket.join(made.json.id);
    const local = newFrontiers.setup(3, newFrontiers.parseOptions({}) as never, "costs-seed");
    expect(spectator.view).toEqual(newFrontiers.view(local as never, null));
    spectator.close();
  });
});
