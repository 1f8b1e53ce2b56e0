/** The arena's win share and 95% Wilson interval (test/bench/arena-stats.ts) against hand-worked values. */
import { describe, expect, it } from "vitest";
import { wilson, winRate, winShare } from "../../bench/arena-stats.ts";

describe("arena statistics", () => {
  it("a sole win is 1, a loss 0, a two-way tie half, a three-way tie a third; partners win together", () => {
    expect(winShare([0], 0)).toBe(1);
    expect(winShare([1], 0)).toBe(0);
    expect(winShare([0, 1], 1)).toBe(0.5);
    expect(winShare([0, 1, 2], 2)).toBeCloseTo(1 / 3, 12);
    expect(winShare([0, 2], 0, [0, 1, 0, 1])).toBe(1);
    expect(winShare([0, 2], 1, [0, 1, 0, 1])).toBe(0);
    expect(winRate([1, 0, 0.5, 1])).toBe(0.625);
    expect(winRate([])).toBe(0);
  });

  it("Wilson interval: 8/10 gives [0.490, 0.943]; 200/200 stays below 1 at the top and above 0.98 at the bottom", () => {
    const [lo, hi] = wilson(0.8, 10);
    expect(lo).toBeCloseTo(0.4902, 3);
    expect(hi).toBeCloseTo(0.9433, 3);
    const [a, b] = wilson(1, 200);
    expect(a).toBeCloseTo(0.9812, 3);
    expect(b).toBe(1);
    expect(wilson(0.5, 0)).toEqual([0, 1]);
    const [c, d] = wilson(0.75, 200);
    expect(c).toBeCloseTo(0.6855, 3);
    expect(d).toBeCloseTo(0.8054, 3);
  });
});
