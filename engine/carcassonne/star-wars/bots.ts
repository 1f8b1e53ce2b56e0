/**
 * Carcassonne Star Wars' bot parts (issue 15): the board engine's determinization (its slice is public; the
 * state's PRNG, seeded per sample, rolls future battles), the board evaluation with Star Wars' own adjustments
 * (star-wars/bot-eval.ts: planets open to attack, the big meeple's extra die), partners in the team variant.
 */
import type { GameBots } from "../../core/bot.ts";
import { boardSides } from "../bots.ts";
import { determinizeBoard } from "../determinize.ts";
import type { CarcState } from "../state.ts";
import type { CarcView } from "../views.ts";
import { evaluateStarWars } from "./bot-eval.ts";

export const starWarsBots: GameBots<CarcState, CarcView> = {
  determinize: determinizeBoard,
  evaluate: evaluateStarWars,
  sides: boardSides,
};
