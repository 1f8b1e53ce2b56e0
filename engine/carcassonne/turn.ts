/**
 * The turn sequence (001_… §"Desfășurarea jocului"): place a tile → module decisions → place a meeple or pass
 * (a module may own that step) → module steps before scoring → score completed features → module decisions →
 * next player draws. When no tile can be drawn, final scoring ends the game.
 */
import { meepleAction, type CarcAction } from "./actions.ts";
import type { TurnContext } from "./rule-module.ts";
import { activeRules } from "./board-game.ts";
import { placedKind } from "./board.ts";
import { emit } from "./rule-module.ts";
import { freeFeatures, hasFreeFeature, isFreeFeature, meeplesIn } from "./features.ts";
import { award, completedBy, holdersIn, returnMeeples, scoreItems, featureValue, majority, scoringTiles } from "./scoring.ts";
import { sizesAvailable } from "./meeple-sizes.ts";
import { endTurnDraw, startTurn } from "./tile-supply.ts";
import type { CarcState } from "./state.ts";
import type { ScoredFeature } from "./rule-module.ts";

/** Data ids of the features of the tile just placed where the active seat may put a meeple now. */
export function meepleTargets(s: CarcState): string[] {
  if (s.phase !== "meeple" || s.supply[s.turn]! <= 0) return [];
  return freeFeatures(s, activeRules(s).meepleKinds);
}

/** Whether local feature f of the tile just placed is among `meepleTargets` (without listing them). */
export function isMeepleTarget(s: CarcState, f: number): boolean {
  if (s.phase !== "meeple" || s.supply[s.turn]! <= 0) return false;
  return isFreeFeature(s, f, activeRules(s).meepleKinds);
}

/** Whether the meeple step offers any choice besides passing (`meepleActions` is not empty). */
function hasMeepleAction(s: CarcState): boolean {
  const rules = activeRules(s);
  if (rules.pieces.some((p) => p.actions(s).length > 0)) return true;
  if (rules.meepleLister) return rules.meepleLister.meepleActions!(s).length > 0;
  return s.supply[s.turn]! > 0 && hasFreeFeature(s, rules.meepleKinds);
}

/** The meeple step's choices besides passing (a module may own the step), then the modules' other pieces. */
export function meepleActions(s: CarcState): CarcAction[] {
  if (s.phase !== "meeple") return [];
  const rules = activeRules(s);
  if (rules.pieces.length === 0) return followerActions(s);
  const out = followerActions(s);
  for (const p of rules.pieces) for (const a of p.actions(s)) out.push(a);
  return out;
}

/** The meeple step's meeples: its owner's list, or one per free feature (and size) of the tile just placed. */
function followerActions(s: CarcState): CarcAction[] {
  const rules = activeRules(s);
  if (rules.meepleLister) return rules.meepleLister.meepleActions!(s);
  // meepleTargets as actions, listed without the list of ids; each size the seat has when a module gives big meeples
  const out: CarcAction[] = [];
  if (s.supply[s.turn]! <= 0) return out;
  const features = placedKind(s, s.last).features;
  const sizes = rules.bigMeeple ? sizesAvailable(s, s.turn) : null;
  for (let f = 0; f < features.length; f++) {
    if (!isFreeFeature(s, f, rules.meepleKinds)) continue;
    const feature = features[f]!.id;
    if (!sizes) out.push(meepleAction(feature));
    else for (const big of sizes) out.push(big ? { type: "meeple", feature, big } : meepleAction(feature));
  }
  return out;
}

/** Continues after the tile is placed: module decisions first, then the meeple step. */
export function afterPlacement(t: TurnContext): void {
  for (const m of activeRules(t.s).hooks.afterPlace) {
    const phase = m.afterPlace!(t);
    if (phase) {
      t.s.phase = phase;
      return;
    }
  }
  enterMeeplePhase(t);
}

/** The meeple step; skipped when the seat has no meeple or no free feature to put it on. */
export function enterMeeplePhase(t: TurnContext): void {
  t.s.phase = "meeple";
  if (!hasMeepleAction(t.s)) scoreTurn(t);
}

/** Runs module steps before scoring (battles), scores every feature the tile completed (001_… §3), returns meeples, then runs module hooks. */
export function scoreTurn(t: TurnContext): void {
  const s = t.s;
  const hooks = activeRules(s).hooks;
  for (const m of hooks.beforeScoring) m.beforeScoring!(t);
  const scored: ScoredFeature[] = [];
  const told = hooks.afterScoring.length > 0; // the scored features are listed only for hooks that read them
  for (const root of completedBy(s, s.last)) {
    for (const m of hooks.completed) m.completed!(t, root);
    if (meeplesIn(s, root).length === 0) continue; // nobody scores it (its value is not even worked out)
    const items = scoreItems(s, root, true, false, featureValue(s, root, true));
    if (told) scored.push({ root, controllers: majority(holdersIn(s, root), s).seats, tiles: scoringTiles(s, root) });
    award(t, items);
    emit(t, { key: "meeplesReturned", args: { seats: returnMeeples(s, root) } });
  }
  // A hook that opens a decision phase pauses the turn; that phase ends the turn when it is over, so it must
  // belong to the last module with an after-scoring hook.
  for (const m of hooks.afterScoring) {
    const phase = m.afterScoring!(t, scored);
    if (phase) {
      s.phase = phase;
      return;
    }
  }
  endTurn(t);
}

/** Passes the turn clockwise (unless a module gives the seat another tile) and draws; ends the game when no tile is left. */
export function endTurn(t: TurnContext): void {
  const s = t.s;
  let again = false;
  for (const m of activeRules(s).hooks.extraTile) again = m.extraTile!(t) || again;
  endTurnDraw(t, s.turn);
  s.last = -1;
  s.turns++;
  if (!again) s.turn = (s.turn + 1) % s.players;
  s.phase = "place";
  if (!startTurn(t)) finishGame(t);
}

/** Final scoring in module order (001_… §"Sfârșitul jocului"), then the game is over. */
export function finishGame(t: TurnContext): void {
  for (const m of activeRules(t.s).hooks.finalScoring) m.finalScoring!(t);
  t.s.phase = "over";
  t.s.current = -1;
  emit(t, { key: "gameOver", args: { scores: t.s.scores.slice() } });
}
