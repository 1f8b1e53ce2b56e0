/**
 * Match options of the games on the board engine, validated with valibot (one schema per game, shared by the engine
 * and the match server). The core's own options: the first seat, and the base game's farmers (on by default,
 * tournament standard, rules digest §1) and house-rule variants of 001_… §"Reguli ale casei" (off by default).
 * Rule modules declare their own option entries beside their rules; each game composes its schema from these.
 */
import * as v from "valibot";
import { ruleError, type RuleError } from "../core/game-module.ts";
import { describeIssues } from "../core/validation.ts";

/** Seat that plays first, among `players` seats at most; null = chosen at random by the match's PRNG. */
export function firstSeatOption(maxPlayers: number) {
  return v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(maxPlayers - 1))), null);
}

/** The base game's options (001_…). */
export const BASE_OPTION_ENTRIES = {
  /** Meeples may be placed on fields; completed cities pay 3 per field at the end. */
  farmers: v.optional(v.boolean(), true),
  /** House rule: "Teritoriile nefinalizate la sfârșitul jocului nu valorează puncte" — incomplete features score 0. */
  incompleteScoreNothing: v.optional(v.boolean(), false),
  /** House rule: "Jucați cu o mână de trei cartonașe" — each player keeps a private hand of three tiles. */
  handOfThree: v.optional(v.boolean(), false),
  /** House rule: "cartonașele care nu pot fi plasate pot fi puse înapoi în sac, în loc să fie puse deoparte" — a
   *  tile that fits nowhere goes back into the bag instead of out of the game. */
  returnUnplaceable: v.optional(v.boolean(), false),
  firstSeat: firstSeatOption(6),
};

/**
 * What the board engine reads from any board game's options: the core's flags (a flag a game does not have is
 * absent, which reads as off), and the flags its modules declare, which each module reads itself.
 */
export interface BoardOptions {
  readonly firstSeat: number | null;
  readonly farmers?: boolean;
  readonly incompleteScoreNothing?: boolean;
  readonly handOfThree?: boolean;
  readonly returnUnplaceable?: boolean;
  readonly [moduleFlag: string]: unknown;
}

/** Validates and completes a game's options against its schema. */
export function parseOptionsWith<T>(schema: v.GenericSchema<unknown, T>, input: unknown): T | RuleError {
  if (input !== undefined && input !== null && (typeof input !== "object" || Array.isArray(input)))
    return ruleError("bad-options", "Options must be an object.");
  const r = v.safeParse(schema, input ?? {});
  return r.success ? r.output : ruleError("bad-options", describeIssues(r.issues));
}
