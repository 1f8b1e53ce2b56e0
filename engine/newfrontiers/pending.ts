/**
 * New Frontiers' pending decisions: the kinds of choice the game waits for, what each carries, and their list (the
 * state's `pending` holds one; the view, the bots and the embed widget's `turn` event name them).
 */
import type { GoodsKind } from "./catalogue.ts";

/** What each kind of pending decision carries besides its kind and the seat that must answer it. */
export interface PendingFields {
  chooseHome: Record<never, never>;
  select: Record<never, never>;
  keepGoal: { goals: string[] };
  develop: Record<never, never>;
  explorePick: { second: boolean };
  exploreReturn: { count: number };
  /** extra = worlds settled so far this turn; done = the player has gained colonists or settled. */
  settle: { extra: number; done: boolean };
  payToProduce: { tile: string };
  windfall: { source: string };
  /** Alien Oort Cloud Factory: its owner sets its kind for this action (only the kinds that change something). */
  oortKind: { kinds: GoodsKind[] };
  /** Goods shortage (stockpiles): which production colony gets one of the last goods of `good`. */
  shortage: { good: GoodsKind };
  trade: { salesLeft: number; extra: boolean };
  consume: Record<never, never>;
  stockpile: Record<never, never>;
}

export type PendingKind = keyof PendingFields;

/** Every kind of pending decision, listed (the embed widget's `turn` event names them as its phase; README). */
export const PENDING_KINDS = [
  "chooseHome",
  "select",
  "keepGoal",
  "develop",
  "explorePick",
  "exploreReturn",
  "settle",
  "payToProduce",
  "windfall",
  "oortKind",
  "shortage",
  "trade",
  "consume",
  "stockpile",
] as const satisfies readonly PendingKind[];
// Compile-time check that the list is complete: a kind missing from PENDING_KINDS makes this type `never`.
export const PENDING_KINDS_COMPLETE: Exclude<PendingKind, (typeof PENDING_KINDS)[number]> extends never ? true : never = true;

/**
 * A pending decision of kind K (of any kind by default). Written as a map indexed by K so that code generic in K
 * (decisions.ts) can hand each kind's handler its own variant without a cast.
 */
export type Pending<K extends PendingKind = PendingKind> = { [P in K]: { kind: P; seat: number } & PendingFields[P] }[K];
