/** Romanian messages of the replay page, the end screen's link to it and the match page's history. */
import type { ReplayDict } from "./en.ts";
import type { Translation } from "../../i18n/messages.ts";

export const ro: Translation<ReplayDict> = {
  replay: "Reluare",
  loading: "Se încarcă reluarea…",
  move: "Mutarea {{ n }} din {{ total }}",
  moveBy: "A jucat {{ name }}",
  moveStart: "Începutul, înainte de orice mutare",
  first: "La început",
  prev: "Mutarea anterioară",
  next: "Mutarea următoare",
  last: "La sfârșit",
  slider: "Numărul mutării",
  scores: "Punctajele la această mutare",
  copyLink: "Copiază linkul către această mutare",
  copied: "Link copiat",
  backToMatch: "Înapoi la partidă",
  keys: "← și → parcurg mutările.",
  endedByVote: "Aici jucătorii au încheiat partida prin vot.",
  notFinished: "Reluarea se publică după ce jocul s-a terminat.",
  failed: "Această reluare nu a putut fi redată (cod {{ code }}).",
  watch: "Vezi reluarea",
  history: "Istoric",
  historyAt: "Tura {{ n }} din {{ total }}",
  historyEarlier: "Tura anterioară",
  historyLater: "Tura următoare",
  historyNow: "Înapoi la prezent",
  historyHint: "Parcurge înapoi turele de până acum: tura e conturată în jurnal, iar piesa pusă atunci, pe tablă.",
};
