/**
 * Legal-move hints computed from a view alone, for the client (design.md: "The engine is imported … by the
 * client (legal-move hints from its own view)"). Uses the same placement code as the authority, so a hint is
 * legal exactly when the server would accept it.
 */
import { legalPlacements, putTile } from "./board.ts";
import { keyX, keyY, posKey, type BoardState } from "./state.ts";
import { tileKindById } from "./tile-kinds.ts";
import type { BoardView } from "./view.ts";

/** Rebuilds the placement-relevant board from a view's tile list. */
export function boardFromView(view: Pick<BoardView, "board">): BoardState {
  const b: BoardState = { tiles: [], frontier: [], frontierSig: [] };
  for (const t of view.board) {
    const kind = tileKindById(t.tile);
    if (kind) putTile(b, kind, posKey(t.x, t.y), t.x, t.y, t.rotation);
  }
  return b;
}

export interface PlacementHint {
  x: number;
  y: number;
  rotation: number;
}

/** Every legal placement of tile kind `tileId` on the view's board, frontier order then rotation. */
export function placementHints(view: Pick<BoardView, "board">, tileId: string): PlacementHint[] {
  const kind = tileKindById(tileId);
  if (!kind) return [];
  const b = boardFromView(view);
  return legalPlacements(b, kind).map(([key, rotation]) => ({ x: keyX(key), y: keyY(key), rotation }));
}
