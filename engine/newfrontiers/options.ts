/**
 * New Frontiers match options, validated with valibot (shared by the engine and the match server).
 * 002_5d0b817c3d65cbf4.txt §Preparar: the first game uses the white-square sides of every tile and mat and no
 * goals; later games flip a coin per flippable development stack, let each player choose one of the two home
 * colonies of the mat dealt, and may add the optional Galactic Goals.
 */
import * as v from "valibot";
import { ruleError, type RuleError } from "../core/game-module.ts";
import { describeIssues } from "../core/validation.ts";

const Seat = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(4));

export const NfOptionsSchema = v.strictObject({
  /** "firstGame": marked sides, no coin flips, no home choice; "later": coin flips and a home colony choice. */
  setup: v.optional(v.picklist(["firstGame", "later"]), "firstGame"),
  /** The optional Galactic Goals (Chart Galactic Goals replaces Retreat into Isolation); later games only. */
  goals: v.optional(v.boolean(), false),
  /** Starting priority order as a list of seats; null = random (§Preparar "determine aleatoriamente"). */
  order: v.optional(v.nullable(v.pipe(v.array(Seat), v.minLength(2), v.maxLength(5))), null),
  /** Empire mat (1–8) dealt to each seat; null = shuffled and dealt (§Preparar "Mezcla aleatoriamente"). */
  mats: v.optional(
    v.nullable(v.pipe(v.array(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(8))), v.minLength(2), v.maxLength(5))),
    null,
  ),
  /**
   * Later games: the face of each flippable stack, slots A–P in order (16 letters A/B); null = coin flips.
   * Lets a table replay a known layout; the first game always uses the marked faces.
   */
  faces: v.optional(v.nullable(v.pipe(v.string(), v.regex(/^[AB]{16}$/, "faces is 16 letters A or B (slots A–P)"))), null),
});

export type NfOptions = v.InferOutput<typeof NfOptionsSchema>;

export function parseNfOptions(input: unknown): NfOptions | RuleError {
  if (input !== undefined && input !== null && (typeof input !== "object" || Array.isArray(input)))
    return ruleError("bad-options", "Options must be an object.");
  const r = v.safeParse(NfOptionsSchema, input ?? {});
  if (!r.success) return ruleError("bad-options", describeIssues(r.issues));
  const o = r.output;
  if (o.goals && o.setup === "firstGame")
    return ruleError(
      "bad-options",
      'Goals are for later games (rules: the first game returns the goals to the box); choose setup "later".',
    );
  if (o.faces !== null && o.setup === "firstGame")
    return ruleError("bad-options", 'The first game uses the marked faces; faces need setup "later".');
  return o;
}

/** Checks the options that depend on the player count. */
export function checkOptionsFor(players: number, o: NfOptions): RuleError | null {
  if (o.order !== null) {
    const sorted = [...o.order].sort((a, b) => a - b);
    if (sorted.length !== players || sorted.some((s, i) => s !== i))
      return ruleError("bad-options", `order must list each of the ${players} seats once.`, { n: players });
  }
  if (o.mats !== null && (o.mats.length !== players || new Set(o.mats).size !== players))
    return ruleError("bad-options", `mats must give ${players} different mats, one per seat.`, { n: players });
  return null;
}
