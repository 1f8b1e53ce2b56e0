/**
 * How close a New Frontiers match is to its end, before any condition is met (rules digest: developments cover more
 * than 10 spaces; more than 7 colonies; fewer than 5 colonists in the supply after a Settle; the VP pool empty): the
 * furthest empire's development spaces and colonies against the counts that end the game. The supply and the pool
 * are shown as they are beside it. Pure, unit-tested; counted by the engine's own rules (spacesUsed, the limits).
 */
import type { NfView } from "../../../../../engine/newfrontiers/view.ts";
import { END_SPACES, MAX_COLONIES, spacesUsed } from "../../../../../engine/newfrontiers/end-limits.ts";

export interface EndProgress {
  spaces: number;
  /** The count that ends the game ("more than END_SPACES"). */
  spacesAt: number;
  colonies: number;
  coloniesAt: number;
}

export function endProgress(view: Pick<NfView, "empires">): EndProgress {
  return {
    spaces: Math.max(0, ...view.empires.map((e) => spacesUsed(e))),
    spacesAt: END_SPACES + 1,
    colonies: Math.max(0, ...view.empires.map((e) => e.colonies.length)),
    coloniesAt: MAX_COLONIES + 1,
  };
}
