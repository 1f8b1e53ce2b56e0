/** The paired comparison behind `npm run bench:compare` (test/bench/paired.ts): its order of play and its ratios,
 *  with made-up round times in place of a clock. */
import { describe, expect, it } from "vitest";
import { playPairs, summarise, type RoundFn } from "../../bench/paired.ts";

/** A side taking `msPerGame` per game, slowed by `slow(round)`; it records each call as [label, round]. */
function side(label: string, msPerGame: number, calls: [string, number][], slow: (round: number) => number = () => 1): RoundFn {
  return (round, games) => {
    calls.push([label, round]);
    return msPerGame * games * slow(round);
  };
}

describe("paired comparison of two builds", () => {
  it("plays each pair back to back, the base first in even pairs", () => {
    const calls: [string, number][] = [];
    const p = playPairs(side("base", 2, calls), side("other", 1, calls), 4, 10);
    expect(calls).toEqual([
      ["base", 0],
      ["other", 0],
      ["other", 1],
      ["base", 1],
      ["base", 2],
      ["other", 2],
      ["other", 3],
      ["base", 3],
    ]);
    expect(p.ratios).toEqual([2, 2, 2, 2]);
    expect(p.baseRates).toEqual([500, 500, 500, 500]);
    expect(p.otherRates).toEqual([1000, 1000, 1000, 1000]);
  });

  it("a machine that slows down for whole pairs changes the rates but not the ratio", () => {
    const slow = (round: number) => (round % 4 < 2 ? 1 : 1.4);
    const calls: [string, number][] = [];
    const s = summarise(playPairs(side("base", 1.2, calls, slow), side("other", 1, calls, slow), 8, 100));
    expect(s.ratio).toBeCloseTo(1.2, 12);
    expect(s.q25).toBeCloseTo(1.2, 12);
    expect(s.q75).toBeCloseTo(1.2, 12);
    // nearest-rank median of four fast and four slow rounds: the 4th of 8, a slow one
    expect(s.otherMedian).toBeCloseTo(1000 / 1.4, 9);
    expect(s.baseMedian).toBeCloseTo(1000 / 1.2 / 1.4, 9);
  });

  it("summarises by nearest-rank median and quartiles of the pairs' ratios", () => {
    const s = summarise({ ratios: [1.3, 0.9, 1.1, 1.0], baseRates: [1, 2, 3, 4], otherRates: [5, 6, 7, 8] });
    expect([s.q25, s.ratio, s.q75]).toEqual([0.9, 1.0, 1.1]);
    expect([s.baseMedian, s.otherMedian]).toEqual([2, 6]);
  });
});
