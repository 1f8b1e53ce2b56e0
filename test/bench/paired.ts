/**
 * Paired comparison of two builds in one process (`npm run bench:compare`). This machine switches between a fast
 * and a slow speed for seconds to minutes at a time, within one process too (docs/benchmarks.md), so rates from separate runs compare badly. Here each pair plays a round of the
 * base build and a round of the other back to back, taking turns at going first, and the comparison is the median of
 * the pairs' speed ratios: both halves of a pair see the same machine.
 */
import { percentile } from "./bench-stats.ts";

/** Plays round `round` (`games` games, seeds named by the round) and returns the milliseconds it took. */
export type RoundFn = (round: number, games: number) => number;

export interface Paired {
  /** Per pair: base time ÷ other time (above 1: the other build is faster). */
  ratios: number[];
  /** Per pair, games per second of each build. */
  baseRates: number[];
  otherRates: number[];
}

/** Plays `pairs` timed pairs of rounds (the caller warms both builds up first); even pairs start with the base build. */
export function playPairs(base: RoundFn, other: RoundFn, pairs: number, games: number): Paired {
  const out: Paired = { ratios: [], baseRates: [], otherRates: [] };
  for (let p = 0; p < pairs; p++) {
    let tb: number, to: number;
    if (p % 2 === 0) {
      tb = base(p, games);
      to = other(p, games);
    } else {
      to = other(p, games);
      tb = base(p, games);
    }
    out.ratios.push(tb / to);
    out.baseRates.push((1000 * games) / tb);
    out.otherRates.push((1000 * games) / to);
  }
  return out;
}

/** The line's numbers: the median ratio with its quartiles, and each build's median rate. */
export function summarise(p: Paired): { ratio: number; q25: number; q75: number; baseMedian: number; otherMedian: number } {
  return {
    ratio: percentile(p.ratios, 0.5),
    q25: percentile(p.ratios, 0.25),
    q75: percentile(p.ratios, 0.75),
    baseMedian: percentile(p.baseRates, 0.5),
    otherMedian: percentile(p.otherRates, 0.5),
  };
}
