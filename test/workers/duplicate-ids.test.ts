/**
 * Message ids already applied are refused with `duplicate` from memory (worker/match-store.ts loads them once from
 * the action log): after the Durable Object restarts (abortAllDurableObjects) the ids applied before are still
 * refused and change nothing, ids are per seat (another seat may use the same one), and a fresh id is applied.
 */
import { abortAllDurableObjects } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { CarcAction } from "../../engine/carcassonne/actions.ts";
import { api, createMatch, TestSocket } from "./harness.ts";
import roadBothEnds from "../golden/road-both-ends.json";

const golden = roadBothEnds as { options: unknown; players: number; deck: string[]; actions: ({ seat: number } & CarcAction)[] };
const step = (i: number): CarcAction => {
  const { seat: _s, ...a } = golden.actions[i]!;
  return a as CarcAction;
};
const version = async (id: string) => (await api<{ version: number }>("GET", `/api/matches/${id}`)).json.version;

describe("duplicate message ids", () => {
  it("are refused after a restart (read back from the log), per seat, and a fresh id is applied", async () => {
    const { id, tokens } = await createMatch(golden.players, golden.options, golden.deck);
    const seats = await Promise.all(tokens.map((t) => TestSocket.join(id, t)));
    // golden.actions[0..1] are seat 0's, [2..3] seat 1's
    expect(await seats[0]!.act(step(0), "m1")).toMatchObject({ t: "patch", v: 1, ack: "m1" });
    expect(await seats[0]!.act(step(1), "m2")).toMatchObject({ t: "patch", v: 2, ack: "m2" });
    await abortAllDurableObjects();
    for (const s of seats) await s.waitClosed();

    const again = await Promise.all(tokens.map((t) => TestSocket.join(id, t)));
    const [s0, s1] = again as [TestSocket, TestSocket];
    expect(s0.version).toBe(2);
    // seat 0's ids, on the current base, are still known after the restart: nothing changes
    for (const msg of ["m1", "m2"]) {
      const mark = s0.mark();
      s0.send({ t: "act", id: msg, base: 2, action: step(2) });
      expect(await s0.frameAfter(mark, (f) => f.t === "reject" || f.t === "patch")).toMatchObject({
        t: "reject",
        id: msg,
        code: "duplicate",
      });
    }
    expect(await version(id)).toBe(2);
    // ids are per seat: seat 1 may use "m1", and then it is taken for seat 1 too
    expect(await s1.act(step(2), "m1")).toMatchObject({ t: "patch", v: 3, ack: "m1" });
    await s0.waitVersion(3);
    const mark = s1.mark();
    s1.send({ t: "act", id: "m1", base: 3, action: step(3) });
    expect(await s1.frameAfter(mark, (f) => f.t === "reject" || f.t === "patch")).toMatchObject({ t: "reject", code: "duplicate" });
    expect(await s1.act(step(3), "m3")).toMatchObject({ t: "patch", v: 4, ack: "m3" });
    expect(await version(id)).toBe(4);
  });
});
