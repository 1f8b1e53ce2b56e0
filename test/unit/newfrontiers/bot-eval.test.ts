// The New Frontiers bot evaluation (engine/newfrontiers/bot-eval.ts): the final score once the game is over (plus
// a tie-break far below a VP), the score now plus the worth of the empire before that; more of anything (credits,
// goods, colonists, VP chips, production, a met goal) is worth more; the worth of the engine fades as an end
// condition nears and is gone once one is met; and the bots' parts (bots.ts) are these functions.
import { describe, expect, it } from "vitest";
import { evaluateNf, gameLeft } from "../../../engine/newfrontiers/bot-eval.ts";
import { nfBots } from "../../../engine/newfrontiers/bots.ts";
import { determinizeNf } from "../../../engine/newfrontiers/determinize.ts";
import { newFrontiers as game } from "../../../engine/newfrontiers/game.ts";
import { finalStanding } from "../../../engine/newfrontiers/scoring.ts";
import type { NfState } from "../../../engine/newfrontiers/state.ts";
import { choiceRng, playInPlace, startGame } from "../../bench/playout.ts";
import { give, newGame } from "./nf-helpers.ts";

const played = (players: number, options: object, seed: string, stopAfter = Infinity): NfState => {
  const s = game.scratch(startGame(game, players, options, seed) as NfState);
  playInPlace(game, s, choiceRng(seed), { stopAfter });
  return s;
};

describe("evaluateNf", () => {
  it("a finished game is worth its final score (goals included), give or take the tie-break", () => {
    for (const [players, options] of [
      [2, { setup: "firstGame" }],
      [3, { setup: "later", goals: true }],
      [4, { setup: "later" }],
    ] as const)
      for (const seed of ["ev-1", "ev-2", "ev-3"]) {
        const s = played(players, options, seed);
        expect(s.finished).toBe(true);
        const values = evaluateNf(s);
        const { scores } = game.result(s);
        values.forEach((v, seat) => {
          expect(v).toBeGreaterThanOrEqual(scores[seat]!);
          expect(v).toBeLessThan(scores[seat]! + 0.5);
        });
      }
  });

  it("during the game: the score now plus a non-negative worth, one finite value per seat", () => {
    for (const stop of [0, 30, 80, 150]) {
      const s = played(3, { setup: "later", goals: true }, "ev-mid", stop);
      const values = evaluateNf(s);
      const now = finalStanding(s).scores;
      expect(values).toHaveLength(3);
      values.forEach((v, seat) => {
        expect(Number.isFinite(v)).toBe(true);
        expect(v).toBeGreaterThanOrEqual(now[seat]!);
      });
    }
  });

  it("more credits, goods, colonists, VP chips, production or explored worlds are worth more", () => {
    const base = () => give(newGame(), 0, { credits: 2, colonists: 0 });
    const v0 = evaluateNf(base())[0]!;
    const better: NfState[] = [
      give(base(), 0, { credits: 5 }),
      give(base(), 0, { colonists: 2 }),
      give(base(), 0, { vpChips: 2 }),
      give(base(), 0, { colonies: ["w-mining-world"] }),
      give(base(), 0, { colonies: [{ tile: "w-devolved-uplift-race", good: "novelty" }] }),
      give(base(), 0, { explored: ["w-gem-world"] }),
    ];
    for (const s of better) expect(evaluateNf(s)[0]).toBeGreaterThan(v0);
    // a VP chip now is worth about a VP; a credit less than one
    expect(evaluateNf(give(base(), 0, { vpChips: 1 }))[0]! - v0).toBeCloseTo(1, 5);
    expect(evaluateNf(give(base(), 0, { credits: 3 }))[0]! - v0).toBeLessThan(1);
    // the other seat is untouched by seat 0's credits
    expect(evaluateNf(give(base(), 0, { credits: 9 }))[1]).toBe(evaluateNf(base())[1]);
  });

  it("the engine's worth fades as an end condition nears, and only the last round's share is left once one is met", () => {
    const s = newGame();
    expect(gameLeft(s)).toBeGreaterThan(0.9);
    const rich = give(newGame(), 0, { credits: 8, colonies: ["w-mining-world"] });
    const engine = (x: NfState) => evaluateNf(x)[0]! - finalStanding(x).scores[0]!;
    const early = engine(rich);
    const late = give(newGame(), 0, { credits: 8, colonies: ["w-mining-world"] });
    late.vpPool = 3; // the pool nearly empty
    expect(gameLeft(late)).toBeLessThan(0.2);
    expect(engine(late)).toBeLessThan(early);
    const ending = give(newGame(), 0, { credits: 8, colonies: ["w-mining-world"] });
    ending.endTriggers = ["vpPool"];
    expect(gameLeft(ending)).toBe(0);
    expect(engine(ending)).toBeLessThan(engine(late));
    expect(engine(ending)).toBeGreaterThan(0); // credits may still be spent this round
  });

  it("a goal held and met is worth its reward; one far from met much less", () => {
    // Galactic Standard of Living: VP chips worth at least 10 → 3 VP (catalogue)
    const withGoal = (vp: number) => {
      const s = give(newGame(2, { setup: "later", goals: true }), 0, { vpChips: vp });
      s.empires[0]!.goals = ["g-galactic-standard-of-living"];
      return s;
    };
    const goal = "g-galactic-standard-of-living";
    const met = withGoal(10),
      far = withGoal(1);
    const without = (s: NfState) => {
      const c = game.scratch(s);
      c.empires[0]!.goals = [];
      return evaluateNf(c)[0]!;
    };
    expect(evaluateNf(met)[0]! - without(met), goal).toBeCloseTo(3, 5);
    expect(evaluateNf(far)[0]! - without(far)).toBeLessThan(0.5);
    expect(evaluateNf(far)[0]! - without(far)).toBeGreaterThan(0);
  });

  it("nfBots is the determinize and the evaluation", () => {
    const s = played(2, { setup: "firstGame" }, "ev-bots", 20);
    const view = game.view(s, game.toAct(s)[0]!);
    expect(nfBots.evaluate(s)).toEqual(evaluateNf(s));
    expect(nfBots.determinize(view, choiceRng("x"))).toEqual(determinizeNf(view, choiceRng("x")));
  });
});
