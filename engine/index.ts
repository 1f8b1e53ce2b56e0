/** The engine's public entry: every game module by id, and the shared contract types. */
import type { AnyGameModule } from "./core/game-module.ts";
import { carcassonne } from "./carcassonne/game.ts";
import { starWars } from "./carcassonne/star-wars/game.ts";
import { newFrontiers } from "./newfrontiers/game.ts";

export * from "./core/game-module.ts";
export { carcassonne } from "./carcassonne/game.ts";
export { starWars } from "./carcassonne/star-wars/game.ts";
export { newFrontiers } from "./newfrontiers/game.ts";
export type { NfView } from "./newfrontiers/view.ts";
export type { NfAction } from "./newfrontiers/actions.ts";

/** Games by id; the match server and the replay runner look games up here. */
export const games: Readonly<Record<string, AnyGameModule>> = { carcassonne, starwars: starWars, newfrontiers: newFrontiers };

/** The game with this id, or undefined (own keys only: "toString" or "__proto__" are not games). */
export function findGame(id: string): AnyGameModule | undefined {
  return Object.hasOwn(games, id) ? games[id] : undefined;
}

/** The games list for lobbies. */
export function gameList(): { id: string; name: string; minPlayers: number; maxPlayers: number; dataNote?: string }[] {
  return Object.values(games).map((g) => ({
    id: g.id,
    name: g.name,
    minPlayers: g.minPlayers,
    maxPlayers: g.maxPlayers,
    ...(g.dataNote ? { dataNote: g.dataNote } : {}),
  }));
}
export { placementHints, boardFromView, type PlacementHint } from "./carcassonne/hints.ts";
export type { CarcView } from "./carcassonne/views.ts";
export type { ScoreItem } from "./carcassonne/score-item.ts";
