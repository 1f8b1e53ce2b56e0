/**
 * Who may take or give up a seat of a match (the Match Durable Object asks; routes.ts maps the typed errors to
 * HTTP statuses): the seat a claim gets, and whether a seat may be left — only a person's seat, only with its own
 * token, only while no action has been applied (version 0); and whether a seated person may have bots fill every
 * free seat. A refusal changes nothing.
 */
import { BOT_TOKEN_HASH, type MatchRecord, type SeatRow } from "./match-store.ts";
import type { Failure } from "./failure.ts";

/** The seat a claim takes: the one asked for if free, else (none asked) the first free one. */
export function seatToClaim(rec: MatchRecord, seats: readonly SeatRow[], wanted: number | undefined): number | Failure {
  const taken = new Set(seats.map((s) => s.seat));
  const seat = wanted ?? [...Array(rec.players).keys()].find((s) => !taken.has(s));
  if (seat === undefined) return { error: "full", message: "Every seat is taken; you can watch." };
  if (seat < 0 || seat >= rec.players) return { error: "bad-seat", message: `Seats are 0 to ${rec.players - 1}.` };
  if (taken.has(seat)) return { error: "seat-taken", message: "That seat is taken." };
  return seat;
}

/**
 * Why `seat` may not be left by the holder of the token hashing to `hash` at `version` (null: it may). Codes:
 * `not-found`, `bad-seat` (out of range), `not-taken`, `bot-seat` (a bot's own seat: nobody holds its token),
 * `bad-token` (not this seat's token), `already-started` (an action was applied).
 */
export function leaveRefusal(
  rec: MatchRecord | null,
  seats: readonly SeatRow[],
  version: number,
  seat: number,
  hash: string,
): Failure | null {
  if (!rec) return { error: "not-found", message: "No such match." };
  if (seat >= rec.players) return { error: "bad-seat", message: `Seats are 0 to ${rec.players - 1}.` };
  const row = seats.find((s) => s.seat === seat);
  if (!row) return { error: "not-taken", message: "Nobody sits in that seat." };
  if (row.tokenHash === BOT_TOKEN_HASH) return { error: "bot-seat", message: "A bot's seat cannot be left." };
  if (row.tokenHash !== hash) return { error: "bad-token", message: "That token is not this seat's." };
  if (version > 0) return { error: "already-started", message: "A seat can be left only before anything is played." };
  return null;
}

/**
 * The free seats bots may fill for the holder of the token hashing to `hash`, or why not. Codes: `not-found`,
 * `no-bots` (the game has none), `bad-token` (no person's seat of this match has that token), `already-started`,
 * `full` (no seat is free).
 */
export function fillableSeats(
  rec: MatchRecord | null,
  seats: readonly SeatRow[],
  version: number,
  hash: string,
  gameHasBots: boolean,
): number[] | Failure {
  if (!rec) return { error: "not-found", message: "No such match." };
  if (!gameHasBots) return { error: "no-bots", message: "This game has no bots yet." };
  if (!seats.some((s) => s.tokenHash === hash && s.tokenHash !== BOT_TOKEN_HASH))
    return { error: "bad-token", message: "Only a seated player can fill the free seats with bots." };
  if (version > 0) return { error: "already-started", message: "Bots can fill free seats only before anything is played." };
  const taken = new Set(seats.map((s) => s.seat));
  const free = [...Array(rec.players).keys()].filter((s) => !taken.has(s));
  return free.length ? free : { error: "full", message: "Every seat is taken." };
}
