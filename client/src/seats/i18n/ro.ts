/** Romanian messages of the seats namespace (en.ts). */
import type { Translation } from "../../i18n/i18n.ts";
import type { SeatsDict } from "./en.ts";

export const seatsRo: Translation<SeatsDict> = {
  youAre: "Joci locul {{ seat }} ca {{ name }}.",
  continueElsewhere: "Continuă pe alt dispozitiv",
  personalLinkHint: "Deschide acest link pe telefon sau pe alt calculator ca să joci acolo locul tău.",
  personalLinkWarning: "Oricine are acest link joacă în locul tău: trimite-l doar ție.",
  personalLink: "Linkul tău personal",
  copyPersonalLink: "Copiază linkul meu",
  personalQr: "Codul QR al linkului tău personal",
  leaveSeat: "Renunță la loc",
  leaveSeatHint: "Încă nu s-a jucat nimic: poți renunța la loc și privi, sau poți ocupa din nou un loc.",
  leaveAlreadyStarted: "Jocul a început: nu mai poți renunța la loc.",
  leaveFailed: "Nu s-a putut renunța la loc; încearcă din nou.",
  myMatches: "Meciurile mele",
  myMatchesIntro: "Meciurile în care acest browser ține un loc. Nu există cont: sunt păstrate doar în acest browser.",
  noMatches: "Încă niciun meci: creează unul sau deschide un link primit de la un prieten.",
  newMatch: "Meci nou",
  history: "Istoric",
  against: "împotriva: {{ names }}",
  freeSeat: "un loc liber",
  waitingFor: "Se așteaptă: {{ names }}",
  finished: "Încheiat",
  unreachable: "Meciul nu răspunde acum",
  lastActivity: "Ultima activitate {{ when }}",
  loading: "Se încarcă…",
  seatLinkAsk: "Joci deja aici locul {{ seat }}, ca {{ name }} ({{ colour }}). Treci pe locul din acest link?",
  seatLinkAskUnknown: "Acest browser are deja un loc în acest meci. Treci pe locul din acest link?",
  seatLinkSwitch: "Treci pe locul din link",
  seatLinkKeep: "Păstrează-mi locul",
};
