// New Frontiers through the bots' registry (engine/bots.ts → engine/newfrontiers/bots.ts): every kind answers a
// seat's view with an action the real game accepts, in every setup, and the same seed and iterations give the
// same answer. Small iteration budgets keep it quick; strength is measured by `npm run arena`, not here.
import { describe, expect, it } from "vitest";
import { BOT_LEVELS, type BotKind } from "../../../engine/core/bot.ts";
import { isRuleError, type ViewHeader } from "../../../engine/core/game-module.ts";
import { chooseBotAction } from "../../../engine/bots.ts";
import { newFrontiers as game } from "../../../engine/newfrontiers/game.ts";
import type { NfState } from "../../../engine/newfrontiers/state.ts";
import { choiceRng, playInPlace, startGame } from "../../bench/playout.ts";

const KINDS: readonly BotKind[] = ["random", "greedy", ...BOT_LEVELS];
const SETUPS = [
  { players: 2, options: { setup: "firstGame" } },
  { players: 3, options: { setup: "later", goals: true } },
  { players: 4, options: { setup: "later" } },
];

const ask = (s: NfState, kind: BotKind, seed: string) =>
  chooseBotAction("newfrontiers", { view: game.view(s, game.toAct(s)[0]!) as ViewHeader, kind, seed, budget: { iterations: 30 } });

describe("New Frontiers bots", () => {
  for (const { players, options } of SETUPS)
    it(`${players}p ${options.setup}: every kind plays legal actions at positions through a game, deterministically`, () => {
      for (const stop of [0, 25, 60, 110]) {
        const s = game.scratch(startGame(game, players, options, `nfb-${players}`) as NfState);
        playInPlace(game, s, choiceRng(`nfb-${players}`), { stopAfter: stop });
        if (game.toAct(s).length === 0) continue;
        const seat = game.toAct(s)[0]!;
        for (const kind of KINDS) {
          const a = ask(s, kind, `seed-${stop}`);
          const parsed = game.parseAction(a);
          if (isRuleError(parsed)) throw new Error(`${kind} at ${stop} sent a malformed action: ${parsed.message}`);
          expect(isRuleError(game.apply(s, seat, parsed)), `${kind} at ${stop}: ${JSON.stringify(a)}`).toBe(false);
          expect(ask(s, kind, `seed-${stop}`)).toEqual(a);
        }
      }
    }, 60_000); // 24 searches of 30 iterations: a few seconds alone, more on a machine shared with other test projects
});
