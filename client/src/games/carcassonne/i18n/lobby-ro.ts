/** Romanian messages of the board games' (Carcassonne and Star Wars) lobby (lobby-en.ts). */
import type { Translation } from "../../../i18n/i18n.ts";
import type { BoardLobbyDict } from "./lobby-en.ts";

export const lobbyRo: Translation<BoardLobbyDict> = {
  optFarmers: "Țărani",
  optFarmersHint: "Meeplesii de pe câmpuri punctează orașele finalizate la sfârșit",
  optGoldMines: "Minele de aur",
  optGoldMinesHint: "8 cartonașe cu aur; lingourile merg la cine evaluează teritoriul",
  optRiver: "Râul",
  optRiverHint: "începe de la izvor; întâi cele 10 cartonașe cu râu, apoi lacul",
  optRiver2: "Râul II",
  optRiver2Hint: "încă 11 cartonașe cu râu, cu o bifurcație; cu Râul, un lac se scoate",
  optInnsCathedrals: "Hanuri și Catedrale",
  optInnsCathedralsHint:
    "18 cartonașe; un han sau o catedrală mărește valoarea unui drum sau oraș terminat, neterminate nu aduc puncte; câte un meeple mare",
  optIncompleteScoreNothing: "Teritoriile nefinalizate nu valorează puncte",
  optHandOfThree: "Mână de trei cartonașe",
  optReturnUnplaceable: "Un cartonaș care nu poate fi plasat se pune înapoi în sac",
  optReturnUnplaceableHint: "În loc să fie scos din joc, va fi tras din nou mai târziu.",
  optTeams: "Varianta în echipe: Rebelii contra Imperiului",
  optTeamsHint: "doar pentru 4 jucători; partenerii stau față în față și au un scor comun",
  pitchCarcassonne: "Pune cartonașe, construiește orașe, drumuri și mănăstiri și așază-ți meeplii ca să le punctezi.",
  pitchStarWars: "Rute comerciale, câmpuri de asteroizi și planete: cucerește galaxia și luptă pentru ea cu zarurile.",
  dataNoteReconstructed: "distribuția cartonașelor reconstituită (lista tipărită nu a fost disponibilă)",
  factionRebel: "Alianța Rebelă",
  factionEmpire: "Imperiul",
  factionHunter: "Vânătorii de Recompense",
};
