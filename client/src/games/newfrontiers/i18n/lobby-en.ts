/**
 * English messages of New Frontiers' lobby, the only ones of the game the first page load needs: the options'
 * labels and hints and the data note. lobby-ro.ts, lobby-es.ts and lobby-pl.ts give the same keys.
 */
export const lobbyEn = {
  optLater: "Later game",
  optLaterHint: "coin flips for the development stacks; each player chooses a home colony",
  optGoals: "Galactic Goals",
  optGoalsHint: "later games only; Chart Galactic Goals replaces Retreat into Isolation",
  pitch: "Choose actions, explore and settle worlds, produce and trade goods: build the greatest space empire.",
  dataNoteProvisional: "provisional tile values (the printed tile values were not available)",
};

/** The lobby namespace's message keys. */
export type NfLobbyDict = typeof lobbyEn;
