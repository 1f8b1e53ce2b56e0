/** Carcassonne Star Wars' lobby choice (see core/lobby-options.ts): the team variant, for exactly 4 players (000_… §"Varianta în echipe"). */
import { booleansInEffect, type LobbyOptions } from "../../core/lobby-options.ts";

export const starWarsLobby: LobbyOptions = {
  options: [{ key: "teams", name: "teams", initial: false, players: [4] }],
  inEffect: booleansInEffect(() => starWarsLobby),
};
