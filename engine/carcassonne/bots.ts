/**
 * Carcassonne's bot parts (engine/core/bot.ts `GameBots`): full states sampled from a seat's view by the
 * board engine's determinization, judged by the board evaluation, partners (none in Carcassonne) from the state.
 * Search, the baselines and the levels are shared (engine/core/bot-*.ts). The baselines judge with the simple terms,
 * the search levels with the richer ones (`carcassonneSearchBots`: completion from the tiles still to come).
 */
import type { GameBots } from "../core/bot.ts";
import { evaluateBoard, SEARCH_TERMS } from "./bot-eval.ts";
import { determinizeBoard } from "./determinize.ts";
import type { CarcState } from "./state.ts";
import type { CarcView } from "./views.ts";

/** Side per seat for the team variant, null when every seat plays alone (any game on the board engine). */
export function boardSides(s: CarcState): readonly number[] | null {
  return s.teams;
}

export const carcassonneBots: GameBots<CarcState, CarcView> = {
  determinize: determinizeBoard,
  evaluate: (s) => evaluateBoard(s),
  sides: boardSides,
};

/** The search levels' parts: the same, judged with the search's evaluation terms (bot-eval.ts `SEARCH_TERMS`). */
export const carcassonneSearchBots: GameBots<CarcState, CarcView> = { ...carcassonneBots, evaluate: (s) => evaluateBoard(s, SEARCH_TERMS) };
