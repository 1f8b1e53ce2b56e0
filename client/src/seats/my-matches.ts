/**
 * The "My matches" index, as pure functions (no storage, no DOM: node tests import it): the matches this browser
 * holds a seat in — match id, game, my seat, when I last opened it — kept in storage.ts as JSON beside the seat
 * tokens, and the page's rows built from it and each match's live summary: unfinished first (mine to act, then the
 * most recent), finished ones as history, a match that answered not-found dropped.
 */
import type { MatchSummary } from "../../../contract/protocol.ts";

export interface MyMatch {
  id: string;
  /** The game's id; null until a page of the match was opened (a token saved before the welcome). */
  game: string | null;
  /** My seat; null until known (the welcome tells it). */
  seat: number | null;
  /** When I last opened the match (ms since the epoch). */
  openedAt: number;
}

/** At most this many matches are remembered; the least recently opened are forgotten first. */
export const MAX_MY_MATCHES = 60;

function isMyMatch(x: unknown): x is MyMatch {
  if (typeof x !== "object" || x === null) return false;
  const m = x as Record<string, unknown>;
  return (
    typeof m.id === "string" &&
    (m.game === null || typeof m.game === "string") &&
    (m.seat === null || Number.isInteger(m.seat)) &&
    typeof m.openedAt === "number"
  );
}

/** The index stored as `raw` (anything unreadable is an empty index; unreadable entries are skipped). */
export function parseMyMatches(raw: string | null): MyMatch[] {
  try {
    const data: unknown = raw === null ? [] : JSON.parse(raw);
    return Array.isArray(data) ? data.filter(isMyMatch) : [];
  } catch {
    return [];
  }
}

/**
 * The index with match `id` opened at `now`, most recent first: an entry is added or moved to the front, keeping
 * the game and seat it had unless `known` gives them; beyond MAX_MY_MATCHES the oldest are dropped.
 */
export function noteMatch(list: readonly MyMatch[], id: string, now: number, known: { game?: string; seat?: number } = {}): MyMatch[] {
  const was = list.find((m) => m.id === id);
  const entry: MyMatch = { id, game: known.game ?? was?.game ?? null, seat: known.seat ?? was?.seat ?? null, openedAt: now };
  return [entry, ...list.filter((m) => m.id !== id)].slice(0, MAX_MY_MATCHES);
}

export function dropMatch(list: readonly MyMatch[], id: string): MyMatch[] {
  return list.filter((m) => m.id !== id);
}

/** What the page knows of a match's summary: not asked yet or no answer (network), gone (not-found), or the summary. */
export type Live = MatchSummary | "gone" | undefined;

export interface MyMatchRow {
  entry: MyMatch;
  /** My seat: the entry's, else (a token saved before any welcome) unknown. */
  seat: number | null;
  summary: MatchSummary | undefined;
  /** The other seats (taken or not). */
  opponents: number[];
  /** It is my decision the game waits for. */
  myTurn: boolean;
  /** Last activity: the summary's, else when I opened it. */
  at: number;
}

/**
 * The page's rows from the index and the summaries fetched so far: `current` (unfinished or not yet answered) with
 * my turns first then the most recent, `history` (finished, most recent first), and the ids that are `gone`.
 */
export function arrangeMyMatches(
  list: readonly MyMatch[],
  live: (id: string) => Live,
): { current: MyMatchRow[]; history: MyMatchRow[]; gone: string[] } {
  const current: MyMatchRow[] = [],
    history: MyMatchRow[] = [],
    gone: string[] = [];
  for (const entry of list) {
    const s = live(entry.id);
    if (s === "gone") {
      gone.push(entry.id);
      continue;
    }
    const seat = entry.seat;
    const row: MyMatchRow = {
      entry,
      seat,
      summary: s,
      opponents: s ? s.seats.map((x) => x.seat).filter((x) => x !== seat) : [],
      myTurn: !!s && s.status !== "finished" && seat !== null && (s.toAct ?? []).includes(seat),
      at: s?.lastActivity ?? entry.openedAt,
    };
    (s?.status === "finished" ? history : current).push(row);
  }
  current.sort((a, b) => Number(b.myTurn) - Number(a.myTurn) || b.at - a.at);
  history.sort((a, b) => b.at - a.at);
  return { current, history, gone };
}
