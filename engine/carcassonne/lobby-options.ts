/**
 * Carcassonne's lobby choices (see core/lobby-options.ts), listed like game.ts lists the rule modules: farmers
 * (on by default), the expansions' own choices, and the three house rules of 001_… §"Reguli ale casei". Validated
 * by the options schema in game.ts. Kept apart from game.ts so the client's first chunk can import it.
 */
import { booleansInEffect, type LobbyOptions } from "../core/lobby-options.ts";
import { GOLD_MINES_LOBBY_OPTION } from "./gold-mines/lobby-options.ts";
import { INNS_LOBBY_OPTION } from "./inns-cathedrals/lobby-options.ts";
import { RIVER2_LOBBY_OPTION, RIVER_LOBBY_OPTION } from "./river/lobby-options.ts";

export const carcassonneLobby: LobbyOptions = {
  options: [
    { key: "farmers", name: "farmers", initial: true },
    GOLD_MINES_LOBBY_OPTION,
    RIVER_LOBBY_OPTION,
    RIVER2_LOBBY_OPTION,
    INNS_LOBBY_OPTION,
    { key: "incompleteScoreNothing", name: "incomplete features score nothing", initial: false },
    { key: "handOfThree", name: "hand of three", initial: false },
    { key: "returnUnplaceable", name: "a tile that fits nowhere goes back into the bag", initial: false },
  ],
  inEffect: booleansInEffect(() => carcassonneLobby),
};
