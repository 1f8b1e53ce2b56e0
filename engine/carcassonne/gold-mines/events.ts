/**
 * The records Gold Mines writes (004_…): an ingot put on a tile, an ingot taken by a seat; and its score items
 * (reason `gold`: the ingots held and the points per ingot at the end).
 */
import type { RecordOf } from "../events.ts";

export interface GoldEventArgs {
  goldPlaced: { seat: number; x: number; y: number };
  goldTaken: { seat: number; x: number; y: number };
}

declare module "../events.ts" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface BoardEventArgs extends GoldEventArgs {}
}

declare module "../score-item.ts" {
  interface ScoreReasons {
    gold: true;
  }
  interface ScoreItem {
    /** Gold: ingots held and points per ingot. */
    ingots?: number;
    perIngot?: number;
  }
}

export type GoldEvent = RecordOf<GoldEventArgs>;
