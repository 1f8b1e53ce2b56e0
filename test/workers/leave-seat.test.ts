/**
 * Leaving a seat before the game starts (DELETE /api/matches/:id/seats/:seat with { token }, worker/match-seats.ts):
 * success frees the seat (summary and presence show it free, its sockets are closed, the old token is a spectator's
 * no more, a new claim takes it); a wrong token (403), a seat of a bot, a free seat, an unknown match (404), a
 * non-JSON body (415) and a match where an action was applied (409) change nothing. The summary carries who is to
 * act and the last activity (the "My matches" page reads them).
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { api as app } from "../../worker/routes.ts";
import type { MatchSummary } from "../../contract/protocol.ts";
import type { CarcView } from "../../engine/carcassonne/views.ts";
import { api, BASE, TestSocket } from "./harness.ts";
import { placementsFromView, Rand, shuffledDeck } from "./game-helpers.ts";
import { asClient } from "../support/client-address.ts";

type Err = { error: string; message: string };
const create = (body: Record<string, unknown> = {}) =>
  api<{ id: string }>("POST", "/api/matches", { game: "carcassonne", players: 2, options: { firstSeat: 0 }, ...body });
const claim = (id: string, seat: number, name = `P${seat}`) =>
  api<Err & { seat: number; token: string }>("POST", `/api/matches/${id}/seats`, { seat, name });
const leave = (id: string, seat: number | string, body: unknown) =>
  api<Err & { seat: number }>("DELETE", `/api/matches/${id}/seats/${seat}`, body);
const summary = async (id: string) => (await api<MatchSummary>("GET", `/api/matches/${id}`)).json;
const taken = async (id: string) => (await summary(id)).seats.map((s) => (s.taken ? s.name : null));

function expectError(r: { status: number; json: unknown }, status: number, error: string): void {
  expect(r.status, JSON.stringify(r.json)).toBe(status);
  expect(r.json).toEqual({ error, message: expect.any(String) });
}

describe("leaving a seat before the game starts", () => {
  it("frees the seat: the summary and presence show it free, its sockets close, a new claim takes it", async () => {
    const {
      json: { id },
    } = await create();
    const a = (await claim(id, 0, "Ana")).json.token;
    const b = (await claim(id, 1, "Bo")).json.token;
    expect(await taken(id)).toEqual(["Ana", "Bo"]);
    const mine = await TestSocket.join(id, b);
    const other = await TestSocket.join(id, a);
    const from = other.mark();

    const r = await leave(id, 1, { token: b });
    expect(r).toEqual({ status: 200, json: { seat: 1 } });
    const s = await summary(id);
    expect(s.seats[1]).toMatchObject({ seat: 1, taken: false, name: null });
    expect(s.status).toBe("waiting");
    const presence = await other.frameAfter(from, (f) => f.t === "presence" && !f.seats[1]!.taken);
    expect(presence.t).toBe("presence");
    expect((await mine.waitClosed()).reason).toBe("seat left");
    // The old token is nobody's: its hello is refused, and leaving again says so.
    const stale = await TestSocket.open(id);
    stale.send({ t: "hello", token: b });
    expect((await stale.next("reject")).code).toBe("bad-token");
    expectError(await leave(id, 1, { token: b }), 409, "not-taken");

    const again = await claim(id, 1, "Cy");
    expect(again.status).toBe(201);
    expect(await taken(id)).toEqual(["Ana", "Cy"]);
    const cy = await TestSocket.join(id, again.json.token);
    expect(cy.seat).toBe(1);
    for (const x of [other, cy, stale]) x.close();
  });

  it("refuses a wrong token (403), a bad seat, an unknown match (404) and a non-JSON body (415), changing nothing", async () => {
    const {
      json: { id },
    } = await create();
    const a = (await claim(id, 0, "Ana")).json.token;
    const b = (await claim(id, 1, "Bo")).json.token;
    const before = await summary(id);
    expectError(await leave(id, 1, { token: a }), 403, "bad-token");
    expectError(await leave(id, 0, { token: "x".repeat(43) }), 403, "bad-token");
    expectError(await leave(id, 2, { token: a }), 400, "bad-seat");
    expectError(await leave(id, "one", { token: a }), 400, "bad-seat");
    expectError(await leave(id, 0, { token: a, extra: 1 }), 400, "bad-request");
    expectError(await leave(id, 0, {}), 400, "bad-request");
    expectError(await leave("23456789ab", 0, { token: a }), 404, "not-found");
    for (const type of ["text/plain", "application/x-www-form-urlencoded"]) {
      const res = await app.fetch(
        new Request(`${BASE}/api/matches/${id}/seats/0`, {
          method: "DELETE",
          headers: { "content-type": type, ...asClient() },
          body: JSON.stringify({ token: a }),
        }),
        env,
      );
      expectError({ status: res.status, json: await res.json() }, 415, "unsupported-media-type");
    }
    const after = await summary(id);
    expect(after.seats).toEqual(before.seats);
    expect(after.status).toBe("playing");
    // Both tokens still make their seats.
    expect((await TestSocket.join(id, a)).seat).toBe(0);
    expect((await TestSocket.join(id, b)).seat).toBe(1);
  });

  it("refuses once an action was applied (409 already-started); the summary says who acts and when it last moved", async () => {
    const {
      json: { id },
    } = await create({ deck: shuffledDeck(new Rand("leave"), 6) });
    const a = (await claim(id, 0, "Ana")).json.token;
    const b = (await claim(id, 1, "Bo")).json.token;
    let s = await summary(id);
    expect(s.toAct).toEqual([0]);
    const quiet = s.lastActivity!;
    expect(quiet).toBeGreaterThanOrEqual(s.createdAt);
    const sock = await TestSocket.join(id, a);
    const p = placementsFromView(sock.view as CarcView)[0]!;
    expect((await sock.act({ type: "place", ...p })).t).toBe("patch");
    expectError(await leave(id, 0, { token: a }), 409, "already-started");
    expectError(await leave(id, 1, { token: b }), 409, "already-started");
    s = await summary(id);
    expect(s.seats.map((x) => x.taken)).toEqual([true, true]);
    expect(s.version).toBe(1);
    expect(s.toAct).toEqual([0]); // the meeple step of the same turn
    expect(s.lastActivity).toBeGreaterThanOrEqual(quiet);
    sock.close();
  });

  it("refuses a bot's seat (bot-seat), whatever the token", async () => {
    const {
      json: { id },
    } = await create({ bots: [{ seat: 1, level: "easy" }] });
    const a = (await claim(id, 0, "Ana")).json.token;
    expectError(await leave(id, 1, { token: a }), 409, "bot-seat");
    expectError(await leave(id, 1, { token: "" }), 409, "bot-seat");
    expect((await summary(id)).seats[1]).toMatchObject({ taken: true, botSeat: true });
    // The person may still leave their own seat before anything is played.
    expect((await leave(id, 0, { token: a })).status).toBe(200);
    expect((await summary(id)).seats.map((x) => x.taken)).toEqual([false, true]);
  });
});
