/**
 * A finished match as a replay (docs/replay-format.md): what `npm run replay` reads — game, options, players, the
 * seed, any test-only forced deck and dice, every action with its seat — plus what the replay page shows and the
 * runner ignores: the match id, each seat's name and colour (and bot level for a bot's own seat), which actions a
 * bot made, how the match ended and its result. The seed and the draw order it implies are released only here, and
 * only once the game is over (match.ts `getReplay` refuses before: `not-finished`).
 */
import type { BotLevel } from "../engine/core/bot.ts";
import { BOT_TOKEN_HASH, type MatchRecord, type SeatRow } from "./match-store.ts";

/** A seat as the replay names it: the name and colour it ended with; `bot` is the level of a seat made for a bot. */
export interface ReplaySeat {
  name: string | null;
  color: string | null;
  bot?: BotLevel;
}

/** The body of `GET /api/matches/:id/replay`. */
export interface MatchReplay {
  game: string;
  options: unknown;
  players: number;
  seed: string;
  deck?: string[];
  dice?: number[];
  actions: ({ seat: number } & Record<string, unknown>)[];
  /** The match's id. */
  match: string;
  seats: ReplaySeat[];
  /** Indices (into `actions`) of the actions a bot made: a bot's seat, "play for me", a seat out of time. */
  botActions: number[];
  /** Present when the players ended the match by vote (the engine's game was not over: its scores as they stood). */
  ended?: { by: "vote"; timedOut: number[]; winners: number[] };
  /** The match's result as the server holds it (after a vote: the vote's winners). */
  result: { finished: boolean; scores: number[]; winners: number[] };
}

/** The replay of a match from its record, seats, logged actions (in version order) and result. */
export function matchReplay(rec: MatchRecord, seats: readonly SeatRow[], rows: readonly { seat: number; action: unknown; byBot: boolean }[], result: MatchReplay["result"]): MatchReplay {
  const seat = (n: number): ReplaySeat => {
    const row = seats.find((s) => s.seat === n);
    return { name: row?.name ?? null, color: row?.color ?? null, ...(row?.bot && row.tokenHash === BOT_TOKEN_HASH ? { bot: row.bot } : {}) };
  };
  return {
    game: rec.game, options: rec.options, players: rec.players, seed: rec.seed,
    ...(rec.deck ? { deck: rec.deck } : {}), ...(rec.dice ? { dice: rec.dice } : {}),
    actions: rows.map((r) => ({ seat: r.seat, ...(r.action as Record<string, unknown>) })),
    match: rec.id,
    seats: [...Array(rec.players).keys()].map(seat),
    botActions: rows.flatMap((r, i) => (r.byBot ? [i] : [])),
    ...(rec.ended ? { ended: { by: rec.ended.by, timedOut: rec.ended.timedOut, winners: rec.ended.winners } } : {}),
    result: { finished: result.finished, scores: result.scores, winners: result.winners },
  };
}
