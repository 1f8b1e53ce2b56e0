/**
 * The Star Wars part of a view: seat colours and factions, and where the acting seat may land on a planet (which
 * big meeples are in the supply is the core view's `bigInSupply`). The battles fought, with each roll, are not repeated here: they travel once,
 * as the `battle` records of the view's log (`battlesIn(view.log)`; the dice panel replays the newest). Nothing
 * here is hidden information: dice are rolled in public.
 */
import type { CarcState } from "../state.ts";
import { FACTIONS } from "../tile-kinds.ts";
import type { Faction } from "../tile-types.ts";
import { sizesAvailable } from "../meeple-sizes.ts";
import { adjacentPlanets } from "./meeples.ts";
import { swOf, type SwColor } from "./sw-state.ts";

export interface SwView {
  colors: SwColor[];
  factions: Faction[];
  /** For the seat placing a meeple only: planets around the tile just placed it may land on (attack or not). */
  planetTargets: { x: number; y: number }[];
}

/** The view slice under the key `sw`. */
export function swView(s: CarcState, acting: boolean): SwView {
  const sw = swOf(s);
  const landing = acting && s.phase === "meeple" && sizesAvailable(s, s.turn).length > 0;
  return {
    colors: sw.colors.slice(),
    factions: sw.factions.map((f) => FACTIONS[f]!),
    planetTargets: landing ? adjacentPlanets(s).map((n) => ({ x: s.tiles[4 * n]!, y: s.tiles[4 * n + 1]! })) : [],
  };
}
