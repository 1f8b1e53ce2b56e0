/**
 * Why a New Frontiers game ended, for the end screen: the players' vote after seats ran out of time, else the end
 * conditions the engine recorded in the view's \`endTriggers\` (rules: the game ends after the round in which one
 * is met), or null when neither is known. Pure, unit-tested in every language.
 */
import { listOf } from "../../../i18n/i18n.ts";
import { nt } from "../i18n/index.ts";
import { endTriggerKeys } from "./nf-prompt.ts";

export function endReasonText(endTriggers: readonly string[], vote: readonly string[] | null): string | null {
  if (vote) return nt("endedByVote", { names: listOf(vote) });
  const keys = endTriggerKeys(endTriggers);
  return keys.length > 0 ? nt("endedBecause", { conditions: keys.map((k) => nt(k)).join(", ") }) : null;
}
