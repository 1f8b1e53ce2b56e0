/**
 * Turn notifications by Web Push in a match's Durable Object: the seats' push subscriptions (table
 * `push_subs` of the match's SQLite, created on first use so older matches need nothing; at most PER_SEAT a seat,
 * a new one replacing its oldest) and, after every committed action, one push per turn to each seat that must act,
 * is played by its person and has no open socket. "Per turn": a seat is marked (table `push_turns`) when it is sent
 * one, and unmarked once it no longer has to act, so the next push waits for its next turn. Sending is network I/O
 * kept off the action's path (`ctx.waitUntil`, after the commit and its broadcast).
 *
 * What bounds the sending: endpoints only on the browsers' push services (push-hosts.ts, checked again before each
 * send); SUBSCRIBES_PER_HOUR subscribe calls a seat (table `push_calls`, so a restart does not reset it); and a
 * subscription is dropped when its push service says it is gone (404, 410) or after MAX_FAILURES failed sends in a
 * row (unreachable, 5xx, any other 4xx but 429; column `push_subs.fails`, reset by a success). Encryption and
 * VAPID: web-push.ts.
 */
import type { Failure } from "./failure.ts";
import { pushEndpointAllowed } from "./push-hosts.ts";
import { sendPush, vapidKeys, type PushTarget } from "./web-push.ts";

/**
 * Subscriptions kept per seat: a person's phone, laptop, tablet and a second browser. It also bounds the sending,
 * at most this many requests a seat per turn, and with the host list those go only to push services, so four
 * costs a real player nothing and an abuser little.
 */
export const PER_SEAT = 4;
/**
 * Subscribe calls a seat may make in an hour (renewing one counts too). The page subscribes when its player turns
 * notifications on; a phone and a laptop each subscribing again on every one of 15 page loads in the hour stays
 * under it. A script rotating endpoints through a seat meets it, and is then refused (429 `push-rate-limited`).
 */
export const SUBSCRIBES_PER_HOUR = 30;
const HOUR_MS = 3600_000;
/**
 * Failed sends in a row after which a subscription is dropped. A push service that is briefly down fails a send
 * or two; three turns in a row without one reaching the service is a dead endpoint, and keeping it would mean a
 * useless request every turn for the rest of the match.
 */
export const MAX_FAILURES = 3;
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

  constructor(
    private readonly ctx: DurableObjectState,
    private readonly env: Env,
  ) {}

  private get sql(): SqlStorage {
    return this.ctx.storage.sql;
  }

  /** Whether the tables exist; `create` makes them (the first subscription). */
  private tables(create: boolean): boolean {
    if (this.ready) return true;
    if (
      !create &&
      (this.absent || this.sql.exec(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'push_subs'`).toArray().length === 0)
    )
      return !(this.absent = true);
    this.sql.exec(
      `CREATE TABLE IF NOT EXISTS push_subs (seat INTEGER NOT NULL, endpoint TEXT NOT NULL, p256dh TEXT NOT NULL, auth TEXT NOT NULL, at INTEGER NOT NULL, fails INTEGER NOT NULL DEFAULT 0, PRIMARY KEY (seat, endpoint))`,
    );
    // A match that subscribed before failures were counted has push_subs without `fails`.
    if (this.sql.exec(`SELECT 1 FROM pragma_table_info('push_subs') WHERE name = 'fails'`).toArray().length === 0)
      this.sql.exec(`ALTER TABLE push_subs ADD COLUMN fails INTEGER NOT NULL DEFAULT 0`);
    this.sql.exec(`CREATE TABLE IF NOT EXISTS push_turns (seat INTEGER PRIMARY KEY, version INTEGER NOT NULL)`);
    this.sql.exec(`CREATE TABLE IF NOT EXISTS push_calls (seat INTEGER NOT NULL, at INTEGER NOT NULL)`);
    return (this.ready = true);
  }

  /**
   * Adds (or renews, failures forgotten) a seat's subscription; over PER_SEAT the seat's oldest goes. Returns how
   * many the seat has, or `push-rate-limited` (nothing stored) once the seat made SUBSCRIBES_PER_HOUR calls in the
   * last hour, with the seconds until the oldest of them leaves the hour.
   */
  subscribe(
    seat: number,
    target: PushTarget,
    now: number,
  ): { count: number } | (Failure & { error: "push-rate-limited"; retryAfter: number }) {
    this.tables(true);
    const refused = this.ctx.storage.transactionSync(() => {
      this.sql.exec(`DELETE FROM push_calls WHERE at <= ?`, now - HOUR_MS);
      const calls = this.sql
        .exec<{ at: number }>(`SELECT at FROM push_calls WHERE seat = ? ORDER BY at LIMIT ?`, seat, SUBSCRIBES_PER_HOUR)
        .toArray();
      if (calls.length >= SUBSCRIBES_PER_HOUR) return Math.max(1, Math.ceil((calls[0]!.at + HOUR_MS - now) / 1000));
      this.sql.exec(`INSERT INTO push_calls (seat, at) VALUES (?, ?)`, seat, now);
      this.sql.exec(
        `INSERT INTO push_subs (seat, endpoint, p256dh, auth, at) VALUES (?, ?, ?, ?, ?) ON CONFLICT (seat, endpoint) DO UPDATE SET p256dh = excluded.p256dh, auth = excluded.auth, at = excluded.at, fails = 0`,
        seat,
        target.endpoint,
        target.p256dh,
        target.auth,
        now,
      );
      this.sql.exec(
        `DELETE FROM push_subs WHERE seat = ? AND endpoint NOT IN (SELECT endpoint FROM push_subs WHERE seat = ? ORDER BY at DESC, rowid DESC LIMIT ?)`,
        seat,
        seat,
        PER_SEAT,
      );
      return null;
    });
    if (refused === null) return { count: this.targets(seat).length };
    return {
      error: "push-rate-limited",
      retryAfter: refused,
      message: `This seat subscribed ${SUBSCRIBES_PER_HOUR} times in the last hour; try again in ${refused} seconds.`,
    };
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
    this.sql.exec(`DELETE FROM push_calls WHERE seat = ?`, seat);
  }

  /** A seat's subscriptions. */
  targets(seat: number): PushTarget[] {
    if (!this.tables(false)) return [];
    return this.sql
      .exec<{ endpoint: string; p256dh: string; auth: string }>(
        `SELECT endpoint, p256dh, auth FROM push_subs WHERE seat = ? ORDER BY at`,
        seat,
      )
      .toArray()
      .map((r) => ({ ...r }));
  }

  /**
   * After a committed action (or anything else that may have given a seat the turn): `toAct` are the seats that
   * must act and play themselves, `online` those with an open socket. Each seat of `toAct` offline and not yet told
   * this turn is sent its push; seats that no longer have to act are unmarked.
   */
  notify(payload: Omit<TurnPayload, "t">, toAct: readonly number[], online: ReadonlySet<number>): void {
    if (!this.tables(false)) return;
    this.sql.exec(`DELETE FROM push_turns WHERE seat NOT IN (${toAct.map(() => "?").join(", ")})`, ...toAct);
    const told = new Set(
      this.sql
        .exec<{ seat: number }>(`SELECT seat FROM push_turns`)
        .toArray()
        .map((r) => r.seat),
    );
    for (const seat of toAct) {
      if (online.has(seat) || told.has(seat)) continue;
      const targets = this.targets(seat);
      if (targets.length === 0) continue;
      this.sql.exec(`INSERT INTO push_turns (seat, version) VALUES (?, ?)`, seat, payload.v);
      this.ctx.waitUntil(this.send(seat, targets, { t: "turn", ...payload }));
    }
  }

  /**
   * Sends a turn's push to each of a seat's subscriptions. A subscription on a host no longer allowed (stored
   * before the list) is removed unsent; one the push service says is gone is removed; any other answer but a 2xx
   * or a 429 (the service throttling this server, not a dead endpoint) is a failure, and the MAX_FAILURES-th in a
   * row removes it.
   */
  private async send(seat: number, targets: PushTarget[], payload: TurnPayload): Promise<void> {
    const vapid = await vapidKeys(this.env);
    if (!vapid) return;
    const testHooks = this.env.TEST_HOOKS === "1";
    await Promise.all(
      targets.map(async (target) => {
        if (!pushEndpointAllowed(target.endpoint, testHooks)) return void this.unsubscribe(seat, target.endpoint);
        const status = await sendPush(vapid, target, payload, { ttl: TTL_SECONDS, topic: `turn-${payload.match}` });
        if (status >= 200 && status < 300)
          this.sql.exec(`UPDATE push_subs SET fails = 0 WHERE seat = ? AND endpoint = ? AND fails > 0`, seat, target.endpoint);
        else if (status === 404 || status === 410) this.unsubscribe(seat, target.endpoint);
        else if (status !== 429) this.failed(seat, target.endpoint, status, payload.match);
      }),
    );
  }

  /** One more failed send in a row; the MAX_FAILURES-th removes the subscription. */
  private failed(seat: number, endpoint: string, status: number, match: string): void {
    const row = this.sql
      .exec<{ fails: number }>(`UPDATE push_subs SET fails = fails + 1 WHERE seat = ? AND endpoint = ? RETURNING fails`, seat, endpoint)
      .toArray()[0];
    if (!row) return;
    const dropped = row.fails >= MAX_FAILURES && this.unsubscribe(seat, endpoint);
    console.warn(`push to seat ${seat} of ${match}: ${status || "unreachable"}${dropped ? `, ${MAX_FAILURES} in a row: dropped` : ""}`);
  }
}
