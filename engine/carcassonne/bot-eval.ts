/**
 * How good a board position looks for each seat (issue 15), on the score scale: the scores now, plus the expected
 * worth of every open feature for the seats holding its majority, plus what meeples still in the supply are worth,
 * plus each rule module's own part (declared beside the module with `defineModuleWorth`). Progress-aware: the
 * fewer tiles left, the less likely an open road, city or monastery is to be finished and the less a meeple in
 * hand can still earn. Values come from the rules' own scoring code (scoring.ts `featureValue` and `majority`),
 * never a second copy of the score tables. The leaf value of search and the greedy baseline's measure.
 */
import { activeRules } from "./board-game.ts";
import { featureCities, featureKind, meeplesIn, openEnds } from "./features.ts";
import { featureValue, majority, occupiedRoots, scoringTiles, sideOf } from "./scoring.ts";
import type { CarcState } from "./state.ts";
import { K_CENTER, K_ENCLOSURE, K_OPEN } from "./tile-kinds.ts";

/** Points a field's farmers get per completed city it borders (farmers.ts; rules digest §1). */
const FARM_CITY = 3;

/** A game's own adjustment of an open feature's expected worth (e.g. features open to attack). */
export type WorthAdjust = (s: CarcState, root: number, kind: number, worth: number) => number;

/** Tiles still to be placed: the bag plus every hand (hand of three). */
export function tilesLeft(s: CarcState): number {
  let n = s.bag.length;
  if (s.hands) for (const h of s.hands) n += h.length;
  return n;
}

/** Chance that a road or city with `open` unmatched edge ends gets finished with `left` tiles to come. */
export function completionChance(open: number, left: number, players: number): number {
  if (open === 0) return 1;
  const turnsLeft = left / players;
  return Math.pow(0.72, open) * Math.min(1, turnsLeft / (open + 1));
}

/** Expected points of an open (or, for farms, end-scored) feature for each of its majority holders. */
export function featureWorth(s: CarcState, root: number, left: number): number {
  const kind = featureKind(s, root);
  const endScores = !s.options.incompleteScoreNothing;
  if (kind === K_OPEN) {
    if (!s.options.farmers) return 0;
    // farmers.ts: 3 per completed city the field borders (each city once); a city still open counts 3 times
    // its chance of being finished
    let expected = 0;
    const seen: number[] = [];
    for (const seg of featureCities(s, root)) {
      const c = s.root[seg]!;
      if (seen.includes(c) || featureKind(s, c) !== K_ENCLOSURE) continue;
      seen.push(c);
      expected += FARM_CITY * completionChance(openEnds(s, c), left, s.players);
    }
    return expected;
  }
  const table = activeRules(s).def.scoring[kind]!;
  const atEnd = endScores ? featureValue(s, root, false) : 0;
  if (kind === K_CENTER) {
    const have = scoringTiles(s, root).length;
    // each missing neighbour is filled with a chance that falls as the bag empties
    const fill = Math.min(0.9, left / (3 * s.players + 20));
    const more = (9 - have) * fill;
    const full = Math.pow(fill, 9 - have);
    const grown = endScores ? atEnd + more * table.finalTile : 0;
    return full * featureValue(s, root, true) + (1 - full) * grown;
  }
  const p = completionChance(openEnds(s, root), left, s.players);
  return p * featureValue(s, root, true) + (1 - p) * atEnd;
}

/** What a meeple in the supply is still worth: more early, nothing once the seat has no turns left. */
export function supplyWorth(supply: number, left: number, players: number): number {
  const turns = left / players;
  const useful = Math.min(supply, Math.ceil(turns / 2));
  return useful * Math.min(2.5, turns / 4);
}

/** Adds `points` to the seat `holder` and (team variant) to every partner. */
function credit(s: CarcState, values: number[], holder: number, points: number): void {
  for (let p = 0; p < s.players; p++) if (sideOf(s, p) === sideOf(s, holder)) values[p] = values[p]! + points;
}

/**
 * A rule module's own part of the evaluation (its slice's expected worth per seat, added to `values`), declared
 * beside the module (its bot-eval.ts) and looked up by module id, so this core file names no module.
 */
export type ModuleWorth = (s: CarcState, values: number[], left: number) => void;
const MODULE_WORTH = new Map<string, ModuleWorth>();

/** Declares a rule module's part of the evaluation (its bot-eval.ts calls it once at load). */
export function defineModuleWorth(moduleId: string, worth: ModuleWorth): void {
  MODULE_WORTH.set(moduleId, worth);
}

/** Expected final points per seat (GameBots.evaluate of every game on the board engine). */
export function evaluateBoard(s: CarcState, adjust?: WorthAdjust): number[] {
  const values = s.scores.slice();
  if (s.phase === "over") return values;
  const left = tilesLeft(s);
  for (const root of occupiedRoots(s)) {
    let worth = featureWorth(s, root, left);
    if (adjust) worth = adjust(s, root, featureKind(s, root), worth);
    for (const h of majority(meeplesIn(s, root), s).seats) credit(s, values, h, worth);
  }
  for (let p = 0; p < s.players; p++) values[p] = values[p]! + supplyWorth(s.supply[p]!, left, s.players);
  for (const m of activeRules(s).modules) MODULE_WORTH.get(m.id)?.(s, values, left);
  return values;
}
