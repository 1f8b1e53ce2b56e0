/**
 * The embed widget's conversation with its host page (README "Embed"). Events — ready, turn, score, end — are
 * posted to the parent with public information only, read from the view's common header (who must act, scores,
 * finished, winners) and the game entry's embed reading (phase, score items). Commands — theme, language, token —
 * are accepted only from the parent frame at the origin the host declared (`?parent=https://host.example`), else
 * the referrer's; events are posted only to that origin, and with neither to no one. Which seat the widget plays
 * follows the same rule (`widgetToken`): a stored seat only inside an allowed parent's frame.
 */
import type { ViewHeader } from "../../../engine/core/game-module.ts";
import type { ServerFrame } from "../../../contract/protocol.ts";
import type { GameEntry, ScoreNews } from "../games/types.ts";

export const EVENT_SOURCE = "meeplehall";
export const COMMAND_SOURCE = "meeplehall-host";

export type EmbedEvent =
  | { source: "meeplehall"; type: "ready"; matchId: string; version: number; seat: number | null }
  | { source: "meeplehall"; type: "turn"; matchId: string; seats: number[]; phase: string; version: number }
  | { source: "meeplehall"; type: "score"; matchId: string; scores: number[]; items: ScoreNews[] }
  | { source: "meeplehall"; type: "end"; matchId: string; scores: number[]; winners: number[] };

export type EmbedCommand =
  | { source: "meeplehall-host"; type: "theme"; theme: "light" | "dark" }
  | { source: "meeplehall-host"; type: "language"; language: string }
  | { source: "meeplehall-host"; type: "token"; token: string };

/**
 * The host page's origin: the declared `?parent=` (when given, the only one considered), else the referrer's; null
 * when neither names an http(s) origin — then the widget posts its events to no one and takes no commands.
 */
export function parentOrigin(search: string, referrer: string): string | null {
  const declared = new URLSearchParams(search).get("parent");
  const source = declared || referrer;
  if (!source) return null;
  try {
    const url = new URL(source);
    return url.protocol === "https:" || url.protocol === "http:" ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * Where the widget runs, as the rules below read it: in a frame or as a top-level window (`window.top === window`,
 * opened by another page with `window.open` too), the host origin `parentOrigin` names, and the parent frame's
 * actual origin when the browser tells it (`location.ancestorOrigins`; undefined where it does not).
 */
export interface WidgetPlace {
  framed: boolean;
  allowed: string | null;
  parent?: string;
}

/** The widget sits in a frame whose parent is the allowed host (as far as the browser tells the parent's origin). */
export function parentAllowed(p: WidgetPlace): boolean {
  return p.framed && p.allowed !== null && (p.parent === undefined || p.parent === p.allowed);
}

/**
 * The seat token the widget plays with: the one in its own fragment (`#token=`); else the seat this browser stores
 * for the match, only inside a frame whose parent is allowed — a top-level widget, which any page can open with
 * `window.open`, never plays the stored seat; else none (a spectator).
 */
export function widgetToken(p: WidgetPlace, fragment: string | null, stored: string | null): string | null {
  if (fragment !== null) return fragment;
  return parentAllowed(p) ? stored : null;
}

/**
 * Whether the widget obeys a message: only from its parent frame (never from `window.opener`, nor from any other
 * window) at the allowed origin; a top-level widget obeys no one.
 */
export function obeys(p: WidgetPlace, from: { parent: boolean; origin: string }): boolean {
  return p.framed && from.parent && p.allowed !== null && from.origin === p.allowed;
}

/** What the bridge remembers of the last view it saw (a few numbers, never a copy of the view). */
export interface Seen {
  seats: number[];
  phase: string;
  finished: boolean;
  scores: number[];
  mark: number;
}

/** The match as the bridge sees it after a frame. */
export interface Now {
  version: number;
  seat: number | null;
  view: ViewHeader | null;
}

/** Events a new server frame causes, given what was seen before it; also what to remember for the next frame. */
export function eventsFor(
  matchId: string,
  f: ServerFrame,
  before: Seen | null,
  now: Now,
  entry: GameEntry | undefined,
): { events: EmbedEvent[]; seen: Seen | null } {
  const reading = now.view && entry?.embed(now.view);
  if (!now.view || !reading) return { events: [], seen: before };
  const v = now.view;
  const seen: Seen = { seats: [...v.toAct], phase: reading.phase, finished: v.finished, scores: [...v.scores], mark: reading.mark };
  const out: EmbedEvent[] = [];
  if (f.t === "welcome" && before === null)
    out.push({ source: EVENT_SOURCE, type: "ready", matchId, version: now.version, seat: now.seat });
  if (!before || before.seats.join() !== seen.seats.join() || before.phase !== seen.phase)
    if (!v.finished) out.push({ source: EVENT_SOURCE, type: "turn", matchId, seats: seen.seats, phase: seen.phase, version: now.version });
  if (before && seen.mark > before.mark) {
    const items = reading.scoredSince(before.mark);
    if (items.length > 0 || seen.scores.join() !== before.scores.join())
      out.push({ source: EVENT_SOURCE, type: "score", matchId, scores: seen.scores, items });
  }
  if (v.finished && !before?.finished)
    out.push({ source: EVENT_SOURCE, type: "end", matchId, scores: seen.scores, winners: [...v.winners] });
  return { events: out, seen };
}

export function isCommand(data: unknown): data is EmbedCommand {
  if (typeof data !== "object" || data === null) return false;
  const d: { [k: string]: unknown } = { ...data };
  if (d.source !== COMMAND_SOURCE) return false;
  return (
    (d.type === "theme" && (d.theme === "light" || d.theme === "dark")) ||
    (d.type === "language" && typeof d.language === "string") ||
    (d.type === "token" && typeof d.token === "string" && d.token.length <= 128)
  );
}
