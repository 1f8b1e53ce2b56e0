/** The River's match option: off unless chosen. */
import * as v from "valibot";

export const RIVER_OPTION_ENTRIES = {
  /** The River: the game starts at the spring; the 10 river tiles are drawn first, then the lake. */
  river: v.optional(v.boolean(), false),
};
