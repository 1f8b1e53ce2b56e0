/**
 * Match options for Carcassonne Star Wars, validated with valibot: the team variant for 4 players (000_…
 * §"Varianta în echipe") and the first seat (null = chosen at random; "cel mai tânăr jucător" at a table).
 */
import * as v from "valibot";
import { ruleError, type RuleError } from "../../core/game-module.ts";
import { describeIssues } from "../../core/validation.ts";

export const SwOptionsSchema = v.strictObject({
  /** Diagonal teams, Rebels (red + green) vs Empire (black + white), one shared score per team; 4 players only. */
  teams: v.optional(v.boolean(), false),
  /** Seat that plays first; null = chosen at random by the match's PRNG. */
  firstSeat: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(4))), null),
});

export type SwOptions = v.InferOutput<typeof SwOptionsSchema>;

export function parseSwOptions(input: unknown): SwOptions | RuleError {
  if (input !== undefined && input !== null && (typeof input !== "object" || Array.isArray(input)))
    return ruleError("bad-options", "Options must be an object.");
  const r = v.safeParse(SwOptionsSchema, input ?? {});
  return r.success ? r.output : ruleError("bad-options", describeIssues(r.issues));
}
