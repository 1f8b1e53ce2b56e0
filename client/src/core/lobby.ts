/**
 * The lobby's choices, whatever the game: each game's options are described once by the engine game
 * (engine/<game>/lobby-options.ts, rules in engine/core/lobby-options.ts) and labelled by its client entry
 * (games/registry.ts), with which apply for the chosen player count (Star Wars' team variant needs exactly 4) or other options (New
 * Frontiers' Galactic Goals need a later game), the options actually sent (the entry encodes them), the player
 * counts, and the test-only `?testDeck=` / `?testDice=` parameters (test servers only). Pure, unit-tested.
 */
import { clientGame, clientGames } from "../games/registry.ts";
import type { LobbyOption } from "../games/types.ts";

export { optionChecked, optionEnabled } from "../../../engine/core/lobby-options.ts";

/** A game's lobby options (none for an unknown game). */
export function optionDefs(game: string): readonly LobbyOption[] {
  return clientGame(game)?.options ?? [];
}

/** Initial values of every game's options (each game keeps its own while the player switches back and forth). */
export function initialOptions(): Record<string, Record<string, boolean>> {
  return Object.fromEntries(clientGames.map((g) => [g.id, Object.fromEntries(g.options.map((d) => [d.key, d.initial]))]));
}

/** The options sent for a game: its own keys only, an option that does not apply sent as false, then encoded. */
export function optionsToSend(game: string, players: number, chosen: Record<string, boolean> | undefined): Record<string, unknown> {
  return clientGame(game)?.sendOptions(players, chosen) ?? {};
}

/** The player counts a game allows (2–6 until the game list has loaded). */
export function playerCounts(info: { minPlayers: number; maxPlayers: number } | undefined): number[] {
  const min = info?.minPlayers ?? 2,
    max = info?.maxPlayers ?? 6;
  return Array.from({ length: max - min + 1 }, (_, i) => min + i);
}

/** Test-only forced tile order and dice from the lobby URL (`?testDeck=sw-32,sw-22&testDice=6,1`). */
export function testHooks(search: string): { deck?: string[]; dice?: number[] } {
  const q = new URLSearchParams(search);
  const deck = q.get("testDeck")?.split(",").filter(Boolean);
  const dice = q.get("testDice")?.split(",").filter(Boolean).map(Number);
  return { ...(deck?.length ? { deck } : {}), ...(dice?.length ? { dice } : {}) };
}
