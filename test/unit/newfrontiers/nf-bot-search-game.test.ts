// The New Frontiers game as the search levels see it (engine/newfrontiers/bot-search-game.ts): a world return over
// the nine-world limit offers only the subsets of the least worth worlds (count + 1 answers, each legal in the real
// game), every other decision offers the real list unchanged.
import { describe, expect, it } from "vitest";
import { isRuleError } from "../../../engine/core/game-module.ts";
import { nextInt } from "../../../engine/core/prng.ts";
import { newFrontiers as game } from "../../../engine/newfrontiers/game.ts";
import { searchLegalActions } from "../../../engine/newfrontiers/bot-search-game.ts";
import { tileOf } from "../../../engine/newfrontiers/powers.ts";
import type { NfState } from "../../../engine/newfrontiers/state.ts";
import { choiceRng, startGame } from "../../bench/playout.ts";

const worth = (w: string) => {
  const vp = tileOf(w).vp;
  return typeof vp === "number" ? vp + 1 : 1;
};

/** Random play (exploring whenever it can) until `seen` has been called at every decision; stops at the end. */
function walk(seed: string, seen: (s: NfState, seat: number) => void): void {
  const s = game.scratch(startGame(game, 2, { setup: "firstGame" }, seed) as NfState);
  const rng = choiceRng(seed);
  for (let n = 0; n < 3000 && game.toAct(s).length > 0; n++) {
    const seat = game.toAct(s)[0]!;
    seen(s, seat);
    const legal = game.legalActions(s, seat);
    const explore = legal.find((a) => a.type === "select" && a.action.startsWith("explore"));
    const r = game.applyInPlace(s, seat, explore ?? legal[nextInt(rng, legal.length)]!);
    if (isRuleError(r)) throw new Error(r.message);
  }
}

describe("New Frontiers search game", () => {
  it("cuts a long world return to the subsets of the count + 1 least worth worlds, each legal; leaves the rest", () => {
    let cut = 0,
      same = 0;
    for (const seed of ["sg-1", "sg-2", "sg-3", "sg-4"])
      walk(seed, (s, seat) => {
        const full = game.legalActions(s, seat);
        const mine = searchLegalActions(s, seat);
        const p = s.pending!;
        if (p.kind !== "exploreReturn" || full.length <= p.count + 1) {
          expect(mine).toEqual(full);
          same++;
          return;
        }
        cut++;
        expect(mine).toHaveLength(p.count + 1);
        const keys = new Set(full.map((a) => JSON.stringify(a)));
        for (const a of mine) {
          expect(keys.has(JSON.stringify(a)), JSON.stringify(a)).toBe(true);
          expect(isRuleError(game.apply(s, seat, a))).toBe(false);
        }
        // no returned world is worth more than a world every answer keeps
        const returned = new Set(mine.flatMap((a) => (a.type === "returnWorlds" ? a.worlds : [])));
        const kept = s.empires[seat]!.explored.filter((w) => !returned.has(w));
        for (const w of returned) for (const k of kept) expect(worth(w)).toBeLessThanOrEqual(worth(k));
      });
    expect(cut).toBeGreaterThan(0);
    expect(same).toBeGreaterThan(0);
  }, 60_000);
});
