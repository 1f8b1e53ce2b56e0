/**
 * Gold Mines' slice of the board state (004_…): ingots per placed tile, ingots held per seat, and a pending
 * one-at-a-time distribution; how it is set up and copied, and what a view shows of it (all public).
 */
import type { BoardEvent } from "../events.ts";
import type { StateSlice } from "../rule-module.ts";
import { goldFromView } from "./determinize.ts";
import type { CarcState } from "../state.ts";

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
    options: picking ? (g.claims?.[g.picker] ?? []).filter((i) => g.onTile[i]! > 0).map((i) => ({ x: s.tiles[4 * i]!, y: s.tiles[4 * i + 1]! })) : [],
  };
}
