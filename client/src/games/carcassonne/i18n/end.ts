/**
 * The board games' namespace for their lazily loaded parts (the remaining tiles panel, the end screen and its
 * chart): `tbEnd(key, args)` in the current language, English built in with those parts, the other languages
 * loaded as small chunks when chosen.
 */
import { defineMessages, type Translator } from "../../../i18n/i18n.ts";
import { endEn, type BoardEndDict } from "./end-en.ts";

export type { BoardEndDict };

export const tbEnd: Translator<BoardEndDict> = defineMessages<BoardEndDict>(endEn, {
  ro: () => import("./end-ro.ts").then((m) => m.endRo),
  es: () => import("./end-es.ts").then((m) => m.endEs),
  pl: () => import("./end-pl.ts").then((m) => m.endPl),
});
