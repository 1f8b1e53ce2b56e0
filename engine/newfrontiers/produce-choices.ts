/**
 * The two choices a Produce turn may stop for besides windfall goods (002_… §Produce and §Poderes):
 * - `shortage`: with stockpiles goods may run out; "si un jugador tiene varias colonias de producción más de un
 *   tipo de lo que los bienes están disponibles, entonces el jugador elige cuál de ellos produce bienes" — one
 *   colony at a time until that kind is gone, the others get nothing;
 * - `oortKind`: Alien Oort Cloud Factory's owner "establece su tipo … una vez por acción para esa acción"; asked
 *   before the credit powers when one counts colonies by kind and the kind is not yet set (by a windfall good
 *   placed on it). Only the kinds those powers count are offered; one such kind is set without asking.
 */
import { ruleError } from "../core/game-module.ts";
import type { GoodsKind } from "./catalogue.ts";
import { log, placeGood } from "./ledger.ts";
import { activePowers, hasOort, nameOf } from "./powers.ts";
import { nextStep, produced, productionToFill } from "./produce.ts";
import { GOODS_KINDS_LIST } from "./settle-costs.ts";
import type { NfPlayer, NfState } from "./state.ts";
import type { DecisionRules } from "./turns.ts";

/** Production colonies still waiting for a good of `kind`. */
function shortageTargets(s: NfState, seat: number, kind: GoodsKind): string[] {
  return productionToFill(s, seat).filter((c) => c.kind === kind).map((c) => c.tile);
}

/** Asks for the next scarce good, or logs the colonies left without; true when a decision is pending. */
export function shortageStep(s: NfState, seat: number): boolean {
  const turn = s.current?.turn;
  while (turn && turn.shortage.length > 0) {
    const kind = turn.shortage[0] as GoodsKind;
    const targets = shortageTargets(s, seat, kind);
    if (targets.length > 0 && s.goodsSupply[kind] > 0) {
      s.pending = { kind: "shortage", seat, good: kind };
      return true;
    }
    for (const id of targets) log(s, { seat, text: `No ${kind} good left in the supply: nothing produced on ${nameOf(id)}.`, tile: id });
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
    if ((per.count === "colonies" || per.count === "tiles") && per.filter?.kind) {
      const k = per.filter.kind;
      if ((GOODS_KINDS_LIST as readonly string[]).includes(k)) kinds.add(k as GoodsKind);
    }
  }
  return GOODS_KINDS_LIST.filter((k) => kinds.has(k));
}

function setOort(s: NfState, seat: number, kind: GoodsKind): void {
  if (s.current) s.current.turn.oort = kind;
  log(s, { seat, text: `sets Alien Oort Cloud Factory's kind to ${kind} for this action`, tile: "w-alien-oort-cloud-factory" });
}

/** Sets or asks for the Oort Cloud's kind when a credit power counts it; true when a decision is pending. */
export function oortStep(s: NfState, seat: number): boolean {
  const e = s.empires[seat] as NfPlayer;
  if (!s.current || s.current.turn.oort || !hasOort(e)) return false;
  const kinds = kindsCounted(s, seat);
  if (kinds.length === 1) setOort(s, seat, kinds[0] as GoodsKind);
  if (kinds.length <= 1) return false;
  s.pending = { kind: "oortKind", seat, kinds };
  return true;
}

export const shortageDecision: DecisionRules<"shortage"> = {
  legal: (s, p) => shortageTargets(s, p.seat, p.good).map((tile) => ({ type: "produceOn", tile })),
  act(s, p, a) {
    if (a.type !== "produceOn") return ruleError("wrong-decision", `Choose the colony that gets one of the last ${p.good} goods.`);
    if (!shortageTargets(s, p.seat, p.good).includes(a.tile))
      return ruleError("not-a-target", `${nameOf(a.tile)} is not one of your empty ${p.good} production colonies.`);
    if (placeGood(s, p.seat, a.tile, p.good, `produces on ${nameOf(a.tile)} (one of the last ${p.good} goods)`)) produced(s, p.seat, a.tile, p.good);
    s.pending = null;
    nextStep(s, p.seat);
    return null;
  },
};

export const oortKindDecision: DecisionRules<"oortKind"> = {
  legal: (s, p) => p.kinds.map((kind) => ({ type: "oortKind", kind })),
  act(s, p, a) {
    if (a.type !== "oortKind") return ruleError("wrong-decision", "Set Alien Oort Cloud Factory's kind for this action.");
    if (!p.kinds.includes(a.kind)) return ruleError("not-a-choice", `Alien Oort Cloud Factory can be set to ${p.kinds.join(", ")} here.`);
    setOort(s, p.seat, a.kind);
    s.pending = null;
    nextStep(s, p.seat);
    return null;
  },
};
