/**
 * Big meeples, for every game whose module gives each seat one (a big meeple beside the small ones): which sizes a seat may still place, the refusal when it asks for one it has not, and
 * whether each seat's big one is in its supply (the views show it). The supply counts the big one with the small
 * ones; the module that has it (`RuleModule.bigMeeple`) says where it stands.
 */
import { ruleError, type RuleError } from "../core/game-module.ts";
import { activeRules } from "./board-game.ts";
import type { CarcState } from "./state.ts";

/** Where seat's big meeple stands (a segment, -1 in the supply), or null in a game without big meeples. */
export function bigMeepleAt(s: CarcState, seat: number): number | null {
  const owner = activeRules(s).bigMeeple;
  return owner ? owner.bigMeeple!(s, seat) : null;
}

/** The sizes the seat may still place (false = small, true = big): small while one is in the supply, big while the big one is. */
export function sizesAvailable(s: CarcState, seat: number): boolean[] {
  const bigIn = bigMeepleAt(s, seat) === -1;
  const small = s.supply[seat]! - (bigIn ? 1 : 0);
  return [...(small > 0 ? [false] : []), ...(bigIn ? [true] : [])];
}

/** Why seat may not place a meeple of this size, or null when it may. */
export function sizeProblem(s: CarcState, seat: number, big: boolean): RuleError | null {
  if (sizesAvailable(s, seat).includes(big)) return null;
  if (big)
    return bigMeepleAt(s, seat) === null
      ? ruleError("no-big-meeple", "This game has no big meeples.")
      : ruleError("no-big-meeple", "Your big meeple is not in your supply.");
  return ruleError(
    s.supply[seat]! > 0 ? "no-small-meeple" : "no-meeples",
    s.supply[seat]! > 0 ? "You have no small meeple left: place your big one." : "You have no meeple left in your supply.",
  );
}

/** Per seat, whether its big meeple is in its supply; null in a game without big meeples. */
export function bigInSupply(s: CarcState): boolean[] | null {
  if (!activeRules(s).bigMeeple) return null;
  return Array.from({ length: s.players }, (_, seat) => bigMeepleAt(s, seat) === -1);
}
