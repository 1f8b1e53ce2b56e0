/**
 * Test-only board games (a core game plus test modules, declared with `defineBoardGame`), set up and played through
 * the core's own turn API: the module-hook tests share these instead of each writing its own loop.
 */
import { isRuleError } from "../../../engine/core/game-module.ts";
import type { CarcAction } from "../../../engine/carcassonne/actions.ts";
import type { BoardGameDef } from "../../../engine/carcassonne/board-game.ts";
import { boardPlay } from "../../../engine/carcassonne/board-rules.ts";
import { setupBoardGame } from "../../../engine/carcassonne/board-setup.ts";
import type { BoardOptions } from "../../../engine/carcassonne/options.ts";
import type { CarcState } from "../../../engine/carcassonne/state.ts";

/** A new game of `def` (random draws from `seed`); a refused setup fails the test. */
export function startGame(def: BoardGameDef, options: BoardOptions, players: number, seed: string): CarcState {
  const s = setupBoardGame(def, options, players, seed);
  if (isRuleError(s)) throw new Error(s.message);
  return s;
}

/** Chooses the next action from the legal ones. */
export type Pick = (s: CarcState, legal: CarcAction[]) => CarcAction;

/** The last legal action: the farthest placement, the meeple step's last feature. */
export const lastAction: Pick = (_s, legal) => legal.at(-1)!;

/**
 * Plays on from `s` until the game ends, `stop` says so, or `steps` actions were applied; each action must be
 * accepted. Returns the state reached.
 */
export function playOn(s: CarcState, pick: Pick = lastAction, stop: (s: CarcState) => boolean = () => false, steps = 5000): CarcState {
  for (let n = 0; n < steps && boardPlay.toAct(s).length > 0 && !stop(s); n++) {
    const seat = boardPlay.toAct(s)[0]!;
    const out = boardPlay.apply(s, seat, pick(s, boardPlay.legalActions(s, seat)));
    if (isRuleError(out)) throw new Error(out.message);
    s = out.state;
  }
  return s;
}
