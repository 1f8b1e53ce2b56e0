/**
 * "Remaining tiles" as Board Game Arena shows them: each tile kind still to come with its count, from public
 * information only. The view's `unseen` counts by kind the tiles this viewer has not seen (the stack, plus other
 * seats' hands with the hand-of-three rule): the tile set minus the board, the discarded tiles, the tile being
 * placed and the viewer's own hand — what anyone at the table can count. The draw order is never in a view.
 * Each kind's total adds back what has come out (on the board, discarded, in play now). Pure, unit-tested.
 */
import type { BoardView } from "../../../../../engine/carcassonne/view.ts";

export interface RemainingKind {
  tile: string;
  /** Still to come. */
  left: number;
  /** Copies in this game: left plus those out (board, discarded, drawn now, in my hand). */
  total: number;
}

export type RemainingInput = Pick<BoardView, "unseen" | "board" | "discarded" | "tile" | "hand">;

/** Every tile kind of the game (left or out), in tile-id order, e.g. base-A … base-X, then an expansion's. */
export function remainingTiles(view: RemainingInput): RemainingKind[] {
  const out = new Map<string, number>();
  const add = (tile: string) => out.set(tile, (out.get(tile) ?? 0) + 1);
  view.board.forEach((b) => add(b.tile));
  view.discarded.forEach(add);
  if (view.tile) add(view.tile);
  view.hand?.forEach(add);
  const ids = new Set([...Object.keys(view.unseen), ...out.keys()]);
  return [...ids]
    .sort((a, b) => a.localeCompare(b, "en", { numeric: true }))
    .map((tile) => {
      const left = view.unseen[tile] ?? 0;
      return { tile, left, total: left + (out.get(tile) ?? 0) };
    });
}

/** How many tiles are still to come in all. */
export function remainingTotal(kinds: readonly RemainingKind[]): number {
  return kinds.reduce((a, k) => a + k.left, 0);
}
