/** Gold Mines' lobby choice (004_…): the mini-expansion, off unless chosen (see core/lobby-options.ts). */
import type { LobbyOption } from "../../core/lobby-options.ts";

export const GOLD_MINES_LOBBY_OPTION: LobbyOption = { key: "goldMines", name: "Gold Mines", initial: false };
