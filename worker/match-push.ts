/**
 * Turn notifications by Web Push in a match's Durable Object (issue 16): the seats' push subscriptions (table
 * `push_subs` of the match's SQLite, created on first use so older matches need nothing; at most PER_SEAT a seat,
 * a new one replacing its oldest) and, after every committed action, one push per turn to each seat that must act,
 * is played by its person and has no open socket. "Per turn": a seat is marked (table `push_turns`) when it is sent
 * one, and unmarked once it no longer has to act, so the next push waits for its next turn. Sending is network I/O
 * kept off the action's path (`ctx.waitUntil`, after the commit and its broadcast); a 404 or 410 answer means the
 * subscription is gone and removes it. Encryption and VAPID: web-push.ts.
 */
import { sendPush, vapidKeys, type PushTarget } from "./web-push.ts";

/** Subscriptions kept per seat (a phone and a computer or two). */
export const PER_SEAT = 4;
/** How long a push service keeps an undelivered turn notification (a turn-based clock's day). */
const TTL_SECONDS = 24 * 3600;

/** What a turn's push says; the service worker (client/public/sw.js) shows it and opens /m/<match> on click. */
export interface TurnPayload {
  t: "turn";
  match: string;
  game: string;
  v: number;
}

export class MatchPush {
  private ready = false;
  /** Known to have no tables yet (only `tables(true)` makes them, in this object): no lookup on every move. */
  private absent = false;

  constructor(private readonly ctx: DurableObjectState, private readonly env: Env) {}

  private get sql(): SqlStorage {
    return this.ctx.storage.sql;
  }

  /** Whether the tables exist; `create` makes them (the first subscription). */
  private tables(create: boolean): boolean {
    if (this.ready) return true;
    if (!create && (this.absent || this.sql.exec(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'push_subs'`).toArray().length === 0)) return !(this.absent = true);
    this.sql.exec(`CREATE TABLE IF NOT EXISTS push_subs (seat INTEGER NOT NULL, endpoint TEXT NOT NULL, p256dh TEXT NOT NULL, auth TEXT NOT NULL, at INTEGER NOT NULL, PRIMARY KEY (seat, endpoint))`);
    this.sql.exec(`CREATE TABLE IF NOT EXISTS push_turns (seat INTEGER PRIMARY KEY, version INTEGER NOT NULL)`);
    return (this.ready = true);
  }

  /** Adds (or renews) a seat's subscription; over PER_SEAT the seat's oldest goes. Returns how many the seat has. */
  subscribe(seat: number, target: PushTarget, now: number): number {
    this.tables(true);
    this.ctx.storage.transactionSync(() => {
      this.sql.exec(`INSERT INTO push_subs (seat, endpoint, p256dh, auth, at) VALUES (?, ?, ?, ?, ?) ON CONFLICT (seat, endpoint) DO UPDATE SET p256dh = excluded.p256dh, auth = excluded.auth, at = excluded.at`, seat, target.endpoint, target.p256dh, target.auth, now);
      this.sql.exec(`DELETE FROM push_subs WHERE seat = ? AND endpoint NOT IN (SELECT endpoint FROM push_subs WHERE seat = ? ORDER BY at DESC, rowid DESC LIMIT ?)`, seat, seat, PER_SEAT);
    });
    return this.targets(seat).length;
  }

  /** Removes a seat's subscription; whether there was one. */
  unsubscribe(seat: number, endpoint: string): boolean {
    if (!this.tables(false)) return false;
    return this.sql.exec(`DELETE FROM push_subs WHERE seat = ? AND endpoint = ?`, seat, endpoint).rowsWritten > 0;
  }

  /** A seat given up (match-seats.ts): its subscriptions go, so the next person there is not told the last one's turns. */
  forgetSeat(seat: number): void {
    if (!this.tables(false)) return;
    this.sql.exec(`DELETE FROM push_subs WHERE seat = ?`, seat);
    this.sql.exec(`DELETE FROM push_turns WHERE seat = ?`, seat);
  }

  /** A seat's subscriptions. */
  targets(seat: number): PushTarget[] {
    if (!this.tables(false)) return [];
    return this.sql.exec<{ endpoint: string; p256dh: string; auth: string }>(`SELECT endpoint, p256dh, auth FROM push_subs WHERE seat = ? ORDER BY at`, seat).toArray().map((r) => ({ ...r }));
  }

  /**
   * After a committed action (or anything else that may have given a seat the turn): `toAct` are the seats that
   * must act and play themselves, `online` those with an open socket. Each seat of `toAct` offline and not yet told
   * this turn is sent its push; seats that no longer have to act are unmarked.
   */
  notify(payload: Omit<TurnPayload, "t">, toAct: readonly number[], online: ReadonlySet<number>): void {
    if (!this.tables(false)) return;
    this.sql.exec(`DELETE FROM push_turns WHERE seat NOT IN (${toAct.map(() => "?").join(", ")})`, ...toAct);
    const told = new Set(this.sql.exec<{ seat: number }>(`SELECT seat FROM push_turns`).toArray().map((r) => r.seat));
    for (const seat of toAct) {
      if (online.has(seat) || told.has(seat)) continue;
      const targets = this.targets(seat);
      if (targets.length === 0) continue;
      this.sql.exec(`INSERT INTO push_turns (seat, version) VALUES (?, ?)`, seat, payload.v);
      this.ctx.waitUntil(this.send(seat, targets, { t: "turn", ...payload }));
    }
  }

  /** Sends a turn's push to each of a seat's subscriptions; one the push service says is gone is removed. */
  private async send(seat: number, targets: PushTarget[], payload: TurnPayload): Promise<void> {
    const vapid = await vapidKeys(this.env);
    if (!vapid) return;
    await Promise.all(targets.map(async (target) => {
      const status = await sendPush(vapid, target, payload, { ttl: TTL_SECONDS, topic: `turn-${payload.match}` });
      if (status === 404 || status === 410) this.unsubscribe(seat, target.endpoint);
      else if (status === 0 || status >= 400) console.warn(`push to seat ${seat} of ${payload.match}: ${status || "unreachable"}`);
    }));
  }
}
