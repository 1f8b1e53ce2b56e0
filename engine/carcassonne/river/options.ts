/** The River's match option: off unless chosen. */
import * as v from "valibot";

export const RIVER_OPTION_ENTRIES = {
  /** The River: the game starts at the spring and the 11 river tiles are placed first, the lake last. */
  river: v.optional(v.boolean(), false),
};
