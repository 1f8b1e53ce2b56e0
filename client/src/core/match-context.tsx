/**
 * The match context: what every component of a match page may need about the match itself — its seats, their
 * names (a bot's own seat by its translated level) and colours, which log records bots wrote, my seat, whether
 * every seat is taken, sending an action and whether one is on its way, whether the server is answering, the rematch, the replay's address, and the game's client entry — provided once by the match
 * page (`useMatch()`) instead of passed down through every component.
 */
import { createContext, createMemo, useContext, type Accessor } from "solid-js";
import type { SeatInfo } from "../../../contract/protocol.ts";
import type { GameEntry } from "../games/types.ts";
import { seatColour } from "../../../contract/colors.ts";
import { isBotRecord, seatName } from "./bots.ts";
import { isLive, type MatchState } from "./match-state.ts";

export interface MatchContextValue {
  readonly matchId: string;
  readonly embed: boolean;
  seats(): SeatInfo[];
  /** The version of the view held (counts accepted actions). */
  version(): number;
  /** My seat; null when watching. */
  me(): number | null;
  /** Every seat's colour on screen, by seat. */
  colours(): string[];
  name(seat: number): string;
  colour(seat: number): string;
  /** Every seat is taken (the game can start). */
  ready(): boolean;
  /** Whether a bot's move wrote the view's log record at `index`. */
  botRecord(index: number): boolean;
  /** Sends an action (the game's own type; each game's components narrow it). */
  act(action: unknown): void;
  /** A move of mine is on its way, not yet answered: its control says so and nothing else can be sent. */
  sending(): boolean;
  /** The server is welcomed and answering (match-state.ts isLive): only then is the seats' presence current. */
  live(): boolean;
  /** The game's client entry (undefined until the game is known). */
  entry(): GameEntry | undefined;
  rematch: { id(): string | null; possible(): boolean; go(): void };
  /** The address of this match's replay once it can be watched (the end screen links to it); null before, and on the replay page itself. */
  replayHref(): string | null;
  /** When the players ended the match by vote: the seats that had run out of time; null otherwise (end screens say why). */
  endedByVote(): readonly number[] | null;
}

const MatchContext = createContext<MatchContextValue>();
export const MatchProvider = MatchContext.Provider;

/** The enclosing match page's context. */
export function useMatch(): MatchContextValue {
  const value = useContext(MatchContext);
  if (!value) throw new Error("useMatch() used outside a match page");
  return value;
}

/** The context's value for a match page's store (call it in the page's component: the colours are a memo). */
export function matchContext(o: {
  matchId: string;
  embed: boolean;
  store: MatchState;
  entry: Accessor<GameEntry | undefined>;
  act(action: unknown): void;
  rematch: MatchContextValue["rematch"];
  replayHref?: () => string | null;
}): MatchContextValue {
  const colour = (seat: number) => {
    const chosen = o.store.seats[seat]?.color ?? null;
    return o.entry()?.seatColour(o.store.view, seat, chosen) ?? seatColour(seat, chosen);
  };
  const colours = createMemo(() => o.store.seats.map((s) => colour(s.seat)));
  return {
    matchId: o.matchId,
    embed: o.embed,
    seats: () => o.store.seats,
    version: () => o.store.version,
    me: () => o.store.seat,
    colours,
    name: (seat) => seatName(o.store.seats[seat], seat),
    colour,
    ready: () => o.store.seats.length > 0 && o.store.seats.every((s) => s.taken),
    botRecord: (index) => isBotRecord(o.store.botLog, index, o.store.view?.endLog),
    act: o.act,
    sending: () => o.store.pending !== null,
    live: () => isLive(o.store),
    entry: o.entry,
    rematch: o.rematch,
    replayHref: o.replayHref ?? (() => null),
    // The summary says so; a page that saw the vote end the match knows it from its clocks (as VotePanel).
    endedByVote: () =>
      o.store.match?.ended?.timedOut ??
      (o.store.view?.finished && o.store.clock?.timedOut.length && o.store.clock.votes.length ? o.store.clock.timedOut : null),
  };
}
