/** The records Gold Mines writes (004_…): an ingot put on a tile, an ingot taken by a seat. */
import type { RecordOf } from "../events.ts";

export interface GoldEventArgs {
  goldPlaced: { seat: number; x: number; y: number };
  goldTaken: { seat: number; x: number; y: number };
}

declare module "../events.ts" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface BoardEventArgs extends GoldEventArgs {}
}

export type GoldEvent = RecordOf<GoldEventArgs>;
