/**
 * The match server's waits and budgets in one table: the bot's visible pause, the presence coalescing, the wait
 * before a timed-out seat may come back, and the frame and move budgets. Production uses `TUNABLES`. A test server
 * (TEST_HOOKS "1") may override some of them with the TEST_TUNABLES binding, a JSON object of these keys, so tests
 * need not sit out waits meant for people or pace their frames at the public rate; anywhere else the binding is
 * ignored. A binding that does not parse, or names an unknown key, stops the test server loudly rather than run
 * with values nobody chose.
 */
import * as v from "valibot";
import { ADDRESS_RATE, RATE_BURST, RATE_PER_SECOND, SEAT_MOVES_RATE, STAND_IN_RATE } from "../contract/protocol.ts";
import { CLOCK_RULES } from "./clock.ts";

export interface Rate {
  readonly burst: number;
  readonly perSecond: number;
}

export interface Tunables {
  /** The pause before a bot's move: long enough for people to follow it, short enough not to keep them waiting. */
  readonly botPauseMs: number;
  /** A spectator count change waits at most about this long before everyone is told (presence.ts). */
  readonly presenceCoalesceMs: number;
  /** The wait before a timed-out seat may come back (clock.ts). */
  readonly returnAfterMs: number;
  /** Frames one socket may send. */
  readonly socketRate: Rate;
  /** Frames one client address may send across its sockets. */
  readonly addressRate: Rate;
  /** A seat's moves across its sockets. */
  readonly seatMovesRate: Rate;
  /** A seat's "play for me" changes across its sockets. */
  readonly standInRate: Rate;
}

export const TUNABLES: Tunables = {
  botPauseMs: 700,
  presenceCoalesceMs: 1000,
  returnAfterMs: CLOCK_RULES.returnAfterMs,
  socketRate: { burst: RATE_BURST, perSecond: RATE_PER_SECOND },
  addressRate: ADDRESS_RATE,
  seatMovesRate: SEAT_MOVES_RATE,
  standInRate: STAND_IN_RATE,
};

const Ms = v.pipe(v.number(), v.integer(), v.minValue(0));
const RateSchema = v.strictObject({ burst: v.pipe(v.number(), v.minValue(1)), perSecond: v.pipe(v.number(), v.gtValue(0)) });
const OverridesSchema = v.partial(
  v.strictObject({
    botPauseMs: Ms,
    presenceCoalesceMs: Ms,
    returnAfterMs: Ms,
    socketRate: RateSchema,
    addressRate: RateSchema,
    seatMovesRate: RateSchema,
    standInRate: RateSchema,
  }),
);

/** The values this server runs with: production's, with a test server's TEST_TUNABLES laid over them. */
export function tunables(env: Pick<Env, "TEST_HOOKS" | "TEST_TUNABLES">): Tunables {
  if (env.TEST_HOOKS !== "1" || env.TEST_TUNABLES === undefined || env.TEST_TUNABLES === "") return TUNABLES;
  let raw: unknown;
  try {
    raw = JSON.parse(env.TEST_TUNABLES);
  } catch {
    throw new Error(`TEST_TUNABLES is not JSON: ${env.TEST_TUNABLES}`);
  }
  const parsed = v.safeParse(OverridesSchema, raw);
  if (!parsed.success) throw new Error(`TEST_TUNABLES: ${parsed.issues.map((i) => i.message).join("; ")}`);
  return { ...TUNABLES, ...parsed.output };
}
