/**
 * Carcassonne actions and their shape validation. A turn is a sequence of actions by the active seat:
 * place (tile, 001_… step 1) → gold (second ingot, 004_… step 2, gold tiles only) → meeple or pass (step 2/3);
 * scoring follows by itself, then takeGold picks while gold is being shared (004_… "În caz de egalitate").
 */
import * as v from "valibot";
import { ruleError, type RuleError } from "../core/game-module.ts";
import { describeIssues } from "../core/validation.ts";

const Coord = v.pipe(v.number(), v.integer(), v.minValue(-200), v.maxValue(200));

export const CarcActionSchema = v.variant("type", [
  v.strictObject({
    type: v.literal("place"),
    x: Coord,
    y: Coord,
    rotation: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(3)),
    /** Tile kind id; required with a hand of three, otherwise it must match the drawn tile if given. */
    tile: v.optional(v.pipe(v.string(), v.maxLength(40))),
  }),
  v.strictObject({ type: v.literal("gold"), x: Coord, y: Coord }),
  v.strictObject({ type: v.literal("meeple"), feature: v.pipe(v.string(), v.maxLength(8)) }),
  v.strictObject({ type: v.literal("pass") }),
  v.strictObject({ type: v.literal("takeGold"), x: Coord, y: Coord }),
]);

export type CarcAction = v.InferOutput<typeof CarcActionSchema>;

export function parseCarcAction(input: unknown): CarcAction | RuleError {
  if (typeof input !== "object" || input === null || Array.isArray(input)) return ruleError("bad-action", "An action is an object with a type.");
  const r = v.safeParse(CarcActionSchema, input);
  return r.success ? r.output : ruleError("bad-action", describeIssues(r.issues));
}
