/**
 * One sentence per labelled score item, in the current language (the log and the end screen use it). Star Wars
 * items count faction symbols where Carcassonne counts coats of arms ("trade route: 4 tiles, 1 faction symbol").
 * The parts (dictionary keys and their arguments) are chosen in explain-parts.ts, pure and unit-tested.
 */
import type { ScoreItem } from "../../../engine/carcassonne/score-item.ts";
import type { Dict } from "../i18n/en.ts";
import { t } from "../i18n/i18n.ts";
import { explainParts } from "./explain-parts.ts";

export function explain(item: ScoreItem): string {
  return explainParts(item).map(([key, args]) => t(key, args && "what" in args ? { ...args, what: t(args.what as keyof Dict) } : args)).join(", ");
}
