/**
 * The embed widget's conversation with its host page (README "Embed"). Events — ready, turn, score, end — are
 * posted to the parent with public information only. Commands — theme, language, token — are accepted only
 * from the parent origin the host declared (`?parent=https://host.example`), else from the referrer's origin.
 */
import type { MatchState } from "./match-state.ts";
import type { ServerFrame } from "../../worker/protocol.ts";

export const EVENT_SOURCE = "meeplehall";
export const COMMAND_SOURCE = "meeplehall-host";

export type EmbedEvent =
  | { source: "meeplehall"; type: "ready"; matchId: string; version: number; seat: number | null }
  | { source: "meeplehall"; type: "turn"; matchId: string; seats: number[]; phase: string; version: number }
  | { source: "meeplehall"; type: "score"; matchId: string; scores: number[]; items: { seat: number; points: number; reason: string }[] }
  | { source: "meeplehall"; type: "end"; matchId: string; scores: number[]; winners: number[] };

export type EmbedCommand =
  | { source: "meeplehall-host"; type: "theme"; theme: "light" | "dark" }
  | { source: "meeplehall-host"; type: "language"; language: string }
  | { source: "meeplehall-host"; type: "token"; token: string };

export function parentOrigin(search: string, referrer: string): string | null {
  const declared = new URLSearchParams(search).get("parent");
  try {
    if (declared) return new URL(declared).origin;
    if (referrer) return new URL(referrer).origin;
  } catch {
    return null;
  }
  return null;
}

/** Events a new server frame causes, given the state before and after it. */
export function eventsFor(matchId: string, f: ServerFrame, before: MatchState, after: MatchState): EmbedEvent[] {
  const v = after.view;
  if (!v) return [];
  const out: EmbedEvent[] = [];
  if (f.t === "welcome" && before.version < 0) out.push({ source: EVENT_SOURCE, type: "ready", matchId, version: after.version, seat: after.seat });
  const prev = before.view;
  if (!prev || prev.toAct.join() !== v.toAct.join() || prev.phase !== v.phase)
    if (!v.finished) out.push({ source: EVENT_SOURCE, type: "turn", matchId, seats: v.toAct, phase: v.phase, version: after.version });
  if (prev && v.log.length > prev.log.length)
    out.push({ source: EVENT_SOURCE, type: "score", matchId, scores: v.scores, items: v.log.slice(prev.log.length).map((i) => ({ seat: i.seat, points: i.points, reason: i.reason })) });
  if (v.finished && !prev?.finished) {
    const best = Math.max(...v.scores);
    out.push({ source: EVENT_SOURCE, type: "end", matchId, scores: v.scores, winners: v.scores.flatMap((s, i) => (s === best ? [i] : [])) });
  }
  return out;
}

export function isCommand(data: unknown): data is EmbedCommand {
  if (typeof data !== "object" || data === null) return false;
  const d = data as Record<string, unknown>;
  if (d.source !== COMMAND_SOURCE) return false;
  return (d.type === "theme" && (d.theme === "light" || d.theme === "dark")) || (d.type === "language" && typeof d.language === "string") || (d.type === "token" && typeof d.token === "string" && d.token.length <= 128);
}
