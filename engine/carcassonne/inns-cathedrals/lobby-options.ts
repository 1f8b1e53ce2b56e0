/** Inns & Cathedrals' lobby choice (see core/lobby-options.ts): off unless chosen. */
import type { LobbyOption } from "../../core/lobby-options.ts";

export const INNS_LOBBY_OPTION: LobbyOption = { key: "innsCathedrals", name: "Inns & Cathedrals", initial: false };
