/**
 * The board: where tiles may go (001_… §1 "Atașarea unui cartonaș": touch a placed tile, and every touching edge
 * must match — footnote: "la toate laturile"), the frontier of empty neighbour cells, and the 3×3 neighbourhood.
 */
import { EDGE_BITS, SIG_EMPTY, SIG_NONE, tileKind, type TileKind } from "./tile-kinds.ts";
import { cellsOf, posKey, RING_OFFSETS, stepKey, type BoardState } from "./state.ts";

/** Placed index at a key, or -1. */
export function cellAt(s: BoardState, key: number): number {
  const i = cellsOf(s).get(key);
  return i === undefined ? -1 : i;
}

export function placedKind(s: BoardState, i: number): TileKind {
  return tileKind(s.tiles[4 * i + 2]!);
}

/** Why a placement is illegal, or null when it is legal. */
export function placementProblem(
  s: BoardState,
  kind: TileKind,
  key: number,
  rotation: number,
): "occupied" | "not-adjacent" | "edge-mismatch" | "placement-forbidden" | null {
  if (cellsOf(s).has(key)) return "occupied";
  const f = s.frontier.indexOf(key);
  if (f < 0) return "not-adjacent";
  if (((kind.fitMask[s.frontierSig[f]!]! >> rotation) & 1) === 0) return "edge-mismatch";
  return kind.allowed === undefined || kind.allowed(s, kind, key, rotation) ? null : "placement-forbidden";
}

/** Rotation mask (bit r) of the kind at frontier cell f: its edges fit, and its set's veto (if any) allows it. */
export function rotationsAt(s: BoardState, kind: TileKind, f: number): number {
  let mask = kind.fitMask[s.frontierSig[f]!]!;
  const allowed = kind.allowed;
  if (allowed === undefined || mask === 0) return mask;
  const key = s.frontier[f]!;
  for (let r = 0; r < 4; r++) if ((mask >> r) & 1 && !allowed(s, kind, key, r)) mask &= ~(1 << r);
  return mask;
}

/** Every legal [key, rotation] for a tile kind, frontier order then rotation order. */
export function legalPlacements(s: BoardState, kind: TileKind): [number, number][] {
  const out: [number, number][] = [];
  for (let f = 0; f < s.frontier.length; f++) {
    const mask = rotationsAt(s, kind, f);
    for (let r = 0; r < 4; r++) if ((mask >> r) & 1) out.push([s.frontier[f]!, r]);
  }
  return out;
}

/** Whether the kind fits anywhere (001_…: a tile that fits nowhere is removed and another drawn). */
export function canPlace(s: BoardState, kind: TileKind): boolean {
  const mask = kind.fitMask,
    sigs = s.frontierSig;
  if (kind.allowed !== undefined) {
    for (let f = 0; f < sigs.length; f++) if (rotationsAt(s, kind, f)) return true;
    return false;
  }
  for (let f = 0; f < sigs.length; f++) if (mask[sigs[f]!]) return true;
  return false;
}

/**
 * Records the tile on the grid and updates the frontier and its edge signatures; returns the placed index.
 * Features are added separately (features.ts).
 */
export function putTile(s: BoardState, kind: TileKind, key: number, x: number, y: number, rotation: number): number {
  const i = s.tiles.length / 4;
  s.tiles.push(x, y, kind.index, rotation);
  const cells = cellsOf(s);
  cells.set(key, i);
  removeFrontierCell(s, s.frontier.indexOf(key));
  const edge = kind.rot[rotation]!.edge;
  for (let d = 0; d < 4; d++) {
    const n = stepKey(key, d);
    if (cells.has(n)) continue;
    // Seen from n, this tile lies in direction (d + 2) % 4 and shows it edge d.
    const shift = EDGE_BITS * ((d + 2) % 4);
    // n is already on the frontier exactly when a tile other than this one touches it
    let f = touchesOther(cells, n, d) ? s.frontier.indexOf(n) : -1;
    if (f < 0) {
      f = s.frontier.length;
      s.frontier.push(n);
      s.frontierSig.push(SIG_NONE);
    }
    s.frontierSig[f] = (s.frontierSig[f]! & ~(SIG_EMPTY << shift)) | (edge[d]! << shift);
  }
  return i;
}

/** Removes frontier entry `at` (if ≥ 0), keeping the order of the rest (a shift: `splice` would allocate its result). */
function removeFrontierCell(s: BoardState, at: number): void {
  if (at < 0) return;
  const frontier = s.frontier,
    sigs = s.frontierSig,
    last = frontier.length - 1;
  for (let j = at; j < last; j++) {
    frontier[j] = frontier[j + 1]!;
    sigs[j] = sigs[j + 1]!;
  }
  frontier.pop();
  sigs.pop();
}

/** Whether a placed tile touches empty cell n from a side other than (d + 2) % 4 (where the new tile lies). */
function touchesOther(cells: { has(key: number): boolean }, n: number, d: number): boolean {
  const back = (d + 2) % 4;
  for (let e = 0; e < 4; e++) if (e !== back && cells.has(stepKey(n, e))) return true;
  return false;
}

/** Key of placed tile i. */
export function placedKey(s: BoardState, i: number): number {
  return posKey(s.tiles[4 * i]!, s.tiles[4 * i + 1]!);
}

/** Placed indices in the 3×3 block around key (the block's centre included when placed). */
export function blockTiles(s: BoardState, key: number): number[] {
  const out: number[] = [];
  const cells = cellsOf(s);
  const c = cells.get(key);
  if (c !== undefined) out.push(c);
  for (const o of RING_OFFSETS) {
    const n = cells.get(key + o);
    if (n !== undefined) out.push(n);
  }
  return out;
}
