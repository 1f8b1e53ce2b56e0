/**
 * Turn notifications by Web Push inside workerd (worker/push-routes.ts, match-push.ts, web-push.ts): the public key
 * route (and `push-off` without keys); every refusal of a subscription (no JSON, a token not of the match, an endpoint
 * not a URL or too long, keys of the wrong length or off the curve, http://127.0.0.1 on a server without TEST_HOOKS)
 * is typed and stores nothing (the push-host allow-list, the limits and the drop after failures: push-guards.test.ts); and the round trip: a seat with no socket is sent one push when its turn comes, which
 * the loopback receiver (test/support/push-receiver.ts, in Node) verifies (VAPID JWT) and decrypts (aes128gcm) with
 * the subscription's own keys; the same turn is not told twice; a 410 answer removes the subscription; unsubscribing
 * stops the pushes; a seat given up loses its subscriptions.
 */
import { env, exports } from "cloudflare:workers";
import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { api, BASE, matchStub, TestSocket } from "./harness.ts";
import { answer, match, newSub, pushes, received, sleep, stored, turn, turnOnline, until, type Sub } from "./push-helpers.ts";
import { asClient } from "../support/client-address.ts";
import app from "../../worker/index.ts";

describe("push routes", () => {
  it("give the VAPID public key, or null on a server without keys", async () => {
    expect(env.VAPID_SUBJECT).toBe("mailto:tests@meeplehall.invalid"); // the run's own pair (vitest.config.ts), not .dev.vars
    expect(await api("GET", "/api/push/key")).toEqual({ status: 200, json: { key: env.VAPID_PUBLIC_KEY } });
    const off = await app.fetch(new Request(`${BASE}/api/push/key`, { headers: asClient() }), {
      ...env,
      VAPID_PUBLIC_KEY: undefined,
      VAPID_PRIVATE_KEY: undefined,
    });
    expect(off.status).toBe(200);
    expect(await off.json()).toEqual({ key: null });
  });

  it("refuse bad subscriptions and tokens with a typed error, storing nothing", async () => {
    const { id, tokens } = await match();
    const good = await newSub();
    const post = (b: unknown) => api<{ error: string }>("POST", `/api/matches/${id}/push`, b);
    const withKeys = (keys: Partial<Sub["keys"]>) => ({ token: tokens[0], subscription: { ...good, keys: { ...good.keys, ...keys } } });
    const cases: [unknown, number, string][] = [
      [{ token: "not-a-seat-token", subscription: good }, 403, "bad-token"],
      [{ token: tokens[0], subscription: { ...good, endpoint: "http://push.example/abc" } }, 400, "push-host-not-allowed"],
      [{ token: tokens[0], subscription: { ...good, endpoint: "not a url" } }, 400, "bad-subscription"],
      [{ token: tokens[0], subscription: { ...good, endpoint: `https://push.example/${"a".repeat(1100)}` } }, 400, "bad-subscription"],
      [withKeys({ p256dh: good.keys.p256dh.slice(0, 80) }), 400, "bad-subscription"],
      [withKeys({ p256dh: `BA${"A".repeat(85)}` }), 400, "bad-subscription"], // 65 bytes, 0x04 and zeros: not on the curve
      [withKeys({ auth: good.keys.auth.slice(0, 20) }), 400, "bad-subscription"],
      [withKeys({ auth: "!!!not base64url!!!" }), 400, "bad-subscription"],
      [{ token: tokens[0], subscription: { endpoint: good.endpoint } }, 400, "bad-subscription"],
      [{ token: tokens[0], subscription: good, extra: 1 }, 400, "bad-request"],
    ];
    for (const [b, status, error] of cases) expect(await post(b), JSON.stringify(b)).toMatchObject({ status, json: { error } });
    const text = await exports.default.fetch(
      new Request(`${BASE}/api/matches/${id}/push`, {
        method: "POST",
        headers: { "content-type": "text/plain", ...asClient() },
        body: JSON.stringify({ token: tokens[0], subscription: good }),
      }),
    );
    expect(text.status).toBe(415);
    // a loopback http endpoint only on a test server; no push at all on a server without keys
    const live = (extra: Partial<Env>) =>
      app.fetch(
        new Request(`${BASE}/api/matches/${id}/push`, {
          method: "POST",
          headers: { "content-type": "application/json", ...asClient() },
          body: JSON.stringify({ token: tokens[0], subscription: good }),
        }),
        { ...env, ...extra },
      );
    expect(await (await live({ TEST_HOOKS: undefined })).json()).toMatchObject({ error: "push-host-not-allowed" });
    expect(await (await live({ VAPID_PRIVATE_KEY: undefined })).json()).toMatchObject({ error: "push-off" });
    expect(await stored(id)).toEqual({ tables: 0, targets: [] });
    // a wrong token cannot unsubscribe either
    expect(await post({ token: tokens[0], subscription: good })).toMatchObject({ status: 201, json: { count: 1 } });
    expect(await api("DELETE", `/api/matches/${id}/push`, { token: tokens[1], endpoint: good.endpoint })).toMatchObject({
      status: 200,
      json: { removed: false },
    });
    expect(await api("DELETE", `/api/matches/${id}/push`, { token: "nope", endpoint: good.endpoint })).toMatchObject({
      status: 403,
      json: { error: "bad-token" },
    });
    expect((await stored(id)).targets.map((t) => t.endpoint)).toEqual([good.endpoint]);
  });

  it("keep at most four subscriptions a seat, the newest", async () => {
    const { id, tokens } = await match();
    const subs = [];
    for (let i = 0; i < 5; i++) {
      subs.push(await newSub());
      expect(
        (await api<{ count: number }>("POST", `/api/matches/${id}/push`, { token: tokens[0], subscription: subs[i] })).json.count,
      ).toBe(Math.min(i + 1, 4));
    }
    expect((await stored(id)).targets.map((t) => t.endpoint).sort()).toEqual(
      subs
        .slice(1)
        .map((s) => s.endpoint)
        .sort(),
    );
  });

  it("are forgotten with a seat given up, so its next person is not told the last one's turns", async () => {
    const made = await api<{ id: string }>("POST", "/api/matches", { game: "carcassonne", players: 2, options: {} });
    const id = made.json.id;
    const token = (await api<{ token: string }>("POST", `/api/matches/${id}/seats`, { seat: 0, name: "P0" })).json.token;
    expect((await api("POST", `/api/matches/${id}/push`, { token, subscription: await newSub() })).status).toBe(201);
    expect((await api("DELETE", `/api/matches/${id}/seats/0`, { token })).status).toBe(200);
    expect((await stored(id)).targets).toEqual([]);
  });
});

describe("push round trip", () => {
  it("tells an offline seat its turn once, encrypted and signed; 410 removes the subscription", async () => {
    const { id, tokens } = await match();
    const sub = await newSub();
    expect((await api("POST", `/api/matches/${id}/push`, { token: tokens[0], subscription: sub })).status).toBe(201);
    const other = await TestSocket.join(id, tokens[1]);
    await turn(other); // seat 0's turn comes while it has no socket
    const first = await pushes(sub, 1);
    expect(first).toEqual([{ vapidKey: env.VAPID_PUBLIC_KEY, payload: { t: "turn", match: id, game: "Carcassonne", v: 2 } }]);
    // the same turn again (as after any later event of this turn): no second push
    await runInDurableObject(matchStub(id), (instance) => (instance as unknown as { tellTurn(): void }).tellTurn());
    await sleep(300);
    expect(await received(sub)).toHaveLength(1);
    // seat 0 plays online (no push for that), then its next turn comes while it is away: a new push
    await turnOnline(id, tokens[0]!);
    await turn(other);
    expect((await pushes(sub, 2))[1]).toEqual({
      vapidKey: env.VAPID_PUBLIC_KEY,
      payload: { t: "turn", match: id, game: "Carcassonne", v: 6 },
    });
    // the push service says the subscription is gone: it is removed, and the next turn sends nothing
    await answer(sub, 410);
    await turnOnline(id, tokens[0]!);
    await turn(other);
    expect(await pushes(sub, 3)).toHaveLength(3);
    expect(
      (
        await until(
          () => stored(id),
          (s) => s.targets.length === 0,
        )
      ).targets,
    ).toEqual([]);
    await turnOnline(id, tokens[0]!);
    await turn(other);
    await sleep(300);
    expect(await received(sub)).toHaveLength(3);
    other.close();
  });

  it("sends nothing once the seat unsubscribed", async () => {
    const { id, tokens } = await match();
    const sub = await newSub();
    await api("POST", `/api/matches/${id}/push`, { token: tokens[0], subscription: sub });
    expect(await api("DELETE", `/api/matches/${id}/push`, { token: tokens[0], endpoint: sub.endpoint })).toEqual({
      status: 200,
      json: { removed: true },
    });
    const other = await TestSocket.join(id, tokens[1]);
    await turn(other);
    await sleep(300);
    expect(await received(sub)).toEqual([]);
    other.close();
  });
});
