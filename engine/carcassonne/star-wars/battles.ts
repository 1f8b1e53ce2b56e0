/**
 * Battles, step 3 of a Star Wars turn (000_… §"3. Bătălie"; 003_… §"Czas na bitwę"). Whenever meeples of
 * different colours (team variant: different teams) share a trade route, asteroid field or planet — joined by the
 * tile just placed, or a planet attack — they fight before scoring, even if the active player is not involved.
 * Each side rolls its dice at once and counts its highest die. A tie for highest gives each tied side 1 point and
 * they roll again, the others drop out; a side that loses takes its meeples back and gains 1 point per die it
 * rolled; the winner stays. Battles are fought in the order of the tile's features, then adjacent planets.
 */
import { placedKind } from "../board.ts";
import { featureLabel, award, returnMeeples, sideOf } from "../scoring.ts";
import { featureKind, meeplesIn } from "../features.ts";
import type { RuleModule, TurnContext } from "../rule-module.ts";
import type { ScoreItem } from "../score-item.ts";
import type { CarcState } from "../state.ts";
import { emit } from "../rule-module.ts";
import { K_CENTER, K_ENCLOSURE } from "../tile-kinds.ts";
import "./events.ts"; // its record keys and score-item fields (type declarations)
import { diceFor, rollDie } from "./dice.ts";
import { adjacentPlanets, planetSegment } from "./meeples.ts";
import { swOf, swSlice, type Battle, type BattleSide } from "./sw-state.ts";

/** Whether a symbol of faction `faction` belongs to the feature (a planet's own symbol only, for planets). */
function hasSymbol(s: CarcState, root: number, faction: number): boolean {
  let m = root;
  do {
    if (placedKind(s, m >> 3).features[m & 7]!.faction === faction) return true;
    m = s.link[m]!;
  } while (m !== root);
  return false;
}

/**
 * The sides standing in a feature, in turn order from the active seat (the order forced dice are used in); a team
 * is named by its lowest seat present, as in feature score items.
 */
export function sidesIn(s: CarcState, root: number): BattleSide[] {
  const inside = meeplesIn(s, root);
  const sides: BattleSide[] = [];
  for (let k = 0; k < s.players; k++) {
    const seat = (s.turn + k) % s.players;
    const n = inside.filter((x) => x === seat).length;
    if (n === 0) continue;
    const bigAt = swOf(s).big[seat]!;
    const big = bigAt >= 0 && s.root[bigAt] === root ? 1 : 0;
    const team = s.teams ? s.teams[seat]! : null;
    const side = sides.find((d) => sideOf(s, d.seat) === sideOf(s, seat));
    if (side) {
      side.small += n - big;
      side.big += big;
      side.seat = Math.min(side.seat, seat);
      continue;
    }
    sides.push({
      seat,
      team,
      small: n - big,
      big,
      symbol: hasSymbol(s, root, swOf(s).factions[seat]!),
      dice: 0,
      rolls: [],
      points: 0,
      won: false,
    });
  }
  for (const d of sides) d.dice = diceFor(d.small, d.big, d.symbol);
  return sides;
}

function battleItem(s: CarcState, root: number, side: BattleSide, reason: "battleTie" | "battleLoss", points: number): ScoreItem {
  return {
    seat: side.seat,
    points,
    reason,
    final: false,
    complete: false,
    feature: featureLabel(s, root),
    tiles: [],
    emblems: 0,
    meeples: side.small + side.big,
    dice: side.dice,
  };
}

/** Fights one battle to the end and records it. */
export function fight(t: TurnContext, root: number, sides: BattleSide[]): Battle {
  const s = t.s;
  const give = (side: BattleSide, reason: "battleTie" | "battleLoss", points: number) => {
    const item = battleItem(s, root, side, reason, points);
    side.points += points;
    award(t, [item]);
  };
  let alive = sides;
  for (;;) {
    const best = alive.map((side) => {
      const roll = Array.from({ length: side.dice }, () => rollDie(s));
      side.rolls.push(roll);
      return Math.max(...roll);
    });
    const top = Math.max(...best);
    for (let i = 0; i < alive.length; i++) {
      if (best[i] === top) continue;
      const loser = alive[i]!;
      for (let seat = 0; seat < s.players; seat++) if (sideOf(s, seat) === sideOf(s, loser.seat)) returnMeeples(s, root, seat);
      give(loser, "battleLoss", loser.dice);
    }
    alive = alive.filter((_, i) => best[i] === top);
    if (alive.length === 1) {
      alive[0]!.won = true;
      break;
    }
    for (const side of alive) give(side, "battleTie", 1);
  }
  const kind = featureKind(s, root);
  const battle: Battle = {
    turn: s.turns,
    kind: kind === K_CENTER ? "planet" : kind === K_ENCLOSURE ? "asteroids" : "route",
    feature: featureLabel(s, root),
    sides,
  };
  emit(t, { key: "battle", args: { battle } });
  return battle;
}

/** Whether meeples of two sides (seats, or teams) stand in feature `root`: the quick test before `sidesIn`. */
function contested(s: CarcState, root: number): boolean {
  let side = -1;
  for (let m = 0; m < s.meeples.length; m += 2) {
    if (s.root[s.meeples[m + 1]!] !== root) continue;
    const d = sideOf(s, s.meeples[m]!);
    if (side < 0) side = d;
    else if (d !== side) return true;
  }
  return false;
}

/** Features the turn may have made contested: the tile's own features, then the planets around it. */
function touchedRoots(s: CarcState): number[] {
  const roots: number[] = [];
  const kind = placedKind(s, s.last);
  for (let f = 0; f < kind.features.length; f++) {
    const r = s.root[8 * s.last + f]!;
    if (!roots.includes(r)) roots.push(r);
  }
  for (const n of adjacentPlanets(s)) {
    const r = s.root[planetSegment(s, n)]!;
    if (!roots.includes(r)) roots.push(r);
  }
  return roots;
}

export const swBattles: RuleModule = {
  id: "sw-battles",
  enabled: () => true,
  slice: swSlice,
  beforeScoring(t) {
    for (const root of touchedRoots(t.s)) {
      if (!contested(t.s, root)) continue;
      const sides = sidesIn(t.s, root);
      if (sides.length >= 2) fight(t, root, sides);
    }
  },
};
