/**
 * A match's durable storage in its Durable Object's SQLite database: the match record, the seats, the action
 * log (one row per accepted action, written before anything is broadcast) and periodic state snapshots.
 */

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
}

export interface SeatRow {
  seat: number;
  name: string;
  color: string | null;
  tokenHash: string;
}

export interface ActionRow {
  version: number;
  seat: number;
  msgId: string;
  action: unknown;
}

/** A snapshot as stored: the game's state and the version of its shape. */
interface StoredSnapshot {
  stateVersion: number;
  state: unknown;
}

function isStamped(x: unknown): x is StoredSnapshot {
  return typeof x === "object" && x !== null && Object.keys(x).length === 2 && typeof (x as { stateVersion?: unknown }).stateVersion === "number" && "state" in x;
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

/** Every N actions a snapshot is written, so a restart replays at most N actions. */
export const SNAPSHOT_EVERY = 25;

/**
 * Tables are created only when a match is created: looking up an id that was never a match (any visitor can
 * try ids) reads `sqlite_master` and writes nothing, so it leaves no storage behind.
 */
export class MatchStore {
  constructor(private readonly sql: SqlStorage) {}

  exists(): boolean {
    return this.sql.exec(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'meta'`).toArray().length > 0;
  }

  createSchema(): void {
    this.sql.exec(`CREATE TABLE IF NOT EXISTS meta (k TEXT PRIMARY KEY, v TEXT NOT NULL)`);
    this.sql.exec(`CREATE TABLE IF NOT EXISTS seats (seat INTEGER PRIMARY KEY, name TEXT NOT NULL, color TEXT, token_hash TEXT NOT NULL)`);
    this.sql.exec(`CREATE TABLE IF NOT EXISTS actions (version INTEGER PRIMARY KEY, seat INTEGER NOT NULL, msg_id TEXT NOT NULL, action TEXT NOT NULL, at INTEGER NOT NULL)`);
    this.sql.exec(`CREATE UNIQUE INDEX IF NOT EXISTS actions_msg ON actions (seat, msg_id)`);
    this.sql.exec(`CREATE TABLE IF NOT EXISTS snapshots (version INTEGER PRIMARY KEY, state TEXT NOT NULL)`);
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

  lastActivity(): number {
    return Number(this.getMeta("activity") ?? 0);
  }

  touch(now: number): void {
    this.setMeta("activity", String(now));
  }

  seats(): SeatRow[] {
    return this.sql
      .exec<{ seat: number; name: string; color: string | null; token_hash: string }>(`SELECT seat, name, color, token_hash FROM seats ORDER BY seat`)
      .toArray()
      .map((r) => ({ seat: r.seat, name: r.name, color: r.color, tokenHash: r.token_hash }));
  }

  claimSeat(row: SeatRow): void {
    this.sql.exec(`INSERT INTO seats (seat, name, color, token_hash) VALUES (?, ?, ?, ?)`, row.seat, row.name, row.color, row.tokenHash);
  }

  hasMessage(seat: number, msgId: string): boolean {
    return this.sql.exec(`SELECT 1 FROM actions WHERE seat = ? AND msg_id = ?`, seat, msgId).toArray().length > 0;
  }

  appendAction(row: ActionRow, at: number): void {
    this.sql.exec(`INSERT INTO actions (version, seat, msg_id, action, at) VALUES (?, ?, ?, ?, ?)`, row.version, row.seat, row.msgId, JSON.stringify(row.action), at);
  }

  /** Actions after `version`, in order. */
  actionsAfter(version: number): ActionRow[] {
    return this.sql
      .exec<{ version: number; seat: number; msg_id: string; action: string }>(`SELECT version, seat, msg_id, action FROM actions WHERE version > ? ORDER BY version`, version)
      .toArray()
      .map((r) => ({ version: r.version, seat: r.seat, msgId: r.msg_id, action: JSON.parse(r.action) as unknown }));
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
    const row = this.sql.exec<{ version: number; state: string }>(`SELECT version, state FROM snapshots ORDER BY version DESC LIMIT 1`).toArray()[0];
    if (!row) return null;
    const raw = JSON.parse(row.state) as unknown;
    return isStamped(raw) ? { version: row.version, state: raw.state, stateVersion: raw.stateVersion } : { version: row.version, state: raw, stateVersion: 0 };
  }

  /** What this match stores (the test-only storage report): rows and text bytes of its log and snapshots. */
  stats(): StorageStats {
    const q = (sql: string) => this.sql.exec<{ n: number; bytes: number | null; last: number | null }>(sql).one();
    const actions = q(`SELECT COUNT(*) AS n, SUM(LENGTH(action)) AS bytes, NULL AS last FROM actions`);
    const snaps = q(`SELECT COUNT(*) AS n, SUM(LENGTH(state)) AS bytes, (SELECT LENGTH(state) FROM snapshots ORDER BY version DESC LIMIT 1) AS last FROM snapshots`);
    return {
      databaseBytes: this.sql.databaseSize, actions: actions.n, actionBytes: actions.bytes ?? 0,
      snapshots: snaps.n, snapshotBytes: snaps.bytes ?? 0, latestSnapshotBytes: snaps.last ?? 0, snapshotEvery: SNAPSHOT_EVERY,
    };
  }
}
