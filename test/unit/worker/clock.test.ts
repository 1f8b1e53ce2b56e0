/**
 * The clocks' rules (worker/clock.ts): creation checks (typed `bad-clock`), a bank runs only while its seat runs,
 * the increment comes once per turn (when the seat no longer has to act after a move), the cap, the deadline, timing
 * out, and what keeps the clock from being dodged: a seat handed to a bot is owed a bot move, taking a seat back
 * costs time, a timed-out seat comes back only after the bot moved and the wait, a limited number of times, a seat
 * given up starts clean, and an outage after a missed beat is not charged.
 */
import { describe, expect, it } from "vitest";
import {
  BEAT,
  beatAt,
  botMoved,
  CLOCK_RULES,
  clockView,
  deadline,
  expire,
  handOver,
  newClock,
  parseClock,
  reschedule,
  resetSeat,
  resume,
  RETURN_MS,
  takeBack,
  vote,
} from "../../../worker/clock.ts";
import type { ClockState } from "../../../contract/clock-types.ts";

const T0 = 1_000_000;
const rules = CLOCK_RULES;

describe("parseClock", () => {
  it("accepts whole seconds within the bounds, with or without a cap", () => {
    expect(parseClock({ initialSeconds: 600, incrementSeconds: 30 })).toEqual({
      initialSeconds: 600,
      incrementSeconds: 30,
      maxSeconds: null,
    });
    expect(parseClock({ initialSeconds: 86_400, incrementSeconds: 86_400, maxSeconds: 259_200 })).toEqual({
      initialSeconds: 86_400,
      incrementSeconds: 86_400,
      maxSeconds: 259_200,
    });
  });

  it("refuses anything else with bad-clock", () => {
    for (const bad of [
      null,
      5,
      "600",
      {},
      { initialSeconds: 600 },
      { initialSeconds: 4, incrementSeconds: 0 },
      { initialSeconds: 600.5, incrementSeconds: 0 },
      { initialSeconds: 600, incrementSeconds: -1 },
      { initialSeconds: 600, incrementSeconds: 8 * 86_400 },
      { initialSeconds: 31 * 86_400, incrementSeconds: 0 },
      { initialSeconds: 600, incrementSeconds: 0, maxSeconds: 300 },
      { initialSeconds: 600, incrementSeconds: 0, extra: 1 },
    ])
      expect(parseClock(bad), JSON.stringify(bad)).toMatchObject({ error: "bad-clock" });
  });
});

describe("banks", () => {
  const config = { initialSeconds: 60, incrementSeconds: 10, maxSeconds: 75 };

  it("run only for running seats; a move that ends a turn adds the increment once, up to the cap", () => {
    let c = reschedule(newClock(config, 2, T0), T0, [0], [0], false); // the game starts: seat 0 to act
    expect(deadline(c)).toBe(T0 + 60_000);
    c = reschedule(c, T0 + 5_000, [0], [0], true); // a tile placed: the same seat goes on (its meeple step)
    expect(c.banks).toEqual([55_000, 60_000]);
    c = reschedule(c, T0 + 8_000, [1], [1], true); // turn over: 52 s + 10 s
    expect(c.banks).toEqual([62_000, 60_000]);
    expect(deadline(c)).toBe(T0 + 8_000 + 60_000);
    c = reschedule(c, T0 + 9_000, [0], [0], true); // seat 1 moved at once: 59 s + 10 s
    expect(c.banks).toEqual([62_000, 69_000]);
    c = reschedule(c, T0 + 9_000, [1], [1], true);
    c = reschedule(c, T0 + 9_000, [0], [0], true);
    expect(c.banks).toEqual([72_000, 75_000]); // 69 + 10 capped at 75
    expect(clockView(c, T0 + 19_000, rules).banks).toEqual([62_000, 75_000]);
  });

  it("a seat that stops running but still has to act (its bot took over) earns no increment", () => {
    let c = reschedule(newClock(config, 2, T0), T0, [0], [0], false);
    c = reschedule(c, T0 + 5_000, [], [0], true); // the bot placed the tile; the meeple step is still seat 0's
    expect(c.banks).toEqual([55_000, 60_000]);
  });
});

describe("timing out and coming back", () => {
  const config = { initialSeconds: 60, incrementSeconds: 10, maxSeconds: null };
  /** Seat 1 runs out of time at T0 + 60 s. */
  const timedOut = (): ClockState => expire(reschedule(newClock(config, 2, T0), T0, [1], [1], false), T0 + 60_000).clock;

  it("a seat out of time stops, is timed out and owed a bot move", () => {
    const c = reschedule(newClock(config, 2, T0), T0, [1], [1], false);
    expect(expire(c, T0 + 59_999).out).toEqual([]);
    const e = expire(c, T0 + 60_000);
    expect(e.out).toEqual([1]);
    expect(e.clock).toMatchObject({ running: [], timedOut: [1], owed: [1], outAt: [null, T0 + 60_000] });
    expect(e.clock.banks[1]).toBe(0);
    expect(deadline(e.clock)).toBeNull();
  });

  it("comes back only once the bot moved and the wait is over, with RETURN_MS or the increment", () => {
    let c = timedOut();
    expect(takeBack(c, 1, T0 + 60_000 + rules.returnAfterMs, true, rules)).toEqual({ error: "return-not-yet" }); // no bot move yet
    c = botMoved(c, 1);
    expect(c.owed).toEqual([]);
    expect(takeBack(c, 1, T0 + 60_000 + rules.returnAfterMs - 1, true, rules)).toEqual({ error: "return-not-yet" }); // the others' time to vote
    const back = takeBack(c, 1, T0 + 60_000 + rules.returnAfterMs, true, rules) as ClockState;
    expect(back).toMatchObject({ timedOut: [], returns: [0, 1], outAt: [null, null] });
    expect(back.banks[1]).toBe(RETURN_MS);
    const long = takeBack(
      botMoved(
        expire(
          reschedule(newClock({ initialSeconds: 60, incrementSeconds: 120, maxSeconds: null }, 2, T0), T0, [0], [0], false),
          T0 + 60_000,
        ).clock,
        0,
      ),
      0,
      T0 + 90_000,
      true,
      rules,
    ) as ClockState;
    expect(long.banks[0]).toBe(120_000);
  });

  it("the vote is open from the timeout until the seat comes back", () => {
    let c = timedOut();
    const r = vote(c, 0, [0]);
    expect(r).toMatchObject({ ends: true });
    c = takeBack(botMoved(c, 1), 1, T0 + 60_000 + rules.returnAfterMs, true, rules) as ClockState;
    expect(vote(c, 0, [0, 1])).toEqual({ error: "no-timeout" });
  });

  it(`a seat comes back from a timeout at most ${rules.maxReturns} times a match`, () => {
    let c = reschedule(newClock(config, 2, T0), T0, [1], [1], false);
    let now = T0;
    for (let i = 0; i < rules.maxReturns; i++) {
      now = deadline(c)!;
      c = botMoved(expire(c, now).clock, 1);
      now += rules.returnAfterMs;
      c = reschedule(takeBack(c, 1, now, true, rules) as ClockState, now, [1], [1], false);
    }
    now = deadline(c)!;
    c = botMoved(expire(c, now).clock, 1);
    expect(takeBack(c, 1, now + 10 * rules.returnAfterMs, true, rules)).toEqual({ error: "no-returns-left" });
  });
});

describe("handing over and taking back", () => {
  const config = { initialSeconds: 8, incrementSeconds: 0, maxSeconds: null };

  it("costs time rather than saving it: the bank runs until the bot moves, and a take-back on one's turn costs takeBackMs", () => {
    // the attack: play for me on for 600 ms, off for 150 ms, again and again, on one's own turn
    let c = reschedule(newClock(config, 2, T0), T0, [0], [0], false);
    let now = T0;
    let cycles = 0;
    while (expire(c, now).out.length === 0 && cycles < 100) {
      c = handOver(c, 0); // owed: still running (the caller keeps it in `running` while owed)
      c = reschedule(c, now, [0], [0], false);
      now += 600;
      c = reschedule(takeBack(c, 0, now, true, rules) as ClockState, now, [0], [0], false);
      now += 150;
      cycles++;
    }
    // without the toggling the bank lasts 8 s; with it, less
    expect(now - T0).toBeLessThan(8_000);
    expect(expire(c, now).out).toEqual([0]);
  });

  it("taking back when it is not one's turn costs nothing", () => {
    let c = handOver(reschedule(newClock(config, 2, T0), T0, [1], [1], false), 0);
    c = takeBack(c, 0, T0 + 1_000, false, rules) as ClockState;
    expect(c.banks[0]).toBe(8_000);
    expect(c.owed).toEqual([]);
  });
});

describe("a seat given up", () => {
  it("starts clean: full bank, not out of time, no votes, no returns", () => {
    const config = { initialSeconds: 60, incrementSeconds: 0, maxSeconds: null };
    let c = expire(reschedule(newClock(config, 3, T0), T0, [2], [2], false), T0 + 60_000).clock;
    c = (vote(c, 0, [0, 1]) as { clock: ClockState }).clock;
    expect(c.votes).toEqual([0]);
    c = resetSeat(c, 2, T0 + 61_000);
    expect(c).toMatchObject({ timedOut: [], votes: [], owed: [], returns: [0, 0, 0], outAt: [null, null, null] });
    expect(c.banks[2]).toBe(60_000);
  });
});

describe("outages", () => {
  const config = { initialSeconds: 600, incrementSeconds: 0, maxSeconds: null };

  it("a running clock beats every 1% of its smallest bank, 10 s to 10 min", () => {
    const c = reschedule(newClock(config, 2, T0), T0, [0], [0], false);
    expect(beatAt(c)).toBe(T0 + BEAT.minMs); // 1% of 600 s is 6 s: at least 10 s
    const days = reschedule(newClock({ initialSeconds: 3 * 86_400, incrementSeconds: 0, maxSeconds: null }, 2, T0), T0, [0], [0], false);
    expect(beatAt(days)).toBe(T0 + BEAT.maxMs);
    expect(beatAt(newClock(config, 2, T0))).toBeNull(); // nothing runs
  });

  it("the time after a missed beat is not charged; a beat on time charges everything", () => {
    const c = reschedule(newClock(config, 2, T0), T0, [0], [0], false);
    const onTime = resume(c, T0 + BEAT.minMs + 500);
    expect(clockView(onTime, T0 + BEAT.minMs + 500, rules).banks[0]).toBe(600_000 - BEAT.minMs - 500);
    const outage = 5 * 60_000;
    const after = resume(c, T0 + BEAT.minMs + outage);
    expect(clockView(after, T0 + BEAT.minMs + outage, rules).banks[0]).toBe(600_000 - BEAT.minMs); // one beat at most
    expect(after.alive).toBe(T0 + BEAT.minMs + outage);
  });
});
