/**
 * The client's picture of a match, as a pure reducer over server frames (unit-tested without a browser):
 * welcome/snapshot replace the view, patches apply in version order, and a gap or a failed patch asks for a
 * full snapshot instead of guessing.
 */
import { applyPatch, deepClone, type Operation } from "fast-json-patch";
import type { CarcView } from "../../engine/carcassonne/views.ts";
import type { GameEvent } from "../../engine/core/game-module.ts";
import type { MatchSummary, ServerFrame, SeatInfo } from "../../worker/protocol.ts";

export type Connection = "connecting" | "open" | "reconnecting" | "closed";

export interface MatchState {
  connection: Connection;
  seat: number | null;
  version: number;
  view: CarcView | null;
  match: MatchSummary | null;
  seats: SeatInfo[];
  spectators: number;
  /** Recent public events, newest last (bounded). */
  events: GameEvent[];
  /** Last refusal, shown to the player. */
  rejected: { code: string; message: string } | null;
  chat: { seat: number | null; name: string; text: string; at: number }[];
  rematch: string | null;
  /** Round-trip time of the last ping, ms. */
  rtt: number | null;
}

export function initialMatchState(): MatchState {
  return { connection: "connecting", seat: null, version: -1, view: null, match: null, seats: [], spectators: 0, events: [], rejected: null, chat: [], rematch: null, rtt: null };
}

export interface Reduced {
  state: MatchState;
  /** True when the client must ask for a full snapshot (version gap or a patch that does not apply). */
  needSync: boolean;
}

const MAX_EVENTS = 60;

/** Applies one server frame; never mutates `s`. */
export function reduceFrame(s: MatchState, f: ServerFrame): Reduced {
  switch (f.t) {
    case "welcome":
      return {
        state: { ...s, connection: "open", seat: f.seat, version: f.version, view: (f.view as CarcView | null) ?? s.view, match: f.match, seats: f.match.seats, rematch: f.match.rematch, rejected: null },
        // A view is per seat: after claiming a seat (spectator → player) the old view is not this seat's any more.
        needSync: f.view === null && (s.view === null || f.seat !== s.seat),
      };
    case "snapshot":
      return { state: { ...s, version: f.v, view: f.view as CarcView }, needSync: false };
    case "patch": {
      if (f.from !== s.version || s.view === null) return { state: s, needSync: f.v > s.version };
      try {
        const view = applyPatch(deepClone(s.view), f.ops as Operation[], true, false).newDocument as CarcView;
        const events = [...s.events, ...f.events].slice(-MAX_EVENTS);
        return { state: { ...s, view, version: f.v, events, rejected: f.ack ? null : s.rejected }, needSync: false };
      } catch {
        return { state: s, needSync: true };
      }
    }
    case "reject":
      return { state: { ...s, rejected: { code: f.code, message: f.message } }, needSync: f.code === "stale" };
    case "presence":
      return { state: { ...s, seats: f.seats, spectators: f.spectators }, needSync: false };
    case "chat":
      return { state: { ...s, chat: [...s.chat, { seat: f.seat, name: f.name, text: f.text, at: f.at }].slice(-50) }, needSync: false };
    case "rematch":
      return { state: { ...s, rematch: f.id }, needSync: false };
    case "pong":
      return { state: s, needSync: false };
  }
}
