/**
 * New Frontiers' lobby namespace: `ntLobby(key)` in the current language, English built in, the other languages
 * loaded as small chunks when chosen. The client entry (in the first chunk) reads only this, never the game's
 * big namespace (index.ts), which stays in the lazily loaded chunks.
 */
import { defineMessages, type Translator } from "../../../i18n/i18n.ts";
import { lobbyEn, type NfLobbyDict } from "./lobby-en.ts";

export type { NfLobbyDict };

export const ntLobby: Translator<NfLobbyDict> = defineMessages<NfLobbyDict>(lobbyEn, {
  ro: () => import("./lobby-ro.ts").then((m) => m.lobbyRo),
  es: () => import("./lobby-es.ts").then((m) => m.lobbyEs),
  pl: () => import("./lobby-pl.ts").then((m) => m.lobbyPl),
});
