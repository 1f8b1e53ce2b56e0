/**
 * The WebSocket protocol between a match's Durable Object and its clients, shared by worker and client.
 * Client frames are validated with valibot before anything else looks at them; server frames are typed unions.
 * Versions count accepted actions: version 0 is the state after setup, version n follows the n-th action.
 */
import * as v from "valibot";
import type { Operation } from "fast-json-patch";
import { describeIssues } from "../engine/core/validation.ts";
import { cleanText } from "./names.ts";
import { BOT_LEVELS, type BotLevel } from "../engine/core/bot.ts";
import type { ClockView } from "./clock-types.ts";

/** Largest client frame accepted (bytes); larger frames are refused unread. */
export const MAX_FRAME_BYTES = 8 * 1024;
/** Messages a socket may send per second on average, and the burst it may save up. */
export const RATE_PER_SECOND = 10;
export const RATE_BURST = 20;
/**
 * The budgets shared by several sockets (socket-hub.ts): every frame from one client address, across its sockets
 * (a classroom's 40 watchers opening the page at once fit in the burst); a seat's moves (actions, "play for me",
 * votes) across the seat's sockets, as fast as one socket may send; and a seat's "play for me" changes, which a
 * person makes a few times a match, not several a second.
 */
export const ADDRESS_RATE = { burst: 120, perSecond: 40 } as const;
export const SEAT_MOVES_RATE = { burst: RATE_BURST, perSecond: RATE_PER_SECOND } as const;
export const STAND_IN_RATE = { burst: 4, perSecond: 1 / 3 } as const;

const MessageId = v.pipe(v.string(), v.minLength(1), v.maxLength(40));

export const ClientFrameSchema = v.variant("t", [
  /** First frame on a socket: a seat token (absent = spectator) and the last version the client holds. Once per
   *  socket: a later hello is refused with `already-welcomed` and changes nothing (to become a seat just claimed,
   *  open a new socket). */
  v.strictObject({
    t: v.literal("hello"),
    token: v.optional(v.pipe(v.string(), v.maxLength(128))),
    since: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  }),
  /** An action for the game, made on top of version `base`. */
  v.strictObject({ t: v.literal("act"), id: MessageId, base: v.pipe(v.number(), v.integer(), v.minValue(0)), action: v.unknown() }),
  /** Asks for a full snapshot (after a missed version). */
  v.strictObject({ t: v.literal("sync") }),
  /** A chat line, cleaned like names (names.ts: no direction overrides or invisible characters); empty once cleaned is refused. */
  v.strictObject({ t: v.literal("chat"), text: v.pipe(v.string(), v.maxLength(500), v.transform(cleanText), v.minLength(1)) }),
  /** Round-trip probe, answered at once with pong (latency display; the benchmark's bare-DO echo baseline). */
  v.strictObject({ t: v.literal("ping"), n: v.pipe(v.number(), v.integer()) }),
  /** "Play for me": the sender's seat is handed to a bot of `level` (the default level when absent), or taken back
   *  (null). Seated sockets only; everyone is told by a presence frame. */
  v.strictObject({ t: v.literal("standIn"), level: v.nullable(v.picklist(BOT_LEVELS)) }),
  /** A seated player's vote to end the match with the scores as they stand, while a seat is out of time
   *  (worker/clock.ts); when every seated person not out of time has voted, the match ends. */
  v.strictObject({ t: v.literal("endVote") }),
]);

export type ClientFrame = v.InferOutput<typeof ClientFrameSchema>;

export interface SeatInfo {
  seat: number;
  taken: boolean;
  name: string | null;
  color: string | null;
  online: boolean;
  /** The level of the bot playing this seat now; absent when its person plays (or nobody sits there). */
  bot?: BotLevel;
  /** True when the seat was made for a bot (its name is the bot's); absent for a person's seat, even one a bot plays for now. */
  botSeat?: true;
}

/** Public facts about a match: lobbies, link previews and the welcome frame. */
export interface MatchSummary {
  id: string;
  game: string;
  options: unknown;
  players: number;
  seats: SeatInfo[];
  status: "waiting" | "playing" | "finished";
  version: number;
  createdAt: number;
  /** When a seat was last claimed or left or an action applied (ms since the epoch; the creation time before).
   *  The match server always sends it and `toAct` (the "My matches" page reads them); optional for older pages. */
  lastActivity?: number;
  /** The seats whose decision the game waits for (empty once finished). */
  toAct?: number[];
  rematch: string | null;
  /** Bots can play this game (its seats can be handed to a bot); absent when not. */
  bots?: true;
  /** The match's clocks as of the summary (absent for a match without clocks). */
  clock?: ClockView;
  /** Set when the players ended the match by vote after these seats ran out of time (they rank last). */
  ended?: { by: "vote"; timedOut: number[] };
}

/** A seat as the replay names it: the name and colour it ended with; `bot` is the level of a seat made for a bot. */
export interface ReplaySeat {
  name: string | null;
  color: string | null;
  bot?: BotLevel;
}

/**
 * The body of `GET /api/matches/:id/replay/views`: the spectator's view after setup and, for each action in order, the
 * JSON Patch to the view after it (match-replay.ts `replayViews`), so the replay page shows every step without the engine.
 */
export interface MatchReplayViews {
  first: unknown;
  patches: Operation[][];
}

/** The body of `GET /api/matches/:id/replay` (docs/replay-format.md; built by match-replay.ts). */
export interface MatchReplay {
  game: string;
  options: unknown;
  players: number;
  seed: string;
  deck?: string[];
  dice?: number[];
  actions: ({ seat: number } & Record<string, unknown>)[];
  /** The match's id. */
  match: string;
  seats: ReplaySeat[];
  /** Indices (into `actions`) of the actions a bot made: a bot's seat, "play for me", a seat out of time. */
  botActions: number[];
  /** Present when the players ended the match by vote (the engine's game was not over: its scores as they stood). */
  ended?: { by: "vote"; timedOut: number[]; winners: number[] };
  /** The match's result as the server holds it (after a vote: the vote's winners). */
  result: { finished: boolean; scores: number[]; winners: number[] };
}

/** A seated player's chat line as everyone reads it (worker/match-chat.ts keeps the last ones). */
export interface ChatLine {
  seat: number;
  name: string;
  text: string;
  at: number;
}

export type ServerFrame =
  /** Answer to hello: who you are, and the full view unless `since` was already current (then view is null). */
  | {
      t: "welcome";
      seat: number | null;
      version: number;
      view: unknown;
      match: MatchSummary;
      botLog?: [number, number][];
      chat?: ChatLine[];
      clock?: ClockView;
    }
  /** The change from version `from` to version `v` of this socket's view (what happened arrives once, as the
   *  records the patch adds to the view's log); `ack` echoes the message id to the seat whose action it was; `bot`
   *  marks a bot's action: the log records it wrote, [from, to) (the welcome's `botLog` lists every earlier one). */
  | { t: "patch"; from: number; v: number; ops: Operation[]; ack?: string; bot?: [number, number] }
  /** A full view (answer to sync, or after a gap). */
  | { t: "snapshot"; v: number; view: unknown }
  /** A refused frame: nothing changed. `id` echoes the act's message id; `code` and `args` are what clients
   *  translate (a game's rule refusal carries the values its message names), `message` is English. */
  | { t: "reject"; id: string | null; code: RejectCode | string; message: string; args?: Readonly<Record<string, string | number>> }
  /** Who is here: sent to everyone when a seat is claimed or a seat's online flag changes, to a socket alone after
   *  its welcome, and when only the spectator count changed, at most about once a second (coalesced). */
  | { t: "presence"; seats: SeatInfo[]; spectators: number }
  /** A seated player's chat line (the welcome's `chat` holds the last ones kept: worker/match-chat.ts). */
  | ({ t: "chat" } & ChatLine)
  /** The clocks as they stand (worker/clock.ts): after every move, a seat's timing out or return, and in the welcome. */
  | { t: "clock"; clock: ClockView }
  /** A rematch was created: its match id (every seat keeps its token there). */
  | { t: "rematch"; id: string }
  | { t: "pong"; n: number };

/** Protocol-level refusal codes; game rule errors pass through with the engine's own codes. */
export type RejectCode =
  | "bad-frame"
  | "too-large"
  | "rate-limited"
  | "hello-first"
  | "already-welcomed"
  | "bad-token"
  | "spectator"
  | "stale"
  | "duplicate"
  | "not-started"
  | "finished"
  | "bad-action"
  | "bot-playing"
  | "no-bots"
  | "chat-rate-limited"
  | "no-timeout"
  | "not-a-voter"
  | "stand-in-rate-limited"
  | "return-not-yet"
  | "no-returns-left";

/** Size of a frame on the wire in bytes (UTF-8 for text); cheap when a string is clearly small. */
export function frameBytes(raw: string | ArrayBuffer): number {
  if (typeof raw !== "string") return raw.byteLength;
  return raw.length * 3 <= MAX_FRAME_BYTES ? raw.length : new TextEncoder().encode(raw).byteLength;
}

export function parseClientFrame(raw: string | ArrayBuffer): ClientFrame | { error: RejectCode; message: string } {
  const size = frameBytes(raw);
  if (size > MAX_FRAME_BYTES) return { error: "too-large", message: `Frames are limited to ${MAX_FRAME_BYTES} bytes.` };
  if (typeof raw !== "string") return { error: "bad-frame", message: "Frames are JSON text." };
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return { error: "bad-frame", message: "Frames are JSON text." };
  }
  const r = v.safeParse(ClientFrameSchema, data);
  return r.success ? r.output : { error: "bad-frame", message: describeIssues(r.issues.slice(0, 1)) };
}
