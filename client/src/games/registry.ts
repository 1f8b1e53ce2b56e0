/**
 * Every game the client can show, by engine id (mirrors engine/index.ts `games`; a unit test keeps the two lists
 * equal). A new game adds its folder under client/src/games/ and one line here.
 */
import type { GameEntry } from "./types.ts";
import { carcassonneGame } from "./carcassonne/index.ts";
import { starWarsGame } from "./starwars/index.ts";
import { newFrontiersGame } from "./newfrontiers/index.ts";

export const clientGames: readonly GameEntry[] = [carcassonneGame, starWarsGame, newFrontiersGame];

/** The entry of a game id, or undefined for a game this client does not know. */
export function clientGame(id: string | null | undefined): GameEntry | undefined {
  return clientGames.find((g) => g.id === id);
}
