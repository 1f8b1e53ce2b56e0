/**
 * A match's life inside workerd: a match in which nobody claimed a seat is deleted by
 * its alarm a day after it was made (IDLE_UNJOINED_MS), one with a claimed seat is kept for IDLE_UNFINISHED_MS,
 * and a rematch (which carries the seats) counts as joined; the alarm's early presence flushes never delete
 * anything; a rematch is refused with not-finished while the game is on, and nothing is created.
 */
import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { CLOSE } from "../../contract/close-codes.ts";
import { IDLE_UNFINISHED_MS, IDLE_UNJOINED_MS } from "../../worker/match.ts";
import { api, createFinishedMatch, createMatch, matchStub, setActivity, TestSocket } from "./harness.ts";

const alarmAt = (id: string) => runInDurableObject(matchStub(id), (_i, state) => state.storage.getAlarm());
const activity = (id: string) =>
  runInDurableObject(matchStub(id), (_i, state) =>
    Number(state.storage.sql.exec<{ v: string }>("SELECT v FROM meta WHERE k = 'activity'").one().v),
  );
const status = async (id: string) => (await api("GET", `/api/matches/${id}`)).status;
const made = async () =>
  (await api<{ id: string; match: { createdAt: number } }>("POST", "/api/matches", { game: "carcassonne", players: 2, options: {} })).json;

describe("matches nobody joined", () => {
  it("are deleted by the alarm a day after creation; spectators are closed with 4404", async () => {
    const m = await made();
    const created = await activity(m.id); // stamped at creation, a moment after createdAt
    expect(created).toBeGreaterThanOrEqual(m.match.createdAt);
    expect(await alarmAt(m.id)).toBe(created + IDLE_UNJOINED_MS);
    const watcher = await TestSocket.join(m.id);
    // the watcher armed an early flush: it tells presence and keeps the match
    expect(await runDurableObjectAlarm(matchStub(m.id))).toBe(true);
    expect(await status(m.id)).toBe(200);
    expect(await alarmAt(m.id)).toBe(created + IDLE_UNJOINED_MS);
    await setActivity(m.id, Date.now() - IDLE_UNJOINED_MS + 60_000); // a minute left
    expect(await runDurableObjectAlarm(matchStub(m.id))).toBe(true);
    expect(await status(m.id)).toBe(200);
    await setActivity(m.id, Date.now() - IDLE_UNJOINED_MS - 1);
    expect(await runDurableObjectAlarm(matchStub(m.id))).toBe(true);
    expect(await status(m.id)).toBe(404);
    expect((await watcher.waitClosed()).code).toBe(CLOSE.gone);
  });

  it("are kept once a seat is claimed: the deadline moves to 30 days after the latest activity", async () => {
    const m = await made();
    expect((await api("POST", `/api/matches/${m.id}/seats`, { seat: 0, name: "Ana" })).status).toBe(201);
    await setActivity(m.id, Date.now() - IDLE_UNJOINED_MS - 1);
    expect(await runDurableObjectAlarm(matchStub(m.id))).toBe(true);
    expect(await status(m.id)).toBe(200);
    expect(await alarmAt(m.id)).toBe((await activity(m.id)) + IDLE_UNFINISHED_MS);
  });

  it("a rematch carries the seats, so it is joined from the start", async () => {
    const { id, tokens } = await createFinishedMatch();
    const r = await api<{ id: string }>("POST", `/api/matches/${id}/rematch`, { token: tokens[0] });
    expect(r.status).toBe(201);
    expect(await alarmAt(r.json.id)).toBe((await activity(r.json.id)) + IDLE_UNFINISHED_MS);
  });
});

describe("rematch", () => {
  it("is refused with not-finished while the game is on; nothing is created and nobody is told", async () => {
    const { id, tokens } = await createMatch(2, { firstSeat: 0 });
    const seat = await TestSocket.join(id, tokens[0]);
    const r = await api<{ error: string }>("POST", `/api/matches/${id}/rematch`, { token: tokens[1] });
    expect(r).toMatchObject({ status: 409, json: { error: "not-finished" } });
    expect((await api<{ rematch: string | null }>("GET", `/api/matches/${id}`)).json.rematch).toBe(null);
    const mark = seat.mark();
    seat.send({ t: "ping", n: 1 });
    await seat.frameAfter(mark, (f) => f.t === "pong");
    expect(seat.frames.some((f) => f.t === "rematch")).toBe(false);
  });
});
