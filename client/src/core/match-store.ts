/**
 * createMatchStore(server, id, token): one live connection to a match, whatever the game (partysocket reconnects by
 * itself), opened by the store or, earlier, by `preconnect`. On every (re)connect it says hello with the seat token and the last version it holds, so a resume
 * costs nothing when nothing changed and a gap is filled by a full view. Nothing but hello goes out before the
 * server has welcomed the socket: partysocket's own queue is off (it would flush queued frames before hello), and
 * an action tried meanwhile is refused on the spot, visibly. A move in flight when the connection drops is re-sent
 * unchanged (same id, same base) after the welcome: the server's answer — applied, duplicate (it was applied
 * before), stale — settles it. The Solid store is the only copy of the state: patches are applied to it in place
 * (`produce` + fast-json-patch), full views with `reconcile`. A store may start from the view its page came with,
 * shown read-only until the welcome replaces it: patches apply only on a welcomed view. A server that stops answering
 * an open socket (a move or a ping unanswered for a few seconds) marks the state `stalled` (watchdog.ts).
 */
import PartySocket from "partysocket";
import { batch, onCleanup } from "solid-js";
import { createStore, produce, reconcile } from "solid-js/store";
import type { ViewHeader } from "../../../engine/core/game-module.ts";
import type { BotLevel } from "../../../engine/core/bot.ts";
import type { ClientFrame, ServerFrame } from "../../../contract/protocol.ts";
import type { Args } from "../i18n/i18n.ts";
import { createWatchdog, PING_EVERY_MS } from "./watchdog.ts";
import { applyStep, closeOutcome, initialMatchState, previewState, stepFor, type MatchState, type PageFirstView } from "./match-state.ts";

export interface MatchActions<V extends ViewHeader = ViewHeader, A = unknown> {
  /** Sends an action on top of the version held (the game's own action type: each game entry narrows it). */
  act(action: A): void;
  chat(text: string): void;
  /** "Play for me" (a bot's level) or take the seat back (null). */
  standIn(level: BotLevel | null): void;
  /** Votes to end the match with the scores as they stand (while a seat is out of time). */
  endVote(): void;
  /** Connects again with the current token (after claiming a seat or receiving one: a socket is welcomed once);
   *  any refusal shown and move in flight belonged to the former identity and are dropped. */
  rejoin(): void;
  /** After the server refused the connection (too many connections): tries once more. */
  retry(): void;
  /** The match does not exist: closes the connection for good. */
  stop(): void;
  /** Shows a refusal that did not come over the socket (an HTTP call's). */
  refuse(code: string, args?: Args): void;
  /** Frames seen, called once the store holds the state after them (the embed bridge). */
  onFrame(listener: (f: ServerFrame, state: MatchState<V>) => void): void;
  /** Called when a connection attempt fails before opening (the page checks whether the match still exists). */
  onConnectFailed(listener: () => void): void;
}

/** Where the match server is: the page's own `location`. */
export interface ServerAddress {
  host: string;
  protocol: string;
}

function openSocket(server: ServerAddress, matchId: string): PartySocket {
  return new PartySocket({
    host: server.host,
    protocol: server.protocol === "https:" ? "wss" : "ws",
    basePath: `api/matches/${matchId}/ws`,
    maxEnqueuedMessages: 0,
    shouldReconnectOnClose: (e) => closeOutcome(e.code) === "reconnect",
  });
}

/** A socket opened before the page rendered (`preconnect`), waiting for the match's store to take it. */
let early: { matchId: string; socket: PartySocket } | null = null;

/**
 * Starts connecting to a match before the page renders (main.tsx, on a match or embed address), so the server's
 * welcome travels while the app draws the page; the match's store takes the socket over.
 */
export function preconnect(server: ServerAddress, matchId: string): void {
  early?.socket.close();
  early = { matchId, socket: openSocket(server, matchId) };
}

/**
 * `isView` checks the views arriving as JSON (the shell takes any game's view: `isViewHeader`). `first` is the view
 * the page came with (page-match.ts `pageView`): shown at once, read-only — as a spectator's, "connecting", so no
 * move can be sent — until the welcome replaces it with this socket's own view.
 */
export function createMatchStore<V extends ViewHeader, A>(
  server: ServerAddress,
  matchId: string,
  token: () => string | null,
  isView: (x: unknown) => x is V,
  first: PageFirstView<V> | null = null,
): [MatchState<V>, MatchActions<V, A>] {
  const [state, setState] = createStore<MatchState<V>>(first ? previewState(first) : initialMatchState<V>());
  const listeners: ((f: ServerFrame, state: MatchState<V>) => void)[] = [];
  const failed: (() => void)[] = [];
  const taken = early?.matchId === matchId ? early.socket : null;
  if (!taken) early?.socket.close(); // opened for another match: not this page's
  early = null;
  const socket = taken ?? openSocket(server, matchId);
  let pingSent = 0;
  let seq = 0;
  /** This socket opened, and the server welcomed it. */
  let opened = false;
  let welcomed = false;
  /** Set once the connection must not be retried by itself. */
  let ended: "gone" | "refused" | "closed" | null = null;

  const raw = (frame: ClientFrame) => socket.send(JSON.stringify(frame));
  const watchdog = createWatchdog(() => setState("stalled", true));
  const ping = () => {
    pingSent = performance.now();
    raw({ t: "ping", n: ++seq });
    watchdog.expect();
  };
  const pinger = setInterval(() => welcomed && ping(), PING_EVERY_MS);
  /** Every frame but hello and ping: only on a welcomed socket. */
  const send = (frame: ClientFrame): boolean => {
    if (!welcomed) return false;
    raw(frame);
    return true;
  };
  const refuse = (code: string, args: Args = {}) => setState("rejected", { code, args });

  /** The view held is the page's, not yet one this store was welcomed with. */
  let preview = first !== null;
  const hello = () => {
    const t = token();
    // The page's view is not `since`: the welcome must bring this socket's own view (a seat's, or a newer one).
    raw({ t: "hello", ...(t ? { token: t } : {}), ...(state.version >= 0 && !preview ? { since: state.version } : {}) });
  };
  const afterWelcome = () => {
    const p = state.pending;
    if (p) {
      setState("pending", { ...p, resent: true });
      send({ t: "act", id: p.id, base: p.base, action: p.action });
    }
    ping();
  };
  const receive = (frame: ServerFrame) => {
    // Patches apply only on a view this socket was welcomed with (never on the page's view).
    if (frame.t === "patch" && !welcomed) return;
    if (frame.t === "welcome") {
      welcomed = true;
      preview = false;
    }
    const step = stepFor(state, frame, isView);
    let applied = true;
    batch(() => {
      if (step.view) setState("view", reconcile(step.view));
      setState(produce((draft) => void (applied = applyStep(draft, step))));
    });
    if (step.needSync || !applied) send({ t: "sync" });
    if (frame.t === "welcome") afterWelcome();
    for (const l of listeners) l(frame, state);
  };
  /** Closes this socket and opens a new one (deliberately: no offline banner meanwhile). */
  const reconnect = () => {
    ended = null;
    socket.reconnect();
    setState("connection", "connecting");
  };

  const onOpen = () => {
    opened = true;
    hello();
  };
  socket.addEventListener("open", onOpen);
  // A preconnected socket may have opened, or closed for good, before the store took it: greet it, or try again so
  // the close is seen here.
  if (socket.readyState === PartySocket.OPEN) onOpen();
  else if (socket.readyState === PartySocket.CLOSED) socket.reconnect();
  socket.addEventListener("close", (e: CloseEvent) => {
    welcomed = false;
    watchdog.stop();
    setState("stalled", false); // the connection state says it now
    const outcome = ended ?? closeOutcome(e.code);
    if (outcome !== "reconnect") ended = outcome;
    setState("connection", outcome === "reconnect" ? "reconnecting" : outcome);
    if (!opened && outcome === "reconnect") for (const l of failed) l();
    opened = false;
  });
  socket.addEventListener("message", (e: MessageEvent) => {
    // The server's frames are typed by the protocol it shares with this client (contract/protocol.ts).
    const frame: ServerFrame = JSON.parse(String(e.data));
    watchdog.heard();
    if (state.stalled) setState("stalled", false);
    if (frame.t === "pong") setState("rtt", Math.round(performance.now() - pingSent));
    else receive(frame);
  });
  const end = (why: "gone" | "closed") => {
    ended = why;
    watchdog.stop();
    clearInterval(pinger);
    welcomed = false;
    socket.close();
    setState("connection", why);
  };
  onCleanup(() => end("closed"));

  return [
    state,
    {
      act(action) {
        if (!welcomed) return refuse("offline");
        const p = { id: `${Date.now().toString(36)}-${++seq}`, base: state.version, action, resent: false };
        setState("pending", p);
        send({ t: "act", id: p.id, base: p.base, action });
        watchdog.expect();
      },
      chat(text) {
        if (!send({ t: "chat", text })) refuse("offline");
      },
      standIn(level) {
        if (!send({ t: "standIn", level })) refuse("offline");
      },
      endVote() {
        if (!send({ t: "endVote" })) refuse("offline");
      },
      rejoin() {
        // A new identity (a seat claimed, a token received): the former one's move and refusal are not its own.
        setState({ pending: null, rejected: null });
        reconnect();
      },
      retry: reconnect,
      stop: () => end("gone"),
      refuse,
      onFrame(listener) {
        listeners.push(listener);
      },
      onConnectFailed(listener) {
        failed.push(listener);
      },
    },
  ];
}
