/**
 * The WebSocket protocol inside workerd: every refusal is a typed `reject` frame (protocol codes such as
 * spectator, bad-token, hello-first, stale, duplicate, bad-frame, too-large, not-started, finished, and the
 * engine's own codes for illegal moves), and after every refusal the match version (HTTP summary), the server's
 * view (sync snapshot) and every socket's patched view are unchanged. Also: size limits, rate limit, ping/pong.
 */
import { describe, expect, it } from "vitest";
import { carcassonne } from "../../engine/carcassonne/game.ts";
import type { CarcAction } from "../../engine/carcassonne/actions.ts";
import { keyX, keyY } from "../../engine/carcassonne/state.ts";
import { isRuleError } from "../../engine/index.ts";
import type { ServerFrame } from "../../contract/protocol.ts";
import { api, createMatch, TestSocket } from "./harness.ts";
import { localSetup } from "./game-helpers.ts";
import roadBothEnds from "../golden/road-both-ends.json";
import { TEST_TUNABLES } from "../support/tunables.ts";

type Reject = Extract<ServerFrame, { t: "reject" }>;
const golden = roadBothEnds as { options: unknown; players: number; deck: string[]; actions: ({ seat: number } & CarcAction)[] };
const step = (i: number): CarcAction => {
  const { seat: _s, ...a } = golden.actions[i]!;
  return a as CarcAction;
};

interface Live {
  id: string;
  tokens: string[];
  seats: TestSocket[];
  spectator: TestSocket;
  all: TestSocket[];
}

/** A started 2-player match on the golden deck, with both seats and one spectator connected. */
async function live(): Promise<Live> {
  const { id, tokens } = await createMatch(golden.players, golden.options, golden.deck);
  const seats = await Promise.all(tokens.map((t) => TestSocket.join(id, t)));
  const spectator = await TestSocket.join(id);
  return { id, tokens, seats, spectator, all: [...seats, spectator] };
}

async function version(id: string): Promise<number> {
  return (await api<{ version: number }>("GET", `/api/matches/${id}`)).json.version;
}

/** Sends a raw frame and resolves with the next reject on that socket. */
async function rejectOf(s: TestSocket, frame: unknown): Promise<Reject> {
  const mark = s.mark();
  s.send(frame);
  return (await s.frameAfter(mark, (f) => f.t === "reject")) as Reject;
}

interface Before {
  version: number;
  views: unknown[];
  marks: number[];
}

/** What must not change: the version, every socket's patched view, and the frame index from which no patch may arrive. */
async function capture(m: Live): Promise<Before> {
  return { version: await version(m.id), views: m.all.map((x) => structuredClone(x.view)), marks: m.all.map((x) => x.mark()) };
}

/** Checks that since `b` no socket got a patch, the version is the same, and each socket's sync snapshot equals its view. */
async function unchanged(m: Live, b: Before): Promise<void> {
  expect(await version(m.id)).toBe(b.version);
  for (const [i, x] of m.all.entries()) {
    if (x.closed) continue;
    const mark = x.mark();
    x.send({ t: "sync" }); // the snapshot is also a barrier: a stray patch would arrive before it
    const snap = (await x.frameAfter(mark, (f) => f.t === "snapshot" || f.t === "reject")) as Extract<ServerFrame, { t: "snapshot" }>;
    expect(x.frames.slice(b.marks[i]).filter((f) => f.t === "patch")).toEqual([]);
    expect(snap).toMatchObject({ t: "snapshot", v: b.version });
    expect(snap.view).toEqual(b.views[i]);
    expect(x.view).toEqual(b.views[i]);
  }
}

/**
 * Sends `frame` and expects a reject with `code` and an unchanged version. Every socket may send 20 frames in a
 * burst (RATE_BURST), so the full view check (`unchanged`) runs once per group of rejects.
 */
async function expectReject(m: Live, s: TestSocket, frame: unknown, code: string): Promise<Reject> {
  const v = await version(m.id);
  const r = await rejectOf(s, frame);
  expect(r.code, `${JSON.stringify(frame).slice(0, 120)} → ${r.message}`).toBe(code);
  expect(await version(m.id)).toBe(v);
  return r;
}

describe("protocol refusals leave the match unchanged", () => {
  it("spectator act, wrong token, act before hello", async () => {
    const m = await live();
    const b = await capture(m);
    const r = await expectReject(m, m.spectator, { t: "act", id: "s1", base: 0, action: step(0) }, "spectator");
    expect(r.id).toBe("s1");
    const stranger = await TestSocket.open(m.id);
    // a hello-first refusal of an act names the act, so the page can tell which move was not made
    expect(await rejectOf(stranger, { t: "act", id: "x", base: 0, action: step(0) })).toMatchObject({ code: "hello-first", id: "x" });
    expect(await rejectOf(stranger, { t: "sync" })).toMatchObject({ code: "hello-first", id: null });
    expect((await rejectOf(stranger, { t: "hello", token: "not-a-token" })).code).toBe("bad-token");
    const t0 = m.tokens[0]!;
    expect((await rejectOf(stranger, { t: "hello", token: (t0[0] === "A" ? "B" : "A") + t0.slice(1) })).code).toBe("bad-token");
    // a refused hello leaves the socket without a seat: it still may not act
    expect((await rejectOf(stranger, { t: "act", id: "x", base: 0, action: step(0) })).code).toBe("hello-first");
    expect(await version(m.id)).toBe(0);
    // a seat socket that says hello again (as a spectator, or with its token) is refused and keeps its seat
    const again = await TestSocket.join(m.id, m.tokens[0]);
    expect((await rejectOf(again, { t: "hello" })).code).toBe("already-welcomed");
    expect((await rejectOf(again, { t: "hello", token: m.tokens[1] })).code).toBe("already-welcomed");
    expect(again.frames.filter((f) => f.t === "welcome")).toHaveLength(1);
    expect((await rejectOf(again, { t: "act", id: "y", base: 5, action: step(0) })).code).toBe("stale"); // still seated, not "spectator"
    await unchanged(m, b);
  });

  it("stale and future bases, re-sent accepted ids", async () => {
    const m = await live();
    const [s0] = m.seats as [TestSocket];
    let b = await capture(m);
    await expectReject(m, s0, { t: "act", id: "f1", base: 1, action: step(0) }, "stale");
    await expectReject(m, s0, { t: "act", id: "f2", base: 99, action: step(0) }, "stale");
    await unchanged(m, b);
    const ok = await s0.act(step(0), "a1");
    expect(ok.t).toBe("patch");
    for (const s of m.all) await s.waitVersion(1);
    b = await capture(m);
    await expectReject(m, s0, { t: "act", id: "f3", base: 0, action: step(1) }, "stale");
    // the accepted frame again (now stale too): duplicate wins, and so does the same id on the right base
    await expectReject(m, s0, { t: "act", id: "a1", base: 0, action: step(0) }, "duplicate");
    await expectReject(m, s0, { t: "act", id: "a1", base: 1, action: step(1) }, "duplicate");
    await unchanged(m, b);
    // a refused id is not "used": it may be sent again
    const mark = s0.mark();
    s0.send({ t: "act", id: "f3", base: 1, action: step(1) });
    expect(await s0.frameAfter(mark, (f) => f.t === "patch" || f.t === "reject")).toMatchObject({ t: "patch", v: 2, ack: "f3" });
  });

  it("malformed frames: bad JSON, unknown types, extra keys, wrong field types, binary", async () => {
    const m = await live();
    const [s0] = m.seats as [TestSocket];
    const bad: unknown[] = [
      "not json",
      "{",
      "",
      "null",
      "42",
      "[]",
      '"act"',
      { t: "nope" },
      { t: "ACT", id: "a", base: 0, action: {} },
      { type: "act" },
      { t: "ping", n: 1, x: 2 },
      { t: "sync", extra: true },
      { t: "hello", token: "x", seat: 0 },
      { t: "act", id: "a", base: 0, action: step(0), extra: 1 },
      { t: "act", id: "", base: 0, action: step(0) },
      { t: "act", id: "x".repeat(41), base: 0, action: step(0) },
      { t: "act", id: 7, base: 0, action: step(0) },
      { t: "act", id: "a", base: -1, action: step(0) },
      { t: "act", id: "a", base: 0.5, action: step(0) },
      { t: "act", id: "a", base: "0", action: step(0) },
      { t: "act", base: 0, action: step(0) },
      { t: "ping", n: "1" },
      { t: "ping", n: 1.5 },
      { t: "chat", text: "" },
      { t: "chat", text: "x".repeat(501) },
      { t: "chat", text: "\u200B\u202E \u2066" },
      { t: "hello", token: "x".repeat(129) },
      { t: "hello", since: -1 },
    ];
    const b = await capture(m);
    for (const frame of bad.slice(0, 9)) await expectReject(m, s0, frame, "bad-frame");
    for (const frame of bad.slice(9, 18)) await expectReject(m, m.seats[1]!, frame, "bad-frame");
    for (const frame of bad.slice(18)) await expectReject(m, m.spectator, frame, "bad-frame");
    const stranger = await TestSocket.open(m.id);
    const mark = stranger.mark();
    stranger.ws.send(new TextEncoder().encode(JSON.stringify({ t: "ping", n: 1 })));
    expect(await stranger.frameAfter(mark, (f) => f.t === "reject")).toMatchObject({ t: "reject", code: "bad-frame" });
    await unchanged(m, b);
  });

  it("engine refusals keep their codes: not-your-turn, placement errors, wrong phase, bad action", async () => {
    const m = await live();
    const [s0, s1] = m.seats as [TestSocket, TestSocket];
    const local = localSetup(golden.players, golden.options, golden.deck);
    // find one placement per engine placement error on the local twin
    const byCode = new Map<string, CarcAction>();
    const cells: [number, number][] = [[0, 0], [5, 5], ...local.frontier.map((k): [number, number] => [keyX(k), keyY(k)])];
    for (const [x, y] of cells)
      for (let rotation = 0; rotation < 4; rotation++) {
        const a: CarcAction = { type: "place", x, y, rotation };
        const out = carcassonne.apply(local, 0, a);
        if (isRuleError(out) && !byCode.has(out.code)) byCode.set(out.code, a);
      }
    expect([...byCode.keys()].sort()).toEqual(["edge-mismatch", "not-adjacent", "occupied"]);
    let n = 0;
    let b = await capture(m);
    await expectReject(m, s1, { t: "act", id: `e${n++}`, base: 0, action: step(0) }, "not-your-turn");
    for (const [code, a] of byCode) await expectReject(m, s0, { t: "act", id: `e${n++}`, base: 0, action: a }, code);
    await expectReject(m, s0, { t: "act", id: `e${n++}`, base: 0, action: { type: "pass" } }, "wrong-phase");
    const wrong = await expectReject(m, s0, { t: "act", id: `e${n++}`, base: 0, action: { ...step(0), tile: "base-C" } }, "wrong-tile");
    // the refusal names the tile to place in its args, for the client's translated message
    expect(wrong.args?.tile).toMatch(/^base-[A-X]$/);
    expect(wrong.args?.tile).not.toBe("base-C");
    await expectReject(m, s0, { t: "act", id: `e${n++}`, base: 0, action: { type: "fly" } }, "bad-action");
    await expectReject(m, s0, { t: "act", id: `e${n++}`, base: 0, action: { ...step(0), x: 1.5 } }, "bad-action");
    await expectReject(m, s0, { t: "act", id: `e${n++}`, base: 0, action: { ...step(0), rotation: 4 } }, "bad-action");
    await expectReject(m, s0, { t: "act", id: `e${n++}`, base: 0, action: null }, "bad-action");
    await unchanged(m, b);
    expect((await s0.act(step(0))).t).toBe("patch");
    for (const s of m.all) await s.waitVersion(1);
    b = await capture(m);
    await expectReject(m, s0, { t: "act", id: `e${n++}`, base: 1, action: { type: "meeple", feature: "zz" } }, "unknown-feature");
    await expectReject(m, s0, { t: "act", id: `e${n++}`, base: 1, action: step(0) }, "wrong-phase");
    await unchanged(m, b);
  });

  it("not-started until every seat is claimed; finished after the last action", async () => {
    const made = await api<{ id: string }>("POST", "/api/matches", {
      game: "carcassonne",
      players: 2,
      options: golden.options,
      deck: golden.deck,
    });
    const id = made.json.id;
    const claim = await api<{ token: string }>("POST", `/api/matches/${id}/seats`, { seat: 0, name: "A" });
    const s0 = await TestSocket.join(id, claim.json.token);
    const m: Live = { id, tokens: [claim.json.token], seats: [s0], spectator: s0, all: [s0] };
    const b = await capture(m);
    await expectReject(m, s0, { t: "act", id: "n1", base: 0, action: step(0) }, "not-started");
    await unchanged(m, b);
    const c1 = await api<{ token: string }>("POST", `/api/matches/${id}/seats`, { seat: 1, name: "B" });
    const s1 = await TestSocket.join(id, c1.json.token);
    const sockets = [s0, s1];
    for (const [i, { seat }] of golden.actions.entries()) {
      expect((await sockets[seat]!.act(step(i))).t).toBe("patch");
      for (const s of sockets) await s.waitVersion(i + 1);
    }
    expect((await api<{ status: string }>("GET", `/api/matches/${id}`)).json.status).toBe("finished");
    const done: Live = { id, tokens: [], seats: sockets, spectator: s1, all: sockets };
    const after = await capture(done);
    await expectReject(done, s1, { t: "act", id: "late", base: golden.actions.length, action: { type: "pass" } }, "finished");
    await unchanged(done, after);
  });
});

describe("frame size, rate limit, ping", () => {
  it("ping → pong, before and after hello", async () => {
    const m = await live();
    const stranger = await TestSocket.open(m.id);
    stranger.send({ t: "ping", n: 41 });
    expect(await stranger.next("pong")).toEqual({ t: "pong", n: 41 });
    m.spectator.send({ t: "ping", n: -3 });
    expect(await m.spectator.next("pong")).toEqual({ t: "pong", n: -3 });
  });

  it("chat: a seat's line reaches every socket with its name; a spectator's is refused and reaches nobody; nothing changes", async () => {
    const m = await live();
    const b = await capture(m);
    m.seats[1]!.send({ t: "chat", text: "hello there" });
    for (const s of m.all) expect(await s.next("chat")).toMatchObject({ t: "chat", seat: 1, name: "P1", text: "hello there" });
    const mark = m.seats[0]!.mark();
    const smark = m.spectator.mark();
    m.spectator.send({ t: "chat", text: "from the stands" });
    expect(await m.spectator.frameAfter(smark, (f) => f.t === "reject")).toMatchObject({ t: "reject", code: "spectator" });
    m.spectator.send({ t: "ping", n: 5 });
    await m.spectator.next("pong");
    m.seats[0]!.send({ t: "ping", n: 6 });
    await m.seats[0]!.frameAfter(mark, (f) => f.t === "pong");
    expect(m.all.flatMap((s) => s.frames).filter((f) => f.t === "chat" && f.text === "from the stands")).toEqual([]);
    await unchanged(m, b);
  });

  it("frames over 8 KB are refused with too-large (the socket stays open); exactly 8 KB is read", async () => {
    const m = await live();
    const ping = '{"t":"ping","n":7}';
    const s = m.spectator;
    let mark = s.mark();
    s.send(ping + " ".repeat(8192 - ping.length));
    expect(await s.frameAfter(mark, (f) => f.t === "pong" || f.t === "reject")).toEqual({ t: "pong", n: 7 });
    const b = await capture(m);
    await expectReject(m, s, ping + " ".repeat(8193 - ping.length), "too-large");
    await expectReject(
      m,
      m.seats[0]!,
      JSON.stringify({ t: "act", id: "big", base: 0, action: { type: "pass", pad: "x".repeat(9000) } }),
      "too-large",
    );
    mark = s.mark();
    s.send({ t: "ping", n: 8 });
    expect(await s.frameAfter(mark, (f) => f.t === "pong")).toEqual({ t: "pong", n: 8 });
    expect(s.closed).toBe(null);
    await unchanged(m, b);
  });

  it("the 8 KB limit counts UTF-8 bytes on the wire, not UTF-16 code units", async () => {
    // 3,000 × "€" is 3,000 string units but 9,000 bytes: over MAX_FRAME_BYTES (8 KB, documented in bytes).
    const m = await live();
    const frame = JSON.stringify({ t: "act", id: "utf8", base: 0, action: { type: "pass", pad: "€".repeat(3000) } });
    expect(new TextEncoder().encode(frame).length).toBeGreaterThan(8192);
    const b = await capture(m);
    await expectReject(m, m.spectator, frame, "too-large");
    await unchanged(m, b);
  });

  it("frames over 64 KB close the socket with 1009; the match and other sockets carry on", async () => {
    const m = await live();
    m.spectator.send("x".repeat(64 * 1024 + 1));
    expect((await m.spectator.waitClosed()).code).toBe(1009);
    const [s0] = m.seats as [TestSocket];
    s0.send({ t: "ping", n: 1 });
    expect(await s0.next("pong")).toEqual({ t: "pong", n: 1 });
    expect((await s0.act(step(0))).t).toBe("patch");
    expect(await version(m.id)).toBe(1);
  });

  it("a burst of 60 pings gets the bucket's 20 pongs and its refill's, the rest rate-limited rejects; past 100 strikes the socket is closed", async () => {
    const m = await live();
    const s = m.spectator;
    const mark = s.mark();
    const t0 = Date.now();
    for (let n = 0; n < 60; n++) s.send({ t: "ping", n });
    await s.frameAfter(mark, () => s.frames.slice(mark).filter((f) => f.t === "pong" || f.t === "reject").length >= 60);
    // The bucket (test servers: 20, refilled at 50 a second) refills while the burst is on its way: on a loaded
    // machine the 60 frames may take a few tenths of a second to arrive.
    const refilled = Math.ceil((TEST_TUNABLES.socketRate.perSecond * (Date.now() - t0)) / 1000);
    const answers = s.frames.slice(mark).filter((f) => f.t === "pong" || f.t === "reject");
    const limited = answers.filter((f) => f.t === "reject" && f.code === "rate-limited");
    const pongs = answers.filter((f) => f.t === "pong").length;
    expect(limited.length).toBeGreaterThan(0);
    expect(pongs).toBeLessThanOrEqual(TEST_TUNABLES.socketRate.burst + refilled);
    expect(pongs).toBe(60 - limited.length);
    expect(limited.every((f) => f.t === "reject" && f.id === null)).toBe(true);
    // Strikes count from the last time the socket's bucket was full, and it may refill between the two bursts on
    // a slow machine: 130 more pings are over 100 strikes past a full bucket of 20 either way, and the socket
    // closes at the 101st strike at the latest.
    const mark2 = s.mark();
    for (let n = 0; n < 130; n++) s.send({ t: "ping", n });
    expect((await s.waitClosed()).code).toBe(1008);
    expect(s.frames.slice(mark2).filter((f) => f.t === "reject" && f.code === "rate-limited").length).toBeLessThanOrEqual(100);
    // a rate-limited act changes nothing; the version stays
    expect(await version(m.id)).toBe(0);
    const [s0] = m.seats as [TestSocket];
    expect((await s0.act(step(0))).t).toBe("patch");
  });
});
