/**
 * How likely an open feature is to be finished, in two models sharing one shape (`Completion`): the
 * simple one of the greedy baseline (a chance falling with each open end and with the turns left) and the search
 * levels' one, read from the tiles still to come. A road or city is finished only when a tile closes it at every
 * open position (the empty cell beside each unmatched edge end): a tile fits a cell when every touching edge
 * matches (001_… §1 "Atașarea unui cartonaș", "la toate laturile" — the engine's own fit tables, tile-kinds.ts
 * `fitMask`, decide), and it closes the feature there when its piece on that edge runs to no other empty side.
 * A cell no remaining tile fits can never be filled: the feature stays open to the end and its meeples stay with
 * it (001_…: "după evaluare, înapoiază toți meepleșii … în rezerva proprietarilor" — a meeple returns only when
 * its feature is scored). A monastery's empty neighbour that no tile fits stays empty, so it is never completed
 * (rules digest: "monastery — all 8 surrounding cells filled"). The road/city constants were fitted (Brier score)
 * to which features were finished in greedy self-play; the monastery numbers stay as first set, since a fitted set
 * played worse in the arena (docs/bots.md). Pure: what the state holds, no randomness.
 */
import { placedKey, rotationsAt } from "./board.ts";
import { openEnds, orientationOf } from "./features.ts";
import { scoringTiles } from "./scoring.ts";
import { cellsOf, RING_OFFSETS, stepKey, type CarcState } from "./state.ts";
import { SIG_EMPTY, SIG_NONE, sigSide, tileKind, type TileKind } from "./tile-kinds.ts";

/** A completion model bound to one state: chances for its features, `left` tiles still to place. */
export interface Completion {
  /** Chance that the open road or city `root` gets finished. */
  route(root: number): number;
  /** Per missing neighbour of the monastery `root`: the chance it is filled by the end. */
  centerFills(root: number): number[];
}

/** Chance that a road or city with `open` unmatched edge ends gets finished with `left` tiles to come. */
export function completionChance(open: number, left: number, players: number): number {
  if (open === 0) return 1;
  const turnsLeft = left / players;
  return Math.pow(0.72, open) * Math.min(1, turnsLeft / (open + 1));
}

/** Chance an empty neighbour of a monastery gets a tile, by the tiles left (the simple model's, for every cell). */
function neighbourFill(left: number, players: number): number {
  return Math.min(0.9, left / (3 * players + 20));
}

/** The greedy baseline's model: open ends and turns left only. */
export function simpleCompletion(s: CarcState, left: number): Completion {
  return {
    route: (root) => completionChance(openEnds(s, root), left, s.players),
    centerFills: (root) => new Array<number>(9 - scoringTiles(s, root).length).fill(neighbourFill(left, s.players)),
  };
}

/** Share of a fitting tile that does not close a cell still counted as progress (it extends the feature). */
const EXTEND = 0.3;
/** Share of the holder's turns that go to finishing one feature (the rest serve other plans). */
const USE = 0.4;
/** Per open cell, the chance the feature is not blocked there later by tiles around it. */
const KEEP = 0.85;
/**
 * How a centre feature's empty neighbours fill: at most `max`, falling as the tiles left per seat drop below
 * `span`; a neighbour that tiles touch by its fitting tiles over `draws` of the tiles left. MONASTERY_FILL keeps the
 * simple model's numbers (a fit to self-play played worse); a game whose centres are its main feature may pass
 * its own numbers (its bots.ts).
 */
export interface CenterFill {
  max: number;
  span: number;
  draws: number;
}
export const MONASTERY_FILL: CenterFill = { max: 0.9, span: 20, draws: 0.5 };

/** Per kind: bits of the rotations that fit a cell signature and close the feature entering from side d; 255 = unknown. */
const closeTables: (Uint8Array | undefined)[] = [];

/** Rotations of `kind` that fit signature `sig` with their piece on side `d` reaching no other empty side. */
function closeMask(kind: TileKind, sig: number, d: number): number {
  let t = closeTables[kind.index];
  if (!t) closeTables[kind.index] = t = new Uint8Array(4 * (SIG_NONE + 1)).fill(255);
  const at = 4 * sig + d;
  if (t[at] !== 255) return t[at]!;
  let mask = 0;
  for (let r = 0; r < 4; r++) {
    if (!kind.fits[r]![sig]) continue;
    const ef = kind.rot[r]!.edgeFeature,
      f = ef[d]!;
    let closes = f >= 0;
    for (let e = 0; e < 4 && closes; e++) if (e !== d && ef[e] === f && sigSide(sig, e) === SIG_EMPTY) closes = false;
    if (closes) mask |= 1 << r;
  }
  t[at] = mask;
  return mask;
}

/** Scratch per kind index: tiles counted (reset after each count). */
let kindCount = new Int32Array(256);

/** The tiles still to place, by kind: the bag, every hand, and a drawn tile not placed yet. */
function remainingKinds(s: CarcState): { kinds: TileKind[]; counts: number[]; total: number } {
  const seen: number[] = [];
  const add = (k: number): void => {
    if (k >= kindCount.length) {
      const c = new Int32Array(2 * k + 2);
      c.set(kindCount);
      kindCount = c;
    }
    if (kindCount[k]!++ === 0) seen.push(k);
  };
  for (const k of s.bag) add(k);
  if (s.hands) for (const h of s.hands) for (const k of h) add(k);
  else if (s.phase === "place" && s.current >= 0) add(s.current);
  const kinds: TileKind[] = [],
    counts: number[] = [];
  let total = 0;
  for (const k of seen) {
    kinds.push(tileKind(k));
    counts.push(kindCount[k]!);
    total += kindCount[k]!;
    kindCount[k] = 0;
  }
  return { kinds, counts, total };
}

/** The search levels' model: each open cell judged by the remaining tiles that fit it and that close it. */
export function tileCompletion(s: CarcState, fill: CenterFill = MONASTERY_FILL): Completion {
  const { kinds, counts, total } = remainingKinds(s);
  const fitMemo = new Map<number, number>(),
    closeMemo = new Map<number, number>(),
    routeMemo = new Map<number, number>();
  const cells = cellsOf(s);
  // kinds with a placement veto fit a cell by the board round it, not by its signature alone
  const vetoed: number[] = [];
  for (let k = 0; k < kinds.length; k++) if (kinds[k]!.allowed) vetoed.push(k);
  const sigAt = (key: number): number => {
    const f = s.frontier.indexOf(key);
    return f < 0 ? -1 : s.frontierSig[f]!;
  };
  const fitCount = (sig: number, key: number): number => {
    let n = fitMemo.get(sig);
    if (n === undefined) {
      n = 0;
      for (let k = 0; k < kinds.length; k++) if (!kinds[k]!.allowed && kinds[k]!.fitMask[sig]) n += counts[k]!;
      fitMemo.set(sig, n);
    }
    if (vetoed.length === 0) return n;
    const f = s.frontier.indexOf(key);
    for (const k of vetoed) if (rotationsAt(s, kinds[k]!, f)) n += counts[k]!;
    return n;
  };
  const closeCount = (sig: number, d: number, key: number): number => {
    let n = closeMemo.get(4 * sig + d);
    if (n === undefined) {
      n = 0;
      for (let k = 0; k < kinds.length; k++) if (!kinds[k]!.allowed && closeMask(kinds[k]!, sig, d)) n += counts[k]!;
      closeMemo.set(4 * sig + d, n);
    }
    if (vetoed.length === 0) return n;
    const f = s.frontier.indexOf(key);
    for (const k of vetoed) if (closeMask(kinds[k]!, sig, d) & rotationsAt(s, kinds[k]!, f)) n += counts[k]!;
    return n;
  };
  const turns = total / s.players;
  const routeChance = (root: number): number => {
    if (total === 0) return 0;
    const seen: number[] = [];
    let p = 1;
    let m = root;
    do {
      const i = m >> 3,
        f = m & 7,
        ef = orientationOf(s, i).edgeFeature,
        key = placedKey(s, i);
      for (let d = 0; d < 4; d++) {
        if (ef[d] !== f) continue;
        const n = stepKey(key, d);
        if (cells.has(n) || seen.includes(n)) continue;
        seen.push(n);
        const sig = sigAt(n);
        const fit = sig < 0 ? 0 : fitCount(sig, n);
        if (fit === 0) return 0;
        const close = closeCount(sig, (d + 2) % 4, n);
        const q = (close + EXTEND * (fit - close)) / total;
        p *= KEEP * (1 - Math.pow(1 - q, USE * turns));
      }
      m = s.link[m]!;
    } while (m !== root);
    return p * Math.min(1, turns / seen.length);
  };
  return {
    route(root) {
      let p = routeMemo.get(root);
      if (p === undefined) routeMemo.set(root, (p = routeChance(root)));
      return p;
    },
    centerFills(root) {
      const key = placedKey(s, root >> 3),
        base = Math.min(fill.max, total / (3 * s.players + fill.span)),
        out: number[] = [];
      for (const o of RING_OFFSETS) {
        const n = key + o;
        if (cells.has(n)) continue;
        const sig = sigAt(n);
        // a cell no tile touches yet is judged by the simple model; one that touches tiles by those that fit it
        out.push(sig < 0 ? base : base * (1 - Math.pow(1 - fitCount(sig, n) / Math.max(1, total), fill.draws * total)));
      }
      return out;
    },
  };
}
