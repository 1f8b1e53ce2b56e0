/**
 * The score track's geometry (Carcassonne's 0–49 track around which the seats' markers run): 50 spaces in five
 * rows of ten, read as a snake (row 0 left to right, row 1 right to left, …) so it stays compact on a phone; a
 * seat past 49 goes round again, its marker showing the laps as +50, +100. Markers on one space stand side by
 * side. Pure, unit-tested; ScoreTrack.tsx draws it.
 */

export const TRACK_SPACES = 50;
export const TRACK_COLS = 10;
export const TRACK_ROWS = TRACK_SPACES / TRACK_COLS;

/** Column and row of a space 0–49 on the snake. */
export function trackCell(space: number): { col: number; row: number } {
  const row = Math.floor(space / TRACK_COLS);
  const i = space % TRACK_COLS;
  return { col: row % 2 === 0 ? i : TRACK_COLS - 1 - i, row };
}

export interface TrackMarker {
  seat: number;
  score: number;
  /** The space the marker stands on (score mod 50). */
  space: number;
  /** Completed laps: the marker reads +50 × lap. */
  lap: number;
  /** Its place among the markers on the same space (0 first), and how many stand there. */
  stack: number;
  of: number;
  col: number;
  row: number;
}

/** One marker per seat from the scores (negative scores, which no rule gives, stand on 0). */
export function trackMarkers(scores: readonly number[]): TrackMarker[] {
  const base = scores.map((raw, seat) => {
    const score = Math.max(0, raw);
    return { seat, score, space: score % TRACK_SPACES, lap: Math.floor(score / TRACK_SPACES) };
  });
  return base.map((m) => {
    const same = base.filter((o) => o.space === m.space);
    return { ...m, stack: same.indexOf(m), of: same.length, ...trackCell(m.space) };
  });
}

/** The lap label of a marker: "" on the first lap, "+50", "+100"… after. */
export function lapLabel(lap: number): string {
  return lap > 0 ? `+${lap * TRACK_SPACES}` : "";
}
