/** Spanish messages of New Frontiers' lobby (lobby-en.ts). */
import type { Translation } from "../../../i18n/i18n.ts";
import type { NfLobbyDict } from "./lobby-en.ts";

export const lobbyEs: Translation<NfLobbyDict> = {
  optLater: "Partida avanzada",
  optLaterHint: "se lanza una moneda por cada pila de desarrollos; cada jugador elige su colonia de origen",
  optGoals: "Objetivos Galácticos",
  optGoalsHint: "solo en partidas avanzadas; Trazar Objetivos Galácticos sustituye a Retirarse al Aislamiento",
  pitch: "Elige acciones, explora y coloniza mundos, produce y comercia bienes: construye el mayor imperio espacial.",
  dataNoteProvisional: "valores de fichas provisionales (los valores impresos no estaban disponibles)",
};
