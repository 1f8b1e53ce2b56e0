/**
 * Carcassonne Star Wars' actions (000_… §"Cum să joci jocul"): place → meeple (small, or the big one with
 * `big: true`), or `planet` = put the meeple on the planet of a tile among the 8 around the tile just placed, even
 * if occupied (§"Planetele" 2), or pass; battles and scoring follow by themselves.
 */
import * as v from "valibot";
import type { RuleError } from "../../core/game-module.ts";
import { Coord, MeepleSchema, parseActionWith, PassSchema, PlaceSchema, type CarcAction } from "../actions.ts";

export const PlanetSchema = v.strictObject({ type: v.literal("planet"), x: Coord, y: Coord, big: v.optional(v.boolean()) });

declare module "../actions.ts" {
  interface BoardActions {
    planet: v.InferOutput<typeof PlanetSchema>;
  }
}

export const SwActionSchema = v.variant("type", [PlaceSchema, MeepleSchema, PlanetSchema, PassSchema]);

export function parseSwAction(input: unknown): CarcAction | RuleError {
  return parseActionWith(SwActionSchema, input);
}
