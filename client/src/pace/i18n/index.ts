/** The chat's and the turn alerts' translation namespace: `tp(key, args)`, English built in, the rest loaded when chosen. */
import { defineMessages, type Translator } from "../../i18n/i18n.ts";
import { en, type PaceDict } from "./en.ts";

export const tp: Translator<PaceDict> = defineMessages<PaceDict>(en, {
  ro: () => import("./ro.ts").then((m) => m.ro),
  es: () => import("./es.ts").then((m) => m.es),
  pl: () => import("./pl.ts").then((m) => m.pl),
});
