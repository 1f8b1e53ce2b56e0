/**
 * Loads a finished match's replay for the replay page: the replay (GET /api/matches/:id/replay: seats, actions,
 * which a bot made) and the spectator's view at every step (…/replay/views: the first view and one JSON Patch per
 * action, applied here in turn), with the game's board code. The views are computed by the server with the rules it
 * ran the match with: the engine itself stays out of the browser (in the replay chunk it made the bundler share engine
 * modules with the match page's preloaded board code, about 4 kB gzipped more for every match page). A failure is a
 * code: the server's (`not-found`, `not-finished`), `network`, or `bad-replay` for views that do not apply.
 */
import { applyPatch, deepClone } from "fast-json-patch";
import type { ViewHeader } from "../../../engine/core/game-module.ts";
import type { MatchReplay, MatchReplayViews, SeatInfo } from "../../../contract/protocol.ts";
import { clientGame } from "../games/registry.ts";
import type { AnyGameProps, GameEntry, GameParts } from "../games/types.ts";
import { isViewHeader } from "../core/match-state.ts";
import { botRanges } from "./replay-model.ts";

export interface LoadedReplay {
  replay: MatchReplay;
  entry: GameEntry;
  mount: (p: AnyGameProps) => GameParts | null;
  /** The spectator's view after each number of moves (0: the setup). */
  views: ViewHeader[];
  /** The seats as the match context holds them (all "online": nobody is absent from a replay; presence is hidden). */
  seats: SeatInfo[];
  /** The view-log records bots' actions wrote (the log's "bot" marks). */
  botLog: [number, number][];
}

async function get<T>(path: string): Promise<T | { error: string }> {
  try {
    const res = await fetch(path);
    const body = (await res.json()) as unknown;
    if (res.ok) return body as T;
    const code = typeof body === "object" && body !== null && "error" in body && typeof body.error === "string" ? body.error : "error";
    return { error: code };
  } catch {
    return { error: "network" };
  }
}

/** Every step's view from the first and the patches; null when one does not apply or lacks the view header. */
export function stepViews(v: MatchReplayViews): ViewHeader[] | null {
  if (!isViewHeader(v.first)) return null;
  const views: ViewHeader[] = [v.first];
  try {
    for (const ops of v.patches) {
      const next: unknown = applyPatch(deepClone(views[views.length - 1]), ops, true, false).newDocument;
      if (!isViewHeader(next)) return null;
      views.push(next);
    }
  } catch {
    return null;
  }
  return views;
}

export async function loadReplay(id: string): Promise<LoadedReplay | { error: string }> {
  const [replay, steps] = await Promise.all([
    get<MatchReplay>(`/api/matches/${id}/replay`),
    get<MatchReplayViews>(`/api/matches/${id}/replay/views`),
  ]);
  if ("error" in replay) return replay;
  if ("error" in steps) return steps;
  const entry = clientGame(replay.game);
  if (!entry) return { error: "unknown-game" };
  const views = stepViews(steps);
  if (!views || views.length !== replay.actions.length + 1) return { error: "bad-replay" };
  const mount = await entry.load().catch(() => null);
  if (!mount) return { error: "network" };
  const seats: SeatInfo[] = replay.seats.map((s, seat) => ({
    seat,
    taken: true,
    name: s.name,
    color: s.color,
    online: true,
    ...(s.bot ? { bot: s.bot, botSeat: true as const } : {}),
  }));
  const logLength = (n: number) => {
    const log: unknown = (views[n] as { log?: unknown }).log;
    return Array.isArray(log) ? log.length : 0;
  };
  return { replay, entry, mount, views, seats, botLog: botRanges(replay.botActions ?? [], logLength, replay.actions.length) };
}
