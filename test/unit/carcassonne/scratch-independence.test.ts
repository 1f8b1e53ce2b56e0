/**
 * A scratch copy (GameModule.scratch) is its own game: the state it was taken from may go on being played in place
 * and the copy still plays exactly as a copy taken from a fresh replay of the same moves would (the board's cell
 * index is shared copy-on-write between the two, state.ts `CellIndex.fork`).
 */
import { describe, expect, it } from "vitest";
import { nextInt } from "../../../engine/core/prng.ts";
import { carcassonne } from "../../../engine/carcassonne/game.ts";
import type { CarcState } from "../../../engine/carcassonne/state.ts";
import { choiceRng, playInPlace, startGame } from "../../bench/playout.ts";

const OPTIONS = { farmers: true };

/** Plays a copy of `s` to the end with choices seeded by `seed`; returns the final state as JSON. */
function finish(s: CarcState, seed: string): string {
  const copy = carcassonne.scratch(s);
  playInPlace(carcassonne, copy, choiceRng(seed));
  return JSON.stringify(copy);
}

describe("scratch copies taken mid-playout", () => {
  it.each(["a", "b", "c"])("stay independent of the original played on (seed %s)", (seed) => {
    const original = carcassonne.scratch(startGame(carcassonne, 2, OPTIONS, seed) as CarcState);
    const rng = choiceRng(`moves:${seed}`);
    const copies: { at: number; copy: CarcState; expected: string }[] = [];
    for (let step = 0; carcassonne.toAct(original).length > 0; step++) {
      if (step % 7 === 3) {
        // the expected end comes from an untouched replay of the same moves (a second scratch of a scratch)
        copies.push({ at: step, copy: carcassonne.scratch(original), expected: finish(carcassonne.scratch(original), `end:${step}`) });
      }
      const seat = carcassonne.toAct(original)[0]!;
      const legal = carcassonne.legalActions(original, seat);
      carcassonne.applyInPlace(original, seat, legal[nextInt(rng, legal.length)]!);
    }
    expect(copies.length).toBeGreaterThan(5);
    for (const { at, copy, expected } of copies) expect(finish(copy, `end:${at}`), `copy taken at step ${at}`).toBe(expected);
  });
});
