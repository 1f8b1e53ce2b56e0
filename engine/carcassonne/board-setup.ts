/**
 * Setting up a match of a board game on the shared engine: the supply of its (and its enabled modules') tile sets, or
 * a forced deck; the start tile at the origin; every module slice; the first seat, hands of three and the first tile.
 */
import { isRuleError, ruleError, type ForcedRandomness, type RuleError } from "../core/game-module.ts";
import { nextInt, seedRng } from "../core/prng.ts";
import { putTile } from "./board.ts";
import { activeRules, type BoardGameDef } from "./board-game.ts";
import { addTileFeatures, reserveSegments } from "./features.ts";
import type { BoardOptions } from "./options.ts";
import type { TurnContext } from "./rule-module.ts";
import { posKey, type CarcState } from "./state.ts";
import { orderBag, refillHand, startTurn } from "./tile-supply.ts";
import { tileKindById, tileSupply, type TileKind } from "./tile-kinds.ts";
import { finishGame } from "./turn.ts";

/**
 * A new match of a board game: the supply of its (and its enabled modules') tile sets, or a forced deck; the start
 * tile at the origin in its stored orientation; every module slice set up; then the first turn (`beginGame`).
 */
export function setupBoardGame(
  def: BoardGameDef,
  options: BoardOptions,
  players: number,
  seed: string,
  forced?: ForcedRandomness,
): CarcState | RuleError {
  const rules = activeRules({ game: def.id, options });
  let bag = tileSupply(rules.tileSets);
  for (const m of rules.modules) for (const id of m.removeTiles?.(options) ?? []) removeOne(bag, tileKindById(id)!.index);
  if (forced?.deck) {
    const known = [...def.tileSets, ...def.modules.flatMap((m) => (m.tileSet ? [m.tileSet] : []))];
    const b = forcedBag(forced.deck, (k) => known.includes(k.set));
    if (isRuleError(b)) return b;
    bag = b;
  }
  const s: CarcState = {
    game: def.id,
    options,
    players,
    teams: null,
    rng: seedRng(seed),
    bag,
    forcedDeck: !!forced?.deck,
    tiles: [],
    frontier: [],
    frontierSig: [],
    root: [],
    link: [],
    tally: [],
    meeples: [],
    supply: new Array<number>(players).fill(def.meeples),
    scores: new Array<number>(players).fill(0),
    log: [],
    turn: 0,
    phase: "place",
    current: -1,
    hands: null,
    last: -1,
    discarded: [],
    ext: {},
    turns: 0,
  };
  const moduleStart = rules.modules.find((m) => m.startTile)?.startTile;
  const start = tileKindById(moduleStart ?? def.startTile)!;
  if (moduleStart !== undefined && !forced?.deck) bag.push(tileKindById(def.startTile)!.index); // it joins the supply
  reserveSegments(s, bag.length + 1); // the start tile and every tile of the supply
  const origin = posKey(0, 0);
  addTileFeatures(s, start, putTile(s, start, origin, 0, 0, 0), origin);
  for (const slice of rules.slices) slice.setup(s, forced);
  orderBag(s);
  return beginGame(s);
}

/** Takes one copy of kind `k` out of `bag` (none when it holds none). */
function removeOne(bag: number[], k: number): void {
  const i = bag.indexOf(k);
  if (i >= 0) bag.splice(i, 1);
}

/** Picks the first seat (the host's choice, else the PRNG), deals hands of three if used, and draws the first tile. */
export function beginGame(s: CarcState): CarcState {
  s.turn = s.options.firstSeat ?? nextInt(s.rng, s.players);
  const t: TurnContext = { s, events: [] };
  if (s.options.handOfThree) {
    s.hands = Array.from({ length: s.players }, () => []);
    for (let k = 0; k < s.players; k++) refillHand(t, (s.turn + k) % s.players);
  }
  if (!startTurn(t)) finishGame(t);
  return s;
}

/** Forced deck of tile ids (tests, replays) as bag order, or an error naming the unknown id. */
export function forcedBag(deck: readonly string[], allowed: (k: TileKind) => boolean): number[] | RuleError {
  const kinds = deck.map((id) => tileKindById(id));
  const bad = deck.find((_, i) => !kinds[i] || !allowed(kinds[i]!));
  if (bad !== undefined) return ruleError("bad-deck", `Unknown tile id in deck: ${bad}`, { tile: bad });
  return kinds.map((k) => k!.index).reverse();
}
