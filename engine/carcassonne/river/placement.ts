/**
 * Where a river tile may go (The River, rules sheet: "newly placed tiles must continue the illustration of the river
 * itself"; "A U-turn with the river tiles is not possible", and its FAQ: "Only immediate U-turns"). On top of matching
 * edges, the tile's water must meet the river already placed, and a bend may not turn the same way as a bend it
 * continues (two right or two left turns in a row would send the river straight back). Reads only the board, like
 * JCloisterZone's `isTilePlacementAllowed`, so client hints ask the same question (tile-kinds.ts `PlacementVeto`).
 */
import { placedKind } from "../board.ts";
import { cellsOf, stepKey, type BoardState } from "../state.ts";
import type { PlacementVeto } from "../tile-kinds.ts";

/** Water's fixed code in frontier signatures (tiles.ts registers it as edge letter "w"). */
export const WATER_CODE = 3;

/** The sides (0 N … 3 W) of a rotated tile that show water. */
function waterSides(edge: readonly number[]): number[] {
  const out: number[] = [];
  for (let d = 0; d < 4; d++) if (edge[d] === WATER_CODE) out.push(d);
  return out;
}

/**
 * The turn a river makes through a tile it enters across side `from` and leaves across side `to`: 0 straight on,
 * 1 to the right (clockwise), 3 to the left. The river flows away from `from`, heading (from + 2) % 4.
 */
export function riverTurn(from: number, to: number): number {
  return (to - ((from + 2) % 4) + 4) % 4;
}

export const riverContinues: PlacementVeto = (b: BoardState, kind, key, rotation) => {
  const sides = waterSides(kind.rot[rotation]!.edge);
  if (sides.length === 0) return true;
  const cells = cellsOf(b);
  // the edges fit, so a placed neighbour across a water side shows water: that is where the river comes from
  const from = sides.find((d) => cells.has(stepKey(key, d)));
  if (from === undefined) return false;
  if (sides.length !== 2) return true; // the lake (and a spring, a fork) makes no turn of its own
  const turn = riverTurn(from, sides[0] === from ? sides[1]! : sides[0]!);
  if (turn === 0) return true;
  const prev = cells.get(stepKey(key, from))!;
  const prevSides = waterSides(placedKind(b, prev).rot[b.tiles[4 * prev + 3]!]!.edge);
  if (prevSides.length !== 2) return true;
  const out = (from + 2) % 4; // the previous tile's water side that faces this one
  return riverTurn(prevSides[0] === out ? prevSides[1]! : prevSides[0]!, out) !== turn;
};
