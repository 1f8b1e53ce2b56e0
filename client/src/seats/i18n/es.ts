/** Spanish messages of the seats namespace (en.ts). */
import type { Translation } from "../../i18n/i18n.ts";
import type { SeatsDict } from "./en.ts";

export const seatsEs: Translation<SeatsDict> = {
  youAre: "Juegas el asiento {{ seat }} como {{ name }}.",
  continueElsewhere: "Continuar en otro dispositivo",
  personalLinkHint: "Abre este enlace en tu móvil o en otro ordenador para jugar allí tu asiento.",
  personalLinkWarning: "Quien tenga este enlace juega como tú: envíatelo solo a ti.",
  personalLink: "Tu enlace personal",
  copyPersonalLink: "Copiar mi enlace",
  personalQr: "Código QR de tu enlace personal",
  leaveSeat: "Dejar mi asiento",
  leaveSeatHint: "Aún no se ha jugado nada: puedes dejar tu asiento y mirar, o volver a sentarte.",
  leaveAlreadyStarted: "La partida ha empezado: ya no puedes dejar tu asiento.",
  leaveFailed: "No se pudo dejar el asiento; inténtalo de nuevo.",
  myMatches: "Mis partidas",
  myMatchesIntro: "Las partidas en las que este navegador tiene un asiento. No hay cuenta: se guardan solo en este navegador.",
  noMatches: "Todavía no hay partidas: crea una o abre un enlace que te haya enviado un amigo.",
  newMatch: "Nueva partida",
  history: "Historial",
  against: "contra {{ names }}",
  freeSeat: "un asiento libre",
  waitingFor: "Esperando a {{ names }}",
  finished: "Terminada",
  unreachable: "La partida no responde ahora",
  lastActivity: "Última actividad {{ when }}",
  loading: "Cargando…",
  seatLinkAsk: "Ya juegas aquí el asiento {{ seat }}, como {{ name }} ({{ colour }}). ¿Cambiar al asiento de este enlace?",
  seatLinkAskUnknown: "Este navegador ya tiene un asiento en esta partida. ¿Cambiar al asiento de este enlace?",
  seatLinkSwitch: "Cambiar al asiento del enlace",
  seatLinkKeep: "Mantener mi asiento",
};
