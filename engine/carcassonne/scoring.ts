/**
 * Scoring of roads, cities and monasteries (001_… §"Rezumat" 3 and §"Sfârșitul jocului"):
 * in play road 1/tile, city 2/tile + 2/coat of arms, monastery 9; at the end road 1/tile, city 1/tile + 1/coat,
 * monastery 1 + 1/neighbour. A tile crossed twice counts once. Majority: every seat with the most meeples in
 * the feature scores it in full (footnote: meeple numbers only decide majority, they never multiply points).
 * Every game brings its own table of the same shapes (its BoardGameDef `scoring`). Partners in a team (team
 * variant) count as one side and share the points.
 */
import { K_CENTER, K_ENCLOSURE, K_OPEN, K_ROUTE } from "./tile-kinds.ts";
import { blockTiles, placedKey, placedKind } from "./board.ts";
import { activeRules } from "./board-game.ts";
import { emit } from "./rule-module.ts";
import { centerComplete, emblems, featureKind, featureTiles, meeplesIn, openEnds } from "./features.ts";
import type { ScoreRow, TurnContext } from "./rule-module.ts";
import { cellsOf, RING_OFFSETS, type CarcState } from "./state.ts";
import type { ScoreItem, ScoreReason } from "./score-item.ts";

/** The side a seat fights and scores for: its team in the team variant, else the seat itself. */
export function sideOf(s: Pick<CarcState, "teams">, seat: number): number {
  return s.teams ? s.teams[seat]! : seat;
}

/** Sides holding the majority among `seats` (one entry per meeple), each named by its lowest seat present. */
export function majority(seats: readonly number[], s: Pick<CarcState, "teams"> = { teams: null }): { seats: number[]; count: number } {
  // per side (a seat or a team, both small numbers): meeples, and the lowest seat present
  const n: number[] = [],
    low: number[] = [];
  let best = 0;
  for (const seat of seats) {
    const side = sideOf(s, seat);
    while (n.length <= side) {
      n.push(0);
      low.push(Infinity);
    }
    n[side] = n[side]! + 1;
    if (seat < low[side]!) low[side] = seat;
    if (n[side]! > best) best = n[side]!;
  }
  const winners: number[] = [];
  for (let side = 0; side < n.length; side++) if (best > 0 && n[side] === best) winners.push(low[side]!);
  return { seats: winners.sort((a, b) => a - b), count: best };
}

/**
 * The followers in feature `root` as majorities count them: a seat once per meeple, or as many times as the
 * modules' `strength` says (the same list as `meeplesIn` when no module has the hook).
 */
export function holdersIn(s: CarcState, root: number): number[] {
  const hooks = activeRules(s).hooks.strength;
  if (hooks.length === 0) return meeplesIn(s, root);
  const out: number[] = [];
  for (let m = 0; m < s.meeples.length; m += 2) {
    const seat = s.meeples[m]!,
      seg = s.meeples[m + 1]!;
    if (s.root[seg] !== root) continue;
    let count = 1;
    for (const h of hooks) count = h.strength!(s, seat, seg, count);
    for (let k = 0; k < count; k++) out.push(seat);
  }
  return out;
}

/** The feature's name for score items: its lowest segment's tile position and data id. */
export function featureLabel(s: CarcState, root: number): { x: number; y: number; id: string } {
  let seg = root;
  for (let m = s.link[root]!; m !== root; m = s.link[m]!) if (m < seg) seg = m;
  const i = seg >> 3;
  return { x: s.tiles[4 * i]!, y: s.tiles[4 * i + 1]!, id: placedKind(s, i).features[seg & 7]!.id };
}

export function positions(s: CarcState, placed: readonly number[]): [number, number][] {
  return placed.map((i) => [s.tiles[4 * i]!, s.tiles[4 * i + 1]!]);
}

/** Tiles a feature counts (and takes gold from): its own tiles, or a monastery's 3×3 block. */
export function scoringTiles(s: CarcState, root: number): number[] {
  return featureKind(s, root) === K_CENTER ? blockTiles(s, placedKey(s, root >> 3)) : featureTiles(s, root);
}

/** Points a road, city or monastery is worth now; `complete` features use the in-play table. */
export function featureValue(s: CarcState, root: number, complete: boolean): number {
  const n = scoringTiles(s, root).length; // a monastery/planet counts itself + neighbours (9 when complete)
  const rules = activeRules(s);
  const t = rules.def.scoring[featureKind(s, root)]!;
  const e = emblems(s, root);
  if (rules.hooks.featureRow.length === 0) return complete ? t.tile * n + t.emblem * e : t.finalTile * n + t.finalEmblem * e;
  const row = scoreRow(s, root, complete);
  return row.tile * n + row.emblem * e;
}

/** The feature's row from the game's table, changed by the modules' `featureRow` in module order. */
function scoreRow(s: CarcState, root: number, complete: boolean): ScoreRow {
  const rules = activeRules(s);
  const t = rules.def.scoring[featureKind(s, root)]!;
  let row: ScoreRow = complete ? { tile: t.tile, emblem: t.emblem } : { tile: t.finalTile, emblem: t.finalEmblem };
  for (const m of rules.hooks.featureRow) row = m.featureRow!(s, root, complete, row);
  return row;
}

/** The score reason of a feature kind in this game ("road" or "route", "city" or "asteroids", …). */
export function reasonOf(s: CarcState, kind: number): ScoreReason {
  return activeRules(s).def.scoring[kind]!.reason;
}

/**
 * Score items for the majority holders of one feature, each worth `points` plus what the modules' `seatBonus` add
 * for its seat; empty when nobody stands in it.
 */
export function scoreItems(
  s: CarcState,
  root: number,
  complete: boolean,
  final: boolean,
  points: number,
  extra?: Partial<ScoreItem>,
): ScoreItem[] {
  const inside = holdersIn(s, root);
  if (inside.length === 0) return [];
  const kind = featureKind(s, root);
  const { seats, count } = majority(inside, s);
  const tiles = positions(s, kind === K_OPEN ? featureTiles(s, root) : scoringTiles(s, root));
  const feature = featureLabel(s, root);
  const shown = kind === K_OPEN ? 0 : emblems(s, root);
  const reason = reasonOf(s, kind);
  const rules = activeRules(s);
  const bonuses = rules.hooks.seatBonus;
  const rowExtra = rules.hooks.featureRow.length > 0 && kind !== K_OPEN ? scoreRow(s, root, complete).extra : undefined;
  return seats.map((seat) => {
    const item: ScoreItem = { seat, points, reason, final, complete, feature, tiles, emblems: shown, meeples: count };
    if (rowExtra) Object.assign(item, rowExtra);
    if (extra) Object.assign(item, extra);
    for (const m of bonuses) item.points += m.seatBonus!(s, root, seat, item);
    return item;
  });
}

/** Adds items to the scores and writes a `scored` record each; a team's points go to every partner's score. */
export function award(t: TurnContext, items: readonly ScoreItem[]): void {
  const s = t.s;
  for (const it of items) {
    if (s.teams) {
      const team = s.teams[it.seat]!;
      s.teams.forEach((t, seat) => {
        if (t === team) s.scores[seat] = s.scores[seat]! + it.points;
      });
    } else s.scores[it.seat] = s.scores[it.seat]! + it.points;
    emit(t, { key: "scored", args: { item: it } });
  }
}

/**
 * A final-scoring majority that is no feature (Traders & Builders' goods): every seat with the highest non-zero
 * count scores `points` in full, ties included.
 */
export function awardMajority(t: TurnContext, counts: readonly number[], points: number, reason: ScoreReason): void {
  const top = Math.max(0, ...counts);
  if (top === 0) return;
  const items: ScoreItem[] = [];
  counts.forEach((n, seat) => {
    if (n === top) items.push({ seat, points, reason, final: true, complete: true, feature: null, tiles: [], emblems: 0, meeples: 0 });
  });
  award(t, items);
}

/** Roads and cities of placed tile i that are complete, and monasteries in its 3×3 block that are complete. */
export function completedBy(s: CarcState, i: number): number[] {
  const out: number[] = [];
  const kind = placedKind(s, i);
  for (let f = 0; f < kind.features.length; f++) {
    const k = kind.features[f]!.kind;
    if (k !== K_ROUTE && k !== K_ENCLOSURE) continue;
    const r = s.root[8 * i + f]!;
    if (openEnds(s, r) === 0 && !out.includes(r)) out.push(r);
  }
  // the 3×3 block around the tile, itself first (blockTiles' order), without building the list
  const key = placedKey(s, i),
    cells = cellsOf(s);
  for (let o = -1; o < RING_OFFSETS.length; o++) {
    const n = o < 0 ? i : cells.get(key + RING_OFFSETS[o]!);
    if (n === undefined) continue;
    const c = placedKind(s, n).center;
    if (c >= 0 && centerComplete(s, placedKey(s, n))) out.push(8 * n + c);
  }
  return out;
}

/**
 * Removes every meeple standing in feature `root` (only seat `only`'s when given) back to its owner's supply
 * (001_…: "se întorc în rezervă"); modules learn which left (a big meeple among them goes back too).
 */
export function returnMeeples(s: CarcState, root: number, only?: number): number[] {
  const returned: number[] = [];
  for (let m = s.meeples.length - 2; m >= 0; m -= 2) {
    const seat = s.meeples[m]!;
    if (s.root[s.meeples[m + 1]!] !== root || (only !== undefined && seat !== only)) continue;
    s.supply[seat] = s.supply[seat]! + 1;
    returned.push(seat);
    s.meeples.splice(m, 2);
  }
  if (returned.length > 0) for (const m of activeRules(s).hooks.meeplesReturned) m.meeplesReturned!(s, root, returned);
  return returned;
}

/** Roots of features that still hold meeples, in meeple order. */
export function occupiedRoots(s: CarcState): number[] {
  const out: number[] = [];
  for (let m = 0; m < s.meeples.length; m += 2) {
    const r = s.root[s.meeples[m + 1]!]!;
    if (!out.includes(r)) out.push(r);
  }
  return out;
}
