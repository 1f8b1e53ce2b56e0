/**
 * What settling a world takes (002_… §Asentar): its colonists (1 or 2) from the mat, and either its cost in credits
 * (non-military, minus Settle cost reductions, never below 0) or military ≥ its defense (military world), never
 * both; payForMilitary powers (Contact Specialist: "como si fuera un mundo no militar a un costo de -1 (con los
 * descuentos aplicables)") pay for a military world instead; temporary military comes from returning goods
 * (consumeForMilitary) or paying credits (buyMilitary), once per power per Settle, and stays for an extra world.
 */
import type { GoodsKind, Tile, World } from "./catalogue.ts";
import { combinations } from "./world-limit.ts";
import { placeGood } from "./ledger.ts";
import { activePowers, matches, militaryAgainst, printedGoodsKind, type OwnedPower } from "./powers.ts";
import { empire, type NfState } from "./state.ts";

/** Settle cost reductions that apply to `w`. */
export function settleReduction(s: NfState, seat: number, w: Tile): number {
  let r = 0;
  for (const p of activePowers(s, seat, "settle"))
    if (p.power.effect === "costReduction" && matches(p.power.filter, w, null, p.tile.id)) r += p.power.amount;
  return r;
}

/** Credits to settle a non-military world. */
export function creditPrice(s: NfState, seat: number, w: World): number | null {
  if (w.military) return null;
  return Math.max(0, w.cost - settleReduction(s, seat, w));
}

/** The cheapest price to pay for a military world through payForMilitary powers, or null if none applies. */
export function payMilitaryPrice(s: NfState, seat: number, w: World): number | null {
  if (!w.military) return null;
  let best: number | null = null;
  for (const p of activePowers(s, seat, "settle")) {
    if (p.power.effect !== "payForMilitary" || !matches(p.power.filter, w, null, p.tile.id)) continue;
    const price = Math.max(0, w.defense - p.power.amount - settleReduction(s, seat, w));
    if (best === null || price < best) best = price;
  }
  return best;
}

export interface TempMilitary {
  military: number;
  /** Powers used (keys). */
  used: string[];
  credits: number;
}

function unused(s: NfState, seat: number, effect: "consumeForMilitary" | "buyMilitary"): OwnedPower[] {
  const used = s.current?.turn.used ?? [];
  return activePowers(s, seat, "settle").filter((p) => p.power.effect === effect && !used.includes(p.key));
}

/** Temporary military from returning the goods on `discard` and buying `buy`; a string says why not. */
export function tempMilitary(s: NfState, seat: number, discard: readonly string[], buy: number): TempMilitary | string {
  const e = empire(s, seat);
  if (new Set(discard).size !== discard.length) return "Each colony's good can be returned once.";
  let left = discard.map((id) => ({ id, kind: e.colonies.find((c) => c.tile === id)?.good ?? null }));
  const missing = left.find((g) => g.kind === null);
  if (missing) return `${missing.id} holds no good to return.`;
  const out: TempMilitary = { military: 0, used: [], credits: 0 };
  for (const p of unused(s, seat, "consumeForMilitary")) {
    if (p.power.effect !== "consumeForMilitary") continue;
    const g = p.power.goods;
    const n = typeof g.count === "number" ? g.count : 1;
    const fit = left.filter((x) => g.kind === "any" || x.kind === g.kind).slice(0, n);
    if (fit.length < n) continue;
    left = left.filter((x) => !fit.includes(x));
    out.military += p.power.amount;
    out.used.push(p.key);
  }
  if (left.length > 0) return "No power of yours takes those goods for military.";
  let toBuy = buy;
  for (const p of unused(s, seat, "buyMilitary")) {
    if (p.power.effect !== "buyMilitary" || toBuy <= 0) continue;
    const n = Math.min(toBuy, p.power.max);
    toBuy -= n;
    out.military += n * p.power.amount;
    out.credits += n;
    out.used.push(p.key);
  }
  if (toBuy > 0) return "You cannot buy that much military.";
  if (out.credits > e.credits) return `Buying military costs ${out.credits} credits; you have ${e.credits}.`;
  return out;
}

/** Every way of adding temporary military now: goods to return × credits to pay. */
export function tempOptions(s: NfState, seat: number): { discard: string[]; buy: number }[] {
  const e = empire(s, seat);
  let discards: string[][] = [[]];
  for (const p of unused(s, seat, "consumeForMilitary")) {
    if (p.power.effect !== "consumeForMilitary") continue;
    const g = p.power.goods;
    const n = typeof g.count === "number" ? g.count : 1;
    const next: string[][] = [];
    for (const d of discards) {
      next.push(d);
      const pool = e.colonies
        .filter((c) => c.good !== null && !d.includes(c.tile) && (g.kind === "any" || c.good === g.kind))
        .map((c) => c.tile);
      for (const combo of combinations(pool, n)) next.push([...d, ...combo]);
    }
    discards = next;
  }
  const maxBuy = unused(s, seat, "buyMilitary").reduce((n, p) => n + (p.power.effect === "buyMilitary" ? p.power.max : 0), 0);
  const out: { discard: string[]; buy: number }[] = [];
  for (const discard of discards) for (let buy = 0; buy <= Math.min(maxBuy, e.credits); buy++) out.push({ discard, buy });
  return out;
}

/** Military against `w` with the temporary military already gained this Settle. */
export function militaryFor(s: NfState, seat: number, w: World): number {
  return militaryAgainst(s, seat, w) + (s.current?.turn.tempMilitary ?? 0);
}

export const GOODS_KINDS_LIST: readonly GoodsKind[] = ["novelty", "rare", "genes", "alien"];

export const isGoodsKind = (k: string): k is GoodsKind => GOODS_KINDS_LIST.some((g) => g === k);

/**
 * A world just placed as a colony (settled or swapped in): the Oort Cloud's kind given with it is its kind for
 * this action ("puede afectar su propia ubicación"), and a windfall world gets its good (of that kind).
 */
export function newColonyGood(s: NfState, seat: number, w: World, oortKind: GoodsKind | undefined): void {
  if (oortKind && s.current) s.current.turn.oort = oortKind;
  const kind = printedGoodsKind(w) ?? oortKind;
  if (w.goods === "windfall" && kind) placeGood(s, seat, w.id, kind, { key: "settledGood", args: { tile: w.id, kind } });
}

/** Kinds to offer for Alien Oort Cloud Factory when it gets a good (none for other worlds). */
export function oortKinds(w: Tile): readonly (GoodsKind | undefined)[] {
  return w.tileType === "world" && w.kind === "variable" ? GOODS_KINDS_LIST : NO_KIND;
}
const NO_KIND: readonly undefined[] = [undefined];
