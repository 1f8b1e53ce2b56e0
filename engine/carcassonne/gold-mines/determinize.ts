/**
 * Gold Mines' part of determinizing a seat's view (engine/carcassonne/determinize.ts, through `goldSlice.fromView`): the slice is all public
 * (004_…: ingots lie on the table and in front of each player), so it is rebuilt, not sampled. While gold is being
 * shared (`takeGold`) the view shows only the picker's options, but what every seat may take is public too: the
 * features scored this turn, their controllers and their tiles are the turn's `scored` records, so the claims are
 * rebuilt from them in the order `goldMines.afterScoring` builds them (rules.ts).
 */
import { cellAt } from "../board.ts";
import type { BoardEvent } from "../events.ts";
import { posKey, type CarcState } from "../state.ts";
import type { GoldState, GoldView } from "./state.ts";

/** Placed index at (x, y) of the rebuilt board; throws on a position the view's board does not hold. */
function placedAt(s: CarcState, x: number, y: number): number {
  const i = cellAt(s, posKey(x, y));
  if (i < 0) throw new Error(`view names no tile at ${x},${y}`);
  return i;
}

/**
 * The gold slice of state `s` (its board already rebuilt, its phase set) from the view's slice and log.
 * `picker` outside a distribution is never read (afterScoring sets it first): 0.
 */
export function goldFromView(s: CarcState, v: GoldView, log: readonly BoardEvent[]): GoldState {
  const onTile = new Array<number>(s.tiles.length / 4).fill(0);
  for (const g of v.ingots) onTile[placedAt(s, g.x, g.y)] = g.count;
  if (v.held.length !== s.players) throw new Error("view's gold held per seat does not match the players");
  if (s.phase !== "takeGold") return { onTile, held: v.held.slice(), claims: null, picker: 0 };
  if (v.picker === null) throw new Error("view in takeGold names no picker");
  // this turn's records start after its tile was placed
  let from = log.length;
  while (from > 0 && log[from - 1]!.key !== "tilePlaced") from--;
  const claims: number[][] = Array.from({ length: s.players }, () => []);
  for (const r of log.slice(from)) {
    if (r.key !== "scored" || r.args.item.final) continue;
    const mine = claims[r.args.item.seat]!;
    for (const [x, y] of r.args.item.tiles) {
      const i = placedAt(s, x, y);
      // a tile emptied since then is never an option again (rules.ts `options` filters it), so leaving it out
      // changes neither the picks offered nor which picks are contested
      if (onTile[i]! > 0 && !mine.includes(i)) mine.push(i);
    }
  }
  return { onTile, held: v.held.slice(), claims, picker: v.picker };
}
