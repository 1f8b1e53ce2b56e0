/** The embed widget's host messages: which events a frame causes, and which commands are accepted. */
import { describe, expect, it } from "vitest";
import { eventsFor, isCommand, parentOrigin } from "../../../client/src/embed-bridge.ts";
import { initialMatchState, type MatchState } from "../../../client/src/match-state.ts";
import type { CarcView } from "../../../engine/carcassonne/views.ts";

const view = (over: Partial<CarcView>): CarcView => ({ toAct: [0], phase: "place", log: [], scores: [0, 0], finished: false, ...over }) as CarcView;
const st = (v: CarcView | null, version = 0): MatchState => ({ ...initialMatchState(), view: v, version });

describe("embed bridge", () => {
  it("parent origin comes from ?parent=, else the referrer; junk gives none", () => {
    expect(parentOrigin("?parent=https://host.example/page", "")).toBe("https://host.example");
    expect(parentOrigin("", "https://blog.example/post/1")).toBe("https://blog.example");
    expect(parentOrigin("?parent=not a url", "")).toBeNull();
    expect(parentOrigin("", "")).toBeNull();
  });

  it("welcome → ready + turn; a new seat to act → turn; new score items → score; game end → end", () => {
    const m = "abcdefghjk";
    const first = eventsFor(m, { t: "welcome", seat: 1, version: 0, view: {}, match: {} as never }, initialMatchState(), st(view({})));
    expect(first.map((e) => e.type)).toEqual(["ready", "turn"]);
    const a = st(view({}), 3), b = st(view({ toAct: [1] }), 4);
    expect(eventsFor(m, { t: "patch", from: 3, v: 4, ops: [], events: [] }, a, b).map((e) => e.type)).toEqual(["turn"]);
    const item = { seat: 1, points: 4, reason: "city" } as never;
    const c = st(view({ toAct: [1], log: [item], scores: [0, 4] }), 5);
    expect(eventsFor(m, { t: "patch", from: 4, v: 5, ops: [], events: [] }, b, c)).toEqual([{ source: "meeplehall", type: "score", matchId: m, scores: [0, 4], items: [{ seat: 1, points: 4, reason: "city" }] }]);
    const d = st(view({ toAct: [], phase: "over", log: [item], scores: [4, 4], finished: true }), 6);
    expect(eventsFor(m, { t: "patch", from: 5, v: 6, ops: [], events: [] }, c, d)).toEqual([{ source: "meeplehall", type: "end", matchId: m, scores: [4, 4], winners: [0, 1] }]);
  });

  it("New Frontiers views: the pending seat and decision make turns, VP in the log make score items, the tie-break picks winners", () => {
    const m = "nfnfnfnfnf";
    const nf = (over: Record<string, unknown>) => ({ game: "newfrontiers", pending: { kind: "select", seat: 0 }, log: [], scores: [0, 0], winners: [], finished: false, ...over }) as unknown as CarcView;
    const a = st(nf({}), 1);
    const b = st(nf({ pending: { kind: "develop", seat: 0 } }), 2);
    expect(eventsFor(m, { t: "patch", from: 1, v: 2, ops: [], events: [] }, a, b)).toEqual([{ source: "meeplehall", type: "turn", matchId: m, seats: [0], phase: "develop", version: 2 }]);
    const entry = { seat: 1, vp: 1, text: "Send Diplomatic Envoys bonus", round: 1 };
    const c = st(nf({ pending: { kind: "select", seat: 1 }, log: [{ seat: 1, text: "selects", round: 1 }, entry], scores: [0, 1] }), 3);
    const events = eventsFor(m, { t: "patch", from: 2, v: 3, ops: [], events: [] }, b, c);
    expect(events.map((e) => e.type)).toEqual(["turn", "score"]);
    expect(events[1]).toMatchObject({ scores: [0, 1], items: [{ seat: 1, points: 1, reason: "Send Diplomatic Envoys bonus" }] });
    const d = st(nf({ pending: null, log: [entry], scores: [5, 5], winners: [1], finished: true }), 4);
    expect(eventsFor(m, { t: "patch", from: 3, v: 4, ops: [], events: [] }, c, d).at(-1)).toEqual({ source: "meeplehall", type: "end", matchId: m, scores: [5, 5], winners: [1] });
  });

  it("accepts only well-formed commands from the host source", () => {
    expect(isCommand({ source: "meeplehall-host", type: "theme", theme: "dark" })).toBe(true);
    expect(isCommand({ source: "meeplehall-host", type: "language", language: "ro" })).toBe(true);
    expect(isCommand({ source: "meeplehall-host", type: "theme", theme: "neon" })).toBe(false);
    expect(isCommand({ source: "evil", type: "theme", theme: "dark" })).toBe(false);
    expect(isCommand({ source: "meeplehall-host", type: "token", token: "x".repeat(500) })).toBe(false);
    expect(isCommand("meeplehall-host")).toBe(false);
  });
});
