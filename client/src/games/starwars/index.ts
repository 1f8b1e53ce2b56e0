/**
 * Carcassonne Star Wars' client entry (engine/carcassonne/star-wars/game.ts): the team variant (4 players only),
 * the seats' fixed colours and character cards (rules §3: the seat decides, not the player) for the seat picker,
 * and the board of the board engine in space (../carcassonne/board-game.ts; its dice battle panel is a lazy
 * chunk of its own).
 */
import { viewSeatColour } from "../../../../contract/colors.ts";
import { starWarsLobby } from "../../../../engine/carcassonne/star-wars/lobby-options.ts";
import { boardGameBase } from "../carcassonne/board-game.ts";
import { FACTION_KEY, factionCards } from "../carcassonne/factions.ts";
import { tbLobby } from "../carcassonne/i18n/lobby.ts";
import { defineGame } from "../types.ts";
// Type-only, for the client program: the game's engine definition brings in its view and, through its rule
// modules, the records and score reasons they declare; the bundle loads none of it.
// biome-ignore lint/correctness/noUnusedImports: brings the game's view into BoardViews (declaration merging) for this program
import type { StarWarsView } from "../../../../engine/carcassonne/star-wars/game.ts";

export const starWarsGame = defineGame({
  ...boardGameBase("starwars"),
  name: "Carcassonne Star Wars",
  pitch: "pitchStarWars",
  t: tbLobby,
  lobby: starWarsLobby,
  optionText: { teams: { label: "optTeams", hint: "optTeamsHint" } },
  dataNote: "dataNoteReconstructed",
  seatColour: (view, seat, chosen) => viewSeatColour(view.sw, seat, chosen),
  seatCards: (view) =>
    factionCards(view).map((c) => ({
      colour: c.hex,
      colourId: c.color,
      group: c.faction,
      title: c.character,
      subtitle: tbLobby(FACTION_KEY[c.faction]),
    })),
  classes: { match: "sw", main: "space" },
});
