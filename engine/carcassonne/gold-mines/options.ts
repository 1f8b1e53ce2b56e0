/** Gold Mines' match option (004_…): the mini-expansion is off unless chosen. */
import * as v from "valibot";

export const GOLD_MINES_OPTION_ENTRIES = {
  /** The Gold Mines mini-expansion: 8 gold tiles shuffled in, ingots, final ingot table. */
  goldMines: v.optional(v.boolean(), false),
};
