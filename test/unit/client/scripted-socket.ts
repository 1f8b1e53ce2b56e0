/**
 * A match store's server, scripted by the test (the real partysocket 1.3.0 runs over these sockets, with fake timers
 * for its reconnection delays): sockets that open, answer and drop when told to, a view and welcome frames, and a
 * store for one match.
 */
import { afterEach, beforeEach, vi } from "vitest";
import { createRoot } from "solid-js";
import { createMatchStore, type MatchActions } from "../../../client/src/core/match-store.ts";
import { isViewHeader, type MatchState } from "../../../client/src/core/match-state.ts";
import type { ClientFrame, MatchSummary, ServerFrame } from "../../../contract/protocol.ts";

/** A WebSocket whose server side the test plays: it opens, answers and drops when told to. */
export class ScriptedSocket extends EventTarget {
  static all: ScriptedSocket[] = [];
  readyState = 0;
  binaryType = "blob";
  readonly sent: ClientFrame[] = [];
  constructor(readonly url: string) {
    super();
    ScriptedSocket.all.push(this);
  }
  send(data: string): void {
    if (this.readyState !== 1) throw new Error("send on a socket that is not open");
    this.sent.push(JSON.parse(data) as ClientFrame);
  }
  close(code = 1000): void {
    if (this.readyState >= 2) return;
    this.readyState = 3;
    queueMicrotask(() => this.dispatchEvent(Object.assign(new Event("close"), { code, reason: "" })));
  }
  open(): void {
    this.readyState = 1;
    this.dispatchEvent(new Event("open"));
  }
  frame(f: ServerFrame): void {
    this.dispatchEvent(Object.assign(new Event("message"), { data: JSON.stringify(f) }));
  }
  drop(code = 1006): void {
    this.readyState = 3;
    this.dispatchEvent(Object.assign(new Event("close"), { code, reason: "" }));
  }
}

export const view = (version: number) => ({
  game: "carcassonne",
  seat: 0,
  finished: false,
  toAct: [version % 2],
  scores: [0, 0],
  winners: [],
});
export const summary: MatchSummary = {
  id: "abcdefghjk",
  game: "carcassonne",
  options: {},
  players: 2,
  seats: [],
  status: "playing",
  version: 0,
  createdAt: 0,
  rematch: null,
};
export const welcome = (version: number, withView = true): ServerFrame => ({
  t: "welcome",
  seat: 0,
  version,
  view: withView ? view(version) : null,
  match: summary,
});
export const kinds = (s: ScriptedSocket) => s.sent.map((f) => f.t);
export const last = () => ScriptedSocket.all[ScriptedSocket.all.length - 1]!;

export const SERVER = { host: "meeplehall.test", protocol: "https:" };
let dispose = () => {};
/** A match store for "abcdefghjk" with a seat token (or none, or one that changes), maybe from a page's first view. */
export function store(
  token: string | null | (() => string | null) = "seat-token",
  first: Parameters<typeof createMatchStore>[4] = null,
): [MatchState, MatchActions] {
  return createRoot((d) => {
    dispose = d;
    return createMatchStore(SERVER, "abcdefghjk", typeof token === "function" ? token : () => token, isViewHeader, first);
  });
}
/** Lets partysocket run its (fake) timers. */
export const wait = (ms: number) => vi.advanceTimersByTimeAsync(ms);
/** Runs partysocket's timers until it makes its next socket (its reconnection delay), and returns that socket. */
export async function nextSocket(): Promise<ScriptedSocket> {
  const n = ScriptedSocket.all.length;
  for (let t = 0; t < 30_000 && ScriptedSocket.all.length === n; t += 50) await wait(50);
  if (ScriptedSocket.all.length === n) throw new Error("partysocket did not reconnect");
  return last();
}

/** Every test of the calling file runs with fake timers and scripted sockets in place of WebSocket. */
export function useScriptedSockets(): void {
  beforeEach(() => {
    vi.useFakeTimers();
    ScriptedSocket.all = [];
    vi.stubGlobal("WebSocket", ScriptedSocket);
  });
  afterEach(() => {
    dispose();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
}
