/**
 * A match's public summary (protocol.ts `MatchSummary`), built from what the Match Durable Object holds: its record,
 * its claimed seats (and which of them a bot plays), its version, whether the game is over and which seats have a
 * welcomed socket, who is to act and when something last happened. Never the seed, the forced deck or dice, nor a token hash.
 */
import { BOT_TOKEN_HASH, type MatchRecord, type SeatRow } from "./match-store.ts";
import type { MatchSummary } from "../contract/protocol.ts";
import { hasBots } from "../engine/bots.ts";

export function matchSummary(
  rec: MatchRecord,
  seats: readonly SeatRow[],
  at: { version: number; finished: boolean; online: Set<number>; toAct: readonly number[]; lastActivity: number },
): MatchSummary {
  const status = at.finished ? "finished" : seats.length < rec.players ? "waiting" : "playing";
  return {
    id: rec.id,
    game: rec.game,
    options: rec.options,
    players: rec.players,
    status,
    version: at.version,
    createdAt: rec.createdAt,
    lastActivity: at.lastActivity || rec.createdAt,
    toAct: at.finished ? [] : [...at.toAct],
    rematch: rec.rematch,
    ...(hasBots(rec.game) ? { bots: true as const } : {}),
    ...(rec.ended ? { ended: { by: rec.ended.by, timedOut: rec.ended.timedOut } } : {}),
    seats: [...Array(rec.players).keys()].map((seat) => {
      const row = seats.find((s) => s.seat === seat);
      const bot = row?.bot ? { bot: row.bot, ...(row.tokenHash === BOT_TOKEN_HASH ? { botSeat: true } : {}) } : {};
      return { seat, taken: !!row, name: row?.name ?? null, color: row?.color ?? null, online: at.online.has(seat), ...bot };
    }),
  };
}
