/**
 * Carcassonne Star Wars' meeple step (000_… §"Plasarea unui meeple", §"Planetele" 2, §"Rezumat" 2): one meeple,
 * small or the big one, on a free trade route, asteroid field or planet of the tile just placed; or — when the
 * tile just placed is one of the 8 cells around a planet — directly on that planet, "chiar dacă alt meeple este
 * deja acolo" (an attack, fought at step 3). Reinforcing a planet one already holds is allowed too: the text
 * puts no limit on whose meeple may already be there.
 */
import { ruleError, type RuleError } from "../../core/game-module.ts";
import { sizeProblem, sizesAvailable } from "../meeple-sizes.ts";
import type { CarcAction } from "../actions.ts";
import { cellAt, placedKey, placedKind } from "../board.ts";
import { freeFeatures } from "../features.ts";
import { sideOf } from "../scoring.ts";
import type { RuleModule, TurnContext } from "../rule-module.ts";
import { posKey, RING_OFFSETS, type CarcState } from "../state.ts";
import { emit } from "../rule-module.ts";
import { swOf, swSlice } from "./sw-state.ts";

/** Placed indices of planet tiles among the 8 cells around the tile just placed, clockwise from north. */
export function adjacentPlanets(s: CarcState): number[] {
  const out: number[] = [];
  const key = placedKey(s, s.last);
  for (const o of RING_OFFSETS) {
    const n = cellAt(s, key + o);
    if (n >= 0 && placedKind(s, n).hasCenter) out.push(n);
  }
  return out;
}

/** Segment of the planet on placed tile n. */
export function planetSegment(s: CarcState, n: number): number {
  return 8 * n + placedKind(s, n).center;
}

function meepleActions(s: CarcState): CarcAction[] {
  const sizes = sizesAvailable(s, s.turn);
  const out: CarcAction[] = [];
  if (sizes.length === 0) return out;
  for (const feature of freeFeatures(s))
    for (const big of sizes) out.push(big ? { type: "meeple", feature, big } : { type: "meeple", feature });
  for (const n of adjacentPlanets(s)) {
    const x = s.tiles[4 * n]!,
      y = s.tiles[4 * n + 1]!;
    for (const big of sizes) out.push(big ? { type: "planet", x, y, big } : { type: "planet", x, y });
  }
  return out;
}

function placeMeeple(t: TurnContext, seat: number, a: CarcAction): RuleError | null {
  const s = t.s;
  let seg: number, x: number, y: number, feature: string;
  const big = (a.type === "meeple" || a.type === "planet") && "big" in a && a.big === true;
  if (a.type === "meeple") {
    const f = placedKind(s, s.last).features.findIndex((g) => g.id === a.feature);
    if (f < 0) return ruleError("unknown-feature", `The tile just placed has no feature ${a.feature}.`, { feature: a.feature });
    const size = sizeProblem(s, seat, big);
    if (size) return size;
    if (!freeFeatures(s).includes(a.feature)) return ruleError("feature-occupied", "That feature already holds a meeple.");
    seg = 8 * s.last + f;
    [x, y, feature] = [s.tiles[4 * s.last]!, s.tiles[4 * s.last + 1]!, a.feature];
  } else if (a.type === "planet") {
    const n = cellAt(s, posKey(a.x, a.y));
    // every planet is its tile's feature c1 (tiles-star-wars.ts), so the message names no variable value
    if (n === s.last) return ruleError("own-tile-planet", "For the planet on the tile you placed, place the meeple on its feature c1.");
    if (!adjacentPlanets(s).includes(n))
      return ruleError("no-adjacent-planet", "You can only land on a planet among the 8 tiles around the tile you placed.");
    const size = sizeProblem(s, seat, big);
    if (size) return size;
    seg = planetSegment(s, n);
    [x, y, feature] = [a.x, a.y, placedKind(s, n).features[seg & 7]!.id];
  } else return ruleError("wrong-phase", "Place a meeple on the tile you placed or on a planet next to it, or pass.", { phase: s.phase });
  // an attack = landing where another side stands (reinforcing one's own or a partner's planet is not)
  const attack =
    a.type === "planet" &&
    s.meeples.some((v, m) => m % 2 === 1 && s.root[v] === s.root[seg] && sideOf(s, s.meeples[m - 1]!) !== sideOf(s, seat));
  s.meeples.push(seat, seg);
  s.supply[seat] = s.supply[seat]! - 1;
  if (big) bigPlaced(s, seat, seg);
  emit(t, { key: "meeplePlaced", args: { seat, x, y, feature, big, attack } });
  return null;
}

function bigPlaced(s: CarcState, seat: number, seg: number): void {
  swOf(s).big[seat] = seg;
}

export const swMeeples: RuleModule = {
  id: "sw-meeples",
  enabled: () => true,
  slice: swSlice,
  meepleActions,
  placeMeeple,
  bigMeeple: (s, seat) => swOf(s).big[seat]!,
  bigPlaced,
  /** A big meeple that left the feature is back in its owner's supply. */
  meeplesReturned(s, root, seats) {
    const big = swOf(s).big;
    for (const seat of seats) if (big[seat]! >= 0 && s.root[big[seat]!] === root) big[seat] = -1;
  },
};
