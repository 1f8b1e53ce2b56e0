/** Polish messages of the board games' (Carcassonne and Star Wars) lobby (lobby-en.ts). */
import type { Translation } from "../../../i18n/i18n.ts";
import type { BoardLobbyDict } from "./lobby-en.ts";

export const lobbyPl: Translation<BoardLobbyDict> = {
  optFarmers: "Chłopi",
  optFarmersHint: "Meeple na łąkach punktują ukończone miasta na koniec gry",
  optGoldMines: "Kopalnie złota",
  optGoldMinesHint: "8 kafelków ze złotem; sztabki dla tego, kto punktuje obszar",
  optRiver: "Rzeka",
  optRiverHint: "start od źródła; najpierw 10 kafelków rzeki, potem jezioro",
  optRiver2: "Rzeka II",
  optRiver2Hint: "11 kolejnych kafelków rzeki z rozwidleniem; z Rzeką jedno jezioro odpada",
  optInnsCathedrals: "Karczmy i Katedry",
  optInnsCathedralsHint:
    "18 kafelków; karczma lub katedra podnosi wartość ukończonej drogi lub miasta, nieukończone nie dają punktów; duży pionek dla każdego",
  optIncompleteScoreNothing: "Nieukończone obszary nie punktują",
  optHandOfThree: "Ręka trzech kafelków",
  optReturnUnplaceable: "Kafelek, którego nie da się dołożyć, wraca do worka",
  optReturnUnplaceableHint: "Zamiast odpaść z gry, zostanie dobrany później.",
  optTeams: "Wariant drużynowy: Rebelianci kontra Imperium",
  optTeamsHint: "tylko dla 4 graczy; partnerzy siedzą naprzeciw siebie i mają wspólny wynik",
  pitchCarcassonne: "Dokładaj płytki, buduj miasta, drogi i klasztory, a swoimi meeplami zdobywaj za nie punkty.",
  pitchStarWars: "Szlaki handlowe, pola asteroid i planety: zajmij galaktykę i walcz o nią kośćmi.",
  dataNoteReconstructed: "zrekonstruowany rozkład płytek (drukowana lista nie była dostępna)",
  factionRebel: "Sojusz Rebeliantów",
  factionEmpire: "Imperium",
  factionHunter: "Łowcy Nagród",
};
