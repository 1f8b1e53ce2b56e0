/**
 * The seats namespace (a seat's personal link and the question a seat link asks, leaving a seat, "My matches"):
 * `st(key)` in the current language, English built in, the other languages loaded as small chunks when chosen.
 */
import { defineMessages, type Translator } from "../../i18n/i18n.ts";
import { seatsEn, type SeatsDict } from "./en.ts";

export type { SeatsDict };

export const st: Translator<SeatsDict> = defineMessages<SeatsDict>(seatsEn, {
  ro: () => import("./ro.ts").then((m) => m.seatsRo),
  es: () => import("./es.ts").then((m) => m.seatsEs),
  pl: () => import("./pl.ts").then((m) => m.seatsPl),
});
