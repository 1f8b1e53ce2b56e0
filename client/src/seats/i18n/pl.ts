/** Polish messages of the seats namespace (en.ts). */
import type { Translation } from "../../i18n/i18n.ts";
import type { SeatsDict } from "./en.ts";

export const seatsPl: Translation<SeatsDict> = {
  youAre: "Grasz na miejscu {{ seat }} jako {{ name }}.",
  continueElsewhere: "Kontynuuj na innym urządzeniu",
  personalLinkHint: "Otwórz ten link na telefonie lub innym komputerze, aby grać tam na swoim miejscu.",
  personalLinkWarning: "Każdy, kto ma ten link, gra jako ty: wyślij go tylko sobie.",
  personalLink: "Twój osobisty link",
  copyPersonalLink: "Kopiuj mój link",
  personalQr: "Kod QR twojego osobistego linku",
  leaveSeat: "Zwolnij moje miejsce",
  leaveSeatHint: "Nic jeszcze nie zagrano: możesz zwolnić miejsce i oglądać albo znów zająć miejsce.",
  leaveAlreadyStarted: "Gra się zaczęła: nie możesz już zwolnić miejsca.",
  leaveFailed: "Nie udało się zwolnić miejsca; spróbuj ponownie.",
  myMatches: "Moje partie",
  myMatchesIntro: "Partie, w których ta przeglądarka ma miejsce. Nie ma konta: są zapisane tylko w tej przeglądarce.",
  noMatches: "Nie masz jeszcze partii: utwórz ją albo otwórz link od znajomego.",
  newMatch: "Nowa partia",
  history: "Historia",
  against: "przeciw: {{ names }}",
  freeSeat: "wolne miejsce",
  waitingFor: "Czekamy na: {{ names }}",
  finished: "Zakończona",
  unreachable: "Partia teraz nie odpowiada",
  lastActivity: "Ostatni ruch {{ when }}",
  loading: "Ładowanie…",
  seatLinkAsk: "Grasz już tu na miejscu {{ seat }} jako {{ name }} ({{ colour }}). Przejść na miejsce z tego linku?",
  seatLinkAskUnknown: "Ta przeglądarka ma już miejsce w tej partii. Przejść na miejsce z tego linku?",
  seatLinkSwitch: "Przejdź na miejsce z linku",
  seatLinkKeep: "Zachowaj moje miejsce",
};
