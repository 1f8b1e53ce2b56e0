/**
 * Carcassonne's client entry (engine/carcassonne/game.ts): the lobby options — farmers (on by default), the Gold
 * Mines mini-expansion and the three house rules — labelled from the board games' lobby namespace, and its board,
 * shared with Star Wars (board-game.ts).
 */
import { carcassonneLobby } from "../../../../engine/carcassonne/lobby-options.ts";
import { defineGame } from "../types.ts";
// Type-only, for the client program: the game's engine definition brings in its view and, through its rule
// modules, the records and score reasons they declare; the bundle loads none of it.
// biome-ignore lint/correctness/noUnusedImports: brings the game's view into BoardViews (declaration merging) for this program
import type { CarcassonneView } from "../../../../engine/carcassonne/game.ts";
import { tbLobby } from "./i18n/lobby.ts";
import { boardGameBase } from "./board-game.ts";

export const carcassonneGame = defineGame({
  ...boardGameBase("carcassonne"),
  name: "Carcassonne",
  pitch: "pitchCarcassonne",
  t: tbLobby,
  lobby: carcassonneLobby,
  optionText: {
    farmers: { label: "optFarmers", hint: "optFarmersHint" },
    goldMines: { label: "optGoldMines", hint: "optGoldMinesHint" },
    river: { label: "optRiver", hint: "optRiverHint" },
    river2: { label: "optRiver2", hint: "optRiver2Hint" },
    innsCathedrals: { label: "optInnsCathedrals", hint: "optInnsCathedralsHint" },
    incompleteScoreNothing: { label: "optIncompleteScoreNothing", hint: null },
    handOfThree: { label: "optHandOfThree", hint: null },
    returnUnplaceable: { label: "optReturnUnplaceable", hint: "optReturnUnplaceableHint" },
  },
  classes: { match: "", main: "" },
});
