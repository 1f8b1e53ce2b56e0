/**
 * What New Frontiers gives the shared bots (engine/core/bot.ts `GameBots`): a full state sampled from a
 * seat's view (determinize.ts) and the per-seat evaluation on the VP scale (bot-eval.ts). Search, greedy and random
 * are shared (engine/core/bot-*.ts).
 */
import type { GameBots } from "../core/bot.ts";
import { evaluateNf } from "./bot-eval.ts";
import { determinizeNf } from "./determinize.ts";
import type { NfState } from "./state.ts";
import type { NfView } from "./view.ts";

export const nfBots: GameBots<NfState, NfView> = {
  determinize: determinizeNf,
  evaluate: evaluateNf,
  // a seat's own turn starts when it selects an action tile (every player then performs that action)
  turnStart: (s, seat) => s.pending?.kind === "select" && s.pending.seat === seat,
};
