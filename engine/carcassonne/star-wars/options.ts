/**
 * Match options for Carcassonne Star Wars, validated with valibot: the team variant for 4 players (000_…
 * §"Varianta în echipe") and the first seat (null = chosen at random; "cel mai tânăr jucător" at a table).
 */
import * as v from "valibot";
import type { RuleError } from "../../core/game-module.ts";
import { firstSeatOption, parseOptionsWith } from "../options.ts";

export const SwOptionsSchema = v.strictObject({
  /** Diagonal teams, Rebels (red + green) vs Empire (black + white), one shared score per team; 4 players only. */
  teams: v.optional(v.boolean(), false),
  firstSeat: firstSeatOption(5),
});

export type SwOptions = v.InferOutput<typeof SwOptionsSchema>;

export function parseSwOptions(input: unknown): SwOptions | RuleError {
  return parseOptionsWith(SwOptionsSchema, input);
}
