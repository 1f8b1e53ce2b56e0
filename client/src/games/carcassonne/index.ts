/**
 * Carcassonne's client entry (engine/carcassonne/game.ts): the lobby options — farmers (on by default), the Gold
 * Mines mini-expansion and the two house rules — and its board, shared with Star Wars (board-game.ts).
 */
import { carcassonneLobby } from "../../../../engine/carcassonne/lobby-options.ts";
import { defineGame } from "../types.ts";
import { boardRefusal, tb } from "./i18n/index.ts";
import { boardGameBase } from "./board-game.ts";

export const carcassonneGame = defineGame({
  ...boardGameBase("carcassonne"),
  t: tb,
  lobby: carcassonneLobby,
  optionText: {
    farmers: { label: "optFarmers", hint: "optFarmersHint" },
    goldMines: { label: "optGoldMines", hint: "optGoldMinesHint" },
    incompleteScoreNothing: { label: "optIncompleteScoreNothing", hint: null },
    handOfThree: { label: "optHandOfThree", hint: null },
  },
  refusal: (code, args) => boardRefusal(code, args, "carcassonne"),
  classes: { match: "", main: "" },
});
