/**
 * Carcassonne Star Wars' client entry (engine/carcassonne/star-wars/game.ts): the team variant (4 players only),
 * the seats' fixed colours (rules §3: the seat decides, not the player), and the board of the board engine in
 * space (../carcassonne/board-game.ts; its dice battle panel is a lazy chunk of its own).
 */
import { viewSeatColour } from "../../colors.ts";
import { starWarsLobby } from "../../../../engine/carcassonne/star-wars/lobby-options.ts";
import { boardGameBase } from "../carcassonne/board-game.ts";
import { defineGame } from "../types.ts";
import { boardRefusal, tb } from "../carcassonne/i18n/index.ts";

export const starWarsGame = defineGame({
  ...boardGameBase("starwars"),
  t: tb,
  lobby: starWarsLobby,
  optionText: { teams: { label: "optTeams", hint: "optTeamsHint" } },
  refusal: (code, args) => boardRefusal(code, args, "starwars"),
  dataNote: "dataNoteReconstructed",
  seatColour: (view, seat, chosen) => viewSeatColour(view.sw, seat, chosen),
  classes: { match: "sw", main: "space" },
});
