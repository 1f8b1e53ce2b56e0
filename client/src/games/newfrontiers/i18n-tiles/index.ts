/**
 * The New Frontiers tile-text namespace: English built in, Romanian, Spanish and Polish loaded when chosen.
 * `tt(key, args)` is reactive to the locale; power-text.ts composes powers, "?" lines and tile facts with it,
 * goal-text.ts the Galactic Goals.
 */
import { defineMessages } from "../../../i18n/i18n.ts";
import { en, type TileDict } from "./en.ts";

export type { TileDict };

export const tt = defineMessages<TileDict>(en, {
  ro: () => import("./ro.ts").then((m) => m.ro),
  es: () => import("./es.ts").then((m) => m.es),
  pl: () => import("./pl.ts").then((m) => m.pl),
});
