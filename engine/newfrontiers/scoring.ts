/**
 * Final scoring (002_… §Fin del juego): explored worlds are removed; each player scores VP chips, the printed VP of
 * colonies (home included) and developments, the "?" bonuses of 9-cost developments (each of your tiles scores only
 * the first line it matches; military, VP-chip and goods-kind lines once on their own — catalogue
 * `endgameBonusScoring`), and goals when used. The Alien Oort Cloud Factory's owner picks its kind for scoring: the
 * best kind is taken. Tie-break: most credits plus goods in the empire (stockpiles excluded); then a shared win.
 */
import type { LabelledScore } from "../core/game-module.ts";
import { developmentById, goalById, type BonusLine, type GoodKindsTable, type GoodsKind } from "./catalogue.ts";
import { goalMeasure } from "./goals.ts";
import { baseMilitary, goodKindsAmongColonies, hasOort, matches, ownedTiles } from "./powers.ts";
import { GOODS_KINDS_LIST } from "./settle-costs.ts";
import { empire, type NfPlayer, type NfState } from "./state.ts";

/**
 * Why points were scored, as a code (the client translates it, like the board games' reasons, and groups the
 * breakdown by it): VP chips, a tile's printed VP, a 9-cost development's "?" bonus, a goal.
 */
export type NfScoreReason = "chips" | "tiles" | "bonus" | "goal";

export interface NfScoreItem extends LabelledScore {
  reason: NfScoreReason;
  /** The tile or goal scored (catalogue id); absent for VP chips. */
  tile?: string;
}

/** The VP of a goodKindsAmongColonies "?" table for n ≥ 1 kinds (4 or more use its "4" entry). */
function tableVp(t: GoodKindsTable, n: number): number {
  return n >= 4 ? t["4"] : n === 3 ? t["3"] : n === 2 ? t["2"] : t["1"];
}

function bonusItems(s: NfState, seat: number, devId: string, oort: GoodsKind | undefined): number {
  const dev = developmentById(devId);
  if (!dev || dev.size !== "large") return 0;
  const e = empire(s, seat);
  let vp = 0;
  const lines = dev.endgameBonus.lines;
  const alone = (l: BonusLine) => l.per.count === "militaryTotal" || l.per.count === "vpChips" || l.per.count === "goodKindsAmongColonies";
  for (const l of lines) {
    if (!alone(l)) continue;
    if (l.per.count === "goodKindsAmongColonies") {
      const n = goodKindsAmongColonies(e, oort);
      vp += l.vp === null ? (n >= 1 ? tableVp(l.per.table, n) : 0) : l.vp * n;
    } else if (l.vp !== null) vp += l.vp * (l.per.count === "militaryTotal" ? Math.max(0, baseMilitary(s, seat)) : e.vpChips);
  }
  for (const o of ownedTiles(e)) {
    const line = lines.find((l) => {
      if (alone(l) || l.vp === null) return false;
      const per = l.per;
      if (per.count === "namedTile") return o.tile.name === per.name;
      if (per.count === "colonies") return o.colony !== null && matches(per.filter, o.tile, o.colony, undefined, oort);
      if (per.count === "developments") return o.colony === null && matches(per.filter, o.tile, null);
      if (per.count === "tiles") return matches(per.filter, o.tile, o.colony, undefined, oort);
      return false;
    });
    if (line && line.vp !== null) vp += line.vp;
  }
  return vp;
}

function goalItems(s: NfState, seat: number, oort: GoodsKind | undefined): NfScoreItem[] {
  const e = empire(s, seat);
  const out: NfScoreItem[] = [];
  for (const id of e.goals) {
    const g = goalById(id);
    if (!g) continue;
    const c = g.condition;
    let vp = 0;
    if (c.type === "most") {
      const mine = goalMeasure(s, seat, c, oort)[0] ?? 0;
      const others = s.empires.map((_, x) => (x === seat ? -Infinity : (goalMeasure(s, x, c)[0] ?? 0)));
      const best = Math.max(...others);
      if (mine >= c.minimum) vp = mine > best ? g.reward.vp : mine === best ? (g.reward.tieVp ?? 0) : 0;
    } else {
      const parts = "all" in c ? c.all : [c];
      const values = goalMeasure(s, seat, c, oort);
      if (parts.every((p, i) => (values[i] ?? 0) >= p.atLeast)) vp = g.reward.vp;
    }
    out.push({ seat, points: vp, reason: "goal", tile: id });
  }
  return out;
}

function itemsWith(s: NfState, seat: number, oort: GoodsKind | undefined): NfScoreItem[] {
  const e = empire(s, seat);
  {
    const items: NfScoreItem[] = [{ seat, points: e.vpChips, reason: "chips" }];
    for (const o of ownedTiles(e)) {
      const vp = o.tile.vp;
      if (typeof vp === "number") items.push({ seat, points: vp, reason: "tiles", tile: o.tile.id });
    }
    for (const d of e.developments) {
      const t = developmentById(d.tile);
      if (t?.size === "large") items.push({ seat, points: bonusItems(s, seat, d.tile, oort), reason: "bonus", tile: t.id });
    }
    // Goals are face down until the end: no running score may reveal them.
    return s.finished ? [...items, ...goalItems(s, seat, oort)] : items;
  }
}

const total = (items: readonly NfScoreItem[]) => items.reduce((n, i) => n + i.points, 0);

/** The score items of a seat (as if the game ended now), with the best Oort Cloud kind. */
export function scoreItems(s: NfState, seat: number): NfScoreItem[] {
  const e = empire(s, seat);
  if (!hasOort(e)) return itemsWith(s, seat, undefined);
  let best = itemsWith(s, seat, GOODS_KINDS_LIST[0]);
  for (const k of GOODS_KINDS_LIST.slice(1)) {
    const items = itemsWith(s, seat, k);
    if (total(items) > total(best)) best = items;
  }
  return best;
}

/** §Fin del juego tie-break: credits (those stored on a tile too) plus goods in the empire (not on a stockpile). */
export function tieBreak(e: NfPlayer): number {
  return e.credits + e.banked + e.colonies.filter((c) => c.good !== null).length;
}

export function finalStanding(s: NfState): { scores: number[]; winners: number[]; items: NfScoreItem[] } {
  const per = s.empires.map((_, seat) => scoreItems(s, seat));
  const scores = per.map(total);
  const best = Math.max(...scores);
  const top = scores.flatMap((sc, seat) => (sc === best ? [seat] : []));
  const bestTie = Math.max(...top.map((seat) => tieBreak(empire(s, seat))));
  const winners = s.finished ? top.filter((seat) => tieBreak(empire(s, seat)) === bestTie) : [];
  return { scores, winners, items: per.flat() };
}
