/**
 * Gold Mines' slice of the board state (004_…): ingots per placed tile, ingots held per seat, and a pending
 * one-at-a-time distribution; how it is set up, copied and rebuilt from a view for bots (determinize.ts), and what a
 * view shows of it (all public: 004_…, ingots lie on the table and in front of each player).
 */
import type { BoardEvent } from "../events.ts";
import type { StateSlice } from "../rule-module.ts";
import { cellAt } from "../board.ts";
import { posKey, type CarcState } from "../state.ts";

/** Gold Mines' decision phases: placing the second ingot, and taking ingots while gold is shared. */
export const GOLD_PHASES = ["gold", "takeGold"] as const;
export type GoldPhase = (typeof GOLD_PHASES)[number];

export interface GoldState {
  onTile: number[];
  held: number[];
  /** Per seat, placed-tile indices the seat may take ingots from; null when nothing is being distributed. */
  claims: number[][] | null;
  /** Seat whose pick it is during a distribution. */
  picker: number;
}

declare module "../state.ts" {
  interface ModuleSlices {
    gold?: GoldState;
  }
}

/** The slice of a match that plays with Gold Mines. */
export function gold(s: CarcState): GoldState {
  const g = s.ext.gold;
  if (!g) throw new Error("Gold Mines is not enabled in this match");
  return g;
}

export const goldSlice: StateSlice = {
  key: "gold",
  setup(s) {
    s.ext.gold = { onTile: [0], held: new Array<number>(s.players).fill(0), claims: null, picker: 0 };
  },
  clone(s) {
    const g = gold(s);
    s.ext.gold = { ...g, onTile: g.onTile.slice(), held: g.held.slice(), claims: g.claims?.map((c) => c.slice()) ?? null };
  },
  fromView(s, view) {
    const v = view.gold as GoldView | null | undefined;
    if (!v) throw new Error("view lacks its Gold Mines slice");
    s.ext.gold = goldFromView(s, v, view.log as BoardEvent[]);
  },
};

/** Ingots on tiles, ingots held, and while gold is shared the seat picking and where it may take from. */
export interface GoldView {
  ingots: { x: number; y: number; count: number }[];
  held: number[];
  picker: number | null;
  options: { x: number; y: number }[];
}

/** The view slice under the key `gold`: null when the match plays without Gold Mines. */
export function goldView(s: CarcState): GoldView | null {
  const g = s.ext.gold;
  if (!g) return null;
  const picking = s.phase === "takeGold";
  return {
    ingots: g.onTile.flatMap((count, i) => (count > 0 ? [{ x: s.tiles[4 * i]!, y: s.tiles[4 * i + 1]!, count }] : [])),
    held: g.held.slice(),
    picker: picking ? g.picker : null,
    options: picking
      ? (g.claims?.[g.picker] ?? []).filter((i) => g.onTile[i]! > 0).map((i) => ({ x: s.tiles[4 * i]!, y: s.tiles[4 * i + 1]! }))
      : [],
  };
}

/*
 * Rebuilding the slice from a view (bots, `goldSlice.fromView`). While gold is being shared (`takeGold`) the view
 * shows only the picker's options, but what every seat may take is public too: the features scored this turn, their
 * controllers and their tiles are the turn's `scored` records, so the claims are rebuilt from them in the order
 * `goldMines.afterScoring` builds them (rules.ts).
 */

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
