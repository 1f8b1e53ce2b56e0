/** Star Wars positions for the client tests, played through the real engine with a forced deck and forced dice. */
import { starWars as g } from "../../../engine/carcassonne/star-wars/game.ts";
import type { CarcState } from "../../../engine/carcassonne/state.ts";
import type { CarcAction } from "../../../engine/carcassonne/actions.ts";
import { isRuleError } from "../../../engine/core/game-module.ts";

export { g as starWars };

/** Kamino (a Bounty Hunter planet, so no side has its own symbol) south of the start tile, then a straight route. */
export const DECK = ["sw-32", "sw-22", "sw-02"];
/** Seat 0 (big, 2 dice) vs seat 1 (1 die): 5,3 vs 5 is a tie; 2,6 vs 4 and seat 0 wins. */
export const DICE = [5, 3, 5, 2, 6, 4];

export function swStart(players = 2, options: object = {}, deck = DECK, dice = DICE): CarcState {
  const s = g.setup(players, g.parseOptions({ firstSeat: 1, ...options }) as never, "client-sw", { deck, dice });
  if (isRuleError(s)) throw new Error(s.message);
  return s;
}

export function play(s: CarcState, seat: number, a: CarcAction): CarcState {
  const r = g.apply(s, seat, a);
  if (isRuleError(r)) throw new Error(`${JSON.stringify(a)}: ${r.message}`);
  return r.state;
}

/** Seat 1 has put a small meeple on Kamino at (0,1); seat 0 has placed the route at (1,0) and is in its meeple step. */
export function beforeAttack(): CarcState {
  let s = swStart();
  s = play(s, 1, { type: "place", x: 0, y: 1, rotation: 0 });
  s = play(s, 1, { type: "meeple", feature: "c1" });
  return play(s, 0, { type: "place", x: 1, y: 0, rotation: 0 });
}
