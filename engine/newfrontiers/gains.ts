/**
 * The "gain" effects every action shares (catalogue `vocabulary.effectMeaning`): credits (× `per`, if the
 * condition holds), colonists, VP chips (for the tile just developed or settled when the power has a filter),
 * worlds drawn from the bag into the explored area, and bankCredit (one of the credits just paid is stored on the
 * tile). Each action calls this with its powers and the timing at hand (002_… §Potestades: powers fire when their
 * trigger happens, once per trigger).
 */
import type { Tile } from "./catalogue.ts";
import { drawWorld, gainColonists, gainCredits, gainVP, log } from "./ledger.ts";
import type { NfLogRecord } from "./log-records.ts";
import { conditionHolds, matches, oortNow, perCount, type OwnedPower } from "./powers.ts";
import type { NfState } from "./state.ts";

/** Worlds from the bag straight into the explored area (Survey Team style powers); `tile` is the power's. */
export function drawInto(s: NfState, seat: number, amount: number, tile: string): void {
  const e = s.empires[seat];
  if (!e) return;
  for (let i = 0; i < amount; i++) {
    const w = drawWorld(s);
    if (w === null) {
      log(s, { seat, key: "bagEmpty", args: { power: tile }, tile });
      return;
    }
    e.explored.push(w);
    log(s, { seat, key: "drawsWorld", args: { power: tile, world: w }, tile });
  }
}

export interface Trigger {
  /** The development bought or the world settled, for filtered VP powers ("developed a Rebel tile"). */
  target?: Tile;
  /** Credits just paid, for bankCredit. */
  paid?: number;
}

/**
 * Fires the gain effects of `powers` whose timing (absent = "default") is one of `timings`; `why(power)` is the
 * log record of a gain by the power of tile `power`.
 */
export function fireGains(
  s: NfState,
  seat: number,
  powers: readonly OwnedPower[],
  timings: readonly string[],
  why: (power: string) => NfLogRecord,
  t: Trigger = {},
): void {
  for (const p of powers) {
    if (!timings.includes(p.power.timing ?? "default")) continue;
    const pw = p.power;
    const reason = why(p.tile.id);
    switch (pw.effect) {
      case "gainCredits":
        if (conditionHolds(s, seat, pw.condition))
          gainCredits(s, seat, pw.amount * (pw.per ? perCount(s, seat, pw.per, p.tile.id) : 1), reason, p.tile.id);
        break;
      case "gainColonists":
        gainColonists(s, seat, pw.amount, reason, p.tile.id);
        break;
      case "gainVP":
        if (!pw.filter || (t.target && matches(pw.filter, t.target, null, p.tile.id, oortNow(s, seat))))
          gainVP(s, seat, pw.amount, reason, p.tile.id);
        break;
      case "drawWorlds":
        drawInto(s, seat, pw.amount, p.tile.id);
        break;
      case "bankCredit": {
        const n = Math.min(pw.amount, t.paid ?? 0);
        const e = s.empires[seat];
        if (n > 0 && e) {
          e.banked += n;
          log(s, { seat, key: "banked", args: { power: p.tile.id, n }, tile: p.tile.id });
        }
        break;
      }
      default:
        break;
    }
  }
}
