/**
 * Carcassonne as a `GameModule` (design.md engine contract): base game for 2–6 players (001_…), farmers,
 * Gold Mines (004_…) and two house-rule variants as options. Pure and deterministic: randomness only from the
 * PRNG inside the state; every refusal is a typed RuleError and leaves the given state untouched.
 */
import { isRuleError, ruleError, type Applied, type ForcedRandomness, type GameEvent, type GameModule, type RuleError } from "../core/game-module.ts";
import { nextInt, seedRng } from "../core/prng.ts";
import { parseCarcAction, type CarcAction } from "./actions.ts";
import { placementProblem, putTile } from "./board.ts";
import { addTileFeatures } from "./features.ts";
import { parseCarcOptions, type CarcOptions } from "./options.ts";
import { activeModules } from "./rule-modules.ts";
import type { ModulePhase, TurnContext } from "./rule-module.ts";
import { cloneState, keyX, keyY, posKey, type CarcState } from "./state.ts";
import { refillHand, startTurn } from "./tile-supply.ts";
import { afterPlacement, enterMeeplePhase, endTurn, finishGame, meepleTargets, scoreTurn } from "./turn.ts";
import { START_KIND, tileKind, tileKindById, tileSupply, K_OPEN } from "./tiles.ts";
import { carcView, type CarcView } from "./view.ts";

export const MEEPLES_PER_PLAYER = 7; // 001_… §Componente: "câte 7 meepleși … rezerva personală"

function modulePhase(s: CarcState): ModulePhase | undefined {
  for (const m of activeModules(s.options)) {
    const p = m.phases?.[s.phase];
    if (p) return p;
  }
  return undefined;
}

function setup(players: number, options: CarcOptions, seed: string, forced?: ForcedRandomness): CarcState | RuleError {
  if (!Number.isInteger(players) || players < 2 || players > 6) return ruleError("bad-players", "Carcassonne is for 2 to 6 players.");
  if (options.firstSeat !== null && options.firstSeat >= players) return ruleError("bad-options", "firstSeat must be one of the seats.");
  let bag = tileSupply(options.goldMines ? ["base", "goldmines"] : ["base"]);
  if (forced?.deck) {
    const kinds = forced.deck.map((id) => tileKindById(id)?.index ?? -1);
    const bad = forced.deck.find((_, i) => kinds[i]! < 0);
    if (bad !== undefined) return ruleError("bad-deck", `Unknown tile id in deck: ${bad}`);
    bag = kinds.reverse();
  }
  const s: CarcState = {
    game: "carcassonne", options, players, rng: seedRng(seed), bag, forcedDeck: !!forced?.deck,
    tiles: [], frontier: [], frontierSig: [], root: [], feats: [], meeples: [],
    supply: new Array<number>(players).fill(MEEPLES_PER_PLAYER), scores: new Array<number>(players).fill(0), log: [],
    turn: 0, phase: "place", current: -1, hands: null, last: -1, discarded: [], gold: null, turns: 0,
  };
  const origin = posKey(0, 0);
  addTileFeatures(s, START_KIND, putTile(s, START_KIND, origin, 0, 0, 0), origin);
  for (const m of activeModules(options)) m.setup?.(s);
  s.turn = options.firstSeat ?? nextInt(s.rng, players);
  const t: TurnContext = { s, events: [] };
  if (options.handOfThree) {
    s.hands = Array.from({ length: players }, () => []);
    for (let k = 0; k < players; k++) refillHand(t, (s.turn + k) % players);
  }
  if (!startTurn(t)) finishGame(t);
  return s;
}

function toAct(s: CarcState): number[] {
  if (s.phase === "over") return [];
  const p = modulePhase(s);
  return [p ? p.actor(s) : s.turn];
}

function legalActions(s: CarcState, seat: number): CarcAction[] {
  if (!toAct(s).includes(seat)) return [];
  if (s.phase === "place") {
    const out: CarcAction[] = [];
    for (const k of s.hands ? [...new Set(s.hands[seat]!)] : [s.current]) {
      const kind = tileKind(k);
      for (let f = 0; f < s.frontier.length; f++) {
        const key = s.frontier[f]!, sig = s.frontierSig[f]!;
        for (let rotation = 0; rotation < 4; rotation++) {
          if (!kind.fits[rotation]![sig]) continue;
          out.push(s.hands ? { type: "place", x: keyX(key), y: keyY(key), rotation, tile: kind.id } : { type: "place", x: keyX(key), y: keyY(key), rotation });
        }
      }
    }
    return out;
  }
  if (s.phase === "meeple") return [{ type: "pass" }, ...meepleTargets(s).map((feature): CarcAction => ({ type: "meeple", feature }))];
  return modulePhase(s)?.legal(s) ?? [];
}

function applyPlace(s0: CarcState, seat: number, a: Extract<CarcAction, { type: "place" }>): Applied<CarcState> | RuleError {
  let kind;
  if (s0.hands) {
    kind = a.tile === undefined ? undefined : tileKindById(a.tile);
    if (!kind || !s0.hands[seat]!.includes(kind.index)) return ruleError("not-in-hand", "Name a tile from your hand to place.");
  } else {
    kind = tileKind(s0.current);
    if (a.tile !== undefined && a.tile !== kind.id) return ruleError("wrong-tile", `The tile to place is ${kind.id}.`);
  }
  const key = posKey(a.x, a.y);
  const problem = placementProblem(s0, kind, key, a.rotation);
  if (problem === "occupied") return ruleError(problem, "A tile is already there.");
  if (problem === "not-adjacent") return ruleError(problem, "A tile must touch a placed tile edge to edge.");
  if (problem === "edge-mismatch") return ruleError(problem, "Every touching edge must match: city to city, road to road, field to field.");
  const s = cloneState(s0, true);
  const t: TurnContext = { s, events: [] };
  const i = putTile(s, kind, key, a.x, a.y, a.rotation);
  addTileFeatures(s, kind, i, key);
  s.last = i;
  if (s.hands) s.hands[seat]!.splice(s.hands[seat]!.indexOf(kind.index), 1);
  else s.current = -1;
  t.events.push({ type: "tilePlaced", seat, x: a.x, y: a.y, rotation: a.rotation, tile: kind.id });
  afterPlacement(t);
  return { state: t.s, events: t.events };
}

function applyMeeple(s0: CarcState, seat: number, a: CarcAction): Applied<CarcState> | RuleError {
  if (a.type !== "meeple" && a.type !== "pass") return ruleError("wrong-phase", "Place a meeple on the tile you placed, or pass.");
  if (a.type === "meeple" && !meepleTargets(s0).includes(a.feature)) {
    const kind = tileKind(s0.tiles[4 * s0.last + 2]!);
    const f = kind.features.find((x) => x.id === a.feature);
    if (!f) return ruleError("unknown-feature", `The tile just placed has no feature ${a.feature}.`);
    if (s0.supply[seat]! <= 0) return ruleError("no-meeples", "You have no meeple left in your supply.");
    if (f.kind === K_OPEN && !s0.options.farmers) return ruleError("no-farmers", "Farmers are not used in this match.");
    return ruleError("feature-occupied", "That feature already holds a meeple.");
  }
  const s = cloneState(s0, false);
  const t: TurnContext = { s, events: [] };
  if (a.type === "meeple") {
    const f = tileKind(s.tiles[4 * s.last + 2]!).features.findIndex((x) => x.id === a.feature);
    s.meeples.push(seat, 8 * s.last + f);
    s.supply[seat] = s.supply[seat]! - 1;
    t.events.push({ type: "meeplePlaced", seat, x: s.tiles[4 * s.last], y: s.tiles[4 * s.last + 1], feature: a.feature });
  }
  scoreTurn(t);
  return { state: t.s, events: t.events };
}

function apply(s0: CarcState, seat: number, action: CarcAction): Applied<CarcState> | RuleError {
  if (s0.phase === "over") return ruleError("game-over", "The game is over.");
  if (!toAct(s0).includes(seat)) return ruleError("not-your-turn", "It is not your turn.");
  if (s0.phase === "place") {
    return action.type === "place" ? applyPlace(s0, seat, action) : ruleError("wrong-phase", "Place your tile first.");
  }
  if (s0.phase === "meeple") return applyMeeple(s0, seat, action);
  const phase = modulePhase(s0)!;
  const s = cloneState(s0, false);
  const t: TurnContext = { s, events: [] as GameEvent[] };
  const r = phase.apply(t, action);
  if (isRuleError(r)) return r;
  if (r) { if (phase.resume === "meeple") enterMeeplePhase(t); else endTurn(t); }
  return { state: t.s, events: t.events };
}

export const carcassonne: GameModule<CarcState, CarcAction, CarcView, CarcOptions> = {
  id: "carcassonne",
  name: "Carcassonne",
  minPlayers: 2,
  maxPlayers: 6,
  parseOptions: parseCarcOptions,
  parseAction: parseCarcAction,
  setup,
  toAct,
  legalActions,
  apply,
  view: (s, seat) => carcView(s, seat, toAct(s)),
  result(s) {
    const finished = s.phase === "over";
    const best = Math.max(...s.scores);
    return { finished, scores: s.scores.slice(), winners: finished ? s.scores.flatMap((v, i) => (v === best ? [i] : [])) : [], items: s.log.slice() };
  },
};
