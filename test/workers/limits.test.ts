/**
 * Refusals before anything happens: a POST whose body is not declared JSON answers 415 and changes nothing, and the
 * per-client-address rate limits (wrangler.toml [[ratelimits]], worker/limits.ts) answer 429 with Retry-After once
 * an address has created 10 matches, claimed 30 seats or opened 120 match sockets in a minute, while other addresses
 * go on. Addresses come from the test-only header, which a server without TEST_HOOKS ignores (its limits then key
 * on CF-Connecting-IP). Each burst runs inside one of the local limiter's minute windows (limit-window.ts).
 */
import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import app from "../../worker/index.ts";
import type { MatchSummary } from "../../contract/protocol.ts";
import { api, BASE } from "./harness.ts";
import { asClient, freshAddress } from "../support/client-address.ts";
import { inOneWindow } from "./limit-window.ts";

type Err = { error: string; message: string };
const post = (path: string, body: string, contentType: string | null, address = freshAddress()) =>
  exports.default.fetch(
    new Request(`${BASE}${path}`, {
      method: "POST",
      body,
      headers: { ...asClient(address), ...(contentType === null ? {} : { "content-type": contentType }) },
    }),
  );
const newMatch = async (players = 2) => (await api<{ id: string }>("POST", "/api/matches", { game: "carcassonne", players })).json.id;
const summary = async (id: string) => (await api<MatchSummary>("GET", `/api/matches/${id}`)).json;

describe("request bodies must be declared JSON", () => {
  it("answers 415 to any other content type and carries nothing out", async () => {
    const id = await newMatch();
    const tokens = [];
    for (const seat of [0, 1])
      tokens.push((await api<{ token: string }>("POST", `/api/matches/${id}/seats`, { seat, name: `P${seat}` })).json.token);
    const free = await newMatch();
    const refused = [
      "text/plain",
      "text/plain;charset=UTF-8",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
      "application/jsonx",
      "text/json",
      "",
      null,
    ];
    for (const type of refused) {
      for (const [path, body] of [
        ["/api/matches", { game: "carcassonne", players: 2 }],
        [`/api/matches/${free}/seats`, { seat: 0, name: "Eve" }],
        [`/api/matches/${id}/rematch`, { token: tokens[0] }],
      ] as const) {
        const res = await post(path, JSON.stringify(body), type);
        expect(res.status, `${path} as ${type}`).toBe(415);
        expect(await res.json()).toEqual({ error: "unsupported-media-type", message: expect.stringContaining("application/json") });
      }
    }
    expect((await summary(free)).seats.map((s) => s.taken)).toEqual([false, false]);
    expect((await summary(id)).rematch).toBe(null);
    for (const type of ["application/json", "application/json; charset=utf-8", "Application/JSON ;charset=UTF-8"]) {
      const res = await post("/api/matches", JSON.stringify({ game: "carcassonne", players: 2 }), type);
      expect(res.status, type).toBe(201);
    }
  });
});

describe("per-address rate limits", () => {
  const expect429 = async (res: Response, what: string) => {
    expect(res.status, what).toBe(429);
    expect(res.headers.get("Retry-After")).toBe("60");
    const json = (await res.json()) as Err;
    expect(json).toEqual({ error: "rate-limited", message: expect.stringContaining("60 seconds") });
  };

  it("refuse the 11th match, the 31st seat and the 121st socket in a minute from one address, not other addresses", async () => {
    await inOneWindow(async () => {
      const creator = freshAddress();
      const create = () => post("/api/matches", JSON.stringify({ game: "carcassonne", players: 6 }), "application/json", creator);
      for (let i = 0; i < 10; i++) expect((await create()).status, `match ${i + 1}`).toBe(201);
      // a refused body does not count, the limit does: the 11th valid one is refused, another address is not
      expect((await post("/api/matches", JSON.stringify({ game: "chess", players: 2 }), "application/json", creator)).status).toBe(400);
      await expect429(await create(), "11th match");
      expect((await api("POST", "/api/matches", { game: "carcassonne", players: 2 })).status).toBe(201);
    });

    await inOneWindow(async () => {
      const ids: string[] = [];
      for (let i = 0; i < 6; i++) ids.push(await newMatch(6));
      const claimer = freshAddress();
      const claim = (id: string, seat: number) =>
        post(`/api/matches/${id}/seats`, JSON.stringify({ seat, name: `S${seat}` }), "application/json", claimer);
      for (let n = 0; n < 30; n++) expect((await claim(ids[Math.floor(n / 6)]!, n % 6)).status, `claim ${n + 1}`).toBe(201);
      const last = ids[5]!;
      await expect429(await claim(last, 0), "31st claim");
      expect((await summary(last)).seats[0]!.taken).toBe(false);
      expect((await api("POST", `/api/matches/${last}/seats`, { seat: 0, name: "Other" })).status).toBe(201);
    });

    // upgrades to a well-formed id of no match reach the match's object (404) only while under the limit
    await inOneWindow(async () => {
      const opener = freshAddress();
      const upgrade = (address: string) =>
        exports.default.fetch(
          new Request(`${BASE}/api/matches/23456789ab/ws`, { headers: { Upgrade: "websocket", ...asClient(address) } }),
        );
      for (let n = 0; n < 120; n++) expect((await upgrade(opener)).status, `upgrade ${n + 1}`).toBe(404);
      await expect429(await upgrade(opener), "121st upgrade");
      expect((await upgrade(freshAddress())).status).toBe(404);
    });
  });

  it("key on CF-Connecting-IP, not the test header, on a server without TEST_HOOKS", async () => {
    const live = { ...env, TEST_HOOKS: undefined };
    await inOneWindow(async () => {
      const ip = `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
      const create = () =>
        app.fetch(
          new Request(`${BASE}/api/matches`, {
            method: "POST",
            body: JSON.stringify({ game: "carcassonne", players: 2 }),
            headers: { "content-type": "application/json", "CF-Connecting-IP": ip, ...asClient() },
          }),
          live,
        );
      for (let i = 0; i < 10; i++) expect((await create()).status, `match ${i + 1}`).toBe(201);
      expect((await create()).status).toBe(429);
    });
  });
});
