/**
 * Carcassonne's lobby choices (see core/lobby-options.ts): farmers (on by default), the Gold Mines
 * mini-expansion (004_…) and the two house rules of 001_… §"Reguli ale casei". Validated by options.ts.
 */
import { booleansInEffect, type LobbyOptions } from "../core/lobby-options.ts";

export const carcassonneLobby: LobbyOptions = {
  options: [
    { key: "farmers", name: "farmers", initial: true },
    { key: "goldMines", name: "Gold Mines", initial: false },
    { key: "incompleteScoreNothing", name: "incomplete features score nothing", initial: false },
    { key: "handOfThree", name: "hand of three", initial: false },
  ],
  inEffect: booleansInEffect(() => carcassonneLobby),
};
