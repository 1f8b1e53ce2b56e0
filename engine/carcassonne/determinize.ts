/**
 * Determinization for the board engine's bots (engine/core/bot.ts `GameBots.determinize`): from one
 * seat's view, a full CarcState that agrees with everything the view shows — its view for that seat and its legal
 * actions are the original's — with the hidden parts drawn from what the seat could count. Hidden are only the
 * bag's contents and order, other seats' hands (hand of three) and the PRNG (future draws and dice); the view's
 * `unseen` counts bag plus other hands, so other hands are drawn from it at their public sizes and the rest is the
 * bag, shuffled. The state's PRNG is seeded from the given rng, so every determinization draws differently.
 *
 * Why a rebuild and not a replay: replaying the log through the engine with a forced deck would need, with a hand
 * of three, every seat's hand at every past turn (never shown: draws are records without the tile), and the order
 * of draws, discards and returns reconstructed exactly before a single action could be applied. The rebuild puts
 * the view's tiles down in placement order with the engine's own `putTile` and `addTileFeatures` (the same calls,
 * in the same order, as setup and every placement: board-rules.ts), so frontier, roots, links and tallies come out
 * exactly as the engine built them; everything else the view states outright (meeples, supply, scores, phase,
 * tile, discards, module slices) or implies (turn, turns, the placed tile's index).
 * Each rule module rebuilds its own slice (`StateSlice.fromView`), so this file names no expansion; the game the view
 * belongs to must be loaded (its GameModule imported: the bots' registry does), as `activeRules` finds it by id.
 * The public part is built once per view object and copied for every determinization (search asks many times).
 * The log is the view's: the two bookkeeping records views leave out (`tileDrawn`, `meeplesReturned`) nothing in the
 * rules reads back, so the rebuilt log holds every record a player reads and no others.
 */
import { nextInt, nextUint32, seedRng, type RngState } from "../core/prng.ts";
import { cellAt, putTile } from "./board.ts";
import { activeRules } from "./board-game.ts";
import { scratch } from "./board-rules.ts";
import { addTileFeatures, reserveSegments } from "./features.ts";
import type { PlacedMeeple } from "./rule-module.ts";
import { appendLog, posKey, type CarcState } from "./state.ts";
import { tileKindById, TILE_KINDS, type TileKind } from "./tile-kinds.ts";
import { orderBag } from "./tile-supply.ts";
import { CORE_PHASES } from "./view.ts";
import type { CarcView } from "./views.ts";

function kindOf(id: string): TileKind {
  const k = tileKindById(id);
  if (!k) throw new Error(`unknown tile id ${id}`);
  return k;
}

/** Takes one uniformly random entry out of `pool` (order of the rest changes). */
function takeRandom(pool: number[], rng: RngState): number {
  const i = nextInt(rng, pool.length);
  const k = pool[i]!;
  pool[i] = pool[pool.length - 1]!;
  pool.pop();
  return k;
}

/** Fisher–Yates, in place. */
function shuffle(a: number[], rng: RngState): void {
  for (let i = a.length - 1; i > 0; i--) {
    const j = nextInt(rng, i + 1);
    const t = a[i]!;
    a[i] = a[j]!;
    a[j] = t;
  }
}

/** Every tile kind the viewer has not seen, one entry per tile, in kind order (independent of the view's key order). */
function unseenPool(view: CarcView): number[] {
  const pool: number[] = [];
  for (const id of Object.keys(view.unseen)) kindOf(id);
  for (const k of TILE_KINDS) for (let n = view.unseen[k.id] ?? 0; n > 0; n--) pool.push(k.index);
  return pool;
}

/** Seat of the newest `tilePlaced` record (the seat whose turn it is, or was), -1 when none. */
function lastPlacer(view: CarcView): number {
  for (let r = view.log.length - 1; r >= 0; r--) {
    const rec = view.log[r]!;
    if (rec.key === "tilePlaced") return rec.args.seat;
  }
  return -1;
}

/**
 * Whose turn it is. While a turn runs, its seat acts (place, meeple, the second ingot) or placed the newest tile
 * (others pick gold); once over, `endTurn` had passed the turn on from the last placer (with a hand of three every
 * empty hand is skipped, a full round: the same seat).
 */
function turnOf(view: CarcView): number {
  if (view.phase === "takeGold" || view.phase === "over") {
    const placer = lastPlacer(view);
    if (placer < 0) throw new Error(`view in ${view.phase} has no placed tile in its log`);
    return view.phase === "over" ? (placer + 1) % view.players : placer;
  }
  const seat = view.toAct[0];
  if (seat === undefined) throw new Error(`view in ${view.phase} names no seat to act`);
  return seat;
}

/**
 * Everything but the hidden parts, rebuilt from the view: bag, other hands and PRNG are left empty for
 * `determinizeBoard` to draw. Throws on a view no game makes.
 */
function publicState(view: CarcView): CarcState {
  const players = view.players;
  if (view.board.length === 0) throw new Error("view has no board");
  const inTurn = view.phase !== "place" && view.phase !== "over";
  const s: CarcState = {
    game: view.game,
    options: view.options,
    players,
    teams: view.teams ? view.teams.slice() : null,
    rng: [0, 0, 0, 0],
    bag: [],
    forcedDeck: false,
    tiles: [],
    frontier: [],
    frontierSig: [],
    root: [],
    link: [],
    tally: [],
    meeples: [],
    supply: view.supply.slice(),
    scores: view.scores.slice(),
    log: [],
    turn: -1,
    phase: view.phase,
    current: view.tile === null ? -1 : kindOf(view.tile).index,
    hands: null,
    last: inTurn ? view.board.length - 1 : -1,
    discarded: view.discarded.map((id) => kindOf(id).index),
    ext: {},
    // one `endTurn` per placed tile after the start tile, but not yet for the turn still running
    turns: view.board.length - 1 - (inTurn ? 1 : 0),
  };
  const rules = activeRules(s); // throws on an unknown game
  if (!(CORE_PHASES as readonly string[]).includes(s.phase) && !rules.phases.has(s.phase)) throw new Error(`unknown phase ${s.phase}`);
  s.turn = turnOf(view);
  if (s.supply.length !== players || s.scores.length !== players) throw new Error("view's supply or scores do not match the players");
  // a feature slot for every tile of the game, as setup reserves them (features.ts `reserveSegments`): the
  // tiles placed, discarded, drawn, in the seat's hand and not yet seen
  const unseenCount = Object.values(view.unseen).reduce((n, c) => n + c, 0);
  reserveSegments(s, view.board.length + view.discarded.length + (view.tile === null ? 0 : 1) + (view.hand?.length ?? 0) + unseenCount);
  // the board, placed in order exactly as the engine placed it (setup: the start tile at the origin)
  for (const t of view.board) {
    const kind = kindOf(t.tile),
      key = posKey(t.x, t.y);
    if (cellAt(s, key) >= 0) throw new Error(`view places two tiles at ${t.x},${t.y}`);
    addTileFeatures(s, kind, putTile(s, kind, key, t.x, t.y, t.rotation), key);
  }
  // meeples in the view's order, which is the state's
  const placed: PlacedMeeple[] = view.meeples.map((m) => {
    const i = cellAt(s, posKey(m.x, m.y));
    const f = i < 0 ? -1 : kindOf(view.board[i]!.tile).features.findIndex((g) => g.id === m.feature);
    if (f < 0) throw new Error(`view's meeple stands on no feature ${m.feature} at ${m.x},${m.y}`);
    s.meeples.push(m.seat, 8 * i + f);
    return { seat: m.seat, seg: 8 * i + f, big: m.big === true };
  });
  for (const r of view.log) appendLog(s, r);
  if (view.handSizes) {
    if (view.handSizes.length !== players) throw new Error("view's hand sizes do not match the players");
    s.hands = view.handSizes.map(() => []);
    if (view.seat !== null) {
      if (!view.hand || view.hand.length !== view.handSizes[view.seat]) throw new Error("view's own hand does not match its size");
      s.hands[view.seat] = view.hand.map((id) => kindOf(id).index);
    }
  }
  const hidden = view.tilesLeft + (view.handSizes?.reduce((n, h, seat) => n + (seat === view.seat ? 0 : h), 0) ?? 0);
  const unseen = unseenPool(view).length;
  if (unseen !== hidden) throw new Error(`view's ${unseen} unseen tiles are not its ${view.tilesLeft} tiles left and other hands`);
  // each module rebuilds its own slice (rule-module.ts `StateSlice.fromView`)
  for (const slice of rules.slices) slice.fromView(s, view as unknown as Readonly<Record<string, unknown>>, placed);
  return s;
}

/**
 * The public part per view object, built once: search determinizes one view many times, and each time needs only
 * a copy of it and fresh hidden parts. A view patched in place since (a client's) has another stamp: every action
 * changes its log, board, meeples, phase, seat to act, tile or tiles left (the stamp's parts).
 */
const built = new WeakMap<object, { stamp: string; base: CarcState }>();

function stampOf(v: CarcView): string {
  return `${v.log.length}|${v.board.length}|${v.meeples.length}|${v.tilesLeft}|${v.phase}|${v.toAct.join()}|${v.tile}|${v.hand?.join()}`;
}

/**
 * A full state agreeing with `view` for its seat: the public part rebuilt (`publicState`), then the hidden parts
 * drawn with `rng` (advanced): the state's own PRNG seed, other seats' hands, the bag's order. Throws on a view no
 * game makes.
 */
export function determinizeBoard(view: CarcView, rng: RngState): CarcState {
  const stamp = stampOf(view);
  let memo = built.get(view);
  if (!memo || memo.stamp !== stamp) {
    memo = { stamp, base: publicState(view) };
    built.set(view, memo);
  }
  const base = memo.base;
  const s = scratch(base);
  s.rng = seedRng(`determinize:${nextUint32(rng).toString(16)}:${nextUint32(rng).toString(16)}`);
  const pool = unseenPool(view);
  if (s.hands) {
    const sizes = view.handSizes!;
    s.hands = s.hands.map((h, seat) => (seat === view.seat ? h : Array.from({ length: sizes[seat]! }, () => takeRandom(pool, rng))));
  }
  shuffle(pool, rng);
  s.bag = pool;
  orderBag(s);
  return s;
}
