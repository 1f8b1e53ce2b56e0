/** The record Star Wars writes besides the core's (000_… §"Bătălie"): a battle fought to the end, every roll in it. */
import type { RecordOf } from "../events.ts";
import type { Battle } from "./sw-state.ts";

export interface SwEventArgs {
  battle: { battle: Battle };
}

declare module "../events.ts" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface BoardEventArgs extends SwEventArgs {}
}

export type SwEvent = RecordOf<SwEventArgs>;
