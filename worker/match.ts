/**
 * The Match Durable Object: one per match. It holds the authoritative game state, runs the engine on every
 * action, writes the action to SQLite before anything is broadcast, and sends every socket its own view as a
 * versioned JSON Patch. This file is the Worker's RPC (create, claim, leave, fill with bots, summary, page, replay,
 * rematch); the sockets and the writes they share with it (`commit`, `changeSeats`) are match-sockets.ts, and what
 * both stand on — the stores, the summary, the step after every change, the one alarm — is match-room.ts. After
 * eviction the state is rebuilt from the latest snapshot plus the action log.
 */
import { findGame } from "../engine/index.ts";
import type { SeatRow } from "./match-store.ts";
import { botSeatRow, DEFAULT_BOT_LEVEL, hasBots } from "./match-bots.ts";
import { createMatch, type CreateInit } from "./match-create.ts";
import type { Failure } from "./failure.ts";
import { hashToken, newMatchId, newToken } from "./secrets.ts";
import type { MatchSummary } from "../contract/protocol.ts";
import { fillableSeats, leaveRefusal, seatToClaim } from "./match-seats.ts";
import type { FirstView } from "./page-head.ts";
import { MatchSockets } from "./match-sockets.ts";
import { matchReplay, replayViews, type MatchReplay, type MatchReplayViews } from "./match-replay.ts";
import { initialState } from "./match-restore.ts";

export { IDLE_FINISHED_MS, IDLE_UNFINISHED_MS, IDLE_UNJOINED_MS } from "./match-idle.ts";
export type { CreateInit } from "./match-create.ts";
export type { Failure } from "./failure.ts";

export class Match extends MatchSockets {
  /** A finished match's replay views, made on the first request (a finished match changes no more). */
  private replayViewsCache: MatchReplayViews | null = null;

  // ---- RPC from the Worker -------------------------------------------------------------------------------

  async create(init: CreateInit): Promise<MatchSummary | Failure> {
    if (this.rec) return { error: "exists", message: "This match already exists." };
    const made = createMatch(this.ctx, this.store, this.clock, init);
    if ("error" in made) return made;
    const { rec, game, state } = made;
    [this.rec, this.game] = [rec, game];
    this.setState(state, 0);
    this.seats = this.store.seats();
    await this.ctx.storage.setAlarm(this.cleanupDeadline()); // armed once: actions only record activity
    return this.summary()!;
  }

  async claim(req: {
    seat?: number | undefined;
    name: string;
    color?: string | null | undefined;
  }): Promise<{ seat: number; token: string } | Failure> {
    if (!this.rec) return { error: "not-found", message: "No such match." };
    const token = newToken(),
      tokenHash = await hashToken(token);
    const seat = seatToClaim(this.rec, this.seats, req.seat);
    if (typeof seat !== "number") return seat;
    const row: SeatRow = { seat, name: req.name, color: req.color ?? null, tokenHash };
    await this.changeSeats(() => (this.store.claimSeat(row), this.store.touch(Date.now())));
    return { seat, token };
  }

  /** Gives a person's seat up while nothing is played (match-seats.ts); its sockets are closed, everyone is told. */
  async leave(seat: number, token: string): Promise<{ seat: number } | Failure> {
    const refused = leaveRefusal(this.rec, this.seats, this.version, seat, await hashToken(token));
    if (refused) return refused;
    this.hub.closeSeat(seat, "seat left");
    await this.changeSeats(
      () => (this.store.freeSeat(seat), this.push.forgetSeat(seat), this.store.touch(Date.now())),
      (now) => this.clock.reset(this.clockTable(), seat, now),
    );
    return { seat };
  }

  /** A seated person's "fill the empty seats with bots" before the game starts (match-seats.ts); everyone is told. */
  async fillWithBots(token: string): Promise<{ seats: number[] } | Failure> {
    const hash = await hashToken(token);
    const free = fillableSeats(this.rec, this.seats, this.version, hash, this.rec ? hasBots(this.rec.game) : false);
    if (!Array.isArray(free)) return free;
    await this.changeSeats(() => {
      for (const seat of free) this.store.claimSeat(botSeatRow(seat, DEFAULT_BOT_LEVEL));
      this.store.touch(Date.now());
    });
    return { seats: free };
  }

  async getSummary(): Promise<MatchSummary | null> {
    return this.summary();
  }

  /** A match page's head (pages.ts): the summary, and the spectator view at its version (public: spectators get it). */
  async getPage(): Promise<{ summary: MatchSummary; first: FirstView } | null> {
    const summary = this.summary();
    return (
      summary && { summary, first: { id: summary.id, v: this.version, view: this.hub.view(this.game!, this.state, this.version, null) } }
    );
  }

  /** A finished match's replay (match-replay.ts): the seed and every action, released only once the game is over. */
  async getReplay(): Promise<MatchReplay | Failure> {
    if (!this.rec) return { error: "not-found", message: "No such match." };
    if (!this.finished) return { error: "not-finished", message: "A match's replay is published once the game is over." };
    return matchReplay(this.rec, this.seats, this.store.replayRows(), this.game!.result(this.state));
  }

  /** A finished match's spectator views step by step (match-replay.ts `replayViews`), made once per instance. */
  async getReplayViews(): Promise<MatchReplayViews | Failure> {
    if (!this.rec) return { error: "not-found", message: "No such match." };
    if (!this.finished) return { error: "not-finished", message: "A match's replay is published once the game is over." };
    this.replayViewsCache ??= replayViews(
      findGame(this.rec.game)!,
      this.game!,
      initialState(findGame(this.rec.game)!, this.rec),
      this.store.replayRows(),
    );
    return this.replayViewsCache;
  }

  /** Creates (once) a new match with the same game, options and seats, and tells everyone here. */
  async rematch(token: string): Promise<{ id: string } | Failure> {
    if (!this.rec) return { error: "not-found", message: "No such match." };
    const hash = await hashToken(token);
    if (!this.seats.some((s) => s.tokenHash === hash)) return { error: "bad-token", message: "Only a seated player can start a rematch." }; // routes.ts: 403
    if (!this.finished) return { error: "not-finished", message: "A rematch can be started once the game is over." };
    if (this.rec.rematch) return { id: this.rec.rematch };
    const id = newMatchId();
    const stub = this.env.MATCH.get(this.env.MATCH.idFromName(id));
    const created = await stub.create({
      id,
      game: this.rec.game,
      options: this.rec.options,
      players: this.rec.players,
      seats: this.seats,
      clock: this.rec.clock ?? null,
    });
    if ("error" in created) return created;
    if (this.rec.rematch) return { id: this.rec.rematch }; // another request won the race meanwhile
    this.rec = { ...this.rec, rematch: id };
    this.store.saveRecord(this.rec);
    this.hub.broadcast(() => ({ t: "rematch", id }));
    return { id };
  }
}
