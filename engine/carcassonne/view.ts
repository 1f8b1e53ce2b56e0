/**
 * What a seat (or a spectator, seat null) sees. Never included: the bag's order, the PRNG state, whether the
 * deck is forced, or another seat's hand (hand-of-three). `unseen` counts tiles by kind the viewer has not seen
 * (bag plus other hands), which players at a table can count too and which reveals no order.
 * Views stay lean because every change is sent as a patch: nothing derivable is repeated (the tile placed last is
 * the board's last entry; whose turn it is, is `toAct`).
 */
import type { BoardOptions } from "./options.ts";
import type { ScoreItem } from "./score-item.ts";
import type { BoardGameId, CarcState, Phase } from "./state.ts";
import { placedKind } from "./board.ts";
import { meepleTargets } from "./turn.ts";
import { tileKind, TILE_KINDS } from "./tiles.ts";
import { swView, type SwView } from "./star-wars/view.ts";

export interface CarcView {
  game: BoardGameId;
  options: BoardOptions;
  players: number;
  /** Team per seat when partners share one score (Star Wars team variant), else null. */
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
  /** `big` marks a Star Wars big meeple. */
  meeples: { seat: number; x: number; y: number; feature: string; big?: true }[];
  supply: number[];
  scores: number[];
  tilesLeft: number;
  unseen: Record<string, number>;
  discarded: string[];
  /** For the seat placing a meeple only: features of the tile just placed (the board's last) that may take it. */
  meepleTargets: string[];
  /** Gold Mines: ingots on tiles, ingots held, and while gold is shared the seat picking and where it may take from. */
  gold: { ingots: { x: number; y: number; count: number }[]; held: number[]; picker: number | null; options: { x: number; y: number }[] } | null;
  /** Carcassonne Star Wars: colours, factions, big meeples in supply, planet targets, battles; null otherwise. */
  sw: SwView | null;
  log: ScoreItem[];
  finished: boolean;
  /** Seats with the best score once finished, else empty. */
  winners: number[];
}

/** Seats holding the best score (shared wins possible). */
export function bestSeats(scores: readonly number[]): number[] {
  const best = Math.max(...scores);
  return scores.flatMap((v, i) => (v === best ? [i] : []));
}

export function carcView(s: CarcState, seat: number | null, toAct: number[]): CarcView {
  const board = [];
  for (let i = 0; i < s.tiles.length / 4; i++)
    board.push({ x: s.tiles[4 * i]!, y: s.tiles[4 * i + 1]!, tile: placedKind(s, i).id, rotation: s.tiles[4 * i + 3]! });
  const meeples: CarcView["meeples"] = [];
  const bigShown = new Set<number>();
  for (let m = 0; m < s.meeples.length; m += 2) {
    const seat = s.meeples[m]!, seg = s.meeples[m + 1]!, i = seg >> 3;
    const big = s.sw !== null && s.sw.big[seat] === seg && !bigShown.has(seat);
    if (big) bigShown.add(seat);
    meeples.push({ seat, x: s.tiles[4 * i]!, y: s.tiles[4 * i + 1]!, feature: placedKind(s, i).features[seg & 7]!.id, ...(big ? { big: true as const } : {}) });
  }
  const hidden: number[] = s.bag.slice();
  if (s.hands) s.hands.forEach((h, owner) => { if (owner !== seat) hidden.push(...h); });
  const unseen: Record<string, number> = {};
  for (const k of TILE_KINDS) {
    const n = hidden.filter((h) => h === k.index).length;
    if (n > 0) unseen[k.id] = n;
  }
  const g = s.gold;
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
    scores: s.scores.slice(),
    tilesLeft: s.bag.length,
    unseen,
    discarded: s.discarded.map((k) => tileKind(k).id),
    meepleTargets: seat !== null && toAct.includes(seat) ? meepleTargets(s) : [],
    gold: g
      ? {
          ingots: g.onTile.flatMap((count, i) => (count > 0 ? [{ x: s.tiles[4 * i]!, y: s.tiles[4 * i + 1]!, count }] : [])),
          held: g.held.slice(),
          picker: s.phase === "takeGold" ? g.picker : null,
          options: s.phase === "takeGold" ? (g.claims?.[g.picker] ?? []).filter((i) => g.onTile[i]! > 0).map((i) => ({ x: s.tiles[4 * i]!, y: s.tiles[4 * i + 1]! })) : [],
        }
      : null,
    sw: s.sw ? swView(s, seat !== null && toAct.includes(seat)) : null,
    log: s.log.slice(),
    finished: s.phase === "over",
    winners: s.phase === "over" ? bestSeats(s.scores) : [],
  };
}
