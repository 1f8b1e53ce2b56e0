/**
 * What every bot of any game shares: a game paired with its bot parts, stepping a state the bot owns,
 * the value of a position for one seat (its own evaluation minus the best opponent's; a partner counts as itself)
 * and a stable key per action for search trees. Pure: no clock, and randomness only from the seeded generator (prng.ts).
 */
import type { GameBots } from "./bot.ts";
import { isRuleError, type AnyGameModule } from "./game-module.ts";

/** A game and the parts its bots need (engine/<game>/bots.ts). */
export interface BotGame {
  readonly game: AnyGameModule;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly bots: GameBots<any, any>;
}

/** Applies a legal action to a state the bot owns; a refusal here is a bot bug, so it throws. */
export function step(g: BotGame, state: unknown, seat: number, action: unknown): void {
  const r = g.game.applyInPlace(state, seat, action);
  if (isRuleError(r)) throw new Error(`bot chose an illegal action ${JSON.stringify(action)}: ${r.message}`);
}

/** The one seat that must act now, or -1 once the game is over (or when several act at once: the first). */
export function actorOf(g: BotGame, state: unknown): number {
  const seats = g.game.toAct(state);
  return seats.length === 0 ? -1 : seats[0]!;
}

/** Whether `seat` is among the seats that must act now. */
export function mustAct(g: BotGame, state: unknown, seat: number): boolean {
  return g.game.toAct(state).includes(seat);
}

/** Side per seat: the game's partners, else each seat on its own. */
export function sidesOf(g: BotGame, state: unknown, players: number): readonly number[] {
  return g.bots.sides?.(state) ?? Array.from({ length: players }, (_, i) => i);
}

/** `values[seat]` minus the best value among seats of other sides (0 when there is none). */
export function margin(values: readonly number[], seat: number, sides: readonly number[]): number {
  let best = -Infinity;
  for (let p = 0; p < values.length; p++) if (sides[p] !== sides[seat] && values[p]! > best) best = values[p]!;
  return values[seat]! - (best === -Infinity ? 0 : best);
}

/** The evaluation margin of `state` for `seat`. */
export function valueFor(g: BotGame, state: unknown, seat: number): number {
  const values = g.bots.evaluate(state);
  return margin(values, seat, sidesOf(g, state, values.length));
}

const keys = new WeakMap<object, string>();

/** A stable key of an action (shared action objects are keyed once). */
export function actionKey(action: unknown): string {
  if (typeof action !== "object" || action === null) return JSON.stringify(action);
  let k = keys.get(action);
  if (k === undefined) keys.set(action, (k = JSON.stringify(action)));
  return k;
}

/** The action as a client would send it: a plain copy, never a shared engine object. */
export function plainAction(action: unknown): unknown {
  return JSON.parse(JSON.stringify(action)) as unknown;
}
