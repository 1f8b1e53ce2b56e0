/**
 * Gold Mines' part of the board evaluation (carcassonne/bot-eval.ts `defineModuleWorth`): ingots held at
 * their final price (rules.ts `pointsPerIngot`, 004_… scoring tile), plus the ingots lying on open features a seat
 * holds, weighted by the chance the feature is finished (the evaluation's completion model, bot-completion.ts) (its controllers take them then, 004_…) and shared among
 * its majority holders.
 */
import type { Completion } from "../bot-completion.ts";
import { defineModuleWorth } from "../bot-eval.ts";
import { featureKind } from "../features.ts";
import { holdersIn, majority, occupiedRoots, scoringTiles } from "../scoring.ts";
import type { CarcState } from "../state.ts";
import { K_CENTER, K_OPEN } from "../tile-kinds.ts";
import { goldMines, pointsPerIngot } from "./rules.ts";

/** Gold Mines: ingots held at their final price, plus ingots on open features their holders may still take. */
export function goldWorth(s: CarcState, values: number[], left: number, chance: Completion): void {
  const g = s.ext.gold;
  if (!g) return;
  const expected = g.held.slice();
  for (const root of occupiedRoots(s)) {
    const kind = featureKind(s, root);
    if (kind === K_OPEN) continue;
    let ingots = 0;
    for (const i of scoringTiles(s, root)) ingots += g.onTile[i] ?? 0;
    if (ingots === 0) continue;
    const p = kind === K_CENTER ? Math.min(0.9, left / 40) : chance.route(root);
    const holders = majority(holdersIn(s, root), s).seats;
    for (const h of holders) expected[h] = expected[h]! + (p * ingots) / holders.length;
  }
  for (let p = 0; p < s.players; p++) {
    const n = expected[p]!;
    values[p] = values[p]! + n * pointsPerIngot(Math.floor(n));
  }
}

defineModuleWorth(goldMines.id, goldWorth);
