/**
 * What keeps Web Push from being a way to make the server send requests (worker/push-hosts.ts, match-push.ts,
 * push-routes.ts), inside workerd: an endpoint off the browsers' push services (an internal address, another site,
 * an odd port, plain http, credentials) is refused with `push-host-not-allowed` and nothing is stored, while the
 * services' own endpoints are taken; one stored before the list is dropped at the next turn without being sent to;
 * subscribing is limited per client address (429 `rate-limited`) and per seat (429 `push-rate-limited`, counted in
 * the match's SQLite, so a restart does not reset it); and a subscription failing MAX_FAILURES sends in a row (a
 * 500, a closed port) is dropped, a success resetting the count, while one answering 201 is kept.
 */
import { env, exports } from "cloudflare:workers";
import { abortAllDurableObjects, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { MAX_FAILURES, PER_SEAT, SUBSCRIBES_PER_HOUR } from "../../worker/match-push.ts";
import { api, BASE, matchStub, TestSocket } from "./harness.ts";
import { answer, match, newSub, pushes, received, stored, turn, turnOnline, unreachableSub, until, type Sub } from "./push-helpers.ts";
import { asClient, freshAddress } from "../support/client-address.ts";
import app from "../../worker/index.ts";
import { inOneWindow } from "./limit-window.ts";

type Err = { error: string; message: string };
const subscribe = (id: string, token: string, subscription: unknown, address?: string) =>
  api<Err & { count: number }>("POST", `/api/matches/${id}/push`, { token, subscription }, address);
/** The same request, answered as a Response (its headers). */
const subscribeRaw = (id: string, token: string, subscription: unknown, address?: string) =>
  exports.default.fetch(
    new Request(`${BASE}/api/matches/${id}/push`, {
      method: "POST",
      headers: { "content-type": "application/json", ...asClient(address) },
      body: JSON.stringify({ token, subscription }),
    }),
  );

/** Seat 0's subscriptions and their failure counts, by endpoint (in endpoint order, to compare as JSON). */
const fails = (id: string) =>
  runInDurableObject(matchStub(id), (_i, state) =>
    Object.fromEntries(
      state.storage.sql
        .exec<{ endpoint: string; fails: number }>(`SELECT endpoint, fails FROM push_subs WHERE seat = 0 ORDER BY endpoint`)
        .toArray()
        .map((r) => [r.endpoint, r.fails]),
    ),
  );
const inOrder = (o: Record<string, number>) => JSON.stringify(Object.fromEntries(Object.entries(o).sort(([a], [b]) => (a < b ? -1 : 1))));

describe("push endpoints", () => {
  it("are refused off the browsers' push services, typed and with nothing stored", async () => {
    const { id, tokens } = await match();
    const { keys } = await newSub();
    const refused = [
      "https://169.254.169.254/latest/meta-data",
      "https://10.0.0.1/x",
      "https://[::1]/x",
      "https://127.0.0.1/x",
      "https://example.com/x",
      "https://fcm.googleapis.com:8443/fcm/send/x",
      "http://fcm.googleapis.com/fcm/send/x",
      "https://user:pw@fcm.googleapis.com/fcm/send/x",
      "https://fcm.googleapis.com.evil.example/x",
      "https://evilnotify.windows.com/x",
      "https://push.apple.com.evil.example/x",
      "https://updates.push.services.mozilla.com:80/wpush/v2/x",
      "ftp://fcm.googleapis.com/x",
    ];
    for (const endpoint of refused) {
      const r = await subscribe(id, tokens[0]!, { endpoint, keys });
      expect(r, endpoint).toMatchObject({ status: 400, json: { error: "push-host-not-allowed" } });
      expect(r.json.message).toContain("fcm.googleapis.com");
      expect(r.json.message).toContain("*.notify.windows.com");
    }
    expect(await stored(id)).toEqual({ tables: 0, targets: [] });
    // the loopback receiver is a test server's exception only
    const loopback = await app.fetch(
      new Request(`${BASE}/api/matches/${id}/push`, {
        method: "POST",
        headers: { "content-type": "application/json", ...asClient() },
        body: JSON.stringify({ token: tokens[0], subscription: await newSub() }),
      }),
      { ...env, TEST_HOOKS: undefined },
    );
    expect(loopback.status).toBe(400);
    expect(await loopback.json()).toMatchObject({ error: "push-host-not-allowed" });
    expect(await stored(id)).toEqual({ tables: 0, targets: [] });
  });

  it("are taken on FCM, Mozilla autopush, Apple and WNS", async () => {
    const { id, tokens } = await match();
    const { keys } = await newSub();
    const allowed = [
      "https://fcm.googleapis.com/fcm/send/abc",
      "https://fcm.googleapis.com:443/wp/abc",
      "https://android.googleapis.com/gcm/send/abc",
      "https://updates.push.services.mozilla.com/wpush/v2/abc",
      "https://web.push.apple.com/QGx",
      "https://other.push.apple.com/QGx",
      "https://wns2-by3p.notify.windows.com/w/?token=abc",
    ];
    for (const [i, endpoint] of allowed.entries())
      expect(await subscribe(id, tokens[i % 2]!, { endpoint, keys }), endpoint).toMatchObject({
        status: 201,
        json: { count: Math.min(Math.floor(i / 2) + 1, PER_SEAT) },
      });
    expect((await stored(id)).targets.map((t) => t.endpoint).sort()).toEqual(allowed.filter((_e, i) => i % 2 === 0).sort());
  });

  it("stored before the allow-list are dropped at the next turn without a send, in a match whose tables lack the failure column", async () => {
    const { id, tokens } = await match();
    const good = await newSub();
    const old = "https://example.com/push";
    await runInDurableObject(matchStub(id), (_i, state) => {
      const sql = state.storage.sql;
      sql.exec(
        `CREATE TABLE push_subs (seat INTEGER NOT NULL, endpoint TEXT NOT NULL, p256dh TEXT NOT NULL, auth TEXT NOT NULL, at INTEGER NOT NULL, PRIMARY KEY (seat, endpoint))`,
      );
      sql.exec(`CREATE TABLE push_turns (seat INTEGER PRIMARY KEY, version INTEGER NOT NULL)`);
      for (const [i, endpoint] of [good.endpoint, old].entries())
        sql.exec(`INSERT INTO push_subs VALUES (0, ?, ?, ?, ?)`, endpoint, good.keys.p256dh, good.keys.auth, i);
    });
    await abortAllDurableObjects(); // the object starts again, as after a deploy, and finds the old tables
    const other = await TestSocket.join(id, tokens[1]);
    await turn(other);
    expect(await pushes(good, 1)).toHaveLength(1);
    // sent to, example.com would have failed (no network here) and been kept with one failure
    expect(
      await until(
        () => fails(id),
        (f) => Object.keys(f).length === 1,
      ),
    ).toEqual({ [good.endpoint]: 0 });
    other.close();
  });
});

describe("push subscribing", () => {
  it(`is refused for a seat after ${SUBSCRIBES_PER_HOUR} calls in an hour, also after a restart, storing nothing`, async () => {
    const { id, tokens } = await match();
    const renewed = await newSub();
    for (let i = 0; i < SUBSCRIBES_PER_HOUR; i++) expect((await subscribe(id, tokens[0]!, renewed)).status, `call ${i + 1}`).toBe(201);
    await abortAllDurableObjects();
    const late = await newSub();
    const res = await subscribeRaw(id, tokens[0]!, late);
    expect(res.status).toBe(429);
    expect(await res.json()).toEqual({ error: "push-rate-limited", message: expect.stringContaining(`${SUBSCRIBES_PER_HOUR} times`) });
    const retry = Number(res.headers.get("Retry-After"));
    expect(retry > 0 && retry <= 3600).toBe(true);
    expect((await stored(id)).targets.map((t) => t.endpoint)).toEqual([renewed.endpoint]);
    // the other seat has its own count
    expect(await subscribe(id, tokens[1]!, late)).toMatchObject({ status: 201, json: { count: 1 } });
  });

  describe("per client address", () => {
    // The local limiter counts in minute windows: the burst runs inside one (limit-window.ts).
    it(
      "is refused after 20 subscriptions a minute from one address (429 rate-limited), not from another",
      () =>
        inOneWindow(async () => {
          const a = await match(),
            b = await match();
          const from = freshAddress(),
            subs: Sub[] = [];
          for (let i = 0; i < 21; i++) subs.push(await newSub());
          for (let i = 0; i < 20; i++) {
            const { id, tokens } = i < 10 ? a : b;
            expect((await subscribe(id, tokens[i % 2]!, subs[i], from)).status, `subscription ${i + 1}`).toBe(201);
          }
          const res = await subscribeRaw(a.id, a.tokens[0]!, subs[20], from);
          expect(res.status).toBe(429);
          expect(res.headers.get("Retry-After")).toBe("60");
          expect(await res.json()).toEqual({ error: "rate-limited", message: expect.stringContaining("push subscriptions") });
          expect((await stored(a.id)).targets.map((t) => t.endpoint)).not.toContain(subs[20]!.endpoint);
          expect((await subscribe(a.id, a.tokens[0]!, subs[20])).status).toBe(201);
        }),
      30_000,
    );
  });
});

describe("push failures", () => {
  it(`drop a subscription after ${MAX_FAILURES} failed sends in a row (500, unreachable), a success resetting the count; 201 keeps it`, async () => {
    expect(MAX_FAILURES).toBe(3); // the cycles below are written for three
    const { id, tokens } = await match();
    const [failing, unreachable, fine, flaky] = [await newSub(), await unreachableSub(), await newSub(), await newSub()];
    for (const sub of [failing, unreachable, fine, flaky]) expect((await subscribe(id, tokens[0]!, sub)).status).toBe(201);
    await answer(failing, 500);
    await answer(flaky, 503);
    const other = await TestSocket.join(id, tokens[1]);
    /** Seat 0's next turn comes while it is away (the first one needs no online turn); waits for the counts. */
    const cycle = async (n: number, expected: Record<string, number>) => {
      if (n > 1) await turnOnline(id, tokens[0]!);
      await turn(other);
      expect(await pushes(fine, n)).toHaveLength(n);
      expect(
        await until(
          () => fails(id),
          (f) => JSON.stringify(f) === inOrder(expected),
        ),
      ).toEqual(expected);
    };
    await cycle(1, { [failing.endpoint]: 1, [unreachable.endpoint]: 1, [fine.endpoint]: 0, [flaky.endpoint]: 1 });
    await cycle(2, { [failing.endpoint]: 2, [unreachable.endpoint]: 2, [fine.endpoint]: 0, [flaky.endpoint]: 2 });
    await answer(flaky, 201);
    await cycle(3, { [fine.endpoint]: 0, [flaky.endpoint]: 0 });
    await answer(flaky, 500);
    await cycle(4, { [fine.endpoint]: 0, [flaky.endpoint]: 1 }); // without the reset this would be its third failure
    expect(await received(failing)).toHaveLength(3); // nothing sent once dropped
    expect(await received(flaky)).toHaveLength(4);
    other.close();
  }, 20_000); // four turns of each seat with their sends: room for a loaded machine
});
