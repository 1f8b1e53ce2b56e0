/**
 * The bots' registry: each game's bot parts by game id, and the one entry the match server and the
 * arena call. `chooseBotAction(gameId, request)` answers a seat's view with the action to send, exactly as a
 * client would send it; deterministic for the request's seed and iterations, time-boxed by `budget.stop`. A game
 * may declare its own level settings (`levels`, default the shared ones in engine/core/bot-levels.ts) and the game
 * its levels search (`search`, default the game itself: New Frontiers cuts its longest choice lists).
 */
import type { BotLevel, BotRequest } from "./core/bot.ts";
import type { ViewHeader } from "./core/game-module.ts";
import { chooseAction, BotRequestError, DEFAULT_LEVELS, type LevelPlan } from "./core/bot-levels.ts";
import type { BotGame } from "./core/bot-play.ts";
import { carcassonne } from "./carcassonne/game.ts";
import { carcassonneBots, carcassonneSearchBots } from "./carcassonne/bots.ts";
import "./carcassonne/gold-mines/bot-eval.ts"; // declares Gold Mines' part of the board evaluation
import { starWars } from "./carcassonne/star-wars/game.ts";
import { starWarsBots, starWarsSearchBots } from "./carcassonne/star-wars/bots.ts";
import { SW_LEVELS } from "./carcassonne/star-wars/bot-levels.ts";
import { newFrontiers } from "./newfrontiers/game.ts";
import { nfBots } from "./newfrontiers/bots.ts";
import { NF_LEVELS } from "./newfrontiers/bot-levels.ts";
import { nfSearchGame } from "./newfrontiers/bot-search-game.ts";
import { findGame } from "./index.ts";

export { BotRequestError } from "./core/bot-levels.ts";
export type { BotGame } from "./core/bot-play.ts";

/** A game's bots: the baselines play `game`; the levels play `search` (default the same) with `levels`. */
interface BotEntry extends BotGame {
  readonly levels?: Readonly<Record<BotLevel, LevelPlan>>;
  readonly search?: BotGame;
}

const BOTS: Readonly<Record<string, BotEntry>> = {
  carcassonne: { game: carcassonne, bots: carcassonneBots, search: { game: carcassonne, bots: carcassonneSearchBots } },
  starwars: { game: starWars, bots: starWarsBots, levels: SW_LEVELS, search: { game: starWars, bots: starWarsSearchBots } },
  newfrontiers: { game: newFrontiers, bots: nfBots, levels: NF_LEVELS, search: nfSearchGame },
};

/** Whether bots can play this game. */
export function hasBots(gameId: string): boolean {
  return Object.hasOwn(BOTS, gameId);
}

/** The game and its bot parts; throws a BotRequestError for a game without bots (or no game at all). */
export function botsFor(gameId: string): BotEntry {
  if (Object.hasOwn(BOTS, gameId)) return BOTS[gameId]!;
  if (findGame(gameId)) throw new BotRequestError("no-bots", `The game ${gameId} has no bots yet.`);
  throw new BotRequestError("unknown-game", `Unknown game ${gameId}.`);
}

/** The action the bot of `request.kind` takes for the seat of `request.view` (BotRequestError on a bad request). */
export function chooseBotAction(gameId: string, request: BotRequest<ViewHeader>): unknown {
  const g = botsFor(gameId);
  if (request.view.game !== gameId) throw new BotRequestError("unknown-game", `The view is of ${request.view.game}, not ${gameId}.`);
  const baseline = request.kind === "random" || request.kind === "greedy";
  return chooseAction(baseline ? g : (g.search ?? g), request, g.levels ?? DEFAULT_LEVELS);
}
