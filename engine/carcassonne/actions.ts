/**
 * Carcassonne actions and their shape validation. A turn is a sequence of actions by the active seat:
 * place (tile, 001_… step 1) → gold (second ingot, 004_… step 2, gold tiles only) → meeple or pass (step 2/3);
 * scoring follows by itself, then takeGold picks while gold is being shared (004_… "În caz de egalitate").
 */
import * as v from "valibot";
import { ruleError, type RuleError } from "../core/game-module.ts";
import { describeIssues } from "../core/validation.ts";

const Coord = v.pipe(v.number(), v.integer(), v.minValue(-200), v.maxValue(200));

const Place = v.strictObject({
  type: v.literal("place"),
  x: Coord,
  y: Coord,
  rotation: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(3)),
  /** Tile kind id; required with a hand of three, otherwise it must match the drawn tile if given. */
  tile: v.optional(v.pipe(v.string(), v.maxLength(40))),
});
const Feature = v.pipe(v.string(), v.maxLength(8));
const Pass = v.strictObject({ type: v.literal("pass") });

export const CarcActionSchema = v.variant("type", [
  Place,
  v.strictObject({ type: v.literal("gold"), x: Coord, y: Coord }),
  v.strictObject({ type: v.literal("meeple"), feature: Feature }),
  Pass,
  v.strictObject({ type: v.literal("takeGold"), x: Coord, y: Coord }),
]);

/**
 * Carcassonne Star Wars (000_… §"Cum să joci jocul"): place → meeple (small, or the big one with `big: true`), or
 * `planet` = put the meeple on the planet of a tile among the 8 around the tile just placed, even if occupied
 * (§"Planetele" 2), or pass; battles and scoring follow by themselves.
 */
export const SwActionSchema = v.variant("type", [
  Place,
  v.strictObject({ type: v.literal("meeple"), feature: Feature, big: v.optional(v.boolean()) }),
  v.strictObject({ type: v.literal("planet"), x: Coord, y: Coord, big: v.optional(v.boolean()) }),
  Pass,
]);

/** Any action of a game on the board engine (each game parses only its own schema). */
export type CarcAction = v.InferOutput<typeof CarcActionSchema> | v.InferOutput<typeof SwActionSchema>;

function parseWith(schema: typeof CarcActionSchema | typeof SwActionSchema, input: unknown): CarcAction | RuleError {
  if (typeof input !== "object" || input === null || Array.isArray(input)) return ruleError("bad-action", "An action is an object with a type.");
  const r = v.safeParse(schema, input);
  return r.success ? r.output : ruleError("bad-action", describeIssues(r.issues));
}

export function parseCarcAction(input: unknown): CarcAction | RuleError {
  return parseWith(CarcActionSchema, input);
}

export function parseSwAction(input: unknown): CarcAction | RuleError {
  return parseWith(SwActionSchema, input);
}
