/**
 * Carcassonne's client entry (engine/carcassonne/game.ts): the lobby options — farmers (on by default), the Gold
 * Mines mini-expansion and the two house rules — and its board, shared with Star Wars (board-game.ts).
 */
import { t } from "../../i18n/i18n.ts";
import { defineGame } from "../types.ts";
import { boardRefusal } from "./i18n/index.ts";
import { boardGameBase } from "./board-game.ts";

export const carcassonneGame = defineGame({
  ...boardGameBase("carcassonne"),
  t,
  options: [
    { key: "farmers", label: "farmers", hint: "farmersHint", initial: true },
    { key: "goldMines", label: "goldMines", hint: "goldMinesHint", initial: false },
    { key: "incompleteScoreNothing", label: "incompleteScoreNothing", hint: null, initial: false },
    { key: "handOfThree", label: "handOfThree", hint: null, initial: false },
  ],
  refusal: (code, args) => boardRefusal(code, args, "carcassonne"),
  classes: { match: "", main: "" },
});
