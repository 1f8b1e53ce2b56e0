/**
 * The "gain" effects every action shares (catalogue `vocabulary.effectMeaning`): credits (× `per`, if the
 * condition holds), colonists, VP chips (for the tile just developed or settled when the power has a filter),
 * worlds drawn from the bag into the explored area, and bankCredit (one of the credits just paid is stored on the
 * tile). Each action calls this with its powers and the timing at hand (002_… §Potestades: powers fire when their
 * trigger happens, once per trigger).
 */
import type { Tile } from "./catalogue.ts";
import { drawWorld, gainColonists, gainCredits, gainVP, log } from "./ledger.ts";
import { conditionHolds, matches, nameOf, oortNow, perCount, type OwnedPower } from "./powers.ts";
import type { NfState } from "./state.ts";

/** Worlds from the bag straight into the explored area (Survey Team style powers). */
export function drawInto(s: NfState, seat: number, amount: number, why: string, tile: string): void {
  const e = s.empires[seat];
  if (!e) return;
  for (let i = 0; i < amount; i++) {
    const w = drawWorld(s);
    if (w === null) {
      log(s, { seat, text: `${why}: the bag is empty`, tile });
      return;
    }
    e.explored.push(w);
    log(s, { seat, text: `${why}: draws ${nameOf(w)} from the bag`, tile });
  }
}

export interface Trigger {
  /** The development bought or the world settled, for filtered VP powers ("developed a Rebel tile"). */
  target?: Tile;
  /** Credits just paid, for bankCredit. */
  paid?: number;
}

/** Fires the gain effects of `powers` whose timing (absent = "default") is one of `timings`. */
export function fireGains(s: NfState, seat: number, powers: readonly OwnedPower[], timings: readonly string[], why: string, t: Trigger = {}): void {
  for (const p of powers) {
    if (!timings.includes(p.power.timing ?? "default")) continue;
    const pw = p.power;
    const name = p.tile.name;
    const text = t.target ? `${name}: ${why} ${t.target.name}` : `${name}: ${why}`;
    switch (pw.effect) {
      case "gainCredits":
        if (conditionHolds(s, seat, pw.condition)) gainCredits(s, seat, pw.amount * (pw.per ? perCount(s, seat, pw.per, p.tile.id) : 1), text, p.tile.id);
        break;
      case "gainColonists":
        gainColonists(s, seat, pw.amount, text, p.tile.id);
        break;
      case "gainVP":
        if (!pw.filter || (t.target && matches(pw.filter, t.target, null, p.tile.id, oortNow(s, seat)))) gainVP(s, seat, pw.amount, text, p.tile.id);
        break;
      case "drawWorlds":
        drawInto(s, seat, pw.amount, name, p.tile.id);
        break;
      case "bankCredit": {
        const n = Math.min(pw.amount, t.paid ?? 0);
        const e = s.empires[seat];
        if (n > 0 && e) {
          e.banked += n;
          log(s, { seat, text: `${name}: ${n} paid credit stored on the tile`, tile: p.tile.id });
        }
        break;
      }
      default:
        break;
    }
  }
}
