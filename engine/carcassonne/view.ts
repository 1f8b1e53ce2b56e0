/**
 * What a seat (or a spectator, seat null) sees. Never included: the bag's order, the PRNG state, whether the
 * deck is forced, or another seat's hand (hand-of-three). `unseen` counts tiles by kind the viewer has not seen
 * (bag plus other hands), which players at a table can count too and which reveals no order.
 * Views stay lean because every change is sent as a patch: nothing derivable is repeated (the tile placed last is
 * the board's last entry; whose turn it is, is `toAct`). This is the core's part (`BoardView`); each game adds its
 * modules' view slices under their keys (each game's file).
 */
import type { ViewHeader } from "../core/game-module.ts";
import { activeRules } from "./board-game.ts";
import type { BoardEvent } from "./events.ts";
import type { BoardOptions } from "./options.ts";
import type { BoardGameId, CarcState, Phase } from "./state.ts";
import { placedKind } from "./board.ts";
import { bigInSupply } from "./meeple-sizes.ts";
import { meepleTargets } from "./turn.ts";
import { tileKind, TILE_KINDS } from "./tile-kinds.ts";

/** What every game on the board engine shows (each game adds its modules' view slices). */
/** Records no player reads: kept by the state and the events, left out of views. */
const BOOKKEEPING: ReadonlySet<string> = new Set<BoardEvent["key"]>(["tileDrawn", "meeplesReturned"]);

export interface BoardView extends ViewHeader {
  game: BoardGameId;
  options: BoardOptions;
  players: number;
  /** Team per seat when partners share one score (a team variant), else null. */
  teams: number[] | null;
  /** The seat viewing, null for a spectator. */
  seat: number | null;
  phase: Phase;
  /** Seats that must act now (the turn's player, or the seat picking gold). */
  toAct: number[];
  /** The drawn tile waiting to be placed (normal play; public as at the table). */
  tile: string | null;
  /** The viewer's own hand (hand-of-three), null otherwise or for spectators. */
  hand: string[] | null;
  handSizes: number[] | null;
  board: { x: number; y: number; tile: string; rotation: number }[];
  /** `big` marks a big meeple. */
  meeples: { seat: number; x: number; y: number; feature: string; big?: true }[];
  supply: number[];
  /** Per seat, whether its big meeple is in its supply (counted in `supply`); null in a game without big meeples. */
  bigInSupply: boolean[] | null;
  scores: number[];
  tilesLeft: number;
  unseen: Record<string, number>;
  discarded: string[];
  /** For the seat placing a meeple only: features of the tile just placed (the board's last) that may take it. */
  meepleTargets: string[];
  /**
   * Every record a player reads, in order (events.ts): the state's log without its bookkeeping (a draw, which the
   * view's `tile` shows; meeples going home, which the score record implies). Those stay in the state's log and in
   * `apply`'s events, so views and patches carry only what the log panel shows.
   */
  log: BoardEvent[];
  finished: boolean;
  /** Seats with the best score once finished, else empty. */
  winners: number[];
}

/** The core's phases, and a game's phase narrowed to the names its modules declare (views type it so). */
export const CORE_PHASES = ["place", "meeple", "over"] as const;

export function phaseOf<P extends string>(phase: string, names: readonly P[]): P {
  const p = names.find((n) => n === phase);
  if (p === undefined) throw new Error(`unknown phase ${phase}`);
  return p;
}

/** Seats holding the best score (shared wins possible). */
export function bestSeats(scores: readonly number[]): number[] {
  const best = Math.max(...scores);
  return scores.flatMap((v, i) => (v === best ? [i] : []));
}

/** Tiles by kind the viewer has not seen (the bag and other seats' hands), in kind order: counted in one pass. */
function unseenTiles(s: CarcState, seat: number | null): Record<string, number> {
  const counts = new Array<number>(TILE_KINDS.at(-1)!.index + 1).fill(0); // kinds are sorted by index
  for (const k of s.bag) counts[k]!++;
  if (s.hands)
    s.hands.forEach((h, owner) => {
      if (owner !== seat) for (const k of h) counts[k]!++;
    });
  const unseen: Record<string, number> = {};
  for (const k of TILE_KINDS) if (counts[k.index]! > 0) unseen[k.id] = counts[k.index]!;
  return unseen;
}

/** The log's records a player reads, in order (one pass over the turns, no flattened copy). */
function shownRecords(s: CarcState): BoardEvent[] {
  const out: BoardEvent[] = [];
  for (const turn of s.log) for (const r of turn) if (!BOOKKEEPING.has(r.key)) out.push(r);
  return out;
}

/** Where the end-of-game records begin in the shown log: the first final score item, or the game-over record. */
export function endLogIndex(log: readonly BoardEvent[]): number {
  const i = log.findIndex((r) => r.key === "gameOver" || (r.key === "scored" && r.args.item.final));
  return i < 0 ? log.length : i;
}

/** The core's view, with a game's `slices` last (a slice may narrow a core key, such as `phase`, in its place). */
export function boardView<X extends object>(s: CarcState, seat: number | null, toAct: number[], slices: X): BoardView & X {
  const board = [];
  for (let i = 0; i < s.tiles.length / 4; i++)
    board.push({ x: s.tiles[4 * i]!, y: s.tiles[4 * i + 1]!, tile: placedKind(s, i).id, rotation: s.tiles[4 * i + 3]! });
  const meeples: BoardView["meeples"] = [];
  const bigShown = new Set<number>();
  const bigOf = activeRules(s).bigMeeple?.bigMeeple;
  for (let m = 0; m < s.meeples.length; m += 2) {
    const seat = s.meeples[m]!,
      seg = s.meeples[m + 1]!,
      i = seg >> 3;
    const big = bigOf !== undefined && bigOf(s, seat) === seg && !bigShown.has(seat);
    if (big) bigShown.add(seat);
    meeples.push({
      seat,
      x: s.tiles[4 * i]!,
      y: s.tiles[4 * i + 1]!,
      feature: placedKind(s, i).features[seg & 7]!.id,
      ...(big ? { big: true as const } : {}),
    });
  }
  const unseen = unseenTiles(s, seat);
  const log = shownRecords(s);
  return {
    game: s.game,
    options: s.options,
    players: s.players,
    teams: s.teams ? s.teams.slice() : null,
    seat,
    phase: s.phase,
    toAct,
    tile: !s.hands && s.current >= 0 ? tileKind(s.current).id : null,
    hand: s.hands && seat !== null ? s.hands[seat]!.map((k) => tileKind(k).id) : null,
    handSizes: s.hands ? s.hands.map((h) => h.length) : null,
    board,
    meeples,
    supply: s.supply.slice(),
    bigInSupply: bigInSupply(s),
    scores: s.scores.slice(),
    tilesLeft: s.bag.length,
    unseen,
    discarded: s.discarded.map((k) => tileKind(k).id),
    meepleTargets: seat !== null && toAct.includes(seat) ? meepleTargets(s) : [],
    log,
    finished: s.phase === "over",
    ...(s.phase === "over" ? { endLog: endLogIndex(log) } : {}),
    winners: s.phase === "over" ? bestSeats(s.scores) : [],
    ...slices,
  };
}
