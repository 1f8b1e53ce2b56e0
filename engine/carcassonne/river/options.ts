/** The River's and The River II's match options: off unless chosen (both together make one longer river). */
import * as v from "valibot";

export const RIVER_OPTION_ENTRIES = {
  /** The River: the game starts at the spring; the 10 river tiles are drawn first, then the lake. */
  river: v.optional(v.boolean(), false),
  /** The River II: 11 more river tiles with a fork; with The River, one lake is left out. */
  river2: v.optional(v.boolean(), false),
};
