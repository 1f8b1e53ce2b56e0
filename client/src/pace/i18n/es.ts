/** Spanish messages of the chat and the turn alerts. */
import type { PaceDict } from "./en.ts";
import type { Translation } from "../../i18n/messages.ts";

export const es: Translation<PaceDict> = {
  chat: "Chat",
  chatPlaceholder: "Escribe a la mesa…",
  chatSend: "Enviar",
  chatEmpty: "Aún no hay mensajes.",
  chatSpectator: "Solo los jugadores sentados pueden escribir; estás mirando.",
  chatMute: "Silenciar a {{ name }}",
  chatUnmute: "Dejar de silenciar a {{ name }}",
  chatMuted: { one: "{{ n }} mensaje silenciado oculto", other: "{{ n }} mensajes silenciados ocultos" },
  chatNew: { one: "{{ n }} nuevo", other: "{{ n }} nuevos" },
  turnTitle: "Tu turno",
  turnNotifyBody: "Abre la partida para jugar tu movimiento.",
  alerts: "Avisos de turno",
  alertSound: "Sonido",
  alertNotify: "Avisarme",
  alertNotifyOn: "Notificaciones activadas",
  alertNotifyBlocked: "Las notificaciones están bloqueadas en este navegador",
  clock: "Reloj",
  clockNone: "Sin reloj",
  clockFast: "En vivo · rápido (5 min + 10 s por turno)",
  clockNormal: "En vivo · normal (10 min + 20 s por turno)",
  clockSlow: "En vivo · lento (20 min + 40 s por turno)",
  clockDay: "Por turnos · 1 día por jugada",
  clockDays3: "Por turnos · 3 días por jugada",
  clockDaysHours: "{{ d }} d {{ h }} h",
  clockOut: "sin tiempo",
  clockRunning: "pensando",
  clocks: "Relojes",
};
