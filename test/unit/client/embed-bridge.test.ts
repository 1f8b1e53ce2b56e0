/** The embed widget's host messages: which events a frame causes, and which commands are accepted. */
import { describe, expect, it } from "vitest";
import { eventsFor, isCommand, parentOrigin } from "../../../client/src/embed-bridge.ts";
import { initialMatchState, type MatchState } from "../../../client/src/match-state.ts";
import type { CarcView } from "../../../engine/carcassonne/view.ts";

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

  it("accepts only well-formed commands from the host source", () => {
    expect(isCommand({ source: "meeplehall-host", type: "theme", theme: "dark" })).toBe(true);
    expect(isCommand({ source: "meeplehall-host", type: "language", language: "ro" })).toBe(true);
    expect(isCommand({ source: "meeplehall-host", type: "theme", theme: "neon" })).toBe(false);
    expect(isCommand({ source: "evil", type: "theme", theme: "dark" })).toBe(false);
    expect(isCommand({ source: "meeplehall-host", type: "token", token: "x".repeat(500) })).toBe(false);
    expect(isCommand("meeplehall-host")).toBe(false);
  });
});
