/** Polish messages of the chat and the turn alerts. */
import type { PaceDict } from "./en.ts";
import type { Translation } from "../../i18n/messages.ts";

export const pl: Translation<PaceDict> = {
  chat: "Czat",
  chatPlaceholder: "Napisz do stołu…",
  chatSend: "Wyślij",
  chatEmpty: "Brak wiadomości.",
  chatSpectator: "Pisać mogą tylko gracze przy stole; ty oglądasz.",
  chatMute: "Wycisz: {{ name }}",
  chatUnmute: "Cofnij wyciszenie: {{ name }}",
  chatMuted: { one: "{{ n }} ukryta wiadomość", few: "{{ n }} ukryte wiadomości", many: "{{ n }} ukrytych wiadomości", other: "{{ n }} ukrytej wiadomości" },
  chatNew: { one: "{{ n }} nowa", few: "{{ n }} nowe", many: "{{ n }} nowych", other: "{{ n }} nowej" },
  turnTitle: "Twój ruch",
  turnNotifyBody: "Otwórz partię, aby wykonać ruch.",
  alerts: "Powiadomienia o ruchu",
  alertSound: "Dźwięk",
  alertNotify: "Powiadamiaj mnie",
  alertNotifyOn: "Powiadomienia włączone",
  alertNotifyBlocked: "Powiadomienia są zablokowane w tej przeglądarce",
  clock: "Zegar",
  clockNone: "Bez zegara",
  clockFast: "Na żywo · szybko (5 min + 10 s na turę)",
  clockNormal: "Na żywo · normalnie (10 min + 20 s na turę)",
  clockSlow: "Na żywo · wolno (20 min + 40 s na turę)",
  clockDay: "Turowo · 1 dzień na ruch",
  clockDays3: "Turowo · 3 dni na ruch",
  clockDaysHours: "{{ d }} d {{ h }} godz.",
  clockOut: "koniec czasu",
  clockRunning: "myśli",
  clocks: "Zegary",
};
