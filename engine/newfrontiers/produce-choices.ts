/**
 * When a Produce turn stops for one of the two choices besides windfall goods (002_… §Produce and §Poderes); the
 * decisions themselves are in produce.ts with the others:
 * - `shortage`: with stockpiles goods may run out; "si un jugador tiene varias colonias de producción más de un
 *   tipo de lo que los bienes están disponibles, entonces el jugador elige cuál de ellos produce bienes" — one
 *   colony at a time until that kind is gone, the others get nothing;
 * - `oortKind`: Alien Oort Cloud Factory's owner "establece su tipo … una vez por acción para esa acción"; asked
 *   before the credit powers when one counts colonies by kind and the kind is not yet set (by a windfall good
 *   placed on it). Only the kinds those powers count are offered; one such kind is set without asking.
 */
import type { GoodsKind } from "./catalogue.ts";
import { log } from "./ledger.ts";
import { activePowers, hasOort, printedGoodsKind, tileOf } from "./powers.ts";
import { GOODS_KINDS_LIST, isGoodsKind } from "./settle-costs.ts";
import { empire, type NfState } from "./state.ts";

/** Records a good produced in this action (for "per kinds produced", "produced the most" and Comet Zone). */
export function produced(s: NfState, seat: number, tile: string, kind: GoodsKind): void {
  s.current?.turn.produced.push({ tile, kind });
  s.current?.producedBy.push({ seat, kind });
}

/** Empty production colonies of `seat` that produce in this action, with their goods kind. */
export function productionToFill(s: NfState, seat: number): { tile: string; kind: GoodsKind }[] {
  const out: { tile: string; kind: GoodsKind }[] = [];
  for (const c of empire(s, seat).colonies) {
    const t = tileOf(c.tile);
    const kind = printedGoodsKind(t);
    if (t.tileType === "development" || t.goods !== "production" || c.good !== null || kind === null) continue;
    if (t.tileType === "homeColony" && t.autoProduce === false) continue;
    out.push({ tile: c.tile, kind });
  }
  return out;
}

/** Production colonies still waiting for a good of `kind`. */
export function shortageTargets(s: NfState, seat: number, kind: GoodsKind): string[] {
  return productionToFill(s, seat)
    .filter((c) => c.kind === kind)
    .map((c) => c.tile);
}

/** Asks for the next scarce good, or logs the colonies left without; true when a decision is pending. */
export function shortageStep(s: NfState, seat: number): boolean {
  const turn = s.current?.turn;
  for (let kind = turn?.shortage[0]; turn && kind !== undefined; kind = turn.shortage[0]) {
    const targets = shortageTargets(s, seat, kind);
    if (targets.length > 0 && s.goodsSupply[kind] > 0) {
      s.pending = { kind: "shortage", seat, good: kind };
      return true;
    }
    for (const id of targets) log(s, { seat, key: "noGood", args: { tile: id, kind }, tile: id });
    turn.shortage.shift();
  }
  return false;
}

/** Goods kinds the seat's Produce credit powers count colonies by (all four for "kinds among colonies"). */
function kindsCounted(s: NfState, seat: number): GoodsKind[] {
  const kinds = new Set<GoodsKind>();
  for (const { power } of activePowers(s, seat, "produce")) {
    if (power.effect !== "gainCredits" || !power.per) continue;
    const per = power.per;
    if (per.count === "goodKindsAmongColonies") GOODS_KINDS_LIST.forEach((k) => kinds.add(k));
    if (per.count !== "colonies" && per.count !== "tiles") continue;
    const k = per.filter?.kind;
    if (k && isGoodsKind(k)) kinds.add(k);
  }
  return GOODS_KINDS_LIST.filter((k) => kinds.has(k));
}

export function setOort(s: NfState, seat: number, kind: GoodsKind): void {
  if (s.current) s.current.turn.oort = kind;
  log(s, { seat, key: "oortKindSet", args: { tile: "w-alien-oort-cloud-factory", kind }, tile: "w-alien-oort-cloud-factory" });
}

/** Sets or asks for the Oort Cloud's kind when a credit power counts it; true when a decision is pending. */
export function oortStep(s: NfState, seat: number): boolean {
  const e = empire(s, seat);
  if (!s.current || s.current.turn.oort || !hasOort(e)) return false;
  const kinds = kindsCounted(s, seat);
  const [only] = kinds;
  if (only && kinds.length === 1) setOort(s, seat, only);
  if (kinds.length <= 1) return false;
  s.pending = { kind: "oortKind", seat, kinds };
  return true;
}
