/** Spanish messages of the replay page, the end screen's link to it and the match page's history. */
import type { ReplayDict } from "./en.ts";
import type { Translation } from "../../i18n/messages.ts";

export const es: Translation<ReplayDict> = {
  replay: "Repetición",
  loading: "Cargando la repetición…",
  move: "Jugada {{ n }} de {{ total }}",
  moveBy: "Jugó {{ name }}",
  moveStart: "El comienzo, antes de cualquier jugada",
  first: "Al comienzo",
  prev: "Jugada anterior",
  next: "Jugada siguiente",
  last: "Al final",
  slider: "Número de jugada",
  scores: "Puntuaciones en esta jugada",
  copyLink: "Copiar el enlace a esta jugada",
  copied: "Enlace copiado",
  backToMatch: "Volver a la partida",
  keys: "← y → recorren las jugadas.",
  endedByVote: "Aquí los jugadores terminaron la partida por votación.",
  notFinished: "La repetición se publica cuando termina la partida.",
  failed: "No se pudo reproducir esta repetición (código {{ code }}).",
  watch: "Ver la repetición",
  history: "Historial",
  historyAt: "Turno {{ n }} de {{ total }}",
  historyEarlier: "Turno anterior",
  historyLater: "Turno siguiente",
  historyNow: "Volver al presente",
  historyHint: "Recorre hacia atrás los turnos jugados: el turno se resalta en el registro, y en el tablero la loseta que colocó.",
};
