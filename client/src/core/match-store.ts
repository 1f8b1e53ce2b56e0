/**
 * createMatchStore(id, token): one live connection to a match, whatever the game (partysocket reconnects by
 * itself). On every (re)connect it says hello with the seat token and the last version it holds, so a resume
 * costs nothing when nothing changed and a gap is filled by a full view. The Solid store is the only copy of the
 * state: patches are applied to it in place (`produce` + fast-json-patch), full views with `reconcile`.
 */
import PartySocket from "partysocket";
import { batch, onCleanup } from "solid-js";
import { createStore, produce, reconcile } from "solid-js/store";
import type { ViewHeader } from "../../../engine/core/game-module.ts";
import type { ServerFrame } from "../../../worker/protocol.ts";
import { applyStep, initialMatchState, stepFor, type MatchState } from "./match-state.ts";

export interface MatchActions<V extends ViewHeader = ViewHeader, A = unknown> {
  /** Sends an action on top of the version held (the game's own action type: each game entry narrows it). */
  act(action: A): void;
  chat(text: string): void;
  /** Says hello again (after claiming a seat: the same socket becomes the seat's). */
  hello(): void;
  /** Frames seen, called once the store holds the state after them (the embed bridge). */
  onFrame(listener: (f: ServerFrame, state: MatchState<V>) => void): void;
}

/** `isView` checks the views arriving as JSON (the shell takes any game's view: `isViewHeader`). */
export function createMatchStore<V extends ViewHeader, A>(matchId: string, token: () => string | null, isView: (x: unknown) => x is V): [MatchState<V>, MatchActions<V, A>] {
  const [state, setState] = createStore<MatchState<V>>(initialMatchState<V>());
  const listeners: ((f: ServerFrame, state: MatchState<V>) => void)[] = [];
  const socket = new PartySocket({ host: location.host, protocol: location.protocol === "https:" ? "wss" : "ws", basePath: `api/matches/${matchId}/ws` });
  let pingSent = 0;
  let seq = 0;
  const send = (frame: unknown) => socket.send(JSON.stringify(frame));

  const hello = () => {
    const t = token();
    send({ t: "hello", ...(t ? { token: t } : {}), ...(state.version >= 0 ? { since: state.version } : {}) });
  };
  const receive = (frame: ServerFrame) => {
    const step = stepFor(state, frame, isView);
    let applied = true;
    batch(() => {
      if (step.view) setState("view", reconcile(step.view));
      setState(produce((draft) => void (applied = applyStep(draft, step))));
    });
    if (step.needSync || !applied) send({ t: "sync" });
    for (const l of listeners) l(frame, state);
  };

  socket.addEventListener("open", () => {
    hello();
    pingSent = performance.now();
    send({ t: "ping", n: ++seq });
  });
  socket.addEventListener("close", () => setState("connection", (c) => (c === "closed" ? "closed" : "reconnecting")));
  socket.addEventListener("message", (e: MessageEvent) => {
    // The server's frames are typed by the protocol it shares with this client (worker/protocol.ts).
    const frame: ServerFrame = JSON.parse(String(e.data));
    if (frame.t === "pong") setState("rtt", Math.round(performance.now() - pingSent));
    else receive(frame);
  });
  onCleanup(() => {
    setState("connection", "closed");
    socket.close();
  });

  return [
    state,
    {
      act(action) {
        send({ t: "act", id: `${Date.now().toString(36)}-${++seq}`, base: state.version, action });
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
