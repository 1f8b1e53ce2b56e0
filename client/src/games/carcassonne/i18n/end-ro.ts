/** Romanian messages of the board games' lazily loaded parts (end-en.ts says which). */
import type { Translation } from "../../../i18n/i18n.ts";
import type { BoardEndDict } from "./end-en.ts";

export const endRo: Translation<BoardEndDict> = {
  remainingHint: "Cartonașele care mai vin, pe tipuri: setul întreg minus cele deja ieșite. Ordinea tragerii rămâne secretă.",
  remainingOf: "rămân {{ left }} din {{ total }}",
  endLastTile: "Jocul s-a încheiat: a fost plasat ultimul cartonaș.",
  endNoFit: "Jocul s-a încheiat: niciun cartonaș rămas în teanc nu se potrivește pe tablă.",
  endVote: "Jocul s-a încheiat prin vot după ce {{ names }} a rămas fără timp.",
  scoreChart: "Punctajul de-a lungul jocului",
  chartTurn: "tura {{ n }}",
  chartEnd: "punctajul final",
  ownPoints: "Puncte proprii",
  teamTotal: "Totalul echipei",
};
