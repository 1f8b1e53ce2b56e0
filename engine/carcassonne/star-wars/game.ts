/**
 * Carcassonne Star Wars as a `GameModule` (000_… Romanian rules, 003_… Polish with worked examples): 2–5
 * players on the shared board engine — trade route = road, asteroid field = city, planet = monastery, space =
 * field — with its own rule modules (meeple step with planet attacks, battles), tiles and scoring table.
 */
import { starWarsLobby } from "./lobby-options.ts";
import { ruleError, type ForcedRandomness, type GameModule, type RuleError } from "../../core/game-module.ts";
import type { CarcAction } from "../actions.ts";
import { parseSwAction } from "./actions.ts";
import { defineBoardGame } from "../board-game.ts";
import { boardPlay, viewWith } from "../board-rules.ts";
import { setupBoardGame } from "../board-setup.ts";
import type { CoreEvent } from "../events.ts";
import { incompleteFeatures } from "../incomplete-features.ts";
import type { CarcState, CorePhase } from "../state.ts";
import { K_CENTER, K_ENCLOSURE, K_OPEN, K_ROUTE } from "../tiles.ts";
import { CORE_PHASES, phaseOf, type BoardView } from "../view.ts";
import { swBattles } from "./battles.ts";
import type { SwEvent } from "./events.ts";
import { swMeeples } from "./meeples.ts";
import { parseSwOptions, type SwOptions } from "./options.ts";
import { SW_MEEPLES } from "./sw-state.ts";
import { STAR_WARS_SET } from "./tile-set.ts";
import { STAR_WARS_TILE_STATUS } from "./tiles-star-wars.ts";
import { swView, type SwView } from "./view.ts";

/** Every record a Star Wars game writes. */
export type StarWarsEvent = CoreEvent | SwEvent;

/** What a Star Wars seat sees: the board view plus the Star Wars slice. */
export type StarWarsView = BoardView & { phase: CorePhase; sw: SwView };

declare module "../views.ts" {
  interface BoardViews {
    starwars: StarWarsView;
  }
}

/**
 * Declared order (000_…): its meeple step (big meeples, planet attacks), battles, then the same final scoring of
 * incomplete features with its own table.
 */
export const STAR_WARS = defineBoardGame({
  id: "starwars",
  modules: [swMeeples, swBattles, incompleteFeatures],
  tileSets: [STAR_WARS_SET],
  startTile: "sw-01",
  // 000_… §"Rezumat" 4 and §"Sfârșitul jocului": trade route 1/tile, asteroid field 2/tile in play and 1/tile at
  // the end, planet 9 or 1 + 1/neighbour, and every faction symbol +2 in play and at the end.
  scoring: {
    [K_ROUTE]: { tile: 1, emblem: 2, finalTile: 1, finalEmblem: 2, reason: "route" },
    [K_ENCLOSURE]: { tile: 2, emblem: 2, finalTile: 1, finalEmblem: 2, reason: "asteroids" },
    [K_CENTER]: { tile: 1, emblem: 2, finalTile: 1, finalEmblem: 2, reason: "planet" },
    [K_OPEN]: { tile: 0, emblem: 0, finalTile: 0, finalEmblem: 0, reason: "farm" },
  },
  meeples: SW_MEEPLES,
  // 000_… §"Rezumat" 1 (ZMG wording), 003_… §"Podsumowanie": "nalezy ja wmiesza¢ do stosu i dobrac inna"
  unplaceable: "return",
  edgeMismatch: "Every touching edge must match: asteroids to asteroids, route to route, space to space.",
});

function setup(players: number, options: SwOptions, seed: string, forced?: ForcedRandomness): CarcState | RuleError {
  if (!Number.isInteger(players) || players < 2 || players > 5)
    return ruleError("bad-players", "Carcassonne Star Wars is for 2 to 5 players.", { min: 2, max: 5 });
  if (options.firstSeat !== null && options.firstSeat >= players)
    return ruleError("bad-options", "firstSeat must be one of the seats.", { option: "firstSeat", players });
  if (options.teams && players !== 4)
    return ruleError("bad-options", "The team variant is for exactly 4 players.", { option: "teams", players: 4 });
  if (forced?.dice && !forced.dice.every((d) => Number.isInteger(d) && d >= 1 && d <= 6))
    return ruleError("bad-dice", "Forced dice must be whole numbers from 1 to 6.");
  return setupBoardGame(STAR_WARS, options, players, seed, forced);
}

export const starWars: GameModule<CarcState, CarcAction, StarWarsView, SwOptions> = {
  id: "starwars",
  name: "Carcassonne Star Wars",
  minPlayers: 2,
  maxPlayers: 5,
  dataNote: STAR_WARS_TILE_STATUS,
  lobby: starWarsLobby,
  // 2: rule modules hold their slices in `ext`, the log holds every { key, args } record.
  // 3: features are flat per-segment arrays (`link`, `tally`) instead of records.
  // 4: those arrays hold a slot for every tile of the supply from setup on (features.ts `reserveSegments`).
  // 5: frontier signatures hold 3 bits a side (tile sets may add edge kinds).
  stateVersion: 5,
  parseOptions: parseSwOptions,
  parseAction: parseSwAction,
  setup,
  ...boardPlay,
  view: viewWith((s, _seat, acting) => ({ phase: phaseOf(s.phase, CORE_PHASES), sw: swView(s, acting) })),
};
