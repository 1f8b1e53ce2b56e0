/**
 * The games and option sets the engine benchmarks play, named as their bench lines name them. The fast-path
 * differential test (test/unit/core/fast-path.test.ts) and `npm run differential` cover every one of them.
 */
import { carcassonne } from "../../engine/carcassonne/game.ts";
import { starWars } from "../../engine/carcassonne/star-wars/game.ts";
import { newFrontiers } from "../../engine/newfrontiers/game.ts";
import type { AnyGameModule } from "../../engine/core/game-module.ts";

export interface GameCase {
  /** The bench lines' prefix: game id, players, options (e.g. `carcassonne.2p.farmers`). */
  name: string;
  game: AnyGameModule;
  players: number;
  options: Record<string, unknown>;
}

const C2 = { name: "carcassonne.2p.farmers", game: carcassonne, players: 2, options: { farmers: true } };
const C4 = { name: "carcassonne.4p.farmers+goldmines", game: carcassonne, players: 4, options: { farmers: true, goldMines: true } };
const C2X = {
  name: "carcassonne.2p.farmers+river+inns",
  game: carcassonne,
  players: 2,
  options: { farmers: true, river: true, innsCathedrals: true },
};
const C3H = { name: "carcassonne.3p.hand-of-three", game: carcassonne, players: 3, options: { farmers: true, handOfThree: true } };
const SW3 = { name: "starwars.3p", game: starWars, players: 3, options: {} };
const NF4 = { name: "newfrontiers.4p", game: newFrontiers, players: 4, options: {} };
const NF4L = { name: "newfrontiers.4p.later+goals", game: newFrontiers, players: 4, options: { setup: "later", goals: true } };

/** Every case of the random-games lines. */
export const GAME_CASES: readonly GameCase[] = [C2, C4, C2X, C3H, SW3, NF4, NF4L];

/** The cases of the mid-game lines (legal actions, apply, apply in place, playouts) and the heap lines. */
export const MID_GAME_CASES: readonly GameCase[] = [C2, C4, SW3, NF4];

/** The cases whose name or game id is among `names` (all of them when `names` is empty). */
export function casesNamed(names: readonly string[]): GameCase[] {
  if (names.length === 0) return [...GAME_CASES];
  return GAME_CASES.filter((c) => names.some((n) => c.name === n || c.game.id === n));
}
