/**
 * Produce (002_… §Produce): the selector collects the credits piled on the tile; then in order every empty
 * production colony of each player gets a good of its colour (grey never, one good per colony), Produce powers
 * place goods on windfall colonies and pay out credits, and the selector fills one empty windfall colony of their
 * choice. "Comet Zone" style powers pay only when a good was actually produced there; powers comparing production
 * ("producedMost") are settled when every player has produced. With stockpiles goods may run short: players
 * produce in order and late players may get fewer goods; "si un jugador tiene varias colonias de producción más
 * de un tipo de lo que los bienes están disponibles, entonces el jugador elige cuál de ellos produce bienes"
 * (decision `shortage`). Alien Oort Cloud Factory's owner sets its kind for the action when a power counts
 * colonies by kind (decision `oortKind`, produce-choices.ts) or when a windfall good goes on it.
 */
import { ruleError } from "../core/game-module.ts";
import type { GoodsKind, TileFilter } from "./catalogue.ts";
import type { NfAction } from "./actions.ts";
import { gainCredits, payCredits, placeGood } from "./ledger.ts";
import type { NfLogRecord } from "./log-records.ts";
import { activePowers, conditionHolds, isOort, matches, nameOf, perCount, printedGoodsKind, tileOf } from "./powers.ts";
import { oortStep, produced, productionToFill, setOort, shortageStep, shortageTargets } from "./produce-choices.ts";
import { GOODS_KINDS_LIST } from "./settle-costs.ts";
import { empire, type NfState } from "./state.ts";
import { endTurn, type ActionRules, type DecisionRules } from "./turns.ts";

const SELECTOR_FILTER: TileFilter = { goods: "windfall", empty: true };

/**
 * Empty windfall colonies a produceGood power may fill while goods of their kind are left, with the Oort kinds to
 * choose from (only the kind already set for this action, if any).
 */
function windfallTargets(s: NfState, seat: number, filter: TileFilter, self?: string): NfAction[] {
  const e = empire(s, seat);
  const set = s.current?.turn.oort;
  const out: NfAction[] = [];
  for (const c of e.colonies) {
    const t = tileOf(c.tile);
    if (t.tileType === "development" || t.goods !== "windfall" || c.good !== null) continue;
    if (isOort(t)) {
      if (!matches({ ...filter, kind: undefined }, t, c, self)) continue;
      for (const k of set ? [set] : GOODS_KINDS_LIST)
        if ((filter.kind === undefined || filter.kind === k) && s.goodsSupply[k] > 0)
          out.push({ type: "windfall", colony: c.tile, oortKind: k });
    } else {
      const k = printedGoodsKind(t);
      if (k && matches(filter, t, c, self) && s.goodsSupply[k] > 0) out.push({ type: "windfall", colony: c.tile });
    }
  }
  return out;
}

function sourceFilter(s: NfState, seat: number, source: string): { filter: TileFilter; self?: string } | null {
  if (source === "bonus") return { filter: SELECTOR_FILTER };
  const p = activePowers(s, seat, "produce").find((x) => x.key === source);
  if (!p) return null;
  if (p.power.effect === "produceGood" || p.power.effect === "payToProduce") return { filter: p.power.filter ?? {}, self: p.tile.id };
  return null;
}

/**
 * Works through the player's remaining steps — scarce goods to place, windfall powers, the Oort Cloud's kind —
 * then pays the credit powers and ends the turn.
 */
export function nextStep(s: NfState, seat: number): void {
  const turn = s.current?.turn;
  const e = empire(s, seat);
  if (shortageStep(s, seat)) return;
  for (let source = turn?.windfalls[0]; turn && source !== undefined; source = turn.windfalls[0]) {
    const p = activePowers(s, seat, "produce").find((x) => x.key === source);
    const f = p && p.power.effect === "payToProduce" ? null : sourceFilter(s, seat, source);
    if (p && p.power.effect === "payToProduce") {
      const c = e.colonies.find((x) => x.tile === p.tile.id);
      const k = printedGoodsKind(p.tile);
      if (c && c.good === null && e.credits >= p.power.amount && k && s.goodsSupply[k] > 0) {
        s.pending = { kind: "payToProduce", seat, tile: p.tile.id };
        return;
      }
    } else if (windfallTargets(s, seat, f?.filter ?? SELECTOR_FILTER, f?.self).length > 0) {
      s.pending = { kind: "windfall", seat, source };
      return;
    }
    turn.windfalls.shift();
  }
  if (oortStep(s, seat)) return;
  for (const q of activePowers(s, seat, "produce")) {
    const pw = q.power;
    if (pw.effect === "takeBankedCredits" && e.banked > 0) {
      const n = e.banked;
      e.banked = 0;
      gainCredits(s, seat, n, { key: "takesBanked", args: { power: q.tile.id } }, q.tile.id);
    }
    if (pw.effect !== "gainCredits" || pw.condition?.producedMost) continue;
    if (pw.timing === "ifGoodProducedHere" && !turn?.produced.some((x) => x.tile === q.tile.id)) continue;
    if (!conditionHolds(s, seat, pw.condition)) continue;
    const n = pw.amount * (pw.per ? perCount(s, seat, pw.per, q.tile.id) : 1);
    gainCredits(s, seat, n, { key: "power", args: { power: q.tile.id, action: "produce" } }, q.tile.id);
  }
  endTurn(s);
}

export const produceRules: ActionRules = {
  start(s) {
    const seat = s.current?.selector ?? 0;
    const n = s.produceCredits;
    s.produceCredits = 0;
    gainCredits(s, seat, n, { key: "produceBonus", args: {} }, "produce");
  },
  beginTurn(s, seat) {
    const turn = s.current?.turn;
    if (!turn) return;
    const byKind = new Map<GoodsKind, string[]>();
    for (const c of productionToFill(s, seat)) byKind.set(c.kind, [...(byKind.get(c.kind) ?? []), c.tile]);
    for (const [k, tiles] of byKind) {
      if (tiles.length > s.goodsSupply[k] && s.goodsSupply[k] > 0) turn.shortage.push(k);
      else
        for (const id of tiles) if (placeGood(s, seat, id, k, { key: "produces", args: { tile: id, kind: k } })) produced(s, seat, id, k);
    }
    for (const p of activePowers(s, seat, "produce"))
      if (p.power.effect === "payToProduce" || p.power.effect === "produceGood") turn.windfalls.push(p.key);
    if (s.current?.selector === seat) turn.windfalls.push("bonus");
    nextStep(s, seat);
  },
  afterTurns(s) {
    const cur = s.current;
    if (!cur || cur.stage !== "turns") return;
    cur.stage = "done";
    for (const seat of cur.order)
      for (const q of activePowers(s, seat, "produce")) {
        const pw = q.power;
        if (pw.effect === "gainCredits" && pw.condition?.producedMost && conditionHolds(s, seat, pw.condition))
          gainCredits(s, seat, pw.amount, { key: "producedMost", args: { power: q.tile.id, kind: pw.condition.producedMost } }, q.tile.id);
      }
  },
};

export const payToProduceDecision: DecisionRules<"payToProduce"> = {
  legal: (s, p) => [{ type: "pass" }, { type: "produceOn", tile: p.tile }],
  act(s, p, a) {
    const turn = s.current?.turn;
    if (a.type === "produceOn" && a.tile === p.tile) {
      const t = tileOf(p.tile);
      const pw = activePowers(s, p.seat, "produce").find((x) => x.key === turn?.windfalls[0])?.power;
      const cost = pw && pw.effect === "payToProduce" ? pw.amount : 1;
      const kind = printedGoodsKind(t);
      if (!kind) return ruleError("no-kind", `${t.name} cannot hold a good.`, { tile: t.id });
      payCredits(s, p.seat, cost, { key: "paysToProduce", args: { tile: t.id } }, t.id);
      if (placeGood(s, p.seat, t.id, kind, { key: "produces", args: { tile: t.id, kind } })) produced(s, p.seat, t.id, kind);
    } else if (a.type !== "pass") return ruleError("wrong-decision", `Pay to produce on ${nameOf(p.tile)} or pass.`, { tile: p.tile });
    s.pending = null;
    turn?.windfalls.shift();
    nextStep(s, p.seat);
    return null;
  },
};

export const windfallDecision: DecisionRules<"windfall"> = {
  legal(s, p) {
    const f = sourceFilter(s, p.seat, p.source);
    return f ? windfallTargets(s, p.seat, f.filter, f.self) : [];
  },
  act(s, p, a) {
    if (a.type !== "windfall") return ruleError("wrong-decision", "Choose the windfall colony that gets a good.");
    const legal = windfallDecision.legal(s, p);
    if (!legal.some((x) => x.type === "windfall" && x.colony === a.colony && x.oortKind === a.oortKind))
      return ruleError(
        "not-a-target",
        `${nameOf(a.colony)} is not an empty windfall colony this power can fill${a.oortKind ? ` as ${a.oortKind}` : ""}.`,
        { tile: a.colony },
      );
    const t = tileOf(a.colony);
    const kind = printedGoodsKind(t) ?? a.oortKind;
    if (a.oortKind && s.current) s.current.turn.oort = a.oortKind;
    const why = (k: GoodsKind): NfLogRecord =>
      p.source === "bonus"
        ? { key: "windfallBonus", args: { tile: t.id, kind: k } }
        : { key: "windfallPower", args: { tile: t.id, kind: k, power: p.source.split("#")[0] as string } };
    if (kind && placeGood(s, p.seat, a.colony, kind, why(kind))) produced(s, p.seat, a.colony, kind);
    s.pending = null;
    s.current?.turn.windfalls.shift();
    nextStep(s, p.seat);
    return null;
  },
};

export const shortageDecision: DecisionRules<"shortage"> = {
  legal: (s, p) => shortageTargets(s, p.seat, p.good).map((tile) => ({ type: "produceOn", tile })),
  act(s, p, a) {
    if (a.type !== "produceOn")
      return ruleError("wrong-decision", `Choose the colony that gets one of the last ${p.good} goods.`, { kind: p.good });
    if (!shortageTargets(s, p.seat, p.good).includes(a.tile))
      return ruleError("not-a-target", `${nameOf(a.tile)} is not one of your empty ${p.good} production colonies.`, { tile: a.tile });
    if (placeGood(s, p.seat, a.tile, p.good, { key: "producesLast", args: { tile: a.tile, kind: p.good } }))
      produced(s, p.seat, a.tile, p.good);
    s.pending = null;
    nextStep(s, p.seat);
    return null;
  },
};

export const oortKindDecision: DecisionRules<"oortKind"> = {
  legal: (s, p) => p.kinds.map((kind) => ({ type: "oortKind", kind })),
  act(s, p, a) {
    if (a.type !== "oortKind") return ruleError("wrong-decision", "Set Alien Oort Cloud Factory's kind for this action.");
    if (!p.kinds.includes(a.kind))
      return ruleError("not-a-choice", `Alien Oort Cloud Factory can be set to ${p.kinds.join(", ")} here.`, { kind: a.kind });
    setOort(s, p.seat, a.kind);
    s.pending = null;
    nextStep(s, p.seat);
    return null;
  },
};
