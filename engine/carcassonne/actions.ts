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
/** A meeple on a feature (data id) of the tile just placed; `big: true` sends the big one, in games that have it. */
export const MeepleSchema = v.strictObject({ type: v.literal("meeple"), feature: FeatureId, big: v.optional(v.boolean()) });
export const PassSchema = v.strictObject({ type: v.literal("pass") });

/**
 * Every action shape of the loaded games by type.
 */
export interface BoardActions {
  place: v.InferOutput<typeof PlaceSchema>;
  meeple: v.InferOutput<typeof MeepleSchema>;
  pass: v.InferOutput<typeof PassSchema>;
}

/** Any action of a game on the board engine (each game parses only its own). */
export type CarcAction = BoardActions[keyof BoardActions];

/** Parses an action against a game's own variant schema. */
export function parseActionWith<T extends CarcAction>(schema: v.GenericSchema<unknown, T>, input: unknown): T | RuleError {
  if (typeof input !== "object" || input === null || Array.isArray(input))
    return ruleError("bad-action", "An action is an object with a type.");
  const r = v.safeParse(schema, input);
  return r.success ? r.output : ruleError("bad-action", describeIssues(r.issues));
}

/** Half-width of the window of coordinates whose place actions are shared (random games stay well inside). */
const SHARED_SPAN = 48,
  SHARED_SIDE = 2 * SHARED_SPAN + 1;
const sharedPlaces: (BoardActions["place"] | undefined)[] = new Array<BoardActions["place"] | undefined>(
  SHARED_SIDE * SHARED_SIDE * 4,
).fill(undefined);

/** Index of rotation 0's shared action at (x, y), or -1 outside the shared window. */
function sharedSlot(x: number, y: number): number {
  const ox = x + SHARED_SPAN,
    oy = y + SHARED_SPAN;
  return ox < 0 || oy < 0 || ox >= SHARED_SIDE || oy >= SHARED_SIDE ? -1 : (ox * SHARED_SIDE + oy) * 4;
}

function sharedPlace(at: number, x: number, y: number, rotation: number): BoardActions["place"] {
  return sharedPlaces[at] ?? (sharedPlaces[at] = Object.freeze({ type: "place", x, y, rotation }) as BoardActions["place"]);
}

/**
 * The action placing the drawn tile at (x, y) in a rotation. Actions are values: near the origin each is built once
 * and shared (frozen, so no holder can change another's), which spares the legal-action lists an object per entry.
 */
export function placeAction(x: number, y: number, rotation: number): BoardActions["place"] {
  const at = sharedSlot(x, y);
  return at < 0 ? { type: "place", x, y, rotation } : sharedPlace(at + rotation, x, y, rotation);
}

/**
 * Writes `placeAction(x, y, r)` for every rotation r whose bit is set in `mask` (rotation order) into `out` from
 * index `n`; returns the index after the last one written. The legal-place list's loop: one lookup per cell.
 */
export function writePlaceActions(out: CarcAction[], n: number, x: number, y: number, mask: number): number {
  const at = sharedSlot(x, y);
  for (let rotation = 0; rotation < 4; rotation++) {
    if (((mask >> rotation) & 1) === 0) continue;
    out[n++] = at < 0 ? { type: "place", x, y, rotation } : sharedPlace(at + rotation, x, y, rotation);
  }
  return n;
}

/** The pass action (shared and frozen, like every shared action here). */
export const PASS_ACTION: BoardActions["pass"] = Object.freeze({ type: "pass" });
const sharedMeeples = new Map<string, BoardActions["meeple"]>();

/** The action putting a meeple on feature `feature` (data id) of the tile just placed; shared per feature id. */
export function meepleAction(feature: string): BoardActions["meeple"] {
  let a = sharedMeeples.get(feature);
  if (!a) sharedMeeples.set(feature, (a = Object.freeze({ type: "meeple", feature }) as BoardActions["meeple"]));
  return a;
}
