/**
 * Actions of the games on the board engine and their shape validation. The core's actions: place a tile
 * (001_… step 1), put a meeple on a feature of it or pass (step 2); scoring follows by itself. Rule modules declare
 * their own actions (their shapes here by declaration merging into `BoardActions`, their schemas beside their
 * rules), and each game parses the variant of its own actions (`parseActionWith`).
 */
import * as v from "valibot";
import { ruleError, type RuleError } from "../core/game-module.ts";
import { describeIssues } from "../core/validation.ts";

export const Coord = v.pipe(v.number(), v.integer(), v.minValue(-200), v.maxValue(200));

export const PlaceSchema = v.strictObject({
  type: v.literal("place"),
  x: Coord,
  y: Coord,
  rotation: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(3)),
  /** Tile kind id; required with a hand of three, otherwise it must match the drawn tile if given. */
  tile: v.optional(v.pipe(v.string(), v.maxLength(40))),
});
export const FeatureId = v.pipe(v.string(), v.maxLength(8));
/** A meeple on a feature (data id) of the tile just placed. */
export const MeepleSchema = v.strictObject({ type: v.literal("meeple"), feature: FeatureId });
export const PassSchema = v.strictObject({ type: v.literal("pass") });

/**
 * Every action shape of the loaded games by type. `big` (a game's big meeple) is the one option a module adds to
 * the core's meeple action.
 */
export interface BoardActions {
  place: v.InferOutput<typeof PlaceSchema>;
  meeple: v.InferOutput<typeof MeepleSchema> & { big?: boolean };
  pass: v.InferOutput<typeof PassSchema>;
}

/** Any action of a game on the board engine (each game parses only its own). */
export type CarcAction = BoardActions[keyof BoardActions];

/** Parses an action against a game's own variant schema. */
export function parseActionWith<T extends CarcAction>(schema: v.GenericSchema<unknown, T>, input: unknown): T | RuleError {
  if (typeof input !== "object" || input === null || Array.isArray(input)) return ruleError("bad-action", "An action is an object with a type.");
  const r = v.safeParse(schema, input);
  return r.success ? r.output : ruleError("bad-action", describeIssues(r.issues));
}
