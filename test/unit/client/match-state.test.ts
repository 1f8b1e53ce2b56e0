/**
 * The client's frame reducer with real engine views and real JSON Patches (fast-json-patch `compare`, as the
 * server sends them): in-order patches rebuild the server's view exactly; gaps, bad patches and stale rejects
 * ask for a snapshot and change nothing; a resume with an up-to-date version keeps the view. Patches apply to the
 * view in place (what the store does inside Solid's `produce`); whole views replace it; refusals keep their code.
 */
import { compare } from "fast-json-patch";
import { describe, expect, it } from "vitest";
import { carcassonne as g } from "../../../engine/carcassonne/game.ts";
import type { CarcState } from "../../../engine/carcassonne/state.ts";
import type { CarcView } from "../../../engine/carcassonne/views.ts";
import { isRuleError } from "../../../engine/core/game-module.ts";
import {
  applyStep,
  initialMatchState,
  isViewHeader,
  reduceFrame as reduceAny,
  stepFor,
  type MatchState,
} from "../../../client/src/core/match-state.ts";
import type { MatchSummary, ServerFrame } from "../../../contract/protocol.ts";

const isCarcView = (x: unknown): x is CarcView => isViewHeader(x) && x.game === "carcassonne";
const reduceFrame = (s: MatchState<CarcView>, f: ServerFrame) => reduceAny(s, f, isCarcView);

const summary: MatchSummary = {
  id: "abcdefghjk",
  game: "carcassonne",
  options: {},
  players: 2,
  seats: [],
  status: "playing",
  version: 0,
  createdAt: 0,
  rematch: null,
};

/** A short game's views for seat 0 at every version. */
function views(): CarcView[] {
  let s = g.setup(2, g.parseOptions({ firstSeat: 0 }) as never, "client") as CarcState;
  const out = [g.view(s, 0)];
  for (let i = 0; i < 12; i++) {
    const seat = g.toAct(s)[0]!;
    const out2 = g.apply(s, seat, g.legalActions(s, seat)[0]!);
    if (isRuleError(out2)) throw new Error(out2.message);
    s = out2.state;
    out.push(g.view(s, 0));
  }
  return out;
}

const patch = (vs: CarcView[], from: number): ServerFrame => ({ t: "patch", from, v: from + 1, ops: compare(vs[from]!, vs[from + 1]!) });

function welcomed(vs: CarcView[], version = 0): MatchState<CarcView> {
  return reduceFrame(initialMatchState<CarcView>(), { t: "welcome", seat: 0, version, view: vs[version]!, match: summary }).state;
}

describe("reduceFrame", () => {
  it("welcome then in-order patches reproduce every server view", () => {
    const vs = views();
    let s = welcomed(vs);
    expect(s.connection).toBe("open");
    for (let v = 0; v + 1 < vs.length; v++) {
      const r = reduceFrame(s, patch(vs, v));
      expect(r.needSync).toBe(false);
      s = r.state;
      expect(s.version).toBe(v + 1);
      expect(s.view).toEqual(vs[v + 1]);
    }
  });

  it("a patch that skips a version changes nothing and asks for a snapshot", () => {
    const vs = views();
    const s = welcomed(vs);
    const r = reduceFrame(s, patch(vs, 2));
    expect(r.needSync).toBe(true);
    expect(r.state).toBe(s);
  });

  it("an old (duplicate) patch is ignored without a snapshot request", () => {
    const vs = views();
    const s = reduceFrame(welcomed(vs), patch(vs, 0)).state;
    const r = reduceFrame(s, patch(vs, 0));
    expect(r.needSync).toBe(false);
    expect(r.state.view).toEqual(vs[1]);
  });

  it("a patch that does not apply asks for a snapshot and keeps the old view", () => {
    const vs = views();
    const s = welcomed(vs);
    const bad: ServerFrame = { t: "patch", from: 0, v: 1, ops: [{ op: "replace", path: "/no/such/path", value: 1 }] };
    const r = reduceFrame(s, bad);
    expect(r.needSync).toBe(true);
    expect(r.state.view).toEqual(vs[0]);
    expect(r.state.version).toBe(0);
  });

  it("a snapshot replaces the view and version", () => {
    const vs = views();
    const r = reduceFrame(welcomed(vs), { t: "snapshot", v: 5, view: vs[5] });
    expect(r.state.view).toEqual(vs[5]);
    expect(r.state.version).toBe(5);
  });

  it("claiming a seat after watching asks for that seat's view even when the version is current", () => {
    const vs = views();
    const watching = reduceFrame(initialMatchState<CarcView>(), {
      t: "welcome",
      seat: null,
      version: 0,
      view: vs[0]!,
      match: summary,
    }).state;
    const r = reduceFrame(watching, { t: "welcome", seat: 0, version: 0, view: null, match: summary });
    expect(r.needSync).toBe(true);
    expect(r.state.seat).toBe(0);
  });

  it("a resume whose version is current keeps the view (welcome with view null)", () => {
    const vs = views();
    const s = { ...reduceFrame(welcomed(vs), patch(vs, 0)).state, connection: "reconnecting" as const };
    const r = reduceFrame(s, { t: "welcome", seat: 0, version: 1, view: null, match: summary });
    expect(r.needSync).toBe(false);
    expect(r.state.connection).toBe("open");
    expect(r.state.view).toEqual(vs[1]);
  });

  it("a stale reject asks for a snapshot; other rejects are only shown", () => {
    const s = welcomed(views());
    expect(reduceFrame(s, { t: "reject", id: "a", code: "stale", message: "x" }).needSync).toBe(true);
    const r = reduceFrame(s, { t: "reject", id: "a", code: "edge-mismatch", message: "Every touching edge must match" });
    expect(r.needSync).toBe(false);
    expect(r.state.rejected?.code).toBe("edge-mismatch");
    expect(r.state.view).toBe(s.view);
  });

  it("presence, chat and rematch frames update their slices only", () => {
    const s = welcomed(views());
    const seats = [{ seat: 0, taken: true, name: "A", color: null, online: true }];
    expect(reduceFrame(s, { t: "presence", seats, spectators: 3 }).state).toMatchObject({ seats, spectators: 3, view: s.view });
    expect(reduceFrame(s, { t: "rematch", id: "x" }).state.rematch).toBe("x");
    expect(reduceFrame(s, { t: "chat", seat: 0, name: "A", text: "hi", at: 1 }).state.chat).toHaveLength(1);
  });

  it("a welcome's kept chat replaces the lines held (the server's are the whole story); later lines are added", () => {
    const vs = views();
    const held = reduceFrame(welcomed(vs), { t: "chat", seat: 1, name: "B", text: "before the drop", at: 1 }).state;
    const kept = [
      { seat: 0, name: "A", text: "one", at: 2 },
      { seat: 1, name: "B", text: "two", at: 3 },
    ];
    const back = reduceFrame(held, { t: "welcome", seat: 0, version: 0, view: null, match: summary, chat: kept }).state;
    expect(back.chat).toEqual(kept);
    expect(reduceFrame(back, { t: "chat", seat: 0, name: "A", text: "three", at: 4 }).state.chat.map((l) => l.text)).toEqual([
      "one",
      "two",
      "three",
    ]);
    expect(reduceFrame(held, { t: "welcome", seat: 0, version: 0, view: null, match: summary }).state.chat).toEqual([]);
  });

  it("a patch is applied in place: the same view object, untouched parts kept as they were", () => {
    const vs = views();
    const draft = structuredClone(welcomed(vs));
    const view = draft.view!,
      options = view.options;
    const step = stepFor(draft, patch(vs, 0), isCarcView);
    expect(step.view).toBeUndefined();
    expect(applyStep(draft, step)).toBe(true);
    expect(draft.view).toBe(view);
    expect(draft.view!.options).toBe(options);
    expect(draft.view).toEqual(vs[1]);
    expect(draft.version).toBe(1);
  });

  it("welcome and snapshot carry a whole view (the store reconciles it); a frame without a valid view asks for one", () => {
    const vs = views();
    const s = welcomed(vs);
    expect(stepFor(s, { t: "snapshot", v: 3, view: vs[3] }, isCarcView)).toMatchObject({
      view: vs[3],
      set: { version: 3 },
      needSync: false,
    });
    expect(stepFor(s, { t: "snapshot", v: 3, view: { game: "carcassonne" } }, isCarcView)).toEqual({ set: {}, needSync: true });
    expect(
      stepFor(
        initialMatchState<CarcView>(),
        { t: "welcome", seat: 0, version: 0, view: { ...vs[0], game: "newfrontiers" }, match: summary },
        isCarcView,
      ).needSync,
    ).toBe(true);
  });

  it("a refusal keeps its code and arguments, never the server's English message", () => {
    const s = welcomed(views());
    // As parsed from the wire: an argument that is not a string or a number is dropped.
    const frame: ServerFrame = JSON.parse(
      JSON.stringify({
        t: "reject",
        id: "a",
        code: "edge-mismatch",
        message: "Every touching edge must match",
        args: { tile: "base-U", x: 1, bad: { no: 1 } },
      }),
    );
    expect(reduceFrame(s, frame).state.rejected).toEqual({ code: "edge-mismatch", args: { tile: "base-U", x: 1 } });
    expect(reduceFrame(s, { t: "reject", id: "a", code: "stale", message: "x" }).state.rejected).toEqual({ code: "stale", args: {} });
  });

  it("a welcome (a reconnect) never clears a refusal or the move in flight", () => {
    const vs = views();
    const pending = { id: "m1", base: 0, action: { type: "pass" }, resent: false };
    const s = { ...welcomed(vs), connection: "reconnecting" as const, rejected: { code: "edge-mismatch", args: {} }, pending };
    const r = reduceFrame(s, { t: "welcome", seat: 0, version: 0, view: null, match: summary });
    expect(r.state.rejected).toEqual({ code: "edge-mismatch", args: {} });
    expect(r.state.pending).toEqual(pending);
    expect(r.state.connection).toBe("open");
  });

  it("the ack of the move in flight settles it even when its patch does not apply (a snapshot follows)", () => {
    const vs = views();
    const s = { ...welcomed(vs), pending: { id: "m1", base: 2, action: {}, resent: false } };
    const r = reduceFrame(s, { ...patch(vs, 2), ack: "m1" } as ServerFrame);
    expect(r.needSync).toBe(true);
    expect(r.state.pending).toBeNull();
    expect(r.state.version).toBe(0);
  });

  it("a refusal naming another message leaves the move in flight; a rate limit (naming no frame) settles it, shown", () => {
    const s = { ...welcomed(views()), pending: { id: "m1", base: 0, action: {}, resent: true } };
    expect(reduceFrame(s, { t: "reject", id: "other", code: "stale", message: "x" }).state.pending).not.toBeNull();
    expect(reduceFrame(s, { t: "reject", id: null, code: "spectator", message: "x" }).state.pending).not.toBeNull();
    const limited = reduceFrame(s, { t: "reject", id: null, code: "rate-limited", message: "x" }).state;
    expect(limited.pending).toBeNull();
    expect(limited.rejected?.code).toBe("rate-limited");
    // "duplicate" is only silent for the re-sent move itself; a first send's duplicate is shown.
    const first = { ...s, pending: { ...s.pending, resent: false } };
    expect(reduceFrame(first, { t: "reject", id: "m1", code: "duplicate", message: "x" }).state.rejected?.code).toBe("duplicate");
  });
});
