/**
 * A match's chat: seated players write, everyone reads (spectators too). Lines are cleaned by the
 * protocol (names.ts `cleanText`) and shown by clients as text, never as markup. The last KEEP lines are kept in the
 * match's SQLite (table `chat`, made on first use, so matches stored before chat existed gain it), so a player who
 * reconnects gets them in the welcome. Each seat may write a burst of BURST lines, then one every REFILL_MS (a chat
 * line costs every socket of the match a frame); a line over that is refused with `chat-rate-limited` and sent to
 * nobody. The bucket lives in memory: the object hibernating forgets it, which only ever lets a patient writer in.
 */
import type { ChatLine } from "../contract/protocol.ts";

/** Lines kept, and what a reconnecting socket is sent. */
export const KEEP = 50;
/** Lines a seat may write at once, and the time each further line waits for. */
export const BURST = 5;
export const REFILL_MS = 3000;

export class MatchChat {
  private made = false;
  private readonly buckets = new Map<number, { tokens: number; at: number }>();

  constructor(private readonly sql: SqlStorage) {}

  private table(): void {
    if (this.made) return;
    this.sql.exec(
      `CREATE TABLE IF NOT EXISTS chat (id INTEGER PRIMARY KEY AUTOINCREMENT, seat INTEGER NOT NULL, name TEXT NOT NULL, text TEXT NOT NULL, at INTEGER NOT NULL)`,
    );
    this.made = true;
  }

  /** A seat's line at `now`: kept and returned, or null (nothing kept) when over the seat's rate. */
  write(seat: number, name: string, text: string, now: number): ChatLine | null {
    if (!this.allow(seat, now)) return null;
    const line = { seat, name, text, at: now };
    this.add(line);
    return line;
  }

  /** Whether `seat` may write a line at `now` (and counts it when so). */
  private allow(seat: number, now: number): boolean {
    const b = this.buckets.get(seat) ?? { tokens: BURST, at: now };
    const tokens = Math.min(BURST, b.tokens + (now - b.at) / REFILL_MS);
    if (tokens < 1) {
      this.buckets.set(seat, { tokens, at: now });
      return false;
    }
    this.buckets.set(seat, { tokens: tokens - 1, at: now });
    return true;
  }

  /** Stores a line and forgets all but the last KEEP. */
  private add(line: ChatLine): void {
    this.table();
    this.sql.exec(`INSERT INTO chat (seat, name, text, at) VALUES (?, ?, ?, ?)`, line.seat, line.name, line.text, line.at);
    this.sql.exec(`DELETE FROM chat WHERE id <= (SELECT MAX(id) FROM chat) - ?`, KEEP);
  }

  /** The kept lines, oldest first. */
  recent(): ChatLine[] {
    this.table();
    return this.sql
      .exec<{ seat: number; name: string; text: string; at: number }>(`SELECT seat, name, text, at FROM chat ORDER BY id`)
      .toArray()
      .map((r) => ({ seat: r.seat, name: r.name, text: r.text, at: r.at }));
  }
}
