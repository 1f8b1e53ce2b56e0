/**
 * Star Wars' part of the board evaluation: the board engine's expected worth (carcassonne/bot-eval.ts)
 * with two of its own terms. A held planet with empty cells around it can still be attacked (000_… §"Planetele" 2:
 * a meeple may land on an occupied planet next to the tile just placed), so it is worth less the fewer dice its
 * holder would roll in the battle (dice.ts `diceFor`: 1 per small meeple, 2 for the big one, +1 for its own
 * faction's symbol, at most 3). The big meeple still in the supply is worth a little more than a small one (its
 * two dice win battles, 000_… §"Bătălie").
 */
import { BASELINE_TERMS, evaluateBoard, tilesLeft, type EvalTerms } from "../bot-eval.ts";
import { sideOf } from "../scoring.ts";
import { centerComplete } from "../features.ts";
import { placedKey, placedKind } from "../board.ts";
import type { CarcState } from "../state.ts";
import { K_CENTER } from "../tile-kinds.ts";
import { diceFor, MAX_DICE } from "./dice.ts";
import { swOf } from "./sw-state.ts";

/** Chance the holder keeps an open planet, by the dice it would defend with (1, 2, 3). */
const KEEP_BY_DICE = [0.7, 0.7, 0.82, 0.92];

/** The dice the holding side of `root` would roll (its meeples there and its faction's symbol on the planet). */
function defenderDice(s: CarcState, root: number): number {
  const sw = swOf(s);
  let holder = -1,
    small = 0,
    big = 0;
  for (let m = 0; m < s.meeples.length; m += 2) {
    if (s.root[s.meeples[m + 1]!] !== root) continue;
    const seat = s.meeples[m]!;
    if (holder < 0) holder = seat;
    if (sideOf(s, seat) !== sideOf(s, holder)) continue;
    if (sw.big[seat] === s.meeples[m + 1]) big++;
    else small++;
  }
  if (holder < 0) return MAX_DICE;
  const symbol = placedKind(s, root >> 3).features[root & 7]!.faction === sw.factions[holder];
  return diceFor(small, big, symbol);
}

function planetRisk(s: CarcState, root: number, kind: number, worth: number): number {
  if (kind !== K_CENTER || centerComplete(s, placedKey(s, root >> 3))) return worth;
  return worth * KEEP_BY_DICE[defenderDice(s, root)]!;
}

/** Expected final points per seat in Carcassonne Star Wars (GameBots.evaluate), with the baseline's or the search's terms. */
export function evaluateStarWars(s: CarcState, terms: EvalTerms = BASELINE_TERMS): number[] {
  const values = evaluateBoard(s, terms, planetRisk);
  if (s.phase === "over") return values;
  const left = tilesLeft(s),
    sw = swOf(s);
  for (let p = 0; p < s.players; p++) if (sw.big[p] === -1 && left >= s.players) values[p] = values[p]! + 1;
  return values;
}
