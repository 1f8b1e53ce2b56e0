/**
 * Carcassonne Star Wars as a `GameModule` (000_… Romanian rules, 003_… Polish with worked examples): 2–5
 * players on the shared board engine — trade route = road, asteroid field = city, planet = monastery, space =
 * field — with its own rule modules (meeple step with planet attacks, battles) and scoring table.
 */
import { isRuleError, ruleError, type ForcedRandomness, type GameModule, type RuleError } from "../../core/game-module.ts";
import { parseSwAction, type CarcAction } from "../actions.ts";
import { beginGame, boardPlay, forcedBag, newBoardState } from "../board-rules.ts";
import type { CarcState } from "../state.ts";
import { setOf, startKind, tileSupply } from "../tiles.ts";
import type { CarcView } from "../view.ts";
import { parseSwOptions, type SwOptions } from "./options.ts";
import { COLOR_FACTION, DEFAULT_COLORS, SW_MEEPLES, TEAM_COLORS } from "./sw-state.ts";
import { STAR_WARS_TILE_STATUS } from "./tiles-star-wars.ts";

function setup(players: number, options: SwOptions, seed: string, forced?: ForcedRandomness): CarcState | RuleError {
  if (!Number.isInteger(players) || players < 2 || players > 5) return ruleError("bad-players", "Carcassonne Star Wars is for 2 to 5 players.");
  if (options.firstSeat !== null && options.firstSeat >= players) return ruleError("bad-options", "firstSeat must be one of the seats.");
  if (options.teams && players !== 4) return ruleError("bad-options", "The team variant is for exactly 4 players.");
  let bag = tileSupply(["starwars"]);
  if (forced?.deck) {
    const b = forcedBag(forced.deck, (k) => setOf(k) === "starwars");
    if (isRuleError(b)) return b;
    bag = b;
  }
  if (forced?.dice && !forced.dice.every((d) => Number.isInteger(d) && d >= 1 && d <= 6)) return ruleError("bad-dice", "Forced dice must be whole numbers from 1 to 6.");
  const s = newBoardState("starwars", options, players, seed, bag, !!forced?.deck, SW_MEEPLES, startKind("starwars"));
  const colors = options.teams ? TEAM_COLORS.slice() : DEFAULT_COLORS.slice(0, players);
  s.teams = options.teams ? [0, 1, 0, 1] : null;
  s.sw = {
    colors,
    factions: colors.map((c) => COLOR_FACTION[c]),
    big: new Array<number>(players).fill(-1),
    dice: forced?.dice ? forced.dice.slice().reverse() : null,
    battles: [],
  };
  return beginGame(s);
}

export const starWars: GameModule<CarcState, CarcAction, CarcView, SwOptions> = {
  id: "starwars",
  name: "Carcassonne Star Wars",
  minPlayers: 2,
  maxPlayers: 5,
  dataNote: STAR_WARS_TILE_STATUS,
  parseOptions: parseSwOptions,
  parseAction: parseSwAction,
  setup,
  ...boardPlay,
};
