/**
 * The score-over-time chart's data, from the log's records only: one point per turn (a tile placed starts a
 * turn) with each seat's own points so far, then a last point after the final scoring. A seat's own points are
 * its score items' sum (in the team variant partners share one score; the chart follows each seat's own part).
 * Also the chart's SVG geometry: polyline points per seat in a width × height box. Pure, unit-tested.
 */
import type { BoardEvent } from "../../../../../engine/carcassonne/events.ts";

export interface ScoreSeries {
  /** Per step (0 = before the first turn), every seat's points so far. */
  steps: number[][];
  /** Index of the step after the final scoring, or null when the game has not reached it. */
  finalStep: number | null;
  /** The highest value in the series (at least 1, so an empty chart still has a scale). */
  max: number;
}

export function scoreSeries(log: readonly BoardEvent[], players: number): ScoreSeries {
  const now = new Array<number>(players).fill(0);
  const steps: number[][] = [now.slice()];
  let turns = 0,
    finalStarted = false,
    finalStep: number | null = null;
  for (const e of log) {
    if (e.key === "tilePlaced") {
      if (turns > 0) steps.push(now.slice());
      turns++;
    } else if (e.key === "scored") {
      const item = e.args.item;
      if (item.final && !finalStarted) {
        finalStarted = true;
        if (turns > 0) steps.push(now.slice());
      }
      if (item.seat >= 0 && item.seat < players) now[item.seat]! += item.points;
    }
  }
  if (turns > 0 || finalStarted) steps.push(now.slice());
  if (finalStarted) finalStep = steps.length - 1;
  const max = Math.max(1, ...steps.flat());
  return { steps, finalStep, max };
}

/** A "nice" top for the y axis: the max rounded up to 10, 20, 25, 50 or a multiple of 50. */
export function niceTop(max: number): number {
  for (const top of [10, 20, 25, 50]) if (max <= top) return top;
  return Math.ceil(max / 50) * 50;
}

/** Each seat's polyline `points` attribute in a box of `w` × `h` (y grows downwards, 0 points at the bottom). */
export function seriesPoints(series: ScoreSeries, w: number, h: number): string[] {
  const n = series.steps.length;
  const top = niceTop(series.max);
  const seats = series.steps[0]?.length ?? 0;
  const x = (i: number) => (n <= 1 ? 0 : (i / (n - 1)) * w);
  const y = (v: number) => h - (v / top) * h;
  const r = (v: number) => Math.round(v * 10) / 10;
  return Array.from({ length: seats }, (_, seat) => series.steps.map((s, i) => `${r(x(i))},${r(y(s[seat]!))}`).join(" "));
}
