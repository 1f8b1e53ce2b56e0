/** Inns & Cathedrals' match option: off unless chosen. */
import * as v from "valibot";

export const INNS_OPTION_ENTRIES = {
  /** Inns & Cathedrals: 18 tiles with inns and cathedrals, and a large meeple for each player. */
  innsCathedrals: v.optional(v.boolean(), false),
};
