/**
 * Dice for Star Wars battles (000_… §"Bătălie": "Câte zaruri …", "Bătălia"). A die is rolled from the match's
 * PRNG at the moment of the battle; replays and tests may force the values (`dice`, used in order).
 */
import { nextInt } from "../../core/prng.ts";
import type { CarcState } from "../state.ts";
import { swOf } from "./sw-state.ts";

/** At most 3 dice per side, however many meeples and symbols ("un maximum de 3 zaruri"). */
export const MAX_DICE = 3;

/** One d6: the next forced value if any is left, else the PRNG. */
export function rollDie(s: CarcState): number {
  const forced = swOf(s).dice;
  if (forced && forced.length > 0) return forced.pop()!;
  return nextInt(s.rng, 6) + 1;
}

/** Dice for a side: 1 per small meeple, 2 for a big one, +1 for its own faction's symbol, capped at 3. */
export function diceFor(small: number, big: number, symbol: boolean): number {
  return Math.min(MAX_DICE, small + 2 * big + (symbol ? 1 : 0));
}
