/**
 * Drawing tiles. Normal play: at the start of a turn the active player draws one tile; a tile that fits nowhere
 * is removed from the game and another drawn (001_… §1 and §"Rezumat"); no tile left ends the game (§"Sfârșitul
 * jocului"). House rule "hand of three" (001_… §"Reguli ale casei": "Jucați cu o mână de trei cartonașe … apoi trage
 * până la trei cartonașe"): each seat holds up to three private tiles, plays one, then draws back up to three;
 * a hand tile that fits nowhere is discarded and replaced at the start of its owner's turn; seats with an empty
 * hand are skipped once the bag is empty, and the game ends when every hand is empty.
 * A game may instead put a tile that fits nowhere back into the stack and draw another (its BoardGameDef
 * `unplaceable: "return"`: 000_… §"Rezumat" 1, 003_… §"Podsumowanie": "nalezy ja wmiesza¢ do stosu i
 * dobrac inna"), and so may a Carcassonne match with the house rule `returnUnplaceable` (001_… §"Reguli ale
 * casei"); the game then ends when no tile left in the stack fits (§"Sfârșitul jocului").
 * Draws use the match's PRNG at the moment of drawing; a forced deck (tests, replays) is drawn in order, and a
 * returned tile goes to its bottom. Draw groups (a module's `drawOrder`): the bag is kept sorted by rank with the
 * group drawn first at its end, each draw is uniform within the last group, and a returned tile rejoins its group.
 */
import { nextInt } from "../core/prng.ts";
import type { TurnContext } from "./rule-module.ts";
import { canPlace } from "./board.ts";
import { activeRules } from "./board-game.ts";
import { emit } from "./rule-module.ts";
import type { CarcState } from "./state.ts";
import { tileKind } from "./tile-kinds.ts";

export const HAND_SIZE = 3;

/** Sorts a freshly filled bag by draw rank, the group drawn first at its end (no-op without groups or when forced). */
export function orderBag(s: CarcState): void {
  const rank = activeRules(s).drawRank;
  if (rank && !s.forcedDeck) s.bag.sort((a, b) => rank(b) - rank(a));
}

/** Takes one tile kind from the bag (a module may draw first), or -1 when it is empty. */
export function drawFromBag(s: CarcState): number {
  const n = s.bag.length;
  if (n === 0) return -1;
  const rules = activeRules(s);
  for (const m of rules.hooks.drawTile) {
    const k = m.drawTile!(s);
    if (k >= 0) return k;
  }
  if (s.forcedDeck) return s.bag.pop()!;
  let from = 0;
  const rank = rules.drawRank;
  if (rank) {
    // the group drawn now starts where its rank does; when the bag's first tile has that rank, the whole bag is it
    const r = rank(s.bag[n - 1]!);
    if (rank(s.bag[0]!) !== r) for (from = n - 1; from > 0 && rank(s.bag[from - 1]!) === r; ) from--;
  }
  const i = from + nextInt(s.rng, n - from);
  const k = s.bag[i]!;
  s.bag[i] = s.bag[n - 1]!;
  s.bag.pop();
  return k;
}

function discard(t: TurnContext, kind: number): void {
  t.s.discarded.push(kind);
  emit(t, { key: "tileDiscarded", args: { tile: tileKind(kind).id } });
}

/** Fills a seat's hand up to three tiles (hand-of-three only). */
export function refillHand(t: TurnContext, seat: number): void {
  const hand = t.s.hands![seat]!;
  while (hand.length < HAND_SIZE) {
    const k = drawFromBag(t.s);
    if (k < 0) return;
    hand.push(k);
    emit(t, { key: "tileDrawn", args: { seat } });
  }
}

/** Whether a tile that fits nowhere goes back into the bag: the game's rule, or the house rule of 001_…
 *  §"Reguli ale casei" ("cartonașele care nu pot fi plasate pot fi puse înapoi în sac"), a match option. */
function returnsUnplaceable(s: CarcState): boolean {
  return activeRules(s).def.unplaceable === "return" || s.options.returnUnplaceable === true;
}

/** Sets a tile that fits nowhere aside (to go back into the bag once the turn's tile is settled) or discards it. */
function putAway(t: TurnContext, kind: number, back: number[] | null): number[] | null {
  if (!returnsUnplaceable(t.s)) {
    discard(t, kind);
    return back;
  }
  emit(t, { key: "tileReturned", args: { tile: tileKind(kind).id } });
  return [...(back ?? []), kind];
}

/** Prepares the active seat's tile(s); moves past empty hands. Returns false when the game is over. Returned tiles
 *  are set aside while drawing again (as good as reshuffling them in and redrawing until another tile comes up),
 *  then put back at the bottom of the bag. */
export function startTurn(t: TurnContext): boolean {
  const s = t.s;
  let back: number[] | null = null;
  const done = (going: boolean): boolean => {
    if (back) returnToBag(s, back);
    return going;
  };
  if (!s.hands) {
    for (;;) {
      const k = drawFromBag(s);
      if (k < 0) {
        s.current = -1;
        return done(false);
      }
      if (canPlace(s, tileKind(k))) {
        s.current = k;
        emit(t, { key: "tileDrawn", args: { seat: s.turn, tile: tileKind(k).id } });
        return done(true);
      }
      back = putAway(t, k, back);
    }
  }
  for (let tries = 0; tries < s.players; tries++) {
    const hand = s.hands[s.turn]!;
    for (let h = 0; h < hand.length; ) {
      if (canPlace(s, tileKind(hand[h]!))) {
        h++;
        continue;
      }
      back = putAway(t, hand.splice(h, 1)[0]!, back);
      refillHand(t, s.turn);
    }
    if (hand.length > 0) return done(true);
    s.turn = (s.turn + 1) % s.players;
  }
  return done(false);
}

/** Puts set-aside tiles back: at the bag's bottom, or with draw groups at the bottom of their own group. */
function returnToBag(s: CarcState, back: readonly number[]): void {
  const rank = activeRules(s).drawRank;
  if (!rank || s.forcedDeck) {
    s.bag.unshift(...back);
    return;
  }
  for (const k of back) {
    const r = rank(k);
    let i = 0;
    while (i < s.bag.length && rank(s.bag[i]!) > r) i++;
    s.bag.splice(i, 0, k);
  }
}

/** End-of-turn bookkeeping for the seat that just played. */
export function endTurnDraw(t: TurnContext, seat: number): void {
  if (t.s.hands) refillHand(t, seat);
}
