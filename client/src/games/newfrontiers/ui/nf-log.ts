/**
 * The New Frontiers log and final scoring as the client shows them: log entries newest first with their credit,
 * VP, colonist and goods changes as signed deltas (the words are nf-say.ts's); score items summed per seat by kind (VP chips, tile VP,
 * "?" bonuses, goals). Pure.
 */
import type { NfScoreItem } from "../../../../../engine/newfrontiers/scoring.ts";
import type { LogEntry } from "../../../../../engine/newfrontiers/state.ts";

export type DeltaKind = "credits" | "vp" | "colonists" | "goods";

export interface Delta {
  kind: DeltaKind;
  n: number;
  /** "+2" / "−1" (a real minus sign). */
  text: string;
}

/** A log entry with its position in the full log (stable key) and its changes as deltas. */
export type LogLine = LogEntry & { index: number; deltas: Delta[] };

export function signed(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : "0";
}

export function deltasOf(e: LogEntry): Delta[] {
  const out: Delta[] = [];
  for (const kind of ["credits", "vp", "colonists", "goods"] as const) {
    const n = e[kind];
    if (n !== undefined && n !== 0) out.push({ kind, n, text: signed(n) });
  }
  return out;
}

/** The newest `limit` entries, newest first. */
export function newestFirst(log: readonly LogEntry[], limit = Infinity): LogLine[] {
  const out: LogLine[] = [];
  for (let i = log.length - 1; i >= 0 && out.length < limit; i--) {
    const e = log[i]!;
    out.push({ ...e, index: i, deltas: deltasOf(e) });
  }
  return out;
}

export interface SeatBreakdown {
  seat: number;
  chips: number;
  tiles: number;
  bonus: number;
  goals: number;
  total: number;
  items: NfScoreItem[];
}

/** Per-seat sums of the score items by reason. */
export function breakdown(items: readonly NfScoreItem[], players: number): SeatBreakdown[] {
  return Array.from({ length: players }, (_, seat) => {
    const mine = items.filter((i) => i.seat === seat);
    const sum = (r: NfScoreItem["reason"]) => mine.filter((i) => i.reason === r).reduce((n, i) => n + i.points, 0);
    const b = { seat, chips: sum("chips"), tiles: sum("tiles"), bonus: sum("bonus"), goals: sum("goal"), items: mine };
    return { ...b, total: b.chips + b.tiles + b.bonus + b.goals };
  });
}
