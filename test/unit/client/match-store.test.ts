/**
 * The match store's connection, with the real partysocket 1.3.0 over a scripted WebSocket (fake timers for its
 * reconnection delays): nothing but hello leaves before the server's welcome — partysocket's own queue would
 * flush a queued act before hello — a move tried offline is refused on the spot and shown, a move in flight when
 * the connection drops is re-sent unchanged after the welcome and the server's answer settles it, the close
 * codes "gone" and "too many connections" stop reconnecting, and a socket opened before the page rendered
 * (`preconnect`) is the one the store uses.
 */
import { describe, expect, it, vi } from "vitest";
import { preconnect } from "../../../client/src/core/match-store.ts";
import { closeOutcome } from "../../../client/src/core/match-state.ts";
import { CLOSE } from "../../../contract/close-codes.ts";
import type { ServerFrame } from "../../../contract/protocol.ts";
import { kinds, last, nextSocket, ScriptedSocket, SERVER, store, useScriptedSockets, wait, welcome } from "./scripted-socket.ts";

useScriptedSockets();

describe("match store connection", () => {
  it("says hello first on every socket; an action tried before the welcome is refused, shown, and never sent", async () => {
    const [s, a] = store();
    await wait(0);
    const ws = last();
    expect(ws.url).toMatch(/^wss:\/\/meeplehall\.test\/api\/matches\/abcdefghjk\/ws/);
    a.act({ type: "pass" }); // not even open yet
    ws.open();
    a.act({ type: "pass" }); // open, not welcomed
    expect(ws.sent).toEqual([{ t: "hello", token: "seat-token" }]);
    expect(s.rejected).toEqual({ code: "offline", args: {} });
    expect(s.pending).toBeNull();
    ws.frame(welcome(0));
    expect(s.connection).toBe("open");
    expect(kinds(ws)).toEqual(["hello", "ping"]);
    // The refusal is still shown after the welcome (a welcome never hides one).
    expect(s.rejected?.code).toBe("offline");
  });

  it("the Chromium defect: an action while the server is down is not queued and flushed before hello on reconnect", async () => {
    const [s, a] = store();
    await wait(0);
    last().open();
    last().frame(welcome(0));
    last().drop(1006);
    expect(s.connection).toBe("reconnecting");
    a.act({ type: "place", x: 1, y: 0, rotation: 0 });
    a.chat("hello?");
    expect(s.rejected?.code).toBe("offline");
    const again = await nextSocket();
    again.open();
    expect(kinds(again)).toEqual(["hello"]);
    expect(again.sent[0]).toEqual({ t: "hello", token: "seat-token", since: 0 });
    again.frame(welcome(0, false));
    expect(kinds(again)).toEqual(["hello", "ping"]);
  });

  it("a move in flight when the connection drops is re-sent unchanged after the welcome; 'duplicate' means it was applied, and is not shown", async () => {
    const [s, a] = store();
    await wait(0);
    last().open();
    last().frame(welcome(0));
    a.act({ type: "place", x: 1, y: 0, rotation: 0 });
    const act = last().sent.find((f) => f.t === "act")!;
    expect(s.pending).toMatchObject({ base: 0, resent: false });
    last().drop(1006);
    (await nextSocket()).open();
    expect(kinds(last())).toEqual(["hello"]);
    last().frame(welcome(1)); // the server had applied it: version 1
    expect(last().sent[1]).toEqual(act);
    expect(s.pending).toMatchObject({ resent: true });
    last().frame({ t: "reject", id: act.t === "act" ? act.id : "", code: "duplicate", message: "x" });
    expect(s.pending).toBeNull();
    expect(s.rejected).toBeNull();
    expect(s.version).toBe(1);
  });

  it("a re-sent move the game has moved past is refused visibly (stale) and a snapshot is asked for", async () => {
    const [s, a] = store();
    await wait(0);
    last().open();
    last().frame(welcome(0));
    a.act({ type: "place", x: 1, y: 0, rotation: 0 });
    const id = s.pending!.id;
    last().drop(1006);
    (await nextSocket()).open();
    last().frame(welcome(0, false));
    last().frame({ t: "reject", id, code: "stale", message: "x" });
    expect(s.pending).toBeNull();
    expect(s.rejected?.code).toBe("stale");
    expect(kinds(last())).toEqual(["hello", "act", "ping", "sync"]);
  });

  it("an acknowledged move is settled; a refusal naming it is shown, also 'hello-first'", async () => {
    const [s, a] = store();
    await wait(0);
    last().open();
    last().frame(welcome(0));
    a.act({ type: "pass" });
    last().frame({ t: "reject", id: s.pending!.id, code: "hello-first", message: "x" });
    expect(s.pending).toBeNull();
    expect(s.rejected?.code).toBe("hello-first");
    a.act({ type: "pass" });
    last().frame({ t: "patch", from: 0, v: 1, ops: [{ op: "replace", path: "/toAct", value: [1] }], ack: s.pending!.id });
    expect(s.pending).toBeNull();
    expect(s.rejected).toBeNull();
  });

  it("close code 4404 (match gone) stops for good; 4429 (too many) waits for the player's retry", async () => {
    const [s, a] = store(null);
    await wait(0);
    last().open();
    last().drop(CLOSE.tooMany);
    expect(s.connection).toBe("refused");
    await wait(120_000);
    expect(ScriptedSocket.all).toHaveLength(1);
    a.retry();
    await wait(0);
    expect(ScriptedSocket.all).toHaveLength(2);
    last().open();
    expect(last().sent).toEqual([{ t: "hello" }]);
    last().drop(CLOSE.gone);
    expect(s.connection).toBe("gone");
    await wait(120_000);
    expect(ScriptedSocket.all).toHaveLength(2);
  });

  it("stop() closes for good; a failed attempt is reported so the page can check the match still exists", async () => {
    const [s, a] = store(null);
    const failures = vi.fn();
    a.onConnectFailed(failures);
    await wait(0);
    last().drop(1006); // never opened
    expect(failures).toHaveBeenCalledTimes(1);
    a.stop();
    expect(s.connection).toBe("gone");
    await wait(120_000);
    expect(ScriptedSocket.all).toHaveLength(1);
  });

  it("rejoin (after claiming a seat) opens a new socket with the new token instead of a second hello", async () => {
    let token: string | null = null;
    const [s, a] = store(() => token);
    await wait(0);
    last().open();
    last().frame({ ...welcome(0), seat: null } as ServerFrame);
    const first = last();
    token = "new-seat";
    a.rejoin();
    expect(s.connection).toBe("connecting");
    await wait(0);
    expect(last()).not.toBe(first);
    expect(kinds(first)).toEqual(["hello", "ping"]);
    last().open();
    expect(last().sent).toEqual([{ t: "hello", token: "new-seat", since: 0 }]);
  });

  it("a close with the contract's gone or too-many code stops reconnecting; every other reconnects", () => {
    expect(closeOutcome(CLOSE.gone)).toBe("gone");
    expect(closeOutcome(CLOSE.tooMany)).toBe("refused");
    for (const code of [CLOSE.normal, 1006, CLOSE.policy, CLOSE.tooBig, 1011]) expect(closeOutcome(code)).toBe("reconnect");
  });

  it("takes over a socket opened before the page rendered: one socket, greeted even when it opened before the store existed", async () => {
    preconnect(SERVER, "abcdefghjk");
    await wait(0);
    expect(ScriptedSocket.all).toHaveLength(1);
    const early = last();
    early.open(); // before any store listens
    const [s] = store();
    await wait(0);
    expect(ScriptedSocket.all).toHaveLength(1);
    expect(early.sent).toEqual([{ t: "hello", token: "seat-token" }]);
    early.frame(welcome(0));
    expect(s.connection).toBe("open");
    expect(kinds(early)).toEqual(["hello", "ping"]);
  });

  it("a socket opened early for another match is closed, not used", async () => {
    preconnect(SERVER, "zzzzzzzzzz");
    await wait(0);
    const other = last();
    store();
    await wait(0);
    expect(ScriptedSocket.all).toHaveLength(2);
    expect(last()).not.toBe(other);
    expect(other.readyState).toBe(3); // closed, not left connected
    expect(last().url).toMatch(/\/api\/matches\/abcdefghjk\/ws/);
  });
});
