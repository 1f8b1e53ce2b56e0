/**
 * The embed widget's host messages: which events a frame causes — read from the view header and each game's
 * embed reading (games/<id>/index.ts) — and which commands are accepted; which seat token the widget plays with and
 * whom it obeys, framed or top-level.
 */
import { describe, expect, it } from "vitest";
import {
  eventsFor,
  isCommand,
  obeys,
  parentAllowed,
  parentOrigin,
  widgetToken,
  type Seen,
  type WidgetPlace,
} from "../../../client/src/core/embed-bridge.ts";
import { clientGame } from "../../../client/src/games/registry.ts";
import type { GameEntry } from "../../../client/src/games/types.ts";
import type { CarcView } from "../../../engine/carcassonne/views.ts";
import type { NfView } from "../../../engine/newfrontiers/view.ts";
import type { ScoreItem } from "../../../engine/carcassonne/score-item.ts";
import type { ViewHeader } from "../../../engine/core/game-module.ts";
import type { ServerFrame } from "../../../contract/protocol.ts";

const carcassonne = clientGame("carcassonne")!;
const newFrontiers = clientGame("newfrontiers")!;
const patch = (from: number): ServerFrame => ({ t: "patch", from, v: from + 1, ops: [] });

/** Feeds frames through the bridge as embed-host.ts does, remembering what it saw. */
function bridge(entry: GameEntry) {
  let seen: Seen | null = null;
  return (f: ServerFrame, version: number, view: ViewHeader) => {
    const r = eventsFor("abcdefghjk", f, seen, { version, seat: 1, view }, entry);
    seen = r.seen;
    return r.events;
  };
}

const header = { seat: 1, toAct: [0], scores: [0, 0], winners: [], finished: false };
const item = (seat: number, points: number, reason: ScoreItem["reason"]): ScoreItem => ({
  seat,
  points,
  reason,
  final: false,
  complete: true,
  feature: null,
  tiles: [],
  emblems: 0,
  meeples: 1,
});
/** The fields of a board view the bridge reads (the header, phase and score log); the rest as at setup. */
const board = (over: Partial<CarcView>): CarcView => ({ ...header, game: "carcassonne", phase: "place", log: [], ...over }) as CarcView;
/** The fields of a New Frontiers view the bridge reads (the header, pending decision and log). */
const nf = (over: Partial<NfView>): NfView =>
  ({ ...header, game: "newfrontiers", pending: { kind: "select", seat: 0 }, log: [], ...over }) as NfView;

describe("embed bridge", () => {
  it("parent origin comes from ?parent=, else the referrer; junk gives none", () => {
    expect(parentOrigin("?parent=https://host.example/page", "")).toBe("https://host.example");
    expect(parentOrigin("?parent=https://host.example/page", "https://other.example/")).toBe("https://host.example");
    expect(parentOrigin("", "https://blog.example/post/1")).toBe("https://blog.example");
    expect(parentOrigin("?parent=", "http://127.0.0.1:8787/demo")).toBe("http://127.0.0.1:8787");
    expect(parentOrigin("?parent=not a url", "")).toBeNull();
    expect(parentOrigin("", "")).toBeNull();
  });

  it('a declared parent that is not an http(s) origin gives none: no fallback to the referrer, never an opaque "null" origin', () => {
    // A declared but unusable parent must not silently widen to the referrer's origin.
    expect(parentOrigin("?parent=not a url", "https://blog.example/post/1")).toBeNull();
    // URL("data:…").origin and URL("about:blank").origin are the string "null": commands from any sandboxed frame would match it.
    for (const bad of ["data:text/html,x", "javascript:alert(1)", "about:blank", "file:///etc/passwd", "blob:https://a.example/x"])
      expect(parentOrigin(`?parent=${encodeURIComponent(bad)}`, ""), bad).toBeNull();
    expect(parentOrigin("", "about:blank")).toBeNull();
  });

  it("welcome → ready + turn; a new seat to act → turn; new score items → score; game end → end", () => {
    const m = "abcdefghjk";
    const feed = bridge(carcassonne);
    const first = feed(
      {
        t: "welcome",
        seat: 1,
        version: 0,
        view: {},
        match: {
          id: m,
          game: "carcassonne",
          options: {},
          players: 2,
          seats: [],
          status: "playing",
          version: 0,
          createdAt: 0,
          rematch: null,
        },
      },
      0,
      board({}),
    );
    expect(first.map((e) => e.type)).toEqual(["ready", "turn"]);
    expect(feed(patch(3), 4, board({ toAct: [1] })).map((e) => e.type)).toEqual(["turn"]);
    const scored = [
      { key: "tilePlaced" as const, args: { seat: 1, x: 1, y: 0, rotation: 0, tile: "base-E" } },
      { key: "scored" as const, args: { item: item(1, 4, "city") } },
    ];
    expect(feed(patch(4), 5, board({ toAct: [1], log: scored, scores: [0, 4] }))).toEqual([
      { source: "meeplehall", type: "score", matchId: m, scores: [0, 4], items: [{ seat: 1, points: 4, reason: "city" }] },
    ]);
    expect(feed(patch(5), 6, board({ toAct: [], phase: "over", log: scored, scores: [4, 4], winners: [0, 1], finished: true }))).toEqual([
      { source: "meeplehall", type: "end", matchId: m, scores: [4, 4], winners: [0, 1] },
    ]);
  });

  it("New Frontiers views: the pending seat and decision make turns, VP in the log make score items, the header names the winners", () => {
    const m = "abcdefghjk";
    const feed = bridge(newFrontiers);
    feed(patch(0), 1, nf({}));
    expect(feed(patch(1), 2, nf({ pending: { kind: "develop", seat: 0 } }))).toEqual([
      { source: "meeplehall", type: "turn", matchId: m, seats: [0], phase: "develop", version: 2 },
    ]);
    const entry = { seat: 1, vp: 1, key: "envoysBonus" as const, args: {}, round: 1 };
    const events = feed(
      patch(2),
      3,
      nf({
        toAct: [1],
        pending: { kind: "select", seat: 1 },
        log: [{ seat: 1, key: "selects", args: { action: "envoys" }, round: 1 }, entry],
        scores: [0, 1],
      }),
    );
    expect(events.map((e) => e.type)).toEqual(["turn", "score"]);
    expect(events[1]).toMatchObject({ scores: [0, 1], items: [{ seat: 1, points: 1, reason: "envoysBonus" }] });
    expect(feed(patch(3), 4, nf({ toAct: [], pending: null, log: [entry], scores: [5, 5], winners: [1], finished: true })).at(-1)).toEqual({
      source: "meeplehall",
      type: "end",
      matchId: m,
      scores: [5, 5],
      winners: [1],
    });
  });

  it("a game's entry reads only its own views: another game's view gives no events", () => {
    expect(carcassonne.embed(nf({}))).toBeNull();
    expect(newFrontiers.embed(board({}))).toBeNull();
    expect(bridge(carcassonne)(patch(0), 1, nf({}))).toEqual([]);
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

describe("the widget's seat and whom it obeys", () => {
  const host = "https://blog.example";
  const framed: WidgetPlace = { framed: true, allowed: host, parent: host };
  /** Opened by a page with window.open (its referrer names the opener), or typed into the address bar. */
  const opened: WidgetPlace = { framed: false, allowed: "https://attacker.example" };
  const typed: WidgetPlace = { framed: false, allowed: null };

  it("plays the stored seat only inside a frame whose parent is the allowed host", () => {
    expect(widgetToken(framed, null, "stored")).toBe("stored");
    // A browser that does not tell the parent's origin (no ancestorOrigins): the declared or referrer origin rules.
    expect(widgetToken({ framed: true, allowed: host }, null, "stored")).toBe("stored");
    expect(widgetToken(opened, null, "stored")).toBeNull();
    expect(widgetToken(typed, null, "stored")).toBeNull();
    // Framed by another page than the one named in ?parent=, or with no host origin at all: a spectator.
    expect(widgetToken({ framed: true, allowed: host, parent: "https://attacker.example" }, null, "stored")).toBeNull();
    expect(widgetToken({ framed: true, allowed: null, parent: host }, null, "stored")).toBeNull();
    expect(widgetToken(framed, null, null)).toBeNull();
  });

  it("a token in its own fragment is played wherever the widget is", () => {
    for (const p of [framed, opened, typed]) expect(widgetToken(p, "fragment", "stored")).toBe("fragment");
    expect(widgetToken(typed, "fragment", null)).toBe("fragment");
  });

  it("parentAllowed needs a frame, a host origin, and the parent at that origin when known", () => {
    expect(parentAllowed(framed)).toBe(true);
    expect(parentAllowed({ ...framed, framed: false })).toBe(false);
    expect(parentAllowed({ ...framed, parent: "null" })).toBe(false);
  });

  it("obeys only its parent frame at the allowed origin; a top-level widget obeys no one, its opener included", () => {
    expect(obeys(framed, { parent: true, origin: host })).toBe(true);
    expect(obeys(framed, { parent: true, origin: "https://attacker.example" })).toBe(false);
    // Another window at the host's origin (a popup, a sibling frame) is not the parent.
    expect(obeys(framed, { parent: false, origin: host })).toBe(false);
    expect(obeys(opened, { parent: false, origin: "https://attacker.example" })).toBe(false);
    expect(obeys({ ...opened, framed: false }, { parent: true, origin: "https://attacker.example" })).toBe(false);
    expect(obeys({ framed: true, allowed: null }, { parent: true, origin: host })).toBe(false);
  });
});
