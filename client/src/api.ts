/** HTTP calls to the Worker's /api routes (create a match, with bot seats and clocks, claim or leave a seat, fill the free seats with bots, summaries, rematch). */
import type { MatchSummary } from "../../contract/protocol.ts";
import type { ClockConfig } from "../../contract/clock-types.ts";

export interface ApiError {
  error: string;
  message: string;
}

/** A game of GET /api/games; `dataNote` says where its data is uncertain (e.g. "reconstructed tile distribution"). */
export interface GameInfo {
  id: string;
  name: string;
  minPlayers: number;
  maxPlayers: number;
  dataNote?: string;
  /** Bots can play it (the lobby offers bot seats). */
  bots?: boolean;
}

async function call<T>(method: string, path: string, body?: unknown): Promise<T | ApiError> {
  try {
    const res = await fetch(path, {
      method,
      headers: { "content-type": "application/json" },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return (await res.json()) as T | ApiError;
  } catch (e) {
    return { error: "network", message: (e as Error).message };
  }
}

export function isApiError(x: unknown): x is ApiError {
  return typeof x === "object" && x !== null && "error" in x;
}

export const api = {
  games: () => call<GameInfo[]>("GET", "/api/games"),
  /** `forced` (deck, dice) is test-only: live servers refuse it. `bots`: the seats bots play. */
  create: (
    game: string,
    players: number,
    options: Record<string, unknown>,
    forced: { deck?: string[]; dice?: number[] } = {},
    bots: { seat: number; level: string }[] = [],
    clock: ClockConfig | null = null,
  ) =>
    call<{ id: string; url: string; match: MatchSummary }>("POST", "/api/matches", {
      game,
      players,
      options,
      ...forced,
      ...(bots.length ? { bots } : {}),
      ...(clock ? { clock } : {}),
    }),
  summary: (id: string) => call<MatchSummary>("GET", `/api/matches/${id}`),
  claim: (id: string, seat: number, name: string, color: string | null) =>
    call<{ seat: number; token: string }>("POST", `/api/matches/${id}/seats`, { seat, name, color }),
  /** Gives the seat up (only before anything is played: 409 `already-started` after). */
  leave: (id: string, seat: number, token: string) => call<{ seat: number }>("DELETE", `/api/matches/${id}/seats/${seat}`, { token }),
  /** A seated person has bots of the default level take every free seat (only before anything is played). */
  fillBots: (id: string, token: string) => call<{ seats: number[] }>("POST", `/api/matches/${id}/bots`, { token }),
  rematch: (id: string, token: string) => call<{ id: string; url: string }>("POST", `/api/matches/${id}/rematch`, { token }),
};
