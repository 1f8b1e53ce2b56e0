/**
 * The local, not-yet-sent choices of the player whose turn it is (cell, rotation, meeple spot; in Star Wars also
 * the meeple size and a planet to land on) and the board overlay they produce. Legal cells come from the engine's
 * own placement code run on the view, so the client highlights exactly what the server will accept. What the
 * view offers (`offerFor`) is kept apart from the choice drawn on it (`overlayFor`). Pure functions, unit-tested.
 */
import { placementHints } from "../../../../engine/carcassonne/hints.ts";
import { tileKindById } from "../../../../engine/board-tiles.ts";
import type { CarcView } from "../../../../engine/carcassonne/views.ts";
import type { CarcAction } from "../../../../engine/carcassonne/actions.ts";
import { anchorOnBoard } from "../../../../contract/board/geometry.ts";

/** What the board draws for the player to act on. */
export interface Overlay {
  cells: { x: number; y: number }[];
  ghost: { tile: string; x: number; y: number; rotation: number } | null;
  spots: { feature: string; x: number; y: number; selected: boolean }[];
  targets: { x: number; y: number }[];
  /** Star Wars: planets around the tile just placed the meeple may land on; `attack` when one is already there. */
  planets: { x: number; y: number; name: string; attack: boolean; selected: boolean }[];
}

export interface TurnChoice {
  /** Hand-of-three: which tile of the hand; otherwise the drawn tile. */
  tile: string | null;
  cell: { x: number; y: number } | null;
  rotation: number;
  spot: string | null;
  /** Star Wars: a planet next to the tile just placed, instead of a spot on the tile. */
  planet: { x: number; y: number } | null;
  /** Star Wars: place the big meeple (when both sizes are in the supply). */
  big: boolean;
}

export const NO_CHOICE: TurnChoice = { tile: null, cell: null, rotation: 0, spot: null, planet: null, big: false };

/** Legal rotations by cell ("x,y"). */
export function hintsByCell(view: CarcView, tile: string): Map<string, number[]> {
  const out = new Map<string, number[]>();
  for (const h of placementHints(view, tile)) {
    const k = `${h.x},${h.y}`;
    out.set(k, [...(out.get(k) ?? []), h.rotation]);
  }
  return out;
}

/** The first legal rotation at or after `from`, turning clockwise. */
export function nextLegalRotation(legal: readonly number[], from: number): number {
  for (let i = 0; i < 4; i++) {
    const r = (from + i) % 4;
    if (legal.includes(r)) return r;
  }
  return from;
}

export function myTurn(view: CarcView, seat: number | null): boolean {
  return seat !== null && view.toAct.includes(seat);
}

export function tileToPlace(view: CarcView, c: TurnChoice): string | null {
  return view.hand ? (c.tile && view.hand.includes(c.tile) ? c.tile : (view.hand[0] ?? null)) : view.tile;
}

const RING = [
  [0, -1],
  [1, -1],
  [1, 0],
  [1, 1],
  [0, 1],
  [-1, 1],
  [-1, 0],
  [-1, -1],
] as const;

/** Meeple sizes the seat has in its supply (small only unless the game gives big meeples). */
export function meepleSizes(view: CarcView, seat: number | null): { small: boolean; big: boolean } {
  const supply = seat === null ? 0 : (view.supply[seat] ?? 0);
  const big = seat !== null && (view.bigInSupply?.[seat] ?? false);
  return { small: supply - (big ? 1 : 0) > 0, big };
}

/** Whether the meeple step offers the small/big choice: a game with big meeples, the seat's turn, and both sizes in supply. */
export function showSizeToggle(view: CarcView, seat: number | null): boolean {
  if (!view.bigInSupply || view.phase !== "meeple" || !myTurn(view, seat)) return false;
  const s = meepleSizes(view, seat);
  return s.small && s.big;
}

/** Whether the meeple sent will be the big one: chosen, or the only size left. */
export function bigChosen(view: CarcView, seat: number | null, c: TurnChoice): boolean {
  const s = meepleSizes(view, seat);
  return s.big && (c.big || !s.small);
}

/** The planet (name, whether a meeple is on it) of the tile at (x, y), or null. */
export function planetAt(view: CarcView, x: number, y: number): { name: string; occupied: boolean } | null {
  const b = view.board.find((t) => t.x === x && t.y === y);
  const f = b ? tileKindById(b.tile)?.data.features.find((g) => g.kind === "center") : undefined;
  if (!f) return null;
  return { name: f.name ?? "", occupied: view.meeples.some((m) => m.x === x && m.y === y && m.feature === f.id) };
}

/**
 * What the board offers the seat before any choice: the tile to place, its legal rotations by cell and those
 * cells, the meeple spots on the tile just placed, the planets around it (Star Wars), the gold targets. It depends
 * on the view and the tile only, so the turn controls derive it once per version and tile, never on a click.
 */
export interface Offer {
  tile: string | null;
  /** Legal rotations by cell ("x,y"). */
  hints: ReadonlyMap<string, readonly number[]>;
  cells: Overlay["cells"];
  spots: Omit<Overlay["spots"][number], "selected">[];
  planets: Omit<Overlay["planets"][number], "selected">[];
  targets: Overlay["targets"];
}

const NO_OFFER: Offer = { tile: null, hints: new Map(), cells: [], spots: [], planets: [], targets: [] };

/** The offer for `seat` with `tile` to place (`hints`: its legal rotations by cell when already computed). */
export function offerFor(view: CarcView, seat: number | null, tile: string | null, hints?: ReadonlyMap<string, readonly number[]>): Offer {
  if (!myTurn(view, seat)) return NO_OFFER;
  if (view.phase === "place") {
    if (!tile) return NO_OFFER;
    const h = hints ?? hintsByCell(view, tile);
    const cells = [...h.keys()].map((k) => ({ x: Number(k.split(",")[0]), y: Number(k.split(",")[1]) }));
    return { ...NO_OFFER, tile, hints: h, cells };
  }
  // The tile placed this turn is the board's last entry (the board lists tiles in placement order).
  const placed = view.board[view.board.length - 1];
  if (view.phase === "meeple" && placed) {
    const spots = view.meepleTargets.flatMap((feature) => {
      const p = anchorOnBoard(placed.tile, feature, placed.x, placed.y, placed.rotation);
      return p ? [{ feature, x: p[0], y: p[1] }] : [];
    });
    const planets = (view.sw?.planetTargets ?? []).map((t) => {
      const p = planetAt(view, t.x, t.y);
      return { x: t.x, y: t.y, name: p?.name ?? "", attack: p?.occupied ?? false };
    });
    return { ...NO_OFFER, spots, planets };
  }
  if (view.phase === "gold" && placed) {
    return {
      ...NO_OFFER,
      targets: RING.map(([dx, dy]) => ({ x: placed.x + dx, y: placed.y + dy })).filter((p) =>
        view.board.some((b) => b.x === p.x && b.y === p.y),
      ),
    };
  }
  if (view.phase === "takeGold") return { ...NO_OFFER, targets: view.gold?.options ?? [] };
  return NO_OFFER;
}

/** The overlay of choice `c` on an offer (by default the view's, computed here; the turn controls pass theirs). */
export function overlayFor(
  view: CarcView,
  seat: number | null,
  c: TurnChoice,
  offer: Offer = offerFor(view, seat, view.phase === "place" ? tileToPlace(view, c) : null),
): Overlay {
  return {
    cells: offer.cells,
    ghost: offer.tile && c.cell ? { tile: offer.tile, ...c.cell, rotation: c.rotation } : null,
    spots: offer.spots.map((s) => ({ ...s, selected: s.feature === c.spot })),
    targets: offer.targets,
    planets: offer.planets.map((p) => ({ ...p, selected: c.planet?.x === p.x && c.planet?.y === p.y })),
  };
}

/** The action the current choice would send, or null when it is not complete. */
export function pendingAction(view: CarcView, c: TurnChoice, seat: number | null = view.seat): CarcAction | null {
  if (view.phase === "place" && c.cell) {
    const tile = tileToPlace(view, c);
    return view.hand && tile
      ? { type: "place", ...c.cell, rotation: c.rotation, tile }
      : { type: "place", ...c.cell, rotation: c.rotation };
  }
  if (view.phase !== "meeple") return null;
  const size = bigChosen(view, seat, c) ? { big: true as const } : {};
  if (c.spot) return { type: "meeple", feature: c.spot, ...size };
  if (c.planet && view.sw?.planetTargets.some((t) => t.x === c.planet!.x && t.y === c.planet!.y))
    return { type: "planet", ...c.planet, ...size };
  return null;
}
