/**
 * The board games' translation namespace (Carcassonne and Carcassonne Star Wars share it): `tb(key, args)` in the
 * current language, English built in, the other languages loaded as separate chunks when chosen.
 */
import { defineMessages, type Translator } from "../../../i18n/i18n.ts";
import { en, type BoardDict } from "./en.ts";

export type { BoardDict };
export type BoardKey = keyof BoardDict & string;

export const tb: Translator<BoardDict> = defineMessages<BoardDict>(en, {
  ro: () => import("./ro.ts").then((m) => m.ro),
  es: () => import("./es.ts").then((m) => m.es),
  pl: () => import("./pl.ts").then((m) => m.pl),
});
