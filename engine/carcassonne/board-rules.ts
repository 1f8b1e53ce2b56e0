/**
 * The turn machinery every game on the board engine shares (setup is board-setup.ts): who acts, the
 * legal actions, and `apply` for the tile step, the meeple step and module decision phases. Each game brings its
 * own options, action schema and definition (board-game.ts: rule modules, tiles, score table).
 * Pure and deterministic; every refusal is a typed RuleError and leaves the given state untouched.
 */
import { isRuleError, ruleError, type Applied, type GameEvent, type GameResult, type RuleError } from "../core/game-module.ts";
import { PASS_ACTION, placeAction, writePlaceActions, type CarcAction } from "./actions.ts";
import { legalPlacements, placementProblem, putTile } from "./board.ts";
import { activeRules, cloneSlices } from "./board-game.ts";
import { scoreItemsOf } from "./events.ts";
import { emit } from "./rule-module.ts";
import { addTileFeatures } from "./features.ts";
import type { ModulePhase, TurnContext } from "./rule-module.ts";
import { cloneState, keyX, keyY, logRecords, posKey, type CarcState } from "./state.ts";
import { sizeProblem } from "./meeple-sizes.ts";
import { afterPlacement, enterMeeplePhase, endTurn, isMeepleTarget, meepleActions, scoreTurn } from "./turn.ts";
import { tileKind, tileKindById, K_OPEN, type TileKind } from "./tile-kinds.ts";
import { bestSeats, boardView, type BoardView } from "./view.ts";

function modulePhase(s: CarcState): ModulePhase | undefined {
  return activeRules(s).phases.get(s.phase);
}

/** The one seat that must act now, or -1 once the game is over. */
function actor(s: CarcState): number {
  if (s.phase === "over") return -1;
  if (s.phase === "place" || s.phase === "meeple") return s.turn;
  const p = modulePhase(s);
  return p ? p.actor(s) : s.turn;
}

/** The one-seat answers of `toAct`, shared and frozen (asked after every action: no list made each time). */
const ACTING: readonly (readonly number[])[] = Array.from({ length: 8 }, (_, seat) => Object.freeze([seat]));
const NOBODY: readonly number[] = Object.freeze([]);

export function toAct(s: CarcState): number[] {
  const seat = actor(s);
  return (seat < 0 ? NOBODY : (ACTING[seat] ?? [seat])) as number[];
}

export function legalActions(s: CarcState, seat: number): CarcAction[] {
  if (actor(s) !== seat) return [];
  if (s.phase === "place") return s.hands ? handPlacements(s, s.hands[seat]!) : placements(s, tileKind(s.current));
  if (s.phase === "meeple") {
    const out: CarcAction[] = meepleActions(s);
    out.unshift(PASS_ACTION);
    return out;
  }
  return modulePhase(s)?.legal(s) ?? [];
}

/** Set bits of a 4-bit rotation mask. */
const ROTATIONS_IN_MASK = [0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4];

/** Every placement of a tile kind, frontier order then rotation order (naming the tile if asked); counted first so the list is built at its size. */
function placements(s: CarcState, kind: TileKind, tile?: string): CarcAction[] {
  if (kind.allowed)
    return legalPlacements(s, kind).map(([k, r]) =>
      tile === undefined ? placeAction(keyX(k), keyY(k), r) : { type: "place", x: keyX(k), y: keyY(k), rotation: r, tile },
    );
  const frontier = s.frontier,
    sigs = s.frontierSig,
    fitMask = kind.fitMask;
  let n = 0;
  for (let f = 0; f < sigs.length; f++) n += ROTATIONS_IN_MASK[fitMask[sigs[f]!]!]!;
  const out = new Array<CarcAction>(n);
  n = 0;
  for (let f = 0; f < frontier.length; f++) {
    const mask = fitMask[sigs[f]!]!;
    if (mask === 0) continue;
    const key = frontier[f]!,
      x = keyX(key),
      y = keyY(key);
    if (tile === undefined) {
      n = writePlaceActions(out, n, x, y, mask);
      continue;
    }
    for (let rotation = 0; rotation < 4; rotation++) if ((mask >> rotation) & 1) out[n++] = { type: "place", x, y, rotation, tile };
  }
  return out;
}

/** Hand of three: every placement of each distinct tile in the hand, named by its id. */
function handPlacements(s: CarcState, hand: readonly number[]): CarcAction[] {
  const out: CarcAction[] = [];
  for (const k of new Set(hand)) for (const a of placements(s, tileKind(k), tileKind(k).id)) out.push(a);
  return out;
}

/** The tile step in place: every check first, then the tile goes down (001_… §1). */
function placeInPlace(t: TurnContext, seat: number, a: Extract<CarcAction, { type: "place" }>): RuleError | null {
  const s = t.s;
  let kind;
  if (s.hands) {
    kind = a.tile === undefined ? undefined : tileKindById(a.tile);
    if (!kind || !s.hands[seat]!.includes(kind.index)) return ruleError("not-in-hand", "Name a tile from your hand to place.");
  } else {
    kind = tileKind(s.current);
    if (a.tile !== undefined && a.tile !== kind.id) return ruleError("wrong-tile", `The tile to place is ${kind.id}.`, { tile: kind.id });
  }
  const key = posKey(a.x, a.y);
  const problem = placementProblem(s, kind, key, a.rotation);
  if (problem === "occupied") return ruleError(problem, "A tile is already there.");
  if (problem === "not-adjacent") return ruleError(problem, "A tile must touch a placed tile edge to edge.");
  if (problem === "edge-mismatch") return ruleError(problem, activeRules(s).def.edgeMismatch);
  if (problem === "placement-forbidden") return ruleError(problem, "This tile's own rules forbid that placement.");
  const i = putTile(s, kind, key, a.x, a.y, a.rotation);
  addTileFeatures(s, kind, i, key);
  s.last = i;
  if (s.hands) s.hands[seat]!.splice(s.hands[seat]!.indexOf(kind.index), 1);
  else s.current = -1;
  emit(t, { key: "tilePlaced", args: { seat, x: a.x, y: a.y, rotation: a.rotation, tile: kind.id } });
  afterPlacement(t);
  return null;
}

/** Carcassonne's meeple step: one meeple on a free feature of the tile just placed (001_… §2). Checks first. */
function placeBaseMeeple(t: TurnContext, seat: number, a: CarcAction): RuleError | null {
  const s = t.s;
  if (a.type !== "meeple") return ruleError("wrong-phase", "Place a meeple on the tile you placed, or pass.", { phase: s.phase });
  const big = a.big === true;
  const features = tileKind(s.tiles[4 * s.last + 2]!).features;
  let f = 0;
  while (f < features.length && features[f]!.id !== a.feature) f++;
  if (f === features.length || !isMeepleTarget(s, f)) {
    if (f === features.length)
      return ruleError("unknown-feature", `The tile just placed has no feature ${a.feature}.`, { feature: a.feature });
    if (s.supply[seat]! <= 0) return ruleError("no-meeples", "You have no meeple left in your supply.");
    if (features[f]!.kind === K_OPEN && !s.options.farmers) return ruleError("no-farmers", "Farmers are not used in this match.");
    return ruleError("feature-occupied", "That feature already holds a meeple.");
  }
  const size = big || activeRules(s).bigMeeple ? sizeProblem(s, seat, big) : null;
  if (size) return size;
  s.meeples.push(seat, 8 * s.last + f);
  s.supply[seat] = s.supply[seat]! - 1;
  if (big) activeRules(s).bigMeeple!.bigPlaced!(s, seat, 8 * s.last + f);
  const at = { seat, x: s.tiles[4 * s.last]!, y: s.tiles[4 * s.last + 1]!, feature: a.feature };
  emit(t, { key: "meeplePlaced", args: big ? { ...at, big } : at });
  return null;
}

/** The meeple step in place: pass, a module's piece, or the step's owner (a module's, else the base game's); each checks first. */
function meepleInPlace(t: TurnContext, seat: number, a: CarcAction): RuleError | null {
  if (a.type !== "pass") {
    const rules = activeRules(t.s);
    const piece = rules.pieces.find((p) => p.action === a.type);
    const owner = rules.meepleOwner;
    const refused = piece ? piece.place(t, seat, a) : owner ? owner.placeMeeple!(t, seat, a) : placeBaseMeeple(t, seat, a);
    if (refused) return refused;
  }
  scoreTurn(t);
  return null;
}

/**
 * GameModule.applyInPlace, the one implementation of the rules: applies an action to a state the caller owns,
 * changing it in place. Every step checks before it changes anything (the tile step, each meeple step owner and
 * each module phase's `apply`), so a refusal leaves the state as it was.
 */
export function applyInPlace(s: CarcState, seat: number, action: CarcAction): GameEvent[] | RuleError {
  if (s.phase === "over") return ruleError("game-over", "The game is over.");
  if (actor(s) !== seat) return ruleError("not-your-turn", "It is not your turn.");
  const t: TurnContext = { s, events: [] };
  if (s.phase === "place") {
    if (action.type !== "place") return ruleError("wrong-phase", "Place your tile first.", { phase: s.phase });
    const refused = placeInPlace(t, seat, action);
    return refused ?? t.events;
  }
  if (s.phase === "meeple") return meepleInPlace(t, seat, action) ?? t.events;
  const phase = modulePhase(s)!;
  const r = phase.apply(t, action);
  if (isRuleError(r)) return r;
  if (r) {
    if (phase.resume === "meeple") enterMeeplePhase(t);
    else endTurn(t);
  }
  return t.events;
}

/**
 * GameModule.apply: a copy (state.ts `cloneState`, which shares the board unless the action places a tile), then
 * the same in-place code. The given state is never changed.
 */
export function apply(s0: CarcState, seat: number, action: CarcAction): Applied<CarcState> | RuleError {
  if (s0.phase === "over") return ruleError("game-over", "The game is over.");
  if (actor(s0) !== seat) return ruleError("not-your-turn", "It is not your turn.");
  const s = cloneState(s0, s0.phase === "place" && action.type === "place", cloneSlices);
  const events = applyInPlace(s, seat, action);
  return isRuleError(events) ? events : { state: s, events };
}

export function result(s: CarcState): GameResult {
  const finished = s.phase === "over";
  return { finished, scores: s.scores.slice(), winners: finished ? bestSeats(s.scores) : [], items: scoreItemsOf(logRecords(s)) };
}

/**
 * A game's `view`: the core's view plus its modules' view slices under their keys (`slices` gets whether the
 * viewer must act now).
 */
export function viewWith<X extends object>(
  slices: (s: CarcState, seat: number | null, acting: boolean) => X,
): (s: CarcState, seat: number | null) => BoardView & X {
  return (s, seat) => {
    const acting = toAct(s);
    return boardView(s, seat, acting, slices(s, seat, seat !== null && acting.includes(seat)));
  };
}

/** A copy the caller owns outright, board included (GameModule.scratch). */
export function scratch(s: CarcState): CarcState {
  return cloneState(s, true, cloneSlices);
}

/** The play half of a board game's GameModule, the same for every game on this engine. */
export const boardPlay = { toAct, legalActions, apply, scratch, applyInPlace, result };
