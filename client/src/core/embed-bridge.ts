/**
 * The embed widget's conversation with its host page (README "Embed"). Events — ready, turn, score, end — are
 * posted to the parent with public information only, read from the view's common header (who must act, scores,
 * finished, winners) and the game entry's embed reading (phase, score items). Commands — theme, language, token —
 * are accepted only from the parent origin the host declared (`?parent=https://host.example`), else from the
 * referrer's origin; events are posted only to that origin, and with neither to no one.
 */
import type { ViewHeader } from "../../../engine/core/game-module.ts";
import type { ServerFrame } from "../../../worker/protocol.ts";
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
export function eventsFor(matchId: string, f: ServerFrame, before: Seen | null, now: Now, entry: GameEntry | undefined): { events: EmbedEvent[]; seen: Seen | null } {
  const reading = now.view && entry?.embed(now.view);
  if (!now.view || !reading) return { events: [], seen: before };
  const v = now.view;
  const seen: Seen = { seats: [...v.toAct], phase: reading.phase, finished: v.finished, scores: [...v.scores], mark: reading.mark };
  const out: EmbedEvent[] = [];
  if (f.t === "welcome" && before === null) out.push({ source: EVENT_SOURCE, type: "ready", matchId, version: now.version, seat: now.seat });
  if (!before || before.seats.join() !== seen.seats.join() || before.phase !== seen.phase)
    if (!v.finished) out.push({ source: EVENT_SOURCE, type: "turn", matchId, seats: seen.seats, phase: seen.phase, version: now.version });
  if (before && seen.mark > before.mark) {
    const items = reading.scoredSince(before.mark);
    if (items.length > 0 || seen.scores.join() !== before.scores.join()) out.push({ source: EVENT_SOURCE, type: "score", matchId, scores: seen.scores, items });
  }
  if (v.finished && !before?.finished) out.push({ source: EVENT_SOURCE, type: "end", matchId, scores: seen.scores, winners: [...v.winners] });
  return { events: out, seen };
}

export function isCommand(data: unknown): data is EmbedCommand {
  if (typeof data !== "object" || data === null) return false;
  const d: { [k: string]: unknown } = { ...data };
  if (d.source !== COMMAND_SOURCE) return false;
  return (d.type === "theme" && (d.theme === "light" || d.theme === "dark")) || (d.type === "language" && typeof d.language === "string") || (d.type === "token" && typeof d.token === "string" && d.token.length <= 128);
}
