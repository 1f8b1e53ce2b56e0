/** Spanish messages of the board games' (Carcassonne and Star Wars) lobby (lobby-en.ts). */
import type { Translation } from "../../../i18n/i18n.ts";
import type { BoardLobbyDict } from "./lobby-en.ts";

export const lobbyEs: Translation<BoardLobbyDict> = {
  optFarmers: "Granjeros",
  optFarmersHint: "Los meeples en los campos puntúan las ciudades completas al final",
  optGoldMines: "Minas de oro",
  optGoldMinesHint: "8 losetas de oro; los lingotes son para quien puntúa la zona",
  optRiver: "El Río",
  optRiverHint: "se empieza en el manantial; primero las 10 losetas de río, luego el lago",
  optRiver2: "El Río II",
  optRiver2Hint: "11 losetas de río más con una bifurcación; con El Río se retira un lago",
  optInnsCathedrals: "Posadas y Catedrales",
  optInnsCathedralsHint:
    "18 losetas; una posada o catedral aumenta un camino o ciudad completados, sin completar no puntúan; un meeple grande por jugador",
  optIncompleteScoreNothing: "Las zonas incompletas no puntúan",
  optHandOfThree: "Mano de tres losetas",
  optReturnUnplaceable: "Una loseta que no encaja vuelve a la bolsa",
  optReturnUnplaceableHint: "En lugar de salir del juego, se vuelve a robar más tarde.",
  optTeams: "Variante por equipos: Rebeldes contra Imperio",
  optTeamsHint: "solo 4 jugadores; los compañeros se sientan enfrente y comparten puntuación",
  pitchCarcassonne: "Coloca losetas, construye ciudades, caminos y monasterios, y pon tus seguidores para puntuarlos.",
  pitchStarWars: "Rutas comerciales, campos de asteroides y planetas: conquista la galaxia y lucha por ella con los dados.",
  dataNoteReconstructed: "distribución de losetas reconstruida (no se disponía de la lista impresa)",
  factionRebel: "Alianza Rebelde",
  factionEmpire: "Imperio",
  factionHunter: "Cazarrecompensas",
};
