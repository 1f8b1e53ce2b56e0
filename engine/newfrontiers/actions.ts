/**
 * New Frontiers actions (what a seat sends) and their shape validation. Each answers the pending decision:
 * selecting an action tile (002_… §Como se Juega), a home colony (later games), a goal, a development, a world
 * to pick, worlds to return over the 9-world limit, a Settle choice, produce and trade/consume choices.
 * Tiles are named by catalogue id, colonies by the tile id of the world (or home colony) they are.
 */
import * as v from "valibot";
import { ruleError, type RuleError } from "../core/game-module.ts";
import { describeIssues } from "../core/validation.ts";

const Id = v.pipe(v.string(), v.minLength(1), v.maxLength(60));
const Ids = v.pipe(v.array(Id), v.maxLength(30));
const GoodsKindSchema = v.picklist(["novelty", "rare", "genes", "alien"]);
const Count = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(999));

export const NfActionSchema = v.variant("type", [
  v.strictObject({
    type: v.literal("select"),
    action: v.picklist(["isolation", "chartGoals", "develop", "explore", "settle", "produce", "tradeConsume", "envoys"]),
  }),
  v.strictObject({ type: v.literal("chooseHome"), home: Id }),
  v.strictObject({ type: v.literal("keepGoal"), goal: Id }),
  v.strictObject({ type: v.literal("develop"), tile: Id }),
  v.strictObject({ type: v.literal("pass") }),
  v.strictObject({ type: v.literal("pick"), world: Id }),
  v.strictObject({ type: v.literal("returnWorlds"), worlds: Ids }),
  v.strictObject({ type: v.literal("colonists") }),
  v.strictObject({
    type: v.literal("settle"),
    world: Id,
    /** credits: a non-military world; military: military ≥ defense; pay: a military world paid with credits. */
    method: v.picklist(["credits", "military", "pay"]),
    /** Colonies whose goods are returned for temporary military (consumeForMilitary powers). */
    discard: v.optional(Ids),
    /** Temporary military bought with credits (buyMilitary powers). */
    buy: v.optional(Count),
    /** Alien Oort Cloud Factory: the kind its owner sets for this action. */
    oortKind: v.optional(GoodsKindSchema),
  }),
  v.strictObject({ type: v.literal("replace"), colony: Id, world: Id, oortKind: v.optional(GoodsKindSchema) }),
  v.strictObject({ type: v.literal("produceOn"), tile: Id }),
  v.strictObject({ type: v.literal("windfall"), colony: Id, oortKind: v.optional(GoodsKindSchema) }),
  v.strictObject({ type: v.literal("oortKind"), kind: GoodsKindSchema }),
  v.strictObject({ type: v.literal("sell"), colony: Id }),
  v.strictObject({ type: v.literal("consume"), power: Id, goods: Ids }),
  v.strictObject({ type: v.literal("buyVP"), power: Id, count: Count }),
  v.strictObject({ type: v.literal("skip"), power: Id }),
  v.strictObject({ type: v.literal("stockpile"), good: v.optional(Id), credits: v.optional(Count) }),
]);

export type NfAction = v.InferOutput<typeof NfActionSchema>;
export type NfActionOf<T extends NfAction["type"]> = Extract<NfAction, { type: T }>;

export function parseNfAction(input: unknown): NfAction | RuleError {
  if (typeof input !== "object" || input === null || Array.isArray(input))
    return ruleError("bad-action", "An action is an object with a type.");
  const r = v.safeParse(NfActionSchema, input);
  return r.success ? r.output : ruleError("bad-action", describeIssues(r.issues));
}
