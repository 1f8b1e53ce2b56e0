/**
 * Carcassonne Star Wars' bot parts: the board engine's determinization (its slice is public; the
 * state's PRNG, seeded per sample, rolls future battles), the board evaluation with Star Wars' own adjustments
 * (star-wars/bot-eval.ts: planets open to attack, the big meeple's extra die), partners in the team variant; the
 * search levels judge with the richer terms (completion from the tiles still to come).
 */
import type { GameBots } from "../../core/bot.ts";
import { boardSides } from "../bots.ts";
import { determinizeBoard } from "../determinize.ts";
import type { CarcState } from "../state.ts";
import type { CarcView } from "../views.ts";
import { SEARCH_TERMS, type EvalTerms } from "../bot-eval.ts";
import { tileCompletion, type CenterFill } from "../bot-completion.ts";

/**
 * Planets fill as fitted to self-play (bot-completion.ts `CenterFill`), not as monasteries do: a planet is Star Wars'
 * main centre feature, and hard played clearly stronger with these numbers than with the monastery ones (docs/bots.md).
 */
const PLANET_FILL: CenterFill = { max: 0.85, span: 14, draws: 0.25 };
const SW_SEARCH_TERMS: EvalTerms = { ...SEARCH_TERMS, completion: (s) => tileCompletion(s, PLANET_FILL) };
import { evaluateStarWars } from "./bot-eval.ts";

export const starWarsBots: GameBots<CarcState, CarcView> = {
  determinize: determinizeBoard,
  evaluate: (s) => evaluateStarWars(s),
  sides: boardSides,
};

/** The search levels' parts: the same, judged with the search's evaluation terms (bot-eval.ts `SEARCH_TERMS`). */
export const starWarsSearchBots: GameBots<CarcState, CarcView> = { ...starWarsBots, evaluate: (s) => evaluateStarWars(s, SW_SEARCH_TERMS) };
