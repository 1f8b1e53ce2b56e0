/** The replay's translation namespace (replay page, end screen link, in-game history): `tr(key, args)`, English built in, the rest loaded when chosen. */
import { defineMessages, type Translator } from "../../i18n/i18n.ts";
import { en, type ReplayDict } from "./en.ts";

export const tr: Translator<ReplayDict> = defineMessages<ReplayDict>(en, {
  ro: () => import("./ro.ts").then((m) => m.ro),
  es: () => import("./es.ts").then((m) => m.es),
  pl: () => import("./pl.ts").then((m) => m.pl),
});
