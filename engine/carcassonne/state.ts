/**
 * Carcassonne game state: plain JSON, flat arrays for speed. `apply` copies it per action (cloneState) and
 * changes only its copy; `applyInPlace` changes a state its caller owns (board-rules.ts).
 * Placed tile i occupies tiles[4i..4i+3] = x, y, kind, rotation. Segment s = 8·i + local feature index; `root[s]`
 * names the feature it belongs to, `link` chains a feature's segments, and the root's entries of `tally` hold that
 * feature's running totals (incremental merging, features.ts). These three are sized at setup for every tile the
 * game can place (features.ts `reserveSegments`): the slots of tiles not placed yet are unused.
 */
import { copyRng, type RngState } from "../core/prng.ts";
import type { BoardEvent } from "./events.ts";
import type { BoardOptions } from "./options.ts";

/** A game on the board engine, by its id (board-game.ts holds the definitions). */
export type BoardGameId = string;

/** The core's phases; rule modules declare their own decision phases by name (RuleModule.phases). */
export type CorePhase = "place" | "meeple" | "over";
export type Phase = CorePhase | (string & {});

/**
 * The state slices of rule modules, keyed by each slice's declared key. The core holds them without naming them:
 * each module adds its key to this interface (TypeScript declaration merging) beside its own state type, and
 * declares how the slice is set up and copied (rule-module.ts `StateSlice`).
 */
// biome-ignore lint/suspicious/noEmptyInterface: other modules extend it by declaration merging
export interface ModuleSlices {}

export interface CarcState {
  game: BoardGameId;
  options: BoardOptions;
  players: number;
  /** Team per seat when partners share one score (a team variant); null = every seat plays alone. */
  teams: number[] | null;
  rng: RngState;
  /** Remaining tiles (kind indices). Random draws take any; a forced deck is stored reversed and popped. */
  bag: number[];
  forcedDeck: boolean;
  tiles: number[];
  /** Empty position keys next to a placed tile, in order of appearance. */
  frontier: number[];
  /** Per frontier cell, the edges its neighbours show it (tiles.ts `SIG_*`): legality is one table lookup. */
  frontierSig: number[];
  /** Per segment (8 per tile slot): the root segment of its feature, -1 for an unused slot. */
  root: number[];
  /** Per segment: the next segment of the same feature (a circular list), -1 for an unused slot. */
  link: number[];
  /**
   * 3 per segment, read at a feature's root (other entries 0): its segment count, its road/city edge ends not yet
   * matched by a neighbour (0 = complete) and its emblems (coats of arms, faction symbols). See features.ts.
   */
  tally: number[];
  /** Flat [seat, segment] per meeple on the board. */
  meeples: number[];
  supply: number[];
  scores: number[];
  /**
   * Every record the game wrote, in order (events.ts): the match log; `apply` returns the ones it appended. Kept in
   * chunks of LOG_CHUNK records: a full chunk is never written again and is shared by every later state, so a
   * state copy copies one short chunk instead of the whole log (see `logRecords`).
   */
  log: BoardEvent[][];
  turn: number;
  phase: Phase;
  /** Drawn tile kind to place (-1 when none). With a hand of three it is unused. */
  current: number;
  /** Hand-of-three variant: tiles per seat; null otherwise. */
  hands: number[][] | null;
  /** Placed index of the tile placed this turn (-1 before placement). */
  last: number;
  discarded: number[];
  /** The enabled rule modules' slices (ModuleSlices). */
  ext: ModuleSlices;
  turns: number;
}

/** Records per log chunk. */
export const LOG_CHUNK = 32;

/** The outer list and the last (still open) chunk are the state's own; full chunks are shared. */
function copyLog(log: BoardEvent[][]): BoardEvent[][] {
  const out = log.slice();
  const last = out.length - 1;
  if (last >= 0 && out[last]!.length < LOG_CHUNK) out[last] = out[last]!.slice();
  return out;
}

/** Appends a record to the log (events.ts `emit` is the one writer). */
export function appendLog(s: CarcState, record: BoardEvent): void {
  const last = s.log[s.log.length - 1];
  if (last && last.length < LOG_CHUNK) last.push(record);
  else s.log.push([record]);
}

/** The whole log, in order. */
export function logRecords(s: Pick<CarcState, "log">): BoardEvent[] {
  return s.log.flat();
}

/** The part of the state that placement legality needs (a view can rebuild it: see hints.ts). */
export type BoardState = Pick<CarcState, "tiles" | "frontier" | "frontierSig">;

/** Keys are (x + OFFSET) · SPAN + (y + OFFSET): non-negative and below 2^22, so shifts and masks read them. */
const OFFSET = 1024,
  SPAN = 2048,
  SPAN_BITS = 11;

export function posKey(x: number, y: number): number {
  return (x + OFFSET) * SPAN + (y + OFFSET);
}
export function keyX(k: number): number {
  return (k >> SPAN_BITS) - OFFSET;
}
export function keyY(k: number): number {
  return (k & (SPAN - 1)) - OFFSET;
}
/** Neighbour key in direction d (0 N, 1 E, 2 S, 3 W); y grows south. */
export function stepKey(k: number, d: number): number {
  return d === 0 ? k - 1 : d === 1 ? k + SPAN : d === 2 ? k + 1 : k - SPAN;
}
/** Key offsets of the 8 surrounding cells, clockwise from north (loops add them without allocating). */
export const RING_OFFSETS: readonly number[] = [-1, SPAN - 1, SPAN, SPAN + 1, 1, -SPAN + 1, -SPAN, -SPAN - 1];

/** The 8 surrounding keys (orthogonal and diagonal), clockwise from north. */
export function ringKeys(k: number): number[] {
  return RING_OFFSETS.map((o) => k + o);
}
/** Coordinates must stay inside the key space (far more than 80 tiles can reach). */
export const COORD_LIMIT = 200;

/**
 * A copy that `apply` may mutate, except the board (tiles, frontier, features), which stays shared
 * unless `withBoard` is set: only placing a tile changes the board.
 * `cloneSlices` replaces each module slice (shared after the shallow copy of `ext`) with the module's own copy.
 */
export function cloneState(s: CarcState, withBoard: boolean, cloneSlices: (c: CarcState) => void): CarcState {
  const c: CarcState = { ...s };
  c.rng = copyRng(s.rng);
  c.bag = s.bag.slice();
  if (withBoard) {
    // `tiles` with room for the one tile the action places; the feature arrays already hold its slots
    c.tiles = copyTiles(s.tiles);
    c.frontier = s.frontier.slice();
    c.frontierSig = s.frontierSig.slice();
    c.root = copyArray(s.root);
    c.link = copyArray(s.link);
    c.tally = copyArray(s.tally);
  }
  c.meeples = s.meeples.slice();
  c.supply = s.supply.slice();
  c.scores = s.scores.slice();
  c.log = copyLog(s.log);
  c.hands = s.hands ? s.hands.map((h) => h.slice()) : null;
  c.discarded = s.discarded.slice();
  c.ext = { ...s.ext };
  cloneSlices(c);
  return c;
}

/**
 * A copy of a number array, fast also for a frozen one (a caller may freeze the states it keeps): `slice` copies a
 * frozen array entry by entry, many times slower than an ordinary one; `Array.from` does not.
 */
function copyArray(a: number[]): number[] {
  return Object.isFrozen(a) ? Array.from(a) : a.slice();
}

/** Spare entries a copy of `tiles` reserves: one tile's worth. */
const ROOM: readonly number[] = new Array<number>(4).fill(0);

/**
 * A copy with spare capacity for one placement: the engine grows an array (a new store and a second copy) on the
 * first push past its size, and a fresh `slice` has no spare room. Shortening by fewer entries than the array
 * holds keeps the store (V8 trims only when at least half would be unused).
 */
function copyWithRoom(a: number[]): number[] {
  const c = a.concat(ROOM);
  c.length = a.length;
  return c;
}

/**
 * Position → placed index, derived from `tiles` and memoised per tiles array (not part of the JSON state:
 * `tiles` is the one source of truth). Stored as 8×8 chunks so that a board copy shares every chunk with its
 * parent and copies only the chunk it writes to.
 */
export class CellIndex {
  /** The chunk looked up last (neighbouring lookups mostly fall in one chunk), -1 when none. */
  private lastId = -1;
  private lastChunk: Int16Array | undefined = undefined;

  private constructor(
    private chunks: Map<number, Int16Array>,
    private owned: Set<number>,
  ) {}

  static empty(): CellIndex {
    return new CellIndex(new Map(), new Set());
  }

  /**
   * A copy sharing all chunks until written. Both sides lose ownership of every chunk: the original may go on
   * being changed in place (a scratch copy taken mid-playout), and must not write into chunks the copy reads.
   */
  fork(): CellIndex {
    this.owned = new Set();
    return new CellIndex(new Map(this.chunks), new Set());
  }

  get(key: number): number | undefined {
    const id = chunkOf(key);
    let c = this.lastChunk;
    if (id !== this.lastId) {
      c = this.chunks.get(id);
      this.lastId = id;
      this.lastChunk = c;
    }
    if (!c) return undefined;
    const v = c[cellOf(key)]!;
    return v < 0 ? undefined : v;
  }

  has(key: number): boolean {
    return this.get(key) !== undefined;
  }

  set(key: number, placed: number): void {
    const id = chunkOf(key);
    let c = this.chunks.get(id);
    if (!c || !this.owned.has(id)) {
      c = c ? c.slice() : new Int16Array(64).fill(-1);
      this.chunks.set(id, c);
      this.owned.add(id);
      if (id === this.lastId) this.lastChunk = c;
    }
    c[cellOf(key)] = placed;
  }
}

function chunkOf(key: number): number {
  return ((key >> SPAN_BITS) >> 3) * 1024 + ((key & (SPAN - 1)) >> 3);
}
function cellOf(key: number): number {
  return (((key >> SPAN_BITS) & 7) << 3) | (key & 7);
}

const cellIndex = new WeakMap<number[], CellIndex>();
/** The last lookup: a turn asks for the same board's index many times. */
let lastCells: { tiles: number[] | null; index: CellIndex | null } = { tiles: null, index: null };

export function cellsOf(s: BoardState): CellIndex {
  if (s.tiles === lastCells.tiles) return lastCells.index!;
  let m = cellIndex.get(s.tiles);
  if (!m) {
    m = CellIndex.empty();
    for (let i = 0; i < s.tiles.length / 4; i++) m.set(posKey(s.tiles[4 * i]!, s.tiles[4 * i + 1]!), i);
    cellIndex.set(s.tiles, m);
  }
  lastCells = { tiles: s.tiles, index: m };
  return m;
}

function copyTiles(tiles: number[]): number[] {
  const copy = copyWithRoom(tiles);
  const m = tiles === lastCells.tiles ? lastCells.index : cellIndex.get(tiles);
  if (m) cellIndex.set(copy, m.fork());
  return copy;
}
