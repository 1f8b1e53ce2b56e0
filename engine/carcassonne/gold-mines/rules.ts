/**
 * Gold Mines (004_…). Placing a gold tile puts 1 ingot on it and the player puts a 2nd on any of its 8
 * neighbours ("se poate chiar și pe diagonală"). When a feature is scored, its controllers take the ingots on
 * its tiles (monastery: its 3×3 block); unoccupied features and farmers take none. Several entitled players take
 * one ingot at a time, starting with the active player and going clockwise, each choosing any ingot they may take
 * (footnote 4). At the end, ingots left on tiles are discarded and each player's ingots score 1/2/3/4 each for
 * 1–3 / 4–6 / 7–9 / 10+ held ("Exemplu de evaluare finală": 7 ingots → 21 points).
 */
import { ruleError } from "../../core/game-module.ts";
import type { CarcAction } from "../actions.ts";
import type { ModulePhase, RuleModule, TurnContext } from "../rule-module.ts";
import { cellAt, placedKey, placedKind } from "../board.ts";
import { emit } from "../rule-module.ts";
import { award } from "../scoring.ts";
import { posKey, ringKeys, type CarcState } from "../state.ts";
import "./events.ts"; // its record keys and score-item fields (type declarations)
import { gold, goldSlice, type GoldPhase } from "./state.ts";
import { GOLD_MINES_SET, isGoldTile } from "./tiles.ts";

/** Points per ingot by number held (004_… scoring tile). */
export function pointsPerIngot(held: number): number {
  return held >= 10 ? 4 : held >= 7 ? 3 : held >= 4 ? 2 : held >= 1 ? 1 : 0;
}

/** Placed tiles seat `seat` may still take an ingot from. */
function options(s: CarcState, seat: number): number[] {
  const g = gold(s);
  return (g.claims?.[seat] ?? []).filter((i) => g.onTile[i]! > 0);
}

function take(t: TurnContext, seat: number, i: number): void {
  const g = gold(t.s);
  g.onTile[i] = g.onTile[i]! - 1;
  g.held[seat] = g.held[seat]! + 1;
  emit(t, { key: "goldTaken", args: { seat, x: t.s.tiles[4 * i]!, y: t.s.tiles[4 * i + 1]! } });
}

/**
 * Runs the distribution from `g.picker` until a seat faces a real choice (an ingot another seat may also take)
 * or nothing is left. A seat whose every option is its alone takes one without asking: the outcome is the same.
 * Returns whether the distribution is over.
 */
function distribute(t: TurnContext): boolean {
  const s = t.s,
    g = gold(s);
  for (;;) {
    let seat = -1;
    for (let k = 0; k < s.players; k++) {
      const c = (g.picker + k) % s.players;
      if (options(s, c).length > 0) {
        seat = c;
        break;
      }
    }
    if (seat < 0) {
      g.claims = null;
      return true;
    }
    g.picker = seat;
    const mine = options(s, seat);
    const contested = mine.some((i) => g.claims!.some((c, other) => other !== seat && c.includes(i)));
    if (contested) return false;
    take(t, seat, mine[0]!);
    g.picker = (seat + 1) % s.players;
  }
}

const placeSecondIngot: ModulePhase = {
  resume: "meeple",
  actor: (s) => s.turn,
  legal(s) {
    const out: CarcAction[] = [];
    for (const k of ringKeys(placedKey(s, s.last))) {
      const i = cellAt(s, k);
      if (i >= 0) out.push({ type: "gold", x: s.tiles[4 * i]!, y: s.tiles[4 * i + 1]! });
    }
    return out;
  },
  apply(t, action) {
    if (action.type !== "gold")
      return ruleError("wrong-phase", "Place the second gold ingot on a tile next to the one you placed.", { phase: t.s.phase });
    const s = t.s;
    const target = cellAt(s, posKey(action.x, action.y));
    if (target < 0 || !ringKeys(placedKey(s, s.last)).includes(posKey(action.x, action.y)))
      return ruleError("bad-gold-target", "The second ingot goes on a placed tile among the 8 around the gold tile.");
    gold(s).onTile[target] = gold(s).onTile[target]! + 1;
    emit(t, { key: "goldPlaced", args: { seat: s.turn, x: action.x, y: action.y } });
    return true;
  },
};

const takeIngot: ModulePhase = {
  resume: "endTurn",
  actor: (s) => gold(s).picker,
  legal(s) {
    return options(s, gold(s).picker).map((i): CarcAction => ({ type: "takeGold", x: s.tiles[4 * i]!, y: s.tiles[4 * i + 1]! }));
  },
  apply(t, action) {
    if (action.type !== "takeGold") return ruleError("wrong-phase", "Choose a gold ingot to take.", { phase: t.s.phase });
    const s = t.s,
      g = gold(s);
    const i = cellAt(s, posKey(action.x, action.y));
    if (i < 0 || !options(s, g.picker).includes(i)) return ruleError("not-entitled", "You may not take an ingot from that tile.");
    take(t, g.picker, i);
    g.picker = (g.picker + 1) % s.players;
    return distribute(t);
  },
};

export const goldMines: RuleModule = {
  id: "gold-mines",
  enabled: (o) => !!o.goldMines,
  slice: goldSlice,
  tileSet: GOLD_MINES_SET,
  afterPlace(t) {
    const s = t.s,
      g = gold(s);
    while (g.onTile.length < s.tiles.length / 4) g.onTile.push(0);
    if (!isGoldTile(placedKind(s, s.last))) return null;
    g.onTile[s.last] = g.onTile[s.last]! + 1;
    emit(t, { key: "goldPlaced", args: { seat: s.turn, x: s.tiles[4 * s.last]!, y: s.tiles[4 * s.last + 1]! } });
    return "gold";
  },
  afterScoring(t, scored) {
    if (scored.length === 0) return null;
    const s = t.s,
      g = gold(s);
    const claims: number[][] = Array.from({ length: s.players }, () => []);
    let any = false;
    for (const f of scored)
      for (const seat of f.controllers)
        for (const i of f.tiles) {
          if (g.onTile[i]! > 0 && !claims[seat]!.includes(i)) {
            claims[seat]!.push(i);
            any = true;
          }
        }
    if (!any) return null;
    g.claims = claims;
    g.picker = s.turn;
    return distribute(t) ? null : "takeGold";
  },
  finalScoring(t) {
    const s = t.s,
      g = gold(s);
    const items = g.held.flatMap((n, seat) =>
      n === 0
        ? []
        : [
            {
              seat,
              points: n * pointsPerIngot(n),
              reason: "gold" as const,
              final: true,
              complete: true,
              feature: null,
              tiles: [],
              emblems: 0,
              meeples: 0,
              ingots: n,
              perIngot: pointsPerIngot(n),
            },
          ],
    );
    award(t, items);
  },
  phases: { gold: placeSecondIngot, takeGold: takeIngot } satisfies Record<GoldPhase, ModulePhase>,
};
