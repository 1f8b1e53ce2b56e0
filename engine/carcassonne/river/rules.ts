/**
 * The River and The River II as rule modules (rules sheet "The River", edition 1): the spring is the start tile instead of the base
 * game's, whose start copy is then shuffled in as a normal tile ("The original starting tile … is treated like a
 * normal tile"); the river tiles are drawn first and the lake last of them ("When the river is finished, the lake
 * tile is placed, and the game continues with the remaining tiles"); each must continue the river without an
 * immediate U-turn (placement.ts). "Followers may not be deployed to the river itself": water is no feature.
 */
import type { RuleModule } from "../rule-module.ts";
import { FORK_GROUP, RIVER2_SET } from "./tiles-river2.ts";
import { LAKE_GROUP, RIVER_GROUP, RIVER_SET } from "./tiles.ts";

/** Both sets' draw order (The River has no fork): the fork, every river tile, the lake. */
const DRAW_ORDER = [FORK_GROUP, RIVER_GROUP, LAKE_GROUP];

export const river: RuleModule = {
  id: "river",
  enabled: (o) => o.river === true,
  tileSet: RIVER_SET,
  startTile: "river-spring",
  drawOrder: DRAW_ORDER,
};

/**
 * The River II: the same rules with its own tiles and the spring of The River; the fork comes first, so the river
 * has two branches (each judged apart for U-turns, placement.ts). Played with The River: one spring and one lake,
 * The River II's (the Big Box rules' FAQ: "One spring and one lake are discarded").
 */
export const river2: RuleModule = {
  id: "river2",
  enabled: (o) => o.river2 === true,
  tileSet: RIVER2_SET,
  startTile: "river-spring",
  drawOrder: DRAW_ORDER,
  removeTiles: (o) => (o.river === true ? ["river-lake"] : []),
};
