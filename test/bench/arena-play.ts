/**
 * One arena game: the real state is set up and played with the game's own `parseAction` + `apply`,
 * as the match server does; each seat's bot sees only `game.view(state, seat)` and answers through the registry
 * (engine/bots.ts `chooseBotAction`). Returns the final result and the think time of every decision per seat.
 */
import { performance } from "node:perf_hooks";
import type { BotKind } from "../../engine/core/bot.ts";
import { isRuleError, type ViewHeader } from "../../engine/core/game-module.ts";
import { botsFor, chooseBotAction } from "../../engine/bots.ts";
import { startGame } from "./playout.ts";

export interface ArenaGame {
  winners: number[];
  scores: number[];
  /** Side per seat (partners), null when every seat plays alone. */
  sides: readonly number[] | null;
  /** Think time (ms) of every decision, per seat. */
  ms: number[][];
}

/** Plays one game: seat i is played by `kinds[i]`; `seed` fixes the deal and every bot's seed. */
export function playArenaGame(gameId: string, kinds: readonly BotKind[], options: unknown, seed: string, iterations?: number): ArenaGame {
  const { game, bots } = botsFor(gameId);
  let state = startGame(game, kinds.length, options, seed);
  const ms: number[][] = kinds.map(() => []);
  for (let n = 0; ; n++) {
    const seats = game.toAct(state);
    if (seats.length === 0) break;
    if (n > 5000) throw new Error(`arena game ${seed} does not end`);
    const seat = seats[0]!;
    const view = game.view(state, seat) as ViewHeader;
    const t0 = performance.now();
    const raw = chooseBotAction(gameId, {
      view,
      kind: kinds[seat]!,
      seed: `${seed}:${n}`,
      budget: iterations ? { iterations } : undefined,
    });
    ms[seat]!.push(performance.now() - t0);
    const action = game.parseAction(raw);
    if (isRuleError(action)) throw new Error(`bot ${kinds[seat]} sent a malformed action: ${action.message}`);
    const r = game.apply(state, seat, action);
    if (isRuleError(r)) throw new Error(`bot ${kinds[seat]} sent an illegal action ${JSON.stringify(raw)}: ${r.message}`);
    state = r.state;
  }
  const result = game.result(state);
  return { winners: result.winners, scores: result.scores, sides: bots.sides?.(state) ?? null, ms };
}
