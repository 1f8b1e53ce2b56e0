/**
 * The HTTP API inside workerd: create validation ({error, message} with 400), the TEST_HOOKS gate on forced
 * decks, seat claims (seat-taken, bad-seat, full), 404 for unknown or malformed match ids, the public summary
 * (status waiting → playing, seats; never seeds, decks or tokens) and rematch of a finished match (same id twice,
 * old tokens valid in the new match, every connected socket told, bogus tokens refused).
 */
import { env } from "cloudflare:workers";
import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { api as app } from "../../worker/routes.ts";
import { MATCH_ID_PATTERN } from "../../contract/page-routes.ts";
import type { MatchSummary } from "../../contract/protocol.ts";
import { api, BASE, createFinishedMatch, TestSocket } from "./harness.ts";
import { asClient } from "../support/client-address.ts";

type Err = { error: string; message: string };
const create = (body: unknown) => api<Err & { id: string; match: MatchSummary }>("POST", "/api/matches", body);
const claim = (id: string, body: unknown) => api<Err & { seat: number; token: string }>("POST", `/api/matches/${id}/seats`, body);
const summary = (id: string) => api<MatchSummary & Err>("GET", `/api/matches/${id}`);
const rematch = (id: string, body: unknown) => api<Err & { id: string; url: string }>("POST", `/api/matches/${id}/rematch`, body);

function expectError(r: { status: number; json: unknown }, status: number, error: string): void {
  expect(r.status, JSON.stringify(r.json)).toBe(status);
  expect(r.json).toEqual({ error, message: expect.any(String) });
  expect((r.json as Err).message.length).toBeGreaterThan(0);
}

/** The secrets a summary or any public answer must never carry. */
function expectNoSecrets(json: unknown, tokens: string[] = []): void {
  const text = JSON.stringify(json);
  for (const key of ["seed", "deck", "token", "tokenHash", "forcedDeck", "bag", "rng"]) expect(text).not.toContain(`"${key}"`);
  for (const t of tokens) expect(text).not.toContain(t);
}

describe("create", () => {
  it("validates game, players, options and body shape", async () => {
    expectError(await create({ game: "chess", players: 2 }), 400, "unknown-game");
    expectError(await create({ game: "constructor", players: 2 }), 400, "unknown-game");
    expectError(await create({ game: "__proto__", players: 2 }), 400, "unknown-game");
    for (const players of [0, 1, 7, -2]) expectError(await create({ game: "carcassonne", players }), 400, "bad-players");
    for (const players of [2.5, "2", null]) expectError(await create({ game: "carcassonne", players }), 400, "bad-request");
    expectError(await create({ game: "carcassonne" }), 400, "bad-request");
    expectError(await create({ game: "carcassonne", players: 2, extra: 1 }), 400, "bad-request");
    expectError(await create({ game: "carcassonne", players: 2, options: { farmers: "yes" } }), 400, "bad-options");
    expectError(await create({ game: "carcassonne", players: 2, options: { dragons: true } }), 400, "bad-options");
    expectError(await create({ game: "carcassonne", players: 2, options: { firstSeat: 2 } }), 400, "bad-options");
    expectError(await create({ game: "carcassonne", players: 2, options: "fast" }), 400, "bad-options");
    expectError(await create({ game: "carcassonne", players: 2, deck: ["base-Q", "no-such-tile"] }), 400, "bad-deck");
    expectError(await create({ game: "carcassonne", players: 2, deck: "base-A" }), 400, "bad-request");
    const res = await app.fetch(
      new Request(`${BASE}/api/matches`, { method: "POST", headers: { "content-type": "application/json" }, body: "{not json" }),
      env,
    );
    expectError({ status: res.status, json: await res.json() }, 400, "bad-json");
  });

  it("fills option defaults and answers 201 with id, url and summary", async () => {
    const r = await create({ game: "carcassonne", players: 3, options: { goldMines: true } });
    expect(r.status).toBe(201);
    expect(r.json.id).toMatch(MATCH_ID_PATTERN);
    expect(r.json).toMatchObject({
      url: `/m/${r.json.id}`,
      match: { id: r.json.id, game: "carcassonne", players: 3, status: "waiting", version: 0, rematch: null },
    });
    expect(r.json.match.options).toEqual({
      farmers: true,
      goldMines: true,
      river: false,
      river2: false,
      innsCathedrals: false,
      incompleteScoreNothing: false,
      handOfThree: false,
      returnUnplaceable: false,
      firstSeat: null,
    });
    expectNoSecrets(r.json);
  });

  it('refuses a forced deck or forced dice unless TEST_HOOKS is "1"', async () => {
    for (const forced of [
      { game: "carcassonne", deck: ["base-A"] },
      { game: "starwars", dice: [6, 1] },
    ]) {
      const body = JSON.stringify({ players: 2, ...forced });
      const post = () =>
        new Request(`${BASE}/api/matches`, { method: "POST", headers: { "content-type": "application/json", ...asClient() }, body });
      for (const hooks of [undefined, "0", "true", ""]) {
        const res = await app.fetch(post(), { ...env, TEST_HOOKS: hooks });
        expectError({ status: res.status, json: await res.json() }, 400, "test-only");
      }
      const ok = await app.fetch(post(), { ...env, TEST_HOOKS: "1" });
      expect(ok.status).toBe(201);
    }
  });
});

describe("seats", () => {
  it("claims, refuses taken, out-of-range and full, validates names and colours", async () => {
    const { json: made } = await create({ game: "carcassonne", players: 2 });
    const id = made.id;
    expectError(await claim(id, { seat: 0, name: "" }), 400, "bad-name");
    expectError(await claim(id, { seat: 0, name: "   " }), 400, "bad-name");
    expectError(await claim(id, { seat: 0, name: "x".repeat(25) }), 400, "bad-name");
    expectError(await claim(id, { seat: 0, name: 7 }), 400, "bad-request");
    expectError(await claim(id, { seat: 0, name: "A", color: "red" }), 400, "bad-request");
    expectError(await claim(id, { seat: -1, name: "A" }), 400, "bad-request");
    expectError(await claim(id, { seat: 0.5, name: "A" }), 400, "bad-request");
    expectError(await claim(id, { seat: 0, name: "A", token: "x" }), 400, "bad-request");
    expectError(await claim(id, { seat: 2, name: "A" }), 400, "bad-seat");
    expectError(await claim(id, { seat: 99, name: "A" }), 400, "bad-seat");
    let s = await summary(id);
    expect(s.json.status).toBe("waiting");
    expect(s.json.seats.map((x) => x.taken)).toEqual([false, false]);

    const a = await claim(id, { seat: 1, name: "  Ana  ", color: "#A0b1C2" });
    expect(a.status).toBe(201);
    expect(Object.keys(a.json).sort()).toEqual(["seat", "token"]);
    expect(a.json.seat).toBe(1);
    expect(a.json.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expectError(await claim(id, { seat: 1, name: "Bob" }), 409, "seat-taken");
    s = await summary(id);
    expect(s.json.status).toBe("waiting");
    expect(s.json.seats).toEqual([
      { seat: 0, taken: false, name: null, color: null, online: false },
      { seat: 1, taken: true, name: "Ana", color: "#A0b1C2", online: false },
    ]);

    const b = await claim(id, { name: "Bob" }); // no seat: the first free one
    expect(b.json.seat).toBe(0);
    expect(b.json.token).not.toBe(a.json.token);
    expectError(await claim(id, { name: "Cy" }), 409, "full");
    expectError(await claim(id, { seat: 0, name: "Cy" }), 409, "seat-taken");
    s = await summary(id);
    expect(s.status).toBe(200);
    expect(s.json.status).toBe("playing");
    expect(s.json.seats.map((x) => [x.taken, x.name])).toEqual([
      [true, "Bob"],
      [true, "Ana"],
    ]);
    expectNoSecrets(s.json, [a.json.token, b.json.token]);

    const sock = await TestSocket.join(id, b.json.token);
    expect((await summary(id)).json.seats.map((x) => x.online)).toEqual([true, false]);
    sock.close();
  });
});

describe("unknown and malformed match ids", () => {
  it("answers 404 not-found on every route", async () => {
    const unknown = "23456789ab"; // well-formed, never created
    const malformed = ["ABCDEFGHJK", "0000000000", "23456789a", "23456789abc", "23456789a%2F", "..%2F..%2Fx"];
    for (const id of [unknown, ...malformed]) {
      expectError(await summary(id), 404, "not-found");
      expectError(await claim(id, { name: "A" }), 404, "not-found");
      expectError(await rematch(id, { token: "x" }), 404, "not-found");
      const ws = await app.fetch(new Request(`${BASE}/api/matches/${id}/ws`, { headers: { Upgrade: "websocket" } }), env);
      expect(ws.status, id).toBe(404);
    }
    const { json } = await create({ game: "carcassonne", players: 2 });
    const plain = await app.fetch(new Request(`${BASE}/api/matches/${json.id}/ws`), env);
    expectError({ status: plain.status, json: await plain.json() }, 426, "upgrade-required");
  });
});

describe("looking up ids that were never matches", () => {
  it("writes no storage (visitors can try any id)", async () => {
    const id = "zzzzzzzzzz";
    expect((await api("GET", `/api/matches/${id}`)).status).toBe(404);
    expect((await api("POST", `/api/matches/${id}/seats`, { name: "x" })).status).toBe(404);
    const stub = env.MATCH.get(env.MATCH.idFromName(id));
    const tables = await runInDurableObject(stub, (_instance, state) => state.storage.sql.exec("SELECT name FROM sqlite_master").toArray());
    expect(tables).toEqual([]);
  });
});

describe("rematch", () => {
  it("creates one new match with the same seats; old tokens work there; every socket is told", async () => {
    const { id, tokens } = await createFinishedMatch();
    const seats = await Promise.all(tokens.map((t) => TestSocket.join(id, t)));
    const spectator = await TestSocket.join(id);
    expectError(await rematch(id, { token: "bogus" }), 403, "bad-token");
    expectError(await rematch(id, {}), 400, "bad-request");
    expectError(await rematch(id, { token: 5 }), 400, "bad-request");
    expect((await summary(id)).json.rematch).toBe(null);

    const r = await rematch(id, { token: tokens[1] });
    expect(r.status).toBe(201);
    const next = r.json.id;
    expect(next).toMatch(MATCH_ID_PATTERN);
    expect(next).not.toBe(id);
    expect(r.json.url).toBe(`/m/${next}`);
    for (const s of [...seats, spectator]) expect(await s.next("rematch")).toEqual({ t: "rematch", id: next });
    expect((await rematch(id, { token: tokens[0] })).json.id).toBe(next);
    expect((await rematch(id, { token: tokens[1] })).json.id).toBe(next);
    expect((await summary(id)).json.rematch).toBe(next);

    const s = await summary(next);
    expect(s.json).toMatchObject({ id: next, game: "carcassonne", players: 2, status: "playing", version: 0, rematch: null });
    expect(s.json.options).toEqual((await summary(id)).json.options);
    expect(s.json.seats.map((x) => [x.taken, x.name])).toEqual([
      [true, "P0"],
      [true, "P1"],
    ]);
    expectNoSecrets(s.json, tokens);
    expectError(await claim(next, { name: "Late" }), 409, "full");
    for (const [seat, token] of tokens.entries()) {
      const sock = await TestSocket.join(next, token);
      expect(sock.seat).toBe(seat);
      sock.close();
    }
    expect((await rejectHello(next, "bogus")).code).toBe("bad-token");
    // the new match is not over: its rematch waits for its end (test/workers/lifecycle.test.ts)
    expectError(await rematch(next, { token: tokens[0] }), 409, "not-finished");
  });

  it("two rematch calls at once agree on one id", async () => {
    const { id, tokens } = await createFinishedMatch();
    const [a, b] = await Promise.all([rematch(id, { token: tokens[0] }), rematch(id, { token: tokens[1] })]);
    expect(a.status).toBe(201);
    expect(b.status).toBe(201);
    expect(a.json.id).toBe(b.json.id);
    expect((await summary(id)).json.rematch).toBe(a.json.id);
  });
});

async function rejectHello(id: string, token: string) {
  const s = await TestSocket.open(id);
  s.send({ t: "hello", token });
  const r = await s.next("reject");
  s.close();
  return r;
}
