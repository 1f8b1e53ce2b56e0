/**
 * Star Wars' part of the bots' evaluation (engine/carcassonne/star-wars/bot-eval.ts): an open planet is
 * worth less the fewer dice its holder would defend it with (000_… §"Bătălie": 1 per small meeple, 2 for the big
 * one, +1 for the planet's own symbol of the holder's faction, at most 3), for the greedy baseline's terms and the
 * search's alike.
 */
import { describe, expect, it } from "vitest";
import { evaluateStarWars } from "../../../engine/carcassonne/star-wars/bot-eval.ts";
import { BASELINE_TERMS, SEARCH_TERMS, type EvalTerms } from "../../../engine/carcassonne/bot-eval.ts";
import { Game } from "../star-wars/sw-helpers.ts";

/** Seat 0 (red, Rebel) holds the lone planet `planet` put north of the start tile, every other cell around it empty. */
function held(planet: "sw-30" | "sw-31", big: boolean, terms: EvalTerms): number {
  const g = new Game([planet, "sw-22", "sw-22", "sw-22"], {}, 2);
  g.placeMeeple(0, 1, 0, "c1", big);
  const v = evaluateStarWars(g.s, terms);
  return v[0]! - v[1]!;
}

describe("planets open to attack", () => {
  for (const [name, terms] of [
    ["baseline", BASELINE_TERMS],
    ["search", SEARCH_TERMS],
  ] as const) {
    it(`${name}: one small meeple (1 die) on a foreign planet is worth less than with its own symbol (2), less than the big one there (3)`, () => {
      // Endor is the Empire's (no die for red), Dagobah the Rebels' (+1): the same lone planet tile otherwise
      const oneDie = held("sw-31", false, terms);
      const twoDice = held("sw-30", false, terms);
      expect(oneDie).toBeLessThan(twoDice);
      // the big meeple on Dagobah rolls 3 dice: the planet is worth more, though the point the big one was worth
      // in the supply (tiles still to come) is spent
      const threeDice = held("sw-30", true, terms);
      expect(threeDice + 1).toBeGreaterThan(twoDice);
    });
  }
});
