/** Polish messages of the board games' lazily loaded parts (end-en.ts says which). */
import type { Translation } from "../../../i18n/i18n.ts";
import type { BoardEndDict } from "./end-en.ts";

export const endPl: Translation<BoardEndDict> = {
  remainingHint:
    "Płytki, które jeszcze wyjdą, według rodzaju: cały zestaw minus płytki już wyłożone. Kolejność dobierania pozostaje tajna.",
  remainingOf: "zostało {{ left }} z {{ total }}",
  endLastTile: "Gra skończyła się: wyłożono ostatnią płytkę.",
  endNoFit: "Gra skończyła się: żadna płytka ze stosu nie pasuje do planszy.",
  endVote: "Gra skończyła się głosowaniem, bo skończył się czas: {{ names }}.",
  scoreChart: "Punkty w trakcie gry",
  chartTurn: "tura {{ n }}",
  chartEnd: "punktacja końcowa",
  ownPoints: "Własne punkty",
  teamTotal: "Suma drużyny",
};
