/** The River's and The River II's lobby choices (see core/lobby-options.ts): off unless chosen. */
import type { LobbyOption } from "../../core/lobby-options.ts";

export const RIVER_LOBBY_OPTION: LobbyOption = { key: "river", name: "The River", initial: false };
export const RIVER2_LOBBY_OPTION: LobbyOption = { key: "river2", name: "The River II", initial: false };
