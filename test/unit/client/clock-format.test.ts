/** The clock presets and how a bank reads (client/src/pace/clock-format.ts); each preset passes the server's check. */
import { describe, expect, it } from "vitest";
import { bankParts, CLOCK_PRESETS } from "../../../client/src/pace/clock-format.ts";
import { parseClock } from "../../../worker/clock.ts";

describe("clock format", () => {
  it("reads m:ss under an hour, h:mm:ss under a day, days and hours beyond; never below 0", () => {
    expect(bankParts(0).text).toBe("0:00");
    expect(bankParts(-5).text).toBe("0:00");
    expect(bankParts(4_001).text).toBe("0:05"); // whole seconds, rounded up: 0:00 only when out
    expect(bankParts(65_000).text).toBe("1:05");
    expect(bankParts(3_723_000).text).toBe("1:02:03");
    expect(bankParts(86_400_000 * 2 + 3_600_000 * 4 + 5)).toEqual({ days: 2, hours: 4, text: null });
  });

  it("every preset is a clock the server accepts", () => {
    for (const [id, c] of Object.entries(CLOCK_PRESETS)) expect(parseClock(c), id).toEqual(c);
  });
});
