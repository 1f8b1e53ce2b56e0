/**
 * One sentence per labelled score item, in the current language (the log and the end screen use it). Star Wars
 * items count faction symbols where Carcassonne counts coats of arms ("trade route: 4 tiles, 1 faction symbol").
 * The parts (message keys and their arguments) are chosen in explain-parts.ts, pure and unit-tested.
 */
import type { ScoreItem } from "../../../../../engine/carcassonne/score-item.ts";
import { tb } from "../i18n/index.ts";
import { explainParts } from "./explain-parts.ts";

export function explain(item: ScoreItem): string {
  return explainParts(item)
    .map(([key, args, what]) => tb(key, what ? { ...args, what: tb(what) } : args))
    .join(", ");
}
