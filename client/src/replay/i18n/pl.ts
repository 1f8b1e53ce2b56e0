/** Polish messages of the replay page, the end screen's link to it and the match page's history. */
import type { ReplayDict } from "./en.ts";
import type { Translation } from "../../i18n/messages.ts";

export const pl: Translation<ReplayDict> = {
  replay: "Powtórka",
  loading: "Wczytywanie powtórki…",
  move: "Ruch {{ n }} z {{ total }}",
  moveBy: "Ruch: {{ name }}",
  moveStart: "Początek, przed pierwszym ruchem",
  first: "Na początek",
  prev: "Poprzedni ruch",
  next: "Następny ruch",
  last: "Na koniec",
  slider: "Numer ruchu",
  scores: "Wyniki po tym ruchu",
  copyLink: "Kopiuj link do tego ruchu",
  copied: "Link skopiowany",
  backToMatch: "Wróć do partii",
  keys: "← i → przechodzą między ruchami.",
  endedByVote: "Tutaj gracze zakończyli partię głosowaniem.",
  notFinished: "Powtórka jest publikowana po zakończeniu gry.",
  failed: "Nie udało się odtworzyć tej powtórki (kod {{ code }}).",
  watch: "Obejrzyj powtórkę",
  history: "Historia",
  historyAt: "Tura {{ n }} z {{ total }}",
  historyEarlier: "Wcześniejsza tura",
  historyLater: "Późniejsza tura",
  historyNow: "Wróć do teraz",
  historyHint: "Cofaj się po dotychczasowych turach: tura jest obrysowana w dzienniku, a położona w niej płytka na planszy.",
};
