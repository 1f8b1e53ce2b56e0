/**
 * New Frontiers' own level settings (issue 15; engine/bots.ts `levels`), beside the shared defaults of
 * engine/core/bot-levels.ts. The shared tree search does not beat the greedy baseline here: in 2-player games
 * against greedy (seats rotated, hard searching the cut-down lists of bot-search-game.ts) it won 3 of 10 with the
 * shared cap of 10,000 evaluations, 3 of 10 with a cap of 5,000, 4 of 20 uncapped (arena seeds, p99 about 3 s),
 * 3 of 8 uncapped with the root cut to greedy's best 3, and 0 of 6 on the arena's seeds. Greedy's blind spot is that
 * every player performs the action a seat selects; the one-turn lookahead with greedy replies
 * (engine/core/bot-lookahead.ts: greedy's best 4 played on in 4 samples to the seat's next selection) sees it and
 * won 25 of 30 against greedy (/tmp scripts; 6 candidates in 6 samples, or playing on to the round's end, 22 of 30); in `npm run arena` (2 players, 100 games each) it won
 * 0.81 [0.72, 0.88] against greedy and 1.00 [0.96, 1] against random, thinking 32 ms median, 0.5 s p99 per
 * decision on the 2-core machine; on 100 other seeds (ARENA_SEED=second) 0.85 [0.77, 0.91] against greedy and 1.00
 * against random, 36–50 ms median, 0.5 s p99: hard plays it. Twice the samples (8) won 0.78 [0.69, 0.85] of the same 100 games at
 * p50 103 ms, p99 1.7 s (the other core busy): no better, too slow. Evaluation weights tuned by greedy self-play
 * (scripts/tune-nf-eval.ts) moved nothing beyond noise, so hard keeps the shared WEIGHTS.
 * Medium and easy play the greedy ranking, erring now and then (medium) or often (easy).
 */
import type { BotLevel } from "../core/bot.ts";
import type { LevelPlan } from "../core/bot-levels.ts";

export const NF_LEVELS: Readonly<Record<BotLevel, LevelPlan>> = {
  easy: { kind: "sloppy", slip: 0.4 },
  medium: { kind: "sloppy", slip: 0.15 },
  hard: { kind: "lookahead", lookahead: { samples: 4, candidates: 4, maxSteps: 40 } },
};
