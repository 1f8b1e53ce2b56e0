/**
 * Carcassonne as a `GameModule` (design.md engine contract): base game for 2–6 players (001_…), farmers,
 * Gold Mines (004_…), The River (I and II), Inns & Cathedrals and three house-rule variants as options. Its definition lists its
 * rule modules in declared order (incomplete features, farmers, Gold Mines, The River, The River II, Inns & Cathedrals), its tiles and score table; the turn machinery is shared with
 * every game on the board engine (board-rules.ts).
 */
import { ruleError, type ForcedRandomness, type GameModule, type RuleError } from "../core/game-module.ts";
import * as v from "valibot";
import { MeepleSchema, parseActionWith, PassSchema, PlaceSchema, type CarcAction } from "./actions.ts";
import { defineBoardGame } from "./board-game.ts";
import { boardPlay, viewWith } from "./board-rules.ts";
import { setupBoardGame } from "./board-setup.ts";
import type { CoreEvent } from "./events.ts";
import { farmers } from "./farmers.ts";
import { GoldSchema, TakeGoldSchema } from "./gold-mines/actions.ts";
import { goldMines } from "./gold-mines/rules.ts";
import type { GoldEvent } from "./gold-mines/events.ts";
import { GOLD_PHASES, goldView, type GoldPhase, type GoldView } from "./gold-mines/state.ts";
import { incompleteFeatures } from "./incomplete-features.ts";
import { INNS_OPTION_ENTRIES } from "./inns-cathedrals/options.ts";
import { innsCathedrals } from "./inns-cathedrals/rules.ts";
import { RIVER_OPTION_ENTRIES } from "./river/options.ts";
import { river, river2 } from "./river/rules.ts";
import { GOLD_MINES_OPTION_ENTRIES } from "./gold-mines/options.ts";
import { carcassonneLobby } from "./lobby-options.ts";
import { BASE_OPTION_ENTRIES, parseOptionsWith } from "./options.ts";
import type { CarcState, CorePhase } from "./state.ts";
import { BASE_SET, K_CENTER, K_ENCLOSURE, K_OPEN, K_ROUTE } from "./tiles.ts";
import { CORE_PHASES, phaseOf, type BoardView } from "./view.ts";

export const MEEPLES_PER_PLAYER = 7; // 001_… §Componente: "câte 7 meepleși … rezerva personală"

/** Every record a Carcassonne game writes. */
export type CarcassonneEvent = CoreEvent | GoldEvent;

/** What a Carcassonne seat sees: the board view plus Gold Mines' slice (null when it is off) and phases. */
export type CarcassonneView = BoardView & { phase: CorePhase | GoldPhase; gold: GoldView | null };

declare module "./views.ts" {
  interface BoardViews {
    carcassonne: CarcassonneView;
  }
}

export const CARCASSONNE = defineBoardGame({
  id: "carcassonne",
  modules: [incompleteFeatures, farmers, goldMines, river, river2, innsCathedrals],
  tileSets: [BASE_SET],
  startTile: "base-D", // 001_… §Componente: one copy of D is the start tile
  // 001_… §"Rezumat" 3 and §"Sfârșitul jocului": road 1/tile; city 2/tile + 2/coat in play, 1 + 1 at the end;
  // monastery 1 per tile of its 3×3 block (9 when complete).
  scoring: {
    [K_ROUTE]: { tile: 1, emblem: 0, finalTile: 1, finalEmblem: 0, reason: "road" },
    [K_ENCLOSURE]: { tile: 2, emblem: 2, finalTile: 1, finalEmblem: 1, reason: "city" },
    [K_CENTER]: { tile: 1, emblem: 0, finalTile: 1, finalEmblem: 0, reason: "monastery" },
    [K_OPEN]: { tile: 0, emblem: 0, finalTile: 0, finalEmblem: 0, reason: "farm" },
  },
  meeples: MEEPLES_PER_PLAYER,
  unplaceable: "discard", // 001_… §1: "acesta este eliminat din joc, iar jucătorul trage altul"
  edgeMismatch: "Every touching edge must match: city to city, road to road, field to field.",
});

/** Carcassonne's options: the base game's (farmers, house rules, first seat) and its expansions'. */
export const CarcOptionsSchema = v.strictObject({
  ...BASE_OPTION_ENTRIES,
  ...GOLD_MINES_OPTION_ENTRIES,
  ...RIVER_OPTION_ENTRIES,
  ...INNS_OPTION_ENTRIES,
});
export type CarcOptions = v.InferOutput<typeof CarcOptionsSchema>;

/** Carcassonne's actions: the core's, and Gold Mines' second ingot and ingot picks. */
export const CarcActionSchema = v.variant("type", [PlaceSchema, GoldSchema, MeepleSchema, PassSchema, TakeGoldSchema]);

function setup(players: number, options: CarcOptions, seed: string, forced?: ForcedRandomness): CarcState | RuleError {
  if (!Number.isInteger(players) || players < 2 || players > 6)
    return ruleError("bad-players", "Carcassonne is for 2 to 6 players.", { min: 2, max: 6 });
  if (options.firstSeat !== null && options.firstSeat >= players)
    return ruleError("bad-options", "firstSeat must be one of the seats.", { option: "firstSeat", players });
  return setupBoardGame(CARCASSONNE, options, players, seed, forced);
}

export const carcassonne: GameModule<CarcState, CarcAction, CarcassonneView, CarcOptions> = {
  id: "carcassonne",
  name: "Carcassonne",
  lobby: carcassonneLobby,
  // 2: rule modules hold their slices in `ext`, the log holds every { key, args } record.
  // 3: features are flat per-segment arrays (`link`, `tally`) instead of records.
  // 4: those arrays hold a slot for every tile of the supply from setup on (features.ts `reserveSegments`).
  // 5: frontier signatures hold 3 bits a side (tile sets may add edge kinds).
  stateVersion: 5,
  minPlayers: 2,
  maxPlayers: 6,
  parseOptions: (input) => parseOptionsWith(CarcOptionsSchema, input),
  parseAction: (input) => parseActionWith(CarcActionSchema, input),
  setup,
  ...boardPlay,
  view: viewWith((s) => ({ phase: phaseOf(s.phase, [...CORE_PHASES, ...GOLD_PHASES]), gold: goldView(s) })),
};
