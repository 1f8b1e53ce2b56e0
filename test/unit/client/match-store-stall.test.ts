/**
 * A server that stops answering an open socket, with the real partysocket over a scripted WebSocket and fake
 * timers: a move or a ping left unanswered for STALL_MS marks the state stalled (the top bar then stops saying
 * "Connected", the seats' presence shows unknown), any frame from the server clears it, a close hands over to the
 * connection state, and an idle page pings every PING_EVERY_MS so it notices too. The move stays pending meanwhile.
 */
import { describe, expect, it } from "vitest";
import { isLive } from "../../../client/src/core/match-state.ts";
import { PING_EVERY_MS, STALL_MS } from "../../../client/src/core/watchdog.ts";
import { kinds, last, nextSocket, store, useScriptedSockets, wait, welcome } from "./scripted-socket.ts";

useScriptedSockets();

/** A welcomed store whose welcome ping was answered. */
async function answering() {
  const [s, a] = store();
  await wait(0);
  last().open();
  last().frame(welcome(0));
  last().frame({ t: "pong", n: 1 });
  return [s, a] as const;
}

describe("a server that stops answering", () => {
  it("a move unanswered for STALL_MS stalls the state; it stays pending; the answer clears the stall", async () => {
    const [s, a] = await answering();
    expect(isLive(s)).toBe(true);
    a.act({ type: "pass" });
    await wait(STALL_MS - 1);
    expect(s.stalled).toBe(false);
    await wait(1);
    expect(s.stalled).toBe(true);
    expect(isLive(s)).toBe(false);
    expect(s.connection).toBe("open");
    expect(s.pending).not.toBeNull();
    const act = last().sent.find((f) => f.t === "act")!;
    last().frame({ t: "patch", from: 0, v: 1, ops: [], ack: act.t === "act" ? act.id : "" });
    expect(s.stalled).toBe(false);
    expect(s.pending).toBeNull();
    expect(isLive(s)).toBe(true);
  });

  it("an idle page pings every PING_EVERY_MS; an unanswered ping stalls it, a pong clears it", async () => {
    const [s] = await answering();
    const pings = () => kinds(last()).filter((k) => k === "ping").length;
    expect(pings()).toBe(1);
    await wait(PING_EVERY_MS);
    expect(pings()).toBe(2);
    await wait(STALL_MS);
    expect(s.stalled).toBe(true);
    last().frame({ t: "pong", n: 2 });
    expect(s.stalled).toBe(false);
  });

  it("a close ends the stall (the connection state says it), and the new socket starts live", async () => {
    const [s, a] = await answering();
    a.act({ type: "pass" });
    await wait(STALL_MS);
    expect(s.stalled).toBe(true);
    last().drop(1006);
    expect(s.stalled).toBe(false);
    expect(s.connection).toBe("reconnecting");
    expect(isLive(s)).toBe(false);
    (await nextSocket()).open();
    last().frame(welcome(0));
    expect(isLive(s)).toBe(true);
  });
});
