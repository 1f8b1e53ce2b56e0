/**
 * New Frontiers' own level settings (engine/bots.ts `levels`), beside the shared defaults of
 * engine/core/bot-levels.ts. Hard does not use the shared tree search, which does not beat the greedy baseline in
 * this game: greedy's blind spot is that every player performs the action a seat selects, and the one-turn
 * lookahead with greedy replies (engine/core/bot-lookahead.ts: greedy's best 4 played on in 4 samples to the
 * seat's next selection) sees exactly that, well within the think-time cap. More candidates or samples, or playing
 * on to the round's end, were no stronger and slower. Weights tuned by greedy self-play (scripts/tune-nf-eval.ts)
 * moved nothing beyond noise, so hard keeps the shared WEIGHTS. The arena runs behind each choice: docs/bots.md.
 * Medium and easy play the greedy ranking, erring now and then (medium) or often (easy).
 */
import type { BotLevel } from "../core/bot.ts";
import type { LevelPlan } from "../core/bot-levels.ts";

export const NF_LEVELS: Readonly<Record<BotLevel, LevelPlan>> = {
  easy: { kind: "sloppy", slip: 0.4 },
  medium: { kind: "sloppy", slip: 0.15 },
  hard: { kind: "lookahead", lookahead: { samples: 4, candidates: 4, maxSteps: 40 } },
};
