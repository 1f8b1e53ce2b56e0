/**
 * A New Frontiers match played to its end from Node, for the browser tests that need its end screen: the match is
 * created on the test server with a chosen seed, the same game is set up locally from that seed, and the seeded
 * random legal actions the local engine plays (test/bench/playout.ts) are sent, in order, on the acting seat's
 * socket. The local views must equal the server's views at the start and at the end, so the local final state is
 * the server's. Returns the match, the seats' tokens, the number of actions and the engine's final result.
 */
import type WebSocket from "ws";
import { expect } from "vitest";
import type { GameResult } from "../../engine/core/game-module.ts";
import { newFrontiers } from "../../engine/newfrontiers/game.ts";
import type { NfState } from "../../engine/newfrontiers/state.ts";
import { choiceRng, playInPlace, startGame } from "../bench/playout.ts";
import { claimSeats, createMatch, SeatSocket } from "./seat-socket.ts";

export interface NfPlayed {
  id: string;
  tokens: string[];
  actions: number;
  result: GameResult;
  state: NfState;
}

/** A seat's view as it travels (JSON), to compare with the one a socket holds. */
const viewOf = (s: NfState, seat: number) => JSON.parse(JSON.stringify(newFrontiers.view(s, seat))) as unknown;

/** Plays a 2-player match (seed `seed`, `options`) to its end over the seats' sockets (kept in `sockets` to close). */
export async function playNfToEnd(
  base: string,
  seed: string,
  options: Record<string, unknown>,
  names: readonly string[],
  sockets: WebSocket[],
): Promise<NfPlayed> {
  const players = names.length;
  const start = startGame(newFrontiers, players, options, seed) as NfState;
  const state = newFrontiers.scratch(start);
  const plan: { seat: number; action: unknown }[] = [];
  playInPlace(newFrontiers, state, choiceRng(seed), {
    label: `seed ${seed}`,
    onAction: (seat, action) => plan.push({ seat, action: JSON.parse(JSON.stringify(action)) }),
  });

  const id = await createMatch(base, { game: "newfrontiers", players, options, seed });
  const tokens = await claimSeats(base, id, names);
  const url = `${base.replace(/^http/, "ws")}/api/matches/${id}/ws`;
  const seats: SeatSocket[] = [];
  for (const t of tokens) seats.push(await SeatSocket.open(url, t, sockets));
  // The same seed gives the same game: every seat sees locally what the server shows it.
  seats.forEach((s, seat) => expect(s.view, `seat ${seat}'s first view`).toEqual(viewOf(start, seat)));

  let version = seats[0]!.version;
  for (const [i, { seat, action }] of plan.entries()) version = await seats[seat]!.act(`nf${i}`, version, action);
  for (const [seat, s] of seats.entries()) {
    await s.next(() => s.version >= version, `seat ${seat} at version ${version}`);
    expect(s.view, `seat ${seat}'s final view`).toEqual(viewOf(state, seat));
  }
  return { id, tokens, actions: plan.length, result: newFrontiers.result(state), state };
}
