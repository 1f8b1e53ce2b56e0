/**
 * The clocks' rules (worker/clock.ts): creation checks (typed `bad-clock`), a bank runs only while its seat runs,
 * the increment comes once per turn (when the seat stops running after a move), the cap, the deadline, timing out,
 * and coming back with RETURN_MS or the increment.
 */
import { describe, expect, it } from "vitest";
import { clockView, comeBack, deadline, expire, newClock, parseClock, reschedule, RETURN_MS } from "../../../worker/clock.ts";

const T0 = 1_000_000;

describe("parseClock", () => {
  it("accepts whole seconds within the bounds, with or without a cap", () => {
    expect(parseClock({ initialSeconds: 600, incrementSeconds: 30 })).toEqual({ initialSeconds: 600, incrementSeconds: 30, maxSeconds: null });
    expect(parseClock({ initialSeconds: 86_400, incrementSeconds: 86_400, maxSeconds: 259_200 })).toEqual({ initialSeconds: 86_400, incrementSeconds: 86_400, maxSeconds: 259_200 });
  });

  it("refuses anything else with bad-clock", () => {
    for (const bad of [null, 5, "600", {}, { initialSeconds: 600 }, { initialSeconds: 4, incrementSeconds: 0 }, { initialSeconds: 600.5, incrementSeconds: 0 },
      { initialSeconds: 600, incrementSeconds: -1 }, { initialSeconds: 600, incrementSeconds: 8 * 86_400 }, { initialSeconds: 31 * 86_400, incrementSeconds: 0 },
      { initialSeconds: 600, incrementSeconds: 0, maxSeconds: 300 }, { initialSeconds: 600, incrementSeconds: 0, extra: 1 }])
      expect(parseClock(bad), JSON.stringify(bad)).toMatchObject({ error: "bad-clock" });
  });
});

describe("banks", () => {
  const config = { initialSeconds: 60, incrementSeconds: 10, maxSeconds: 75 };

  it("run only for running seats; a move that ends a turn adds the increment once, up to the cap", () => {
    let c = reschedule(newClock(config, 2, T0), T0, [0], false); // the game starts: seat 0 to act
    expect(deadline(c)).toBe(T0 + 60_000);
    c = reschedule(c, T0 + 5_000, [0], true); // a tile placed: the same seat goes on (its meeple step)
    expect(c.banks).toEqual([55_000, 60_000]);
    c = reschedule(c, T0 + 8_000, [1], true); // turn over: 52 s + 10 s
    expect(c.banks).toEqual([62_000, 60_000]);
    expect(deadline(c)).toBe(T0 + 8_000 + 60_000);
    c = reschedule(c, T0 + 9_000, [0], true); // seat 1 moved at once: 59 s + 10 s
    expect(c.banks).toEqual([62_000, 69_000]);
    c = reschedule(c, T0 + 9_000, [1], true);
    c = reschedule(c, T0 + 9_000, [0], true);
    expect(c.banks).toEqual([72_000, 75_000]); // 69 + 10 capped at 75
    expect(clockView(c, T0 + 19_000).banks).toEqual([62_000, 75_000]);
  });

  it("a seat out of time stops and is timed out; coming back gives RETURN_MS or the increment", () => {
    let c = reschedule(newClock(config, 2, T0), T0, [1], false);
    expect(expire(c, T0 + 59_999).out).toEqual([]);
    const e = expire(c, T0 + 60_000);
    expect(e.out).toEqual([1]);
    c = e.clock;
    expect(c).toMatchObject({ running: [], timedOut: [1] });
    expect(c.banks[1]).toBe(0);
    expect(deadline(c)).toBeNull();
    c = comeBack(c, 1, T0 + 90_000);
    expect(c.timedOut).toEqual([]);
    expect(c.banks[1]).toBe(Math.max(RETURN_MS, 10_000));
    const long = comeBack(expire(reschedule(newClock({ initialSeconds: 60, incrementSeconds: 120, maxSeconds: null }, 2, T0), T0, [0], false), T0 + 60_000).clock, 0, T0 + 61_000);
    expect(long.banks[0]).toBe(120_000);
  });
});
