/**
 * The counts that end a New Frontiers match (§Fin del juego; rules digest: developments cover more than 10 spaces;
 * more than 7 colonies; fewer than 5 colonists in the supply after a Settle; the VP pool empty) and how an empire's
 * development spaces are counted. Small and free of the rules' machinery, so the client's end-progress line counts
 * with the engine's own numbers without loading the engine.
 */
import { developmentById } from "./catalogue-data.ts";
import type { NfPlayer } from "./state.ts";

/** §Fin del juego: "Los desarrollos de cualquier jugador cubren más de 10 espacios". */
export const END_SPACES = 10;
/** More colonies than this in one empire ends the game. */
export const MAX_COLONIES = 7;
/** Fewer colonists than this in the supply after a Settle ends the game. */
export const MIN_SUPPLY = 5;

/** The mat spaces an empire's developments cover (a six-cost development covers two). */
export function spacesUsed(e: Pick<NfPlayer, "developments">): number {
  let n = 0;
  for (const d of e.developments) n += developmentById(d.tile)?.matSpaces ?? 1;
  return n;
}
