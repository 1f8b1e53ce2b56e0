/**
 * Filling the free seats with bots (POST /api/matches/:id/bots, match-seats.ts `fillableSeats`) through the Worker
 * and the Durable Object: a seated person's token fills every free seat with a bot of the default level, the match
 * starts and the bot plays its turn; anyone else is refused with a typed error and nothing changes — no token, a
 * wrong one, a full match, a match already under way, no match.
 */
import { describe, expect, it } from "vitest";
import type { MatchSummary } from "../../contract/protocol.ts";
import { api, TestSocket } from "./harness.ts";

type Err = { error: string; message: string };
const create = async (players: number) =>
  (await api<{ id: string }>("POST", "/api/matches", { game: "carcassonne", players, options: { firstSeat: 1 } })).json.id;
const claim = async (id: string, seat: number) =>
  (await api<{ token: string }>("POST", `/api/matches/${id}/seats`, { seat, name: `P${seat}` })).json.token;
const summary = async (id: string) => (await api<MatchSummary>("GET", `/api/matches/${id}`)).json;
const fill = (id: string, token?: unknown) =>
  api<{ seats: number[] } & Err>("POST", `/api/matches/${id}/bots`, token === undefined ? {} : { token });

describe("fill the free seats with bots", () => {
  it("a seated person's token fills every free seat; the match starts and a bot plays", async () => {
    const id = await create(3);
    const token = await claim(id, 0);
    const person = await TestSocket.join(id, token);
    const r = await fill(id, token);
    expect(r.status).toBe(201);
    expect(r.json.seats).toEqual([1, 2]);
    const s = await summary(id);
    expect(s.status).toBe("playing");
    expect(s.seats.map((x) => x.bot ?? null)).toEqual([null, "medium", "medium"]);
    // seat 1 moves first: its bot plays while the person is connected
    const mark = person.mark();
    expect(await person.frameAfter(mark, (f) => f.t === "patch" && f.bot !== undefined, 10_000)).toBeDefined();
  });

  it("refuses anyone else with a typed error and changes nothing", async () => {
    const id = await create(2);
    const token = await claim(id, 0);
    const before = await summary(id);
    for (const [body, status, error] of [
      [undefined, 400, "bad-request"],
      [42, 400, "bad-request"],
      ["not-a-token", 403, "bad-token"],
    ] as const) {
      const r = await fill(id, body);
      expect([r.status, r.json.error], JSON.stringify(body)).toEqual([status, error]);
    }
    expect((await fill("23456789ab", token)).status).toBe(404);
    expect(await summary(id)).toEqual(before);
    // a full match (the other seat taken by a person) has no seat to fill
    await claim(id, 1);
    const full = await fill(id, token);
    expect([full.status, full.json.error]).toEqual([409, "full"]);
  });
});
