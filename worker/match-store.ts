/**
 * A match's durable storage in its Durable Object's SQLite database: the match record, the seats, the action
 * log (one row per accepted action, written before anything is broadcast) and periodic state snapshots. Columns
 * added since the first matches (a seat's bot, an action's bot marker) are added to older tables on load (`migrate`).
 * An action costs no read: the message ids already applied are answered from memory (loaded once from the log),
 * so the log needs no (seat, msg_id) index, and an action's commit writes one row (its time is the match's last
 * activity; plus the snapshot when one is due). Every commit is flushed before the Durable Object's output gate
 * lets the action's frames out.
 */
import type { BotLevel } from "../engine/core/bot.ts";
import type { ClockConfig, EndedByVote } from "../contract/clock-types.ts";

/** What a match is, fixed at creation. `seed`, `deck` and `dice` never leave the Durable Object. */
export interface MatchRecord {
  id: string;
  game: string;
  options: unknown;
  players: number;
  seed: string;
  /** Test-only forced tile order (accepted only when the TEST_HOOKS binding allows it). */
  deck: string[] | null;
  /** Test-only forced dice (Star Wars battles), same condition; absent in records written before dice existed. */
  dice?: number[] | null;
  createdAt: number;
  rematch: string | null;
  /** Seeds the bots' own generators (worker/match-bots.ts); made when a bot first plays, absent before. */
  botSecret?: string;
  /** The clocks asked for at creation (clock.ts); absent for a match without. A rematch keeps them. */
  clock?: ClockConfig;
  /** Set when the players ended the match by vote after a seat ran out of time (match-clock.ts). */
  ended?: EndedByVote;
}

/** The token hash of a seat made for a bot: no token hashes to it, so nobody can sit there. */
export const BOT_TOKEN_HASH = "";

export interface SeatRow {
  seat: number;
  name: string;
  color: string | null;
  tokenHash: string;
  /** The level of the bot playing this seat now: a bot's own seat (BOT_TOKEN_HASH), or a person's who asked a bot to
   *  play for them; null when the seat's person plays. Absent = null. */
  bot?: BotLevel | null;
}

export interface ActionRow {
  version: number;
  seat: number;
  msgId: string;
  action: unknown;
  /** Set when a bot made the action: the records it wrote, as indices [from, to) of the view's log. */
  botLog?: [number, number] | null;
}

/** A snapshot as stored: the game's state and the version of its shape. */
interface StoredSnapshot {
  stateVersion: number;
  state: unknown;
}

function isStamped(x: unknown): x is StoredSnapshot {
  return (
    typeof x === "object" &&
    x !== null &&
    Object.keys(x).length === 2 &&
    typeof (x as { stateVersion?: unknown }).stateVersion === "number" &&
    "state" in x
  );
}

/** The storage report of one match: SQLite file size, action log and snapshots (rows and JSON text bytes). */
export interface StorageStats {
  databaseBytes: number;
  actions: number;
  actionBytes: number;
  snapshots: number;
  snapshotBytes: number;
  latestSnapshotBytes: number;
  snapshotEvery: number;
}

const messageKey = (seat: number, msgId: string) => `${seat} ${msgId}`;

/** Every N actions a snapshot is written, so a restart replays at most N actions. */
export const SNAPSHOT_EVERY = 25;

/**
 * Tables are created only when a match is created: looking up an id that was never a match (any visitor can
 * try ids) reads `sqlite_master` and writes nothing, so it leaves no storage behind.
 */
export class MatchStore {
  /** Applied message ids, "seat id" → version (see `messages`); null until first needed. */
  private messageVersions: Map<string, number> | null = null;

  constructor(private readonly sql: SqlStorage) {}

  exists(): boolean {
    return this.sql.exec(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'meta'`).toArray().length > 0;
  }

  createSchema(): void {
    this.messageVersions = null;
    this.sql.exec(`CREATE TABLE IF NOT EXISTS meta (k TEXT PRIMARY KEY, v TEXT NOT NULL)`);
    this.sql.exec(
      `CREATE TABLE IF NOT EXISTS seats (seat INTEGER PRIMARY KEY, name TEXT NOT NULL, color TEXT, token_hash TEXT NOT NULL, bot TEXT)`,
    );
    // No index on (seat, msg_id): duplicates are checked in memory (hasMessage); matches created before keep theirs.
    this.sql.exec(
      `CREATE TABLE IF NOT EXISTS actions (version INTEGER PRIMARY KEY, seat INTEGER NOT NULL, msg_id TEXT NOT NULL, action TEXT NOT NULL, at INTEGER NOT NULL, by_bot INTEGER NOT NULL DEFAULT 0, log_from INTEGER, log_to INTEGER)`,
    );
    this.sql.exec(`CREATE TABLE IF NOT EXISTS snapshots (version INTEGER PRIMARY KEY, state TEXT NOT NULL)`);
  }

  /** Adds the bot columns to a match stored before bots existed (each once; a new column is null or 0 in old rows). */
  migrate(): void {
    const columns = (table: string) =>
      this.sql.exec<{ sql: string }>(`SELECT sql FROM sqlite_master WHERE type = 'table' AND name = ?`, table).one().sql;
    if (!/\bbot TEXT/.test(columns("seats"))) this.sql.exec(`ALTER TABLE seats ADD COLUMN bot TEXT`);
    if (!/\bby_bot\b/.test(columns("actions"))) {
      this.sql.exec(`ALTER TABLE actions ADD COLUMN by_bot INTEGER NOT NULL DEFAULT 0`);
      this.sql.exec(`ALTER TABLE actions ADD COLUMN log_from INTEGER`);
      this.sql.exec(`ALTER TABLE actions ADD COLUMN log_to INTEGER`);
    }
  }

  private getMeta(k: string): string | null {
    const rows = this.sql.exec<{ v: string }>(`SELECT v FROM meta WHERE k = ?`, k).toArray();
    return rows[0]?.v ?? null;
  }

  private setMeta(k: string, v: string): void {
    this.sql.exec(`INSERT INTO meta (k, v) VALUES (?, ?) ON CONFLICT (k) DO UPDATE SET v = excluded.v`, k, v);
  }

  record(): MatchRecord | null {
    if (!this.exists()) return null;
    const raw = this.getMeta("record");
    return raw ? (JSON.parse(raw) as MatchRecord) : null;
  }

  saveRecord(r: MatchRecord): void {
    this.setMeta("record", JSON.stringify(r));
  }

  /** The last activity: the match made or a seat changed (`touch`), or an action (its row's time: no second write). */
  lastActivity(): number {
    const lastAction = this.sql.exec<{ at: number }>(`SELECT at FROM actions ORDER BY version DESC LIMIT 1`).toArray()[0]?.at ?? 0;
    return Math.max(Number(this.getMeta("activity") ?? 0), lastAction);
  }

  touch(now: number): void {
    this.setMeta("activity", String(now));
  }

  seats(): SeatRow[] {
    return this.sql
      .exec<{ seat: number; name: string; color: string | null; token_hash: string; bot: string | null }>(
        `SELECT seat, name, color, token_hash, bot FROM seats ORDER BY seat`,
      )
      .toArray()
      .map((r) => ({ seat: r.seat, name: r.name, color: r.color, tokenHash: r.token_hash, bot: r.bot as BotLevel | null }));
  }

  claimSeat(row: SeatRow): void {
    this.sql.exec(
      `INSERT INTO seats (seat, name, color, token_hash, bot) VALUES (?, ?, ?, ?, ?)`,
      row.seat,
      row.name,
      row.color,
      row.tokenHash,
      row.bot ?? null,
    );
  }

  /** Frees a seat (its person gave it up before the game started: match-seats.ts). */
  freeSeat(seat: number): void {
    this.sql.exec(`DELETE FROM seats WHERE seat = ?`, seat);
  }

  /** Who plays a seat: a bot of this level, or (null) its person. */
  setSeatBot(seat: number, bot: BotLevel | null): void {
    this.sql.exec(`UPDATE seats SET bot = ? WHERE seat = ?`, bot, seat);
  }

  /**
   * Whether `seat` already had message `msgId` applied at a version up to `upTo` (the match's current version): an
   * id remembered for a later version was appended by a transaction that rolled back, and does not count.
   */
  hasMessage(seat: number, msgId: string, upTo: number): boolean {
    const v = this.messages().get(messageKey(seat, msgId));
    return v !== undefined && v <= upTo;
  }

  /** Applied message ids (seat and id → version), read from the log once per Durable Object instance. */
  private messages(): Map<string, number> {
    if (!this.messageVersions) {
      this.messageVersions = new Map();
      for (const r of this.sql.exec<{ version: number; seat: number; msg_id: string }>(`SELECT version, seat, msg_id FROM actions`))
        this.messageVersions.set(messageKey(r.seat, r.msg_id), r.version);
    }
    return this.messageVersions;
  }

  appendAction(row: ActionRow, at: number): void {
    const log = row.botLog ?? null;
    this.sql.exec(
      `INSERT INTO actions (version, seat, msg_id, action, at, by_bot, log_from, log_to) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      row.version,
      row.seat,
      row.msgId,
      JSON.stringify(row.action),
      at,
      log ? 1 : 0,
      log?.[0] ?? null,
      log?.[1] ?? null,
    );
    this.messages().set(messageKey(row.seat, row.msgId), row.version);
  }

  /** The log records bot actions wrote, as [from, to) ranges of the view's log, in order. */
  botLog(): [number, number][] {
    return this.sql
      .exec<{ f: number; t: number }>(
        `SELECT log_from AS f, log_to AS t FROM actions WHERE by_bot = 1 AND log_to > log_from ORDER BY version`,
      )
      .toArray()
      .map((r) => [r.f, r.t]);
  }

  /** Actions after `version`, in order. */
  actionsAfter(version: number): ActionRow[] {
    return this.sql
      .exec<{ version: number; seat: number; msg_id: string; action: string }>(
        `SELECT version, seat, msg_id, action FROM actions WHERE version > ? ORDER BY version`,
        version,
      )
      .toArray()
      .map((r) => ({ version: r.version, seat: r.seat, msgId: r.msg_id, action: JSON.parse(r.action) as unknown }));
  }

  /** Every action in order with its seat and whether a bot made it (a finished match's replay: match-replay.ts). */
  replayRows(): { seat: number; action: unknown; byBot: boolean }[] {
    return this.sql
      .exec<{ seat: number; action: string; by_bot: number }>(`SELECT seat, action, by_bot FROM actions ORDER BY version`)
      .toArray()
      .map((r) => ({ seat: r.seat, action: JSON.parse(r.action) as unknown, byBot: r.by_bot === 1 }));
  }

  /** Stores the state after `version` in place of the older snapshots (only the latest is ever read), stamped with the game's state version (GameModule.stateVersion). */
  saveSnapshot(version: number, state: unknown, stateVersion: number): void {
    const stored: StoredSnapshot = { stateVersion, state };
    this.sql.exec(`INSERT OR REPLACE INTO snapshots (version, state) VALUES (?, ?)`, version, JSON.stringify(stored));
    this.sql.exec(`DELETE FROM snapshots WHERE version < ?`, version);
  }

  /**
   * The latest snapshot with its state version; 0 for one stored before snapshots were stamped (the bare state).
   */
  latestSnapshot(): { version: number; state: unknown; stateVersion: number } | null {
    const row = this.sql
      .exec<{ version: number; state: string }>(`SELECT version, state FROM snapshots ORDER BY version DESC LIMIT 1`)
      .toArray()[0];
    if (!row) return null;
    const raw = JSON.parse(row.state) as unknown;
    return isStamped(raw)
      ? { version: row.version, state: raw.state, stateVersion: raw.stateVersion }
      : { version: row.version, state: raw, stateVersion: 0 };
  }

  /** What this match stores (the test-only storage report): rows and text bytes of its log and snapshots. */
  stats(): StorageStats {
    const q = (sql: string) => this.sql.exec<{ n: number; bytes: number | null; last: number | null }>(sql).one();
    const actions = q(`SELECT COUNT(*) AS n, SUM(LENGTH(action)) AS bytes, NULL AS last FROM actions`);
    const snaps = q(
      `SELECT COUNT(*) AS n, SUM(LENGTH(state)) AS bytes, (SELECT LENGTH(state) FROM snapshots ORDER BY version DESC LIMIT 1) AS last FROM snapshots`,
    );
    return {
      databaseBytes: this.sql.databaseSize,
      actions: actions.n,
      actionBytes: actions.bytes ?? 0,
      snapshots: snaps.n,
      snapshotBytes: snaps.bytes ?? 0,
      latestSnapshotBytes: snaps.last ?? 0,
      snapshotEvery: SNAPSHOT_EVERY,
    };
  }
}
