/**
 * How good a board position looks for each seat, on the score scale: the scores now, plus the expected
 * worth of every open feature for the seats holding its majority, plus what meeples still in the supply are worth,
 * plus each rule module's own part (declared beside the module with `defineModuleWorth`). Progress-aware: the
 * fewer tiles left, the less likely an open road, city or monastery is to be finished and the less a meeple in
 * hand can still earn. Values come from the rules' own scoring code (scoring.ts `featureValue` and `majority`),
 * never a second copy of the score tables. One evaluation, two sets of terms (`EvalTerms`): the greedy baseline's
 * simple one (completion by open ends, JCloisterZone-like) and the search levels' (completion read from the tiles
 * still to come, bot-completion.ts, and meeples counted back into the supply as their features are likely to close).
 */
import { activeRules } from "./board-game.ts";
import { simpleCompletion, tileCompletion, type Completion } from "./bot-completion.ts";
import { featureCities, featureKind, meeplesIn, openEnds } from "./features.ts";
import { featureValue, holdersIn, majority, occupiedRoots, sideOf } from "./scoring.ts";
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

/** Which terms an evaluation uses: how completion is judged, and whether likely returns count as supply. */
export interface EvalTerms {
  completion: (s: CarcState, left: number) => Completion;
  /** Share of a meeple's chance to come back (its feature finished) counted as a meeple in the supply. */
  returns: number;
  /** Share of a farm's worth its holders are credited with, by tiles left: others may still join a farm early on. */
  farmKeep?: (left: number, players: number) => number;
}

/** The greedy baseline's terms (and easy's). */
export const BASELINE_TERMS: EvalTerms = { completion: simpleCompletion, returns: 0 };
/** The search levels' terms. */
export const SEARCH_TERMS: EvalTerms = {
  completion: (s) => tileCompletion(s),
  returns: 0.5,
  farmKeep: (left, players) => 1 - Math.min(0.45, left / players / 80),
};

/** Expected points of an open (or, for farms, end-scored) feature for each of its majority holders. */
export function featureWorth(s: CarcState, root: number, chance: Completion): number {
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
      expected += FARM_CITY * (openEnds(s, c) === 0 ? 1 : chance.route(c));
    }
    return expected;
  }
  const table = activeRules(s).def.scoring[kind]!;
  const atEnd = endScores ? featureValue(s, root, false) : 0;
  if (kind === K_CENTER) {
    // each missing neighbour is filled with a chance that falls as the bag empties
    const fills = chance.centerFills(root);
    let more = 0,
      full = 1;
    for (const f of fills) {
      more += f;
      full *= f;
    }
    const grown = endScores ? atEnd + more * table.finalTile : 0;
    return full * featureValue(s, root, true) + (1 - full) * grown;
  }
  const p = chance.route(root);
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
export type ModuleWorth = (s: CarcState, values: number[], left: number, chance: Completion) => void;
const MODULE_WORTH = new Map<string, ModuleWorth>();

/** Declares a rule module's part of the evaluation (its bot-eval.ts calls it once at load). */
export function defineModuleWorth(moduleId: string, worth: ModuleWorth): void {
  MODULE_WORTH.set(moduleId, worth);
}

/** Expected final points per seat (GameBots.evaluate of every game on the board engine). */
export function evaluateBoard(s: CarcState, terms: EvalTerms = BASELINE_TERMS, adjust?: WorthAdjust): number[] {
  const values = s.scores.slice();
  if (s.phase === "over") return values;
  const left = tilesLeft(s);
  const chance = terms.completion(s, left);
  const supply = s.supply.slice();
  for (const root of occupiedRoots(s)) {
    const kind = featureKind(s, root);
    let worth = featureWorth(s, root, chance);
    if (kind === K_OPEN && terms.farmKeep) worth *= terms.farmKeep(left, s.players);
    if (adjust) worth = adjust(s, root, kind, worth);
    const inside = meeplesIn(s, root);
    for (const h of majority(holdersIn(s, root), s).seats) credit(s, values, h, worth);
    if (terms.returns > 0 && kind !== K_OPEN) {
      // a meeple comes back when its feature is finished: stuck for good in one that cannot be
      const back = terms.returns * (kind === K_CENTER ? product(chance.centerFills(root)) : chance.route(root));
      for (const seat of inside) supply[seat] = supply[seat]! + back;
    }
  }
  for (let p = 0; p < s.players; p++) values[p] = values[p]! + supplyWorth(supply[p]!, left, s.players);
  for (const m of activeRules(s).modules) MODULE_WORTH.get(m.id)?.(s, values, left, chance);
  return values;
}

function product(xs: readonly number[]): number {
  let p = 1;
  for (const x of xs) p *= x;
  return p;
}
