/** Polish messages of New Frontiers' lobby (lobby-en.ts). */
import type { Translation } from "../../../i18n/i18n.ts";
import type { NfLobbyDict } from "./lobby-en.ts";

export const lobbyPl: Translation<NfLobbyDict> = {
  optLater: "Gra zaawansowana",
  optLaterHint: "rzut monetą dla każdego stosu rozwinięć; każdy gracz wybiera kolonię macierzystą",
  optGoals: "Cele galaktyczne",
  optGoalsHint: "tylko w grze zaawansowanej; Wyznacz cele galaktyczne zastępuje Wycofanie w izolację",
  pitch: "Wybieraj akcje, odkrywaj i zasiedlaj światy, wytwarzaj i sprzedawaj towary: zbuduj największe imperium kosmiczne.",
  dataNoteProvisional: "tymczasowe wartości kafelków (wartości z druku nie były dostępne)",
};
