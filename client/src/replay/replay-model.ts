/**
 * The replay page's and the in-game history's pure index logic (unit-tested without a browser): the move number a
 * shared link opens at (`?move=N`, clamped to the game), the address of a move, a step by a key or a button, the
 * view-log ranges bots' actions wrote, and stepping back through the moves of a live view's log.
 */

/** The move a page address opens at: `?move=N` clamped to 0…total; 0 when absent or not a whole number. */
export function moveFromSearch(search: string, total: number): number {
  const raw = new URLSearchParams(search).get("move");
  if (raw === null || !/^-?\d{1,9}$/.test(raw.trim())) return 0;
  return clampMove(Number(raw.trim()), total);
}

export function clampMove(n: number, total: number): number {
  return Math.max(0, Math.min(total, Math.trunc(n)));
}

/** The address's query with `move=n` (other parameters kept). */
export function searchWithMove(search: string, n: number): string {
  const params = new URLSearchParams(search);
  params.set("move", String(n));
  return `?${params.toString()}`;
}

/** The move a key leads to from `at` (arrows one move, Home and End the ends); null for any other key. */
export function moveForKey(key: string, at: number, total: number): number | null {
  const to = key === "ArrowLeft" ? at - 1 : key === "ArrowRight" ? at + 1 : key === "Home" ? 0 : key === "End" ? total : null;
  return to === null ? null : clampMove(to, total);
}

/**
 * The view-log records bots' actions wrote, as [from, to) ranges (the match context's `botLog`): action i turns the
 * view after i actions into the view after i + 1, so it wrote the records between their logs' lengths.
 */
export function botRanges(botActions: readonly number[], logLength: (applied: number) => number, total: number): [number, number][] {
  return botActions
    .filter((i) => i >= 0 && i < total)
    .map((i) => [logLength(i), logLength(i + 1)] as [number, number])
    .filter(([f, t]) => t > f);
}

/**
 * In-game history: `moves` are the log indices of the moves so far (oldest first), `at` the one shown (null: now).
 * Earlier from now is the latest move; later from the latest is now again; the ends stay where they are.
 */
export function historyStep(at: number | null, moves: readonly number[], dir: -1 | 1): number | null {
  if (moves.length === 0) return null;
  const i = at === null ? moves.length : moves.indexOf(at);
  const next = (i < 0 ? moves.length : i) + dir;
  if (next >= moves.length) return null;
  return moves[Math.max(0, next)]!;
}
