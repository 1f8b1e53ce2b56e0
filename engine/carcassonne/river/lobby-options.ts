/** The River's lobby choice (see core/lobby-options.ts): off unless chosen. */
import type { LobbyOption } from "../../core/lobby-options.ts";

export const RIVER_LOBBY_OPTION: LobbyOption = { key: "river", name: "The River", initial: false };
