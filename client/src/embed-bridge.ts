/**
 * The embed widget's conversation with its host page (README "Embed"). Events — ready, turn, score, end — are
 * posted to the parent with public information only. Commands — theme, language, token — are accepted only
 * from the parent origin the host declared (`?parent=https://host.example`), else from the referrer's origin.
 */
import type { MatchState } from "./match-state.ts";
import type { ServerFrame } from "../../worker/protocol.ts";
import type { NfView } from "../../engine/newfrontiers/view.ts";

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

/** What the bridge reads of a view, whatever the game (the board games' views and New Frontiers'). */
interface Public {
  seats: number[];
  phase: string;
  finished: boolean;
  scores: number[];
  /** Score items added since `prev` (board games: the score log; New Frontiers: VP chips in its log). */
  items(prev: Public): { seat: number; points: number; reason: string }[];
  logLength: number;
  winners: number[] | null;
}

function publicOf(view: MatchState["view"]): Public | null {
  if (!view) return null;
  const v = view as unknown as Record<string, unknown>;
  if (v.game === "newfrontiers") {
    const nf = view as unknown as NfView;
    return {
      seats: nf.pending ? [nf.pending.seat] : [],
      phase: nf.pending?.kind ?? "",
      finished: nf.finished,
      scores: nf.scores,
      logLength: nf.log.length,
      items: (prev) => nf.log.slice(prev.logLength).flatMap((e) => (e.vp && e.seat !== null ? [{ seat: e.seat, points: e.vp, reason: e.key }] : [])),
      winners: nf.winners,
    };
  }
  return {
    seats: view.toAct,
    phase: view.phase,
    finished: view.finished,
    scores: view.scores,
    logLength: view.log.length,
    items: (prev) => view.log.slice(prev.logLength).map((i) => ({ seat: i.seat, points: i.points, reason: i.reason })),
    winners: null,
  };
}

/** Events a new server frame causes, given the state before and after it. */
export function eventsFor(matchId: string, f: ServerFrame, before: MatchState, after: MatchState): EmbedEvent[] {
  const v = publicOf(after.view);
  if (!v) return [];
  const out: EmbedEvent[] = [];
  if (f.t === "welcome" && before.version < 0) out.push({ source: EVENT_SOURCE, type: "ready", matchId, version: after.version, seat: after.seat });
  const prev = publicOf(before.view);
  if (!prev || prev.seats.join() !== v.seats.join() || prev.phase !== v.phase)
    if (!v.finished) out.push({ source: EVENT_SOURCE, type: "turn", matchId, seats: v.seats, phase: v.phase, version: after.version });
  if (prev && v.logLength > prev.logLength) {
    const items = v.items(prev);
    if (items.length > 0 || v.scores.join() !== prev.scores.join()) out.push({ source: EVENT_SOURCE, type: "score", matchId, scores: v.scores, items });
  }
  if (v.finished && !prev?.finished) {
    const best = Math.max(...v.scores);
    out.push({ source: EVENT_SOURCE, type: "end", matchId, scores: v.scores, winners: v.winners ?? v.scores.flatMap((s, i) => (s === best ? [i] : [])) });
  }
  return out;
}

export function isCommand(data: unknown): data is EmbedCommand {
  if (typeof data !== "object" || data === null) return false;
  const d = data as Record<string, unknown>;
  if (d.source !== COMMAND_SOURCE) return false;
  return (d.type === "theme" && (d.theme === "light" || d.theme === "dark")) || (d.type === "language" && typeof d.language === "string") || (d.type === "token" && typeof d.token === "string" && d.token.length <= 128);
}
