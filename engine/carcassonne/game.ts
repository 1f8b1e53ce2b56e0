/**
 * Carcassonne as a `GameModule` (design.md engine contract): base game for 2–6 players (001_…), farmers,
 * Gold Mines (004_…) and two house-rule variants as options. The turn machinery is shared with Star Wars
 * (board-rules.ts); this module brings Carcassonne's setup, options and actions.
 */
import { isRuleError, ruleError, type ForcedRandomness, type GameModule, type RuleError } from "../core/game-module.ts";
import { parseCarcAction, type CarcAction } from "./actions.ts";
import { beginGame, boardPlay, forcedBag, newBoardState } from "./board-rules.ts";
import { parseCarcOptions, type CarcOptions } from "./options.ts";
import type { CarcState } from "./state.ts";
import { setOf, startKind, tileSupply } from "./tiles.ts";
import type { CarcView } from "./view.ts";

export const MEEPLES_PER_PLAYER = 7; // 001_… §Componente: "câte 7 meepleși … rezerva personală"

function setup(players: number, options: CarcOptions, seed: string, forced?: ForcedRandomness): CarcState | RuleError {
  if (!Number.isInteger(players) || players < 2 || players > 6) return ruleError("bad-players", "Carcassonne is for 2 to 6 players.");
  if (options.firstSeat !== null && options.firstSeat >= players) return ruleError("bad-options", "firstSeat must be one of the seats.");
  let bag = tileSupply(options.goldMines ? ["base", "goldmines"] : ["base"]);
  if (forced?.deck) {
    const b = forcedBag(forced.deck, (k) => setOf(k) !== "starwars");
    if (isRuleError(b)) return b;
    bag = b;
  }
  return beginGame(newBoardState("carcassonne", options, players, seed, bag, !!forced?.deck, MEEPLES_PER_PLAYER, startKind("base")));
}

export const carcassonne: GameModule<CarcState, CarcAction, CarcView, CarcOptions> = {
  id: "carcassonne",
  name: "Carcassonne",
  minPlayers: 2,
  maxPlayers: 6,
  parseOptions: parseCarcOptions,
  parseAction: parseCarcAction,
  setup,
  ...boardPlay,
};
