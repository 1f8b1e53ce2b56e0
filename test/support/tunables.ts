/**
 * The waits and budgets of the test servers (worker/tunables.ts): what the workers project's bindings and the e2e
 * servers pass as TEST_TUNABLES, and what tests read as the values the server runs with (`EFFECTIVE`), so no test
 * restates a number. Faster than production where a test would only sit and wait: frames paced at 50 a second
 * instead of 10, a timed-out seat back after 1 s, a bot's pause of 300 ms. The presence coalescing and the "play for
 * me" budget stay production's: the tests that check nothing is told before the coalesced flush need its second of
 * margin on a slow machine, and the tests of that budget are about its real size.
 */
import { TUNABLES, type Tunables } from "../../worker/tunables.ts";

export const TEST_TUNABLES = {
  botPauseMs: 300,
  returnAfterMs: 1000,
  socketRate: { burst: 20, perSecond: 50 },
  seatMovesRate: { burst: 20, perSecond: 50 },
  addressRate: { burst: 120, perSecond: 200 },
} satisfies Partial<Tunables>;

/** The values a test server runs with. */
export const EFFECTIVE: Tunables = { ...TUNABLES, ...TEST_TUNABLES };

/** The binding that gives a test server these values. */
export const testTunablesBinding = (): { TEST_TUNABLES: string } => ({ TEST_TUNABLES: JSON.stringify(TEST_TUNABLES) });
