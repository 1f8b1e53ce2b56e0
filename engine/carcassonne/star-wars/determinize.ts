/**
 * Carcassonne Star Wars' part of determinizing a seat's view (engine/carcassonne/determinize.ts, through `swSlice.fromView`): colours,
 * factions and big meeples are public (000_… §"Componente"), so the slice is rebuilt, not sampled. Battles fought
 * are the log's own `battle` records, which the core copies. Future dice are not part of the slice: the state's
 * PRNG (seeded by the determinization) rolls them.
 */
import { FACTIONS } from "../tile-kinds.ts";
import type { PlacedMeeple } from "../rule-module.ts";
import type { SwState } from "./sw-state.ts";
import type { SwView } from "./view.ts";


/** The Star Wars slice from the view's slice and its meeples (in view order, which is the state's order). */
export function swFromView(players: number, v: SwView, meeples: readonly PlacedMeeple[]): SwState {
  if (v.colors.length !== players || v.factions.length !== players || v.bigInSupply.length !== players)
    throw new Error("view's Star Wars slice does not match the players");
  const big = new Array<number>(players).fill(-1);
  for (const m of meeples) if (m.big) big[m.seat] = m.seg;
  big.forEach((b, seat) => {
    if ((b === -1) !== v.bigInSupply[seat]) throw new Error(`view's big meeple of seat ${seat} is both out and in the supply`);
  });
  const factions = v.factions.map((f) => {
    const i = FACTIONS.indexOf(f);
    if (i < 0) throw new Error(`unknown faction ${f}`);
    return i;
  });
  return { colors: v.colors.slice(), factions, big, dice: null };
}
