/**
 * The board games' lobby namespace (Carcassonne and Star Wars share it): `tbLobby(key)` in the current language,
 * English built in, the other languages loaded as small chunks when chosen. The client entries (in the first
 * chunk) read only this; the board namespace (index.ts) includes the same messages for the lazily loaded board.
 */
import { defineMessages, type Translator } from "../../../i18n/i18n.ts";
import { lobbyEn, type BoardLobbyDict } from "./lobby-en.ts";

export type { BoardLobbyDict };

export const tbLobby: Translator<BoardLobbyDict> = defineMessages<BoardLobbyDict>(lobbyEn, {
  ro: () => import("./lobby-ro.ts").then((m) => m.lobbyRo),
  es: () => import("./lobby-es.ts").then((m) => m.lobbyEs),
  pl: () => import("./lobby-pl.ts").then((m) => m.lobbyPl),
});
