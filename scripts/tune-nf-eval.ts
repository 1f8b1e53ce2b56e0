/**
 * Tunes New Frontiers' evaluation weights by self-play, offline, so that whatever it finds ships as
 * data: coordinate search over `EvalWeights` (engine/newfrontiers/bot-eval.ts) starting from `START` (default the
 * shipped WEIGHTS). Each step scales one weight by each of `FACTORS` and plays `TUNE_GAMES` 2-player games (fixed
 * seeds, seats rotated) of greedy with the trial weights against greedy with the best weights so far; a trial that
 * wins at least `TUNE_ACCEPT` of them becomes the best. Deterministic: every seed is fixed. Prints progress to
 * stderr and the best weights as JSON to stdout (`npx tsx scripts/tune-nf-eval.ts > weights.json`).
 * With the defaults it found no change beyond the noise of its games, so the shipped WEIGHTS stay as they are
 * (the run: docs/bots.md).
 */
import { seedRng } from "../engine/core/prng.ts";
import { greedyAction } from "../engine/core/bot-baselines.ts";
import type { BotGame } from "../engine/core/bot-play.ts";
import { isRuleError } from "../engine/core/game-module.ts";
import { newFrontiers as game } from "../engine/newfrontiers/game.ts";
import { nfBots } from "../engine/newfrontiers/bots.ts";
import { evaluateWith, WEIGHTS, type EvalWeights } from "../engine/newfrontiers/bot-eval.ts";
import type { NfState } from "../engine/newfrontiers/state.ts";
import { startGame } from "../test/bench/playout.ts";
import { winShare } from "../test/bench/arena-stats.ts";

const GAMES = Number(process.env.TUNE_GAMES ?? 60);
const ACCEPT = Number(process.env.TUNE_ACCEPT ?? 0.58);
const PASSES = Number(process.env.TUNE_PASSES ?? 2);
const FACTORS = [0.6, 1.5];
const KEYS = (Object.keys(WEIGHTS) as (keyof EvalWeights)[]).filter((k) => k !== "tieBreak");

function botOf(W: EvalWeights): BotGame {
  return { game, bots: { ...nfBots, evaluate: (s: NfState) => evaluateWith(W, s) } };
}

/** Win rate of greedy with `A` against greedy with `B` over `n` games (ties half), seats rotated. */
function play(A: EvalWeights, B: EvalWeights, n: number, tag: string): number {
  const bots = [botOf(A), botOf(B)];
  let sum = 0;
  for (let i = 0; i < n; i++) {
    const seatA = i % 2;
    let s = startGame(game, 2, { order: [0, 1] }, `tune:${tag}:${Math.floor(i / 2)}`) as NfState;
    for (let m = 0; m < 5000; m++) {
      const seat = game.toAct(s)[0];
      if (seat === undefined) break;
      const g = bots[seat === seatA ? 0 : 1]!;
      const a = greedyAction(g, nfBots.determinize(game.view(s, seat), seedRng(`tune:${tag}:${i}:${m}`)), seat);
      const r = game.apply(s, seat, JSON.parse(JSON.stringify(a)));
      if (isRuleError(r)) throw new Error(r.message);
      s = r.state as NfState;
    }
    sum += winShare(game.result(s).winners, seatA);
  }
  return sum / n;
}

let best: EvalWeights = process.env.START ? (JSON.parse(process.env.START) as EvalWeights) : { ...WEIGHTS };
for (let pass = 0; pass < PASSES; pass++) {
  for (const key of KEYS) {
    for (const f of FACTORS) {
      const trial = { ...best, [key]: Math.round(best[key] * f * 1000) / 1000 };
      const rate = play(trial, best, GAMES, `${pass}:${key}:${f}`);
      process.stderr.write(`pass ${pass} ${key} ${best[key]} -> ${trial[key]}: ${rate.toFixed(3)}\n`);
      if (rate >= ACCEPT) {
        best = trial;
        break;
      }
    }
  }
}
console.log(JSON.stringify(best));
