/**
 * Who may fill a match's free seats with bots (worker/match-seats.ts `fillableSeats`): a person seated in the match,
 * in a game with bots, before anything is played, while a seat is free; every refusal is typed.
 */
import { describe, expect, it } from "vitest";
import { fillableSeats } from "../../../worker/match-seats.ts";
import { BOT_TOKEN_HASH, type MatchRecord, type SeatRow } from "../../../worker/match-store.ts";

const rec: MatchRecord = { id: "m", game: "carcassonne", options: {}, players: 4, seed: "s", deck: null, createdAt: 0, rematch: null };
const person: SeatRow = { seat: 0, name: "Ana", color: null, tokenHash: "ana" };
const bot: SeatRow = { seat: 2, name: "Cleo (medium bot)", color: null, tokenHash: BOT_TOKEN_HASH, bot: "medium" };
const code = (r: number[] | { error: string }) => (Array.isArray(r) ? r : r.error);

describe("fillableSeats", () => {
  it("gives a seated person the free seats", () => {
    expect(fillableSeats(rec, [person, bot], 0, "ana", true)).toEqual([1, 3]);
  });
  it("refuses everyone else, a game without bots, a started game and a full one", () => {
    expect(code(fillableSeats(null, [], 0, "ana", true))).toBe("not-found");
    expect(code(fillableSeats(rec, [person], 0, "ana", false))).toBe("no-bots");
    expect(code(fillableSeats(rec, [person], 0, "someone", true))).toBe("bad-token");
    expect(code(fillableSeats(rec, [person, bot], 0, BOT_TOKEN_HASH, true))).toBe("bad-token");
    expect(code(fillableSeats(rec, [person], 1, "ana", true))).toBe("already-started");
    const full = [0, 1, 2, 3].map((seat) => ({ ...person, seat }));
    expect(code(fillableSeats(rec, full, 0, "ana", true))).toBe("full");
  });
});
