/** Romanian messages of the chat and the turn alerts. */
import type { PaceDict } from "./en.ts";
import type { Translation } from "../../i18n/messages.ts";

export const ro: Translation<PaceDict> = {
  chat: "Chat",
  chatPlaceholder: "Scrie celor de la masă…",
  chatSend: "Trimite",
  chatEmpty: "Niciun mesaj încă.",
  chatSpectator: "Doar jucătorii așezați pot scrie; tu privești.",
  chatMute: "Ascunde-l pe {{ name }}",
  chatUnmute: "Arată-l pe {{ name }}",
  chatMuted: { one: "{{ n }} mesaj ascuns", few: "{{ n }} mesaje ascunse", other: "{{ n }} de mesaje ascunse" },
  chatNew: { one: "{{ n }} nou", few: "{{ n }} noi", other: "{{ n }} noi" },
  turnTitle: "E rândul tău",
  turnNotifyBody: "Deschide partida ca să muți.",
  alerts: "Alerte de rând",
  alertSound: "Sunet",
  alertNotify: "Anunță-mă",
  alertNotifyOn: "Notificări pornite",
  alertNotifyBlocked: "Notificările sunt blocate în acest browser",
  clock: "Ceas",
  clockNone: "Fără ceas",
  clockFast: "Live · rapid (5 min + 10 s pe tură)",
  clockNormal: "Live · normal (10 min + 20 s pe tură)",
  clockSlow: "Live · lent (20 min + 40 s pe tură)",
  clockDay: "Pe ture · 1 zi pe mutare",
  clockDays3: "Pe ture · 3 zile pe mutare",
  clockDaysHours: "{{ d }} z {{ h }} h",
  clockOut: "timp expirat",
  clockRunning: "se gândește",
  clocks: "Ceasuri",
};
