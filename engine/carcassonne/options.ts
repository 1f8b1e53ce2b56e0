/**
 * Match options for Carcassonne, validated with valibot (one schema shared by the engine and the match server).
 * Farmers default on (tournament standard, rules digest §1); Gold Mines (004_…) and the house-rule variants of
 * 001_… §"Reguli ale casei" default off.
 */
import * as v from "valibot";
import { ruleError, type RuleError } from "../core/game-module.ts";
import { describeIssues } from "../core/validation.ts";

export const CarcOptionsSchema = v.strictObject({
  /** Meeples may be placed on fields; completed cities pay 3 per field at the end. */
  farmers: v.optional(v.boolean(), true),
  /** The Gold Mines mini-expansion: 8 gold tiles shuffled in, ingots, final ingot table. */
  goldMines: v.optional(v.boolean(), false),
  /** House rule: "Teritoriile nefinalizate la sfârșitul jocului nu valorează puncte" — incomplete features score 0. */
  incompleteScoreNothing: v.optional(v.boolean(), false),
  /** House rule: "Jucați cu o mână de trei cartonașe" — each player keeps a private hand of three tiles. */
  handOfThree: v.optional(v.boolean(), false),
  /** Seat that plays first; null = chosen at random by the match's PRNG. */
  firstSeat: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(5))), null),
});

export type CarcOptions = v.InferOutput<typeof CarcOptionsSchema>;

/**
 * What the shared board engine reads from any board game's options (Carcassonne's or Star Wars'): a flag a game
 * does not have is simply absent, which reads as off.
 */
export interface BoardOptions {
  readonly firstSeat: number | null;
  readonly farmers?: boolean;
  readonly goldMines?: boolean;
  readonly incompleteScoreNothing?: boolean;
  readonly handOfThree?: boolean;
  readonly teams?: boolean;
}

export function parseCarcOptions(input: unknown): CarcOptions | RuleError {
  if (input !== undefined && input !== null && (typeof input !== "object" || Array.isArray(input)))
    return ruleError("bad-options", "Options must be an object.");
  const r = v.safeParse(CarcOptionsSchema, input ?? {});
  return r.success ? r.output : ruleError("bad-options", describeIssues(r.issues));
}
