/**
 * A new match's first rows: its record (a fresh secret seed unless a test chose one), the state after setup (stored
 * as snapshot 0), the seats a rematch carries (a person's seat comes back played by its person; a bot's own seat
 * keeps its bot), the seats made for bots and the clocks. All in one transaction: a refusal stores nothing.
 */
import type { Failure } from "./failure.ts";
import { findGame, isRuleError, type AnyGameModule } from "../engine/index.ts";
import type { BotLevel } from "../engine/core/bot.ts";
import { botSeatRow } from "./match-bots.ts";
import { forcedOf } from "./match-restore.ts";
import type { MatchRecord, MatchStore, SeatRow } from "./match-store.ts";
import { newSeed } from "./secrets.ts";
import type { ClockConfig } from "../contract/clock-types.ts";
import type { MatchClock } from "./match-clock.ts";

export interface CreateInit {
  id: string;
  game: string;
  options: unknown;
  players: number;
  deck?: string[] | null;
  dice?: number[] | null;
  /** Test-only chosen seed (accepted only when the TEST_HOOKS binding allows it); otherwise a fresh one. */
  seed?: string | null;
  /** Seats carried over by a rematch (names and token hashes; a bot's own seat keeps its bot). */
  seats?: SeatRow[];
  /** Seats played by bots from the start (routes.ts checked them). */
  bots?: { seat: number; level: BotLevel }[];
  /** The match's clocks (routes.ts checked them: clock.ts `parseClock`); none when absent. */
  clock?: ClockConfig | null;
}

export function createMatch(
  ctx: DurableObjectState,
  store: MatchStore,
  clock: MatchClock,
  init: CreateInit,
): { rec: MatchRecord; game: AnyGameModule; state: unknown } | Failure {
  const game = findGame(init.game);
  if (!game) return { error: "unknown-game", message: `Unknown game ${init.game}.` };
  const options = game.parseOptions(init.options);
  if (isRuleError(options)) return { error: options.code, message: options.message };
  const rec: MatchRecord = {
    id: init.id,
    game: game.id,
    options,
    players: init.players,
    seed: init.seed ?? newSeed(),
    deck: init.deck ?? null,
    dice: init.dice ?? null,
    createdAt: Date.now(),
    rematch: null,
    ...(init.clock ? { clock: init.clock } : {}),
  };
  const state = game.setup(rec.players, options, rec.seed, forcedOf(rec));
  if (isRuleError(state)) return { error: state.code, message: state.message };
  ctx.storage.transactionSync(() => {
    store.createSchema();
    store.saveRecord(rec);
    store.saveSnapshot(0, state, game.stateVersion);
    for (const s of init.seats ?? []) if (s.seat < rec.players) store.claimSeat(s.tokenHash ? { ...s, bot: null } : s);
    for (const b of init.bots ?? []) store.claimSeat(botSeatRow(b.seat, b.level));
    if (rec.clock) clock.create(rec.clock, rec.players, Date.now());
    store.touch(Date.now());
  });
  return { rec, game, state };
}
