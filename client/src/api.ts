/** HTTP calls to the Worker's /api routes (create a match, claim a seat, summaries, rematch). */
import type { MatchSummary } from "../../worker/protocol.ts";

export interface ApiError {
  error: string;
  message: string;
}

async function call<T>(method: string, path: string, body?: unknown): Promise<T | ApiError> {
  try {
    const res = await fetch(path, { method, headers: { "content-type": "application/json" }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    return (await res.json()) as T | ApiError;
  } catch (e) {
    return { error: "network", message: (e as Error).message };
  }
}

export function isApiError(x: unknown): x is ApiError {
  return typeof x === "object" && x !== null && "error" in x;
}

export const api = {
  games: () => call<{ id: string; name: string; minPlayers: number; maxPlayers: number }[]>("GET", "/api/games"),
  create: (game: string, players: number, options: Record<string, unknown>, deck?: string[]) =>
    call<{ id: string; url: string; match: MatchSummary }>("POST", "/api/matches", { game, players, options, ...(deck ? { deck } : {}) }),
  summary: (id: string) => call<MatchSummary>("GET", `/api/matches/${id}`),
  claim: (id: string, seat: number, name: string, color: string) => call<{ seat: number; token: string }>("POST", `/api/matches/${id}/seats`, { seat, name, color }),
  rematch: (id: string, token: string) => call<{ id: string; url: string }>("POST", `/api/matches/${id}/rematch`, { token }),
};
