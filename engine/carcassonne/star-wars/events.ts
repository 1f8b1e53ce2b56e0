/**
 * The record Star Wars writes besides the core's (000_… §"Bătălie"): a battle fought to the end, every roll in it;
 * and its score reasons: route, asteroids, planet (its score table) and the battle points (battleTie = +1 for a
 * tie on the highest die, battleLoss = 1 per die rolled by a loser), whose items name the dice rolled.
 */
import type { RecordOf } from "../events.ts";
import type { Battle } from "./sw-state.ts";

export interface SwEventArgs {
  battle: { battle: Battle };
}

declare module "../events.ts" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface BoardEventArgs extends SwEventArgs {}
}

declare module "../score-item.ts" {
  interface ScoreReasons {
    route: true;
    asteroids: true;
    planet: true;
    battleTie: true;
    battleLoss: true;
  }
  interface ScoreItem {
    /** Battles: dice the side rolled. */
    dice?: number;
  }
}

export type SwEvent = RecordOf<SwEventArgs>;
