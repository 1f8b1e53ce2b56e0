/**
 * The client's picture of a match, whatever the game, as a pure reducer over server frames (unit-tested without a
 * browser). `stepFor` says what a frame changes: a whole view (welcome, snapshot: the store reconciles it), JSON
 * Patch operations to apply to the view in place (`applyStep`, run by the store inside Solid's `produce`), and
 * other fields. Patches apply in version order; a gap or a patch that does not apply asks for a full snapshot.
 * The move in flight (`pending`) is settled only by the server: its ack, or a refusal echoing its id, which is
 * always shown — a welcome never clears a refusal, so a move is never dropped without the player being told.
 */
// The core module alone: the package index also brings its observe/compare half, which the client never uses.
import { applyPatch, type Operation } from "fast-json-patch/module/core";
import type { ViewHeader } from "../../../engine/core/game-module.ts";
import type { ChatLine, MatchSummary, ServerFrame, SeatInfo } from "../../../contract/protocol.ts";
import type { ClockView } from "../../../contract/clock-types.ts";
import { CLOSE } from "../../../contract/close-codes.ts";
import type { Args } from "../i18n/i18n.ts";

/**
 * "open" = the server welcomed this socket (only then may a frame other than hello go out); "gone" = the match
 * does not exist (any more); "refused" = the server turned the connection away (too many connections).
 */
export type Connection = "connecting" | "open" | "reconnecting" | "closed" | "gone" | "refused";

/** A move sent and not yet answered; re-sent once, unchanged, after a reconnect (the server's answer settles it). */
export interface PendingMove {
  id: string;
  base: number;
  action: unknown;
  /** Sent again after a reconnect: a "duplicate" answer then means the first send was applied. */
  resent: boolean;
}

/** A refusal as the client shows it: translated from its code and arguments, never from the server's prose. */
export interface Refusal {
  code: string;
  args: Args;
}

export interface MatchState<V extends ViewHeader = ViewHeader> {
  connection: Connection;
  seat: number | null;
  version: number;
  view: V | null;
  match: MatchSummary | null;
  seats: SeatInfo[];
  spectators: number;
  /** Last refusal, shown to the player until an action of theirs is accepted. */
  rejected: Refusal | null;
  pending: PendingMove | null;
  /** The chat's last lines: the welcome's kept ones, then each line as it comes. */
  chat: ChatLine[];
  /** The match's clocks as the server last told them (banks as of their sending), null without clocks. */
  clock: ClockView | null;
  rematch: string | null;
  /** Round-trip time of the last ping, ms. */
  rtt: number | null;
  /** The socket is open but the server has not answered a move or ping for a while (match-store.ts STALL_MS). */
  stalled: boolean;
  /** The view's log records that bots' actions wrote, as [from, to) ranges (welcome's `botLog`, then each bot patch). */
  botLog: [number, number][];
}

export function initialMatchState<V extends ViewHeader = ViewHeader>(): MatchState<V> {
  return {
    connection: "connecting",
    seat: null,
    version: -1,
    view: null,
    match: null,
    seats: [],
    spectators: 0,
    rejected: null,
    pending: null,
    chat: [],
    clock: null,
    rematch: null,
    rtt: null,
    stalled: false,
    botLog: [],
  };
}

/**
 * Whether what the server last said can be trusted as current: the socket is welcomed and answering. During an
 * outage the seats' presence is old news (a frozen server cannot tell anyone who left), so it is shown unknown.
 */
export function isLive(s: Pick<MatchState, "connection" | "stalled">): boolean {
  return s.connection === "open" && !s.stalled;
}

/** The view a page came with (page-match.ts `pageView`): the spectator view at `version`, and the page's summary. */
export interface PageFirstView<V> {
  version: number;
  view: V;
  match: MatchSummary;
}

/**
 * The state shown from a page's first view until the welcome: that view, its version and the page's summary, as a
 * spectator; "connecting", so every control stays disabled.
 */
export function previewState<V extends ViewHeader>(first: PageFirstView<V>): MatchState<V> {
  return {
    ...initialMatchState<V>(),
    version: first.version,
    view: first.view,
    match: first.match,
    seats: first.match.seats,
    rematch: first.match.rematch,
  };
}

/** What one frame changes. */
export interface Step<V extends ViewHeader> {
  /** A whole new view (welcome, snapshot). */
  view?: V;
  /** Operations to apply to the current view in place (a patch frame); `set` applies only if they all do. */
  ops?: Operation[];
  /** Other fields. */
  set: Partial<Omit<MatchState<V>, "view">>;
  /** True when the client must ask for a full snapshot (version gap, a stale action, an unreadable view). */
  needSync: boolean;
}

/** Whether a frame's view carries the common header (the JSON boundary: views arrive untyped). */
export function isViewHeader(x: unknown): x is ViewHeader {
  if (typeof x !== "object" || x === null) return false;
  const h: { [k: string]: unknown } = { ...x };
  const seats = (a: unknown) => Array.isArray(a) && a.every((n) => typeof n === "number");
  return (
    typeof h.game === "string" &&
    (h.seat === null || typeof h.seat === "number") &&
    typeof h.finished === "boolean" &&
    seats(h.toAct) &&
    seats(h.scores) &&
    seats(h.winners)
  );
}

/** A reject frame's arguments, when the server sends them (strings and numbers only). */
function argsOf(f: ServerFrame): Args {
  if (!("args" in f) || typeof f.args !== "object" || f.args === null) return {};
  return Object.fromEntries(
    Object.entries(f.args).filter((e): e is [string, string | number] => typeof e[1] === "string" || typeof e[1] === "number"),
  );
}

const MAX_CHAT = 50;

/** What a server frame changes in `s` (which it never mutates). */
export function stepFor<V extends ViewHeader>(s: Readonly<MatchState<V>>, f: ServerFrame, isView: (x: unknown) => x is V): Step<V> {
  switch (f.t) {
    case "welcome": {
      // A refusal stays (a reconnect must not hide that a move was refused); the move in flight stays too: the
      // store re-sends it, and the server's answer says whether the first send was applied.
      const set = {
        connection: "open" as const,
        seat: f.seat,
        version: f.version,
        match: f.match,
        seats: f.match.seats,
        rematch: f.match.rematch,
        botLog: f.botLog ?? [],
        chat: f.chat ?? [],
        clock: f.clock ?? null,
      };
      if (f.view !== null && isView(f.view)) return { view: f.view, set, needSync: false };
      // A view is per seat: after claiming a seat (spectator → player) the old view is not this seat's any more.
      return { set, needSync: f.view !== null || s.view === null || f.seat !== s.seat };
    }
    case "snapshot":
      return isView(f.view) ? { view: f.view, set: { version: f.v }, needSync: false } : { set: {}, needSync: true };
    case "patch": {
      // The ack of the move in flight settles it even when the patch itself cannot apply (the snapshot follows).
      const settled = f.ack !== undefined && f.ack === s.pending?.id ? { pending: null } : {};
      if (f.from !== s.version || s.view === null) return { set: settled, needSync: f.v > s.version };
      const bot = f.bot ? { botLog: [...s.botLog, f.bot] } : {};
      return { ops: f.ops, set: f.ack ? { version: f.v, rejected: null, ...settled, ...bot } : { version: f.v, ...bot }, needSync: false };
    }
    case "reject":
      return rejectStep(s, f);
    case "presence":
      return { set: { seats: f.seats, spectators: f.spectators }, needSync: false };
    case "chat":
      return { set: { chat: [...s.chat, { seat: f.seat, name: f.name, text: f.text, at: f.at }].slice(-MAX_CHAT) }, needSync: false };
    case "clock":
      return { set: { clock: f.clock }, needSync: false };
    case "rematch":
      return { set: { rematch: f.id }, needSync: false };
    case "pong":
      return { set: {}, needSync: false };
  }
}

/**
 * A refusal: shown, and it settles the move in flight when it names it (or when it is a rate limit, which names
 * no frame: the move may have been the one dropped). The one refusal not shown: "duplicate" for a move re-sent
 * after a reconnect — the first send was applied, and the welcome's view already shows it.
 */
function rejectStep<V extends ViewHeader>(s: Readonly<MatchState<V>>, f: Extract<ServerFrame, { t: "reject" }>): Step<V> {
  const p = s.pending;
  const settles = p !== null && (f.id === p.id || (f.id === null && f.code === "rate-limited"));
  const needSync = f.code === "stale";
  if (settles && p.resent && f.id === p.id && f.code === "duplicate") return { set: { pending: null }, needSync };
  return { set: { rejected: { code: f.code, args: argsOf(f) }, ...(settles ? { pending: null } : {}) }, needSync };
}

/** What a socket close means: reconnect (the default), the match is gone (stop for good), or refused (wait for the player). */
export function closeOutcome(code: number): "reconnect" | "gone" | "refused" {
  if (code === CLOSE.gone) return "gone"; // the match was deleted or expired
  if (code === CLOSE.tooMany) return "refused"; // too many connections, to the match or from one address
  return "reconnect";
}

/**
 * Applies a step's patch operations and fields to `draft` in place (the whole-view replacement is the caller's:
 * the store reconciles it). Returns false when the operations do not apply: nothing of `set` is applied, the
 * version stays, and the caller asks for a snapshot, which replaces whatever the failed patch touched.
 */
export function applyStep<V extends ViewHeader>(draft: MatchState<V>, step: Step<V>): boolean {
  if (step.ops) {
    if (draft.view === null) return false;
    try {
      applyPatch(draft.view, step.ops, true, true);
    } catch {
      return false;
    }
  }
  Object.assign(draft, step.set);
  return true;
}

/** The pure form, for tests and tools: the state after a frame (a copy; `s` is not changed) and whether to sync. */
export function reduceFrame<V extends ViewHeader>(
  s: MatchState<V>,
  f: ServerFrame,
  isView: (x: unknown) => x is V,
): { state: MatchState<V>; needSync: boolean } {
  const step = stepFor(s, f, isView);
  if (!step.ops && Object.keys(step.set).length === 0 && !step.view) return { state: s, needSync: step.needSync };
  // Only what the step changes is copied: the view when patched, the top-level fields always.
  const draft: MatchState<V> = { ...s, view: step.view ?? (step.ops && s.view ? structuredClone(s.view) : s.view) };
  if (!applyStep(draft, step)) return { state: s, needSync: true };
  return { state: draft, needSync: step.needSync };
}
