/**
 * English messages of the board games' lobby (Carcassonne and Star Wars), the only ones of these games the first
 * page load needs: the options' labels and hints, the data note, and the faction names of Star Wars' seat cards.
 * The board games' namespace (en.ts) includes them. lobby-ro.ts, lobby-es.ts and lobby-pl.ts give the same keys.
 */
export const lobbyEn = {
  optFarmers: "Farmers",
  optFarmersHint: "Meeples in fields score completed cities at the end",
  optGoldMines: "Gold Mines",
  optGoldMinesHint: "8 gold tiles; ingots for whoever scores the feature",
  optRiver: "The River",
  optRiverHint: "start at the spring; the 10 river tiles first, then the lake",
  optRiver2: "The River II",
  optRiver2Hint: "11 more river tiles with a fork; with The River, one lake is left out",
  optInnsCathedrals: "Inns & Cathedrals",
  optInnsCathedralsHint:
    "18 tiles; an inn or cathedral doubles a finished road or city, an unfinished one scores nothing; a large meeple each",
  optIncompleteScoreNothing: "Incomplete features score nothing",
  optHandOfThree: "Hand of three tiles",
  optReturnUnplaceable: "A tile that fits nowhere goes back into the bag",
  optReturnUnplaceableHint: "Instead of leaving the game, it is drawn again later.",
  optTeams: "Team variant: Rebels vs Empire",
  optTeamsHint: "4 players only; partners sit opposite and share one score",
  pitchCarcassonne: "Lay tiles, build cities, roads and monasteries, and place your meeples to score them.",
  pitchStarWars: "Trade routes, asteroid fields and planets: claim the galaxy and fight dice battles for it.",
  dataNoteReconstructed: "reconstructed tile distribution (the printed tile list was not available)",
  factionRebel: "Rebel Alliance",
  factionEmpire: "Empire",
  factionHunter: "Bounty Hunters",
};

/** The lobby namespace's message keys. */
export type BoardLobbyDict = typeof lobbyEn;
