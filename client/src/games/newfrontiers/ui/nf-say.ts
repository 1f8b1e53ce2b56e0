/**
 * What the New Frontiers panels say, in the current language: labels (i18n key + arguments, from nf-choices.ts /
 * nf-prompt.ts), log entries (engine records, log-records.ts) and final score items, rendered with New Frontiers'
 * translator.
 */
import type { NfScoreItem } from "../../../../../engine/newfrontiers/scoring.ts";
import type { LogEntry } from "../../../../../engine/newfrontiers/state.ts";
import { kindName, nt, readableArgs } from "../i18n/index.ts";
import { goalOf, tileName } from "../../../../../engine/newfrontiers/catalogue-data.ts";
import type { Label } from "./nf-choices.ts";

export { kindName };

/** A label in the current language (a `kind` argument is translated too). */
export const say = (l: Label): string =>
  nt(l.key, l.args && typeof l.args.kind === "string" ? { ...l.args, kind: kindName(l.args.kind) } : l.args);

/**
 * A log entry in the current language: its record's message with readable args (tile names, kinds, action tiles,
 * seat names from `seatName`), and the supply's shortfall when fewer colonists came than asked.
 */
export function logText(e: LogEntry, seatName: (seat: number) => string): string {
  const text = nt(`log.${e.key}`, readableArgs(e.args, seatName));
  return e.asked === undefined ? text : `${text} ${nt("logOnlyLeft", { n: e.colonists ?? 0 })}`;
}

/** A final score item by its reason code and tile (a tile's or goal's name in the catalogue's words). */
export function itemLabel(i: NfScoreItem): string {
  const name = i.tile ? (i.reason === "goal" ? (goalOf(i.tile)?.name ?? i.tile) : tileName(i.tile)) : "";
  switch (i.reason) {
    case "chips":
      return nt("vpChips");
    case "tiles":
      return name;
    case "bonus":
      return nt("itemBonus", { name });
    case "goal":
      return nt("itemGoal", { name });
  }
}
