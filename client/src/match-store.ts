/**
 * createMatchStore(id, token): one live connection to a match (partysocket reconnects by itself). On every
 * (re)connect it says hello with the seat token and the last version it holds, so a resume costs nothing when
 * nothing changed and a gap is filled by a full view. State lives in a Solid store updated with `reconcile`.
 */
import PartySocket from "partysocket";
import { createStore, reconcile } from "solid-js/store";
import { onCleanup } from "solid-js";
import type { ServerFrame } from "../../worker/protocol.ts";
import type { CarcAction } from "../../engine/carcassonne/actions.ts";
import { initialMatchState, reduceFrame, type MatchState } from "./match-state.ts";

export interface MatchActions {
  act(action: CarcAction): void;
  chat(text: string): void;
  /** Says hello again (after claiming a seat: the same socket becomes the seat's). */
  hello(): void;
  /** Frames seen with the state before and after, for the embed bridge. */
  onFrame(listener: (f: ServerFrame, before: MatchState, after: MatchState) => void): void;
}

export function createMatchStore(matchId: string, token: () => string | null): [MatchState, MatchActions] {
  const [state, setState] = createStore<MatchState>(initialMatchState());
  let current = initialMatchState();
  const listeners: ((f: ServerFrame, before: MatchState, after: MatchState) => void)[] = [];
  const socket = new PartySocket({ host: location.host, protocol: location.protocol === "https:" ? "wss" : "ws", basePath: `api/matches/${matchId}/ws` });
  let pingSent = 0;
  let seq = 0;

  const send = (frame: unknown) => socket.send(JSON.stringify(frame));
  const set = (next: MatchState) => {
    current = next;
    setState(reconcile(next, { merge: true }));
  };

  const hello = () => {
    const t = token();
    send({ t: "hello", ...(t ? { token: t } : {}), ...(current.version >= 0 ? { since: current.version } : {}) });
  };
  socket.addEventListener("open", () => {
    hello();
    pingSent = performance.now();
    send({ t: "ping", n: ++seq });
  });
  socket.addEventListener("close", () => set({ ...current, connection: current.connection === "closed" ? "closed" : "reconnecting" }));
  socket.addEventListener("message", (e: MessageEvent) => {
    const frame = JSON.parse(String(e.data)) as ServerFrame;
    if (frame.t === "pong") return set({ ...current, rtt: Math.round(performance.now() - pingSent) });
    const before = current;
    const { state: next, needSync } = reduceFrame(current, frame);
    set(next);
    if (needSync) send({ t: "sync" });
    for (const l of listeners) l(frame, before, next);
  });
  onCleanup(() => {
    current = { ...current, connection: "closed" };
    socket.close();
  });

  return [
    state,
    {
      act(action) {
        send({ t: "act", id: `${Date.now().toString(36)}-${++seq}`, base: current.version, action });
      },
      hello,
      chat(text) {
        send({ t: "chat", text });
      },
      onFrame(listener) {
        listeners.push(listener);
      },
    },
  ];
}
