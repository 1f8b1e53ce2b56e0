/** Romanian messages of New Frontiers' lobby (lobby-en.ts). */
import type { Translation } from "../../../i18n/i18n.ts";
import type { NfLobbyDict } from "./lobby-en.ts";

export const lobbyRo: Translation<NfLobbyDict> = {
  optLater: "Joc avansat",
  optLaterHint: "se aruncă o monedă pentru fiecare teanc de dezvoltări; fiecare jucător își alege colonia de origine",
  optGoals: "Obiective galactice",
  optGoalsHint: "doar în jocul avansat; Trasează obiective galactice înlocuiește Retragerea în izolare",
  pitch: "Alege acțiuni, explorează și colonizează lumi, produ și vinde bunuri: construiește cel mai mare imperiu spațial.",
  dataNoteProvisional: "valori provizorii ale pieselor (valorile tipărite nu au fost disponibile)",
};
