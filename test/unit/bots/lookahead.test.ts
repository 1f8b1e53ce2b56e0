/**
 * The shared one-turn lookahead (engine/core/bot-lookahead.ts) on New Frontiers, whose hard level plays it: its
 * greedy play-on stops at the deciding seat's next selection (after the other seat acted) or the game's end; the
 * answer is one of greedy's best candidates, legal, the same for the same seed and budget, decided from the view
 * alone (a state with other hidden parts and one view gets one answer); a budget that stops at once (or one
 * candidate) gives greedy's choice on the first sample.
 */
import { describe, expect, it, vi } from "vitest";
import { isRuleError } from "../../../engine/core/game-module.ts";
import { seedRng } from "../../../engine/core/prng.ts";
import { greedyAction } from "../../../engine/core/bot-baselines.ts";
import { lookaheadAction, playOnGreedily, type LookaheadConfig } from "../../../engine/core/bot-lookahead.ts";
import { actorOf, type BotGame } from "../../../engine/core/bot-play.ts";
import { newFrontiers as game } from "../../../engine/newfrontiers/game.ts";
import { nfBots } from "../../../engine/newfrontiers/bots.ts";
import type { NfState } from "../../../engine/newfrontiers/state.ts";
import { choiceRng, playInPlace, startGame } from "../../bench/playout.ts";

vi.setConfig({ testTimeout: 120_000 });

const g: BotGame = { game, bots: nfBots };
const CFG: LookaheadConfig = { samples: 3, candidates: 3, maxSteps: 40 };

/** Positions through a 2-player game (seeded random play) with the seat to act. */
function positions(): { s: NfState; seat: number }[] {
  const out: { s: NfState; seat: number }[] = [];
  for (const stop of [0, 9, 30, 55, 80, 120]) {
    const s = game.scratch(startGame(game, 2, {}, "look-pos") as NfState);
    playInPlace(game, s, choiceRng("look-pos"), { stopAfter: stop });
    const seat = game.toAct(s)[0];
    if (seat !== undefined) out.push({ s, seat });
  }
  return out;
}

describe("one-turn lookahead", () => {
  const cases = positions();

  it("plays on greedily to the seat's next selection after the other seat acted, or to the game's end", () => {
    for (const { s, seat } of cases) {
      const c = game.scratch(s) as NfState;
      playOnGreedily(g, c, seat, 200);
      if (c.finished) continue;
      expect(actorOf(g, c)).toBe(seat);
      expect(c.pending?.kind).toBe("select");
      expect(game.result(c).finished).toBe(false);
    }
  });

  it("answers legally, the same for the same seed and budget, from the view alone", () => {
    for (const [n, { s, seat }] of cases.entries()) {
      const view = game.view(s, seat);
      const a = lookaheadAction(g, view, seat, seedRng(`look-${n}`), CFG);
      expect(lookaheadAction(g, view, seat, seedRng(`look-${n}`), CFG)).toEqual(a);
      expect(isRuleError(game.apply(s, seat, a as never)), JSON.stringify(a)).toBe(false);
      // other hidden parts (the generator that draws the bag and goals), one view: one answer
      const other = game.scratch(s) as NfState;
      other.rng = seedRng(`other-${n}`);
      expect(game.view(other, seat)).toEqual(view);
      expect(lookaheadAction(g, game.view(other, seat), seat, seedRng(`look-${n}`), CFG)).toEqual(a);
    }
  });

  it("gives greedy's choice on its first sample when stopped at once or with one candidate", () => {
    for (const [n, { s, seat }] of cases.entries()) {
      const view = game.view(s, seat);
      const greedy = greedyAction(g, nfBots.determinize(view, seedRng(`look-${n}`)), seat);
      expect(lookaheadAction(g, view, seat, seedRng(`look-${n}`), { ...CFG, samples: 1 }, { stop: () => true })).toEqual(greedy);
      expect(lookaheadAction(g, view, seat, seedRng(`look-${n}`), { ...CFG, samples: 1, candidates: 1 })).toEqual(greedy);
    }
  });
});
