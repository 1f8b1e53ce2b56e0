/**
 * The River as a rule module (rules sheet "The River", edition 1): the spring is the start tile instead of the base
 * game's, whose start copy is then shuffled in as a normal tile ("The original starting tile … is treated like a
 * normal tile"); the river tiles are drawn first and the lake last of them ("When the river is finished, the lake
 * tile is placed, and the game continues with the remaining tiles"); each must continue the river without an
 * immediate U-turn (placement.ts). "Followers may not be deployed to the river itself": water is no feature.
 */
import type { RuleModule } from "../rule-module.ts";
import { LAKE_GROUP, RIVER_GROUP, RIVER_SET } from "./tiles.ts";

export const river: RuleModule = {
  id: "river",
  enabled: (o) => o.river === true,
  tileSet: RIVER_SET,
  startTile: "river-spring",
  drawOrder: [RIVER_GROUP, LAKE_GROUP],
};
