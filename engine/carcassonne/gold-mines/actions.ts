/**
 * Gold Mines' actions (004_… §"Rezumat al secvenței"): `gold` puts the second ingot on a tile around the gold tile
 * just placed (step 2, gold tiles only); `takeGold` picks an ingot while gold is being shared ("În caz de
 * egalitate").
 */
import * as v from "valibot";
import { Coord } from "../actions.ts";

export const GoldSchema = v.strictObject({ type: v.literal("gold"), x: Coord, y: Coord });
export const TakeGoldSchema = v.strictObject({ type: v.literal("takeGold"), x: Coord, y: Coord });

declare module "../actions.ts" {
  interface BoardActions {
    gold: v.InferOutput<typeof GoldSchema>;
    takeGold: v.InferOutput<typeof TakeGoldSchema>;
  }
}
