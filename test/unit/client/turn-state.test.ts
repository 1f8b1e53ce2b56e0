/**
 * The turn alerts' pure part (client/src/pace/turn-state.ts): whose turn counts as "mine" (not while a bot plays
 * for the seat, not once the game is over, never for a spectator), the title for a turn state, and that the chime
 * and notification come once, when the turn arrives while the page is not focused.
 */
import { describe, expect, it } from "vitest";
import { isMyTurn, turnAlert } from "../../../client/src/pace/turn-state.ts";
import type { SeatInfo } from "../../../contract/protocol.ts";

const seat = (n: number, bot?: "easy"): SeatInfo => ({
  seat: n,
  taken: true,
  name: `P${n}`,
  color: null,
  online: true,
  ...(bot ? { bot } : {}),
});
const view = (toAct: number[], finished = false) => ({ game: "carcassonne", seat: 0, toAct, finished, scores: [0, 0], winners: [] });

describe("turn alerts", () => {
  it("isMyTurn: the seat must act, plays itself, and the game is on", () => {
    expect(isMyTurn({ seat: 0, view: view([0]), seats: [seat(0), seat(1)] })).toBe(true);
    expect(isMyTurn({ seat: 1, view: view([0]), seats: [seat(0), seat(1)] })).toBe(false);
    expect(isMyTurn({ seat: null, view: view([0]), seats: [seat(0), seat(1)] })).toBe(false);
    expect(isMyTurn({ seat: 0, view: view([0], true), seats: [seat(0), seat(1)] })).toBe(false);
    expect(isMyTurn({ seat: 0, view: view([0]), seats: [seat(0, "easy"), seat(1)] })).toBe(false);
    expect(isMyTurn({ seat: 0, view: null, seats: [] })).toBe(false);
  });

  it("turnAlert: the title while it is my turn, and a ring only when the turn arrives unseen", () => {
    expect(turnAlert("Meeplehall", true, false, false, "Your turn")).toEqual({ title: "● Your turn — Meeplehall", ring: true });
    expect(turnAlert("Meeplehall", true, false, true, "Your turn")).toEqual({ title: "● Your turn — Meeplehall", ring: false });
    expect(turnAlert("Meeplehall", true, true, false, "Your turn")).toEqual({ title: "● Your turn — Meeplehall", ring: false });
    expect(turnAlert("Meeplehall", false, true, false, "Your turn")).toEqual({ title: "Meeplehall", ring: false });
  });
});
