/**
 * Every change of credits, VP chips, colonists and goods goes through here and lands in the log with its reason,
 * so the UI can explain each credit and VP. 002_… §Comercio, consumo: when the initial VP pool runs out the 10-VP
 * chips are added and change is made "hasta que todos los jugadores reciban todas las fichas", and the game ends
 * after the round; §Asentar: late players take the colonists that are left ("posiblemente ninguno").
 */
import { nextInt } from "../core/prng.ts";
import type { GoodsKind } from "./catalogue.ts";
import type { NfLogRecord } from "./log-records.ts";
import { setColony, type LogEntry, type LogFields, type NfState } from "./state.ts";

type NewEntry = NfLogRecord & LogFields;

/**
 * Appends an entry (its record and changes) to the log, stamped with the round. `entry` is a fresh object the
 * caller gives away: it is stamped and kept as it is, not copied (every action logs several; a hot path).
 */
export function log(s: NfState, entry: NewEntry): void {
  const kept = entry as LogEntry;
  kept.round = s.round;
  s.log.push(kept);
}

/** A new entry: `why`'s record, `seat`, one signed change, and the tile it is about, if any (no spreads: hot). */
function entryOf(
  seat: number,
  change: "credits" | "vp" | "colonists",
  amount: number,
  why: NfLogRecord,
  tile: string | undefined,
): NewEntry {
  const { key, args } = why;
  // One literal per change, fields in the order the log has always had them (seat, change, record, tile).
  const entry = (
    change === "credits"
      ? { seat, credits: amount, key, args }
      : change === "vp"
        ? { seat, vp: amount, key, args }
        : { seat, colonists: amount, key, args }
  ) as NewEntry;
  if (tile) entry.tile = tile;
  return entry;
}

export function gainCredits(s: NfState, seat: number, amount: number, why: NfLogRecord, tile?: string): void {
  if (amount <= 0) return;
  const e = s.empires[seat];
  if (!e) return;
  e.credits += amount;
  log(s, entryOf(seat, "credits", amount, why, tile));
}

export function payCredits(s: NfState, seat: number, amount: number, why: NfLogRecord, tile?: string): void {
  const e = s.empires[seat];
  if (!e || amount <= 0) return;
  if (amount > e.credits) throw new Error(`seat ${seat} cannot pay ${amount}`);
  e.credits -= amount;
  log(s, entryOf(seat, "credits", -amount, why, tile));
}

/** VP chips from the pool; an empty pool (even reached exactly) triggers the end (§Fin del juego). */
export function gainVP(s: NfState, seat: number, amount: number, why: NfLogRecord, tile?: string): void {
  if (amount <= 0) return;
  const e = s.empires[seat];
  if (!e) return;
  e.vpChips += amount;
  s.vpPool -= amount;
  log(s, entryOf(seat, "vp", amount, why, tile));
  if (s.vpPool <= 0 && !s.poolEmptied) {
    s.poolEmptied = true;
    triggerEnd(s, "vpPool");
    log(s, { seat: null, key: "vpPoolEmpty", args: {} });
  }
}

/** Colonists from the supply to the mat; returns how many there were (`asked` records a shortfall). */
export function gainColonists(s: NfState, seat: number, amount: number, why: NfLogRecord, tile?: string): number {
  const e = s.empires[seat];
  if (!e) return 0;
  const n = Math.max(0, Math.min(amount, s.colonistSupply));
  s.colonistSupply -= n;
  e.colonists += n;
  const entry = entryOf(seat, "colonists", n, why, undefined);
  if (n < amount) entry.asked = amount;
  if (tile) entry.tile = tile;
  log(s, entry);
  return n;
}

/** A good from the supply onto a colony; false when that kind has run out (only possible with stockpiles). */
export function placeGood(s: NfState, seat: number, colonyTile: string, kind: GoodsKind, why: NfLogRecord): boolean {
  const e = s.empires[seat];
  const c = e?.colonies.find((x) => x.tile === colonyTile);
  if (!e || !c || c.good !== null) return false;
  if (s.goodsSupply[kind] <= 0) {
    log(s, { seat, key: "noGood", args: { tile: colonyTile, kind }, tile: colonyTile });
    return false;
  }
  s.goodsSupply[kind]--;
  setColony(e, c.tile, { tile: c.tile, colonists: c.colonists, good: kind, placedIn: c.placedIn });
  log(s, { seat, goods: 1, key: why.key, args: why.args, tile: colonyTile } as NewEntry);
  return true;
}

export function removeGood(s: NfState, seat: number, colonyTile: string): GoodsKind {
  const e = s.empires[seat];
  const c = e?.colonies.find((x) => x.tile === colonyTile);
  if (!e || !c || c.good === null) throw new Error(`no good on ${colonyTile}`);
  const k = c.good;
  setColony(e, c.tile, { tile: c.tile, colonists: c.colonists, good: null, placedIn: c.placedIn });
  s.goodsSupply[k]++;
  return k;
}

export function triggerEnd(s: NfState, condition: string): void {
  if (!s.endTriggers.includes(condition)) s.endTriggers.push(condition);
}

/**
 * Draws one world from the bag at the moment it is revealed: a forced test order first (ids still in the bag),
 * otherwise uniformly with the match's PRNG. Null when the bag is empty.
 */
export function drawWorld(s: NfState): string | null {
  while (s.forcedDraws.length > 0) {
    const id = s.forcedDraws.shift() as string;
    const i = s.bag.indexOf(id);
    if (i >= 0) {
      s.bag.splice(i, 1);
      return id;
    }
  }
  if (s.bag.length === 0) return null;
  const i = nextInt(s.rng, s.bag.length);
  const [id] = s.bag.splice(i, 1);
  return id ?? null;
}

/**
 * Sorts tile ids in place, in the order `ids.sort()` gives (string order), and returns them: an insertion sort,
 * which allocates nothing and is quick on the short, mostly sorted lists here (the bag, an empire's explored worlds).
 */
export function sortIds(ids: string[]): string[] {
  for (let i = 1; i < ids.length; i++) {
    const id = ids[i] as string;
    let j = i - 1;
    for (; j >= 0 && (ids[j] as string) > id; j--) ids[j + 1] = ids[j] as string;
    ids[j + 1] = id;
  }
  return ids;
}

/** Puts worlds back in the bag, which is kept sorted. */
export function returnToBag(s: NfState, worlds: readonly string[]): void {
  for (const w of worlds) s.bag.push(w);
  sortIds(s.bag);
}
