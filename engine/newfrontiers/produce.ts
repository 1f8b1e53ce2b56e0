/**
 * Produce (002_… §Produce): the selector collects the credits piled on the tile; then in order every empty
 * production colony of each player gets a good of its colour (grey never, one good per colony), Produce powers
 * place goods on windfall colonies and pay out credits, and the selector fills one empty windfall colony of their
 * choice. "Comet Zone" style powers pay only when a good was actually produced there; powers comparing production
 * ("producedMost") are settled when every player has produced. With stockpiles goods may run short: players
 * produce in order and late players may get fewer goods.
 */
import { ruleError } from "../core/game-module.ts";
import type { GoodsKind, TileFilter } from "./catalogue.ts";
import type { NfAction } from "./actions.ts";
import { gainCredits, log, payCredits, placeGood } from "./ledger.ts";
import { activePowers, conditionHolds, matches, nameOf, perCount, tileOf } from "./powers.ts";
import { GOODS_KINDS_LIST } from "./settle-costs.ts";
import type { NfPlayer, NfState } from "./state.ts";
import { endTurn, type ActionRules, type DecisionRules } from "./turns.ts";

const SELECTOR_FILTER: TileFilter = { goods: "windfall", empty: true };

function produced(s: NfState, seat: number, tile: string, kind: GoodsKind): void {
  s.current?.turn.produced.push({ tile, kind });
  s.current?.producedBy.push({ seat, kind });
}

/** Empty windfall colonies a produceGood power may fill, with the Oort kinds to choose from. */
function windfallTargets(s: NfState, seat: number, filter: TileFilter, self?: string): NfAction[] {
  const e = s.empires[seat] as NfPlayer;
  const out: NfAction[] = [];
  for (const c of e.colonies) {
    const t = tileOf(c.tile);
    if (t.tileType === "development" || t.goods !== "windfall" || c.good !== null) continue;
    if (t.kind === "variable") {
      if (!matches({ ...filter, kind: undefined }, t, c, self)) continue;
      for (const k of filter.kind ? [filter.kind] : GOODS_KINDS_LIST)
        if (k !== "none" && k !== "variable") out.push({ type: "windfall", colony: c.tile, oortKind: k });
    } else if (matches(filter, t, c, self)) out.push({ type: "windfall", colony: c.tile });
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

/** Works through the player's remaining windfall steps; ends the turn when none is left. */
function nextStep(s: NfState, seat: number): void {
  const turn = s.current?.turn;
  const e = s.empires[seat] as NfPlayer;
  while (turn && turn.windfalls.length > 0) {
    const source = turn.windfalls[0] as string;
    const p = activePowers(s, seat, "produce").find((x) => x.key === source);
    if (p && p.power.effect === "payToProduce") {
      const c = e.colonies.find((x) => x.tile === p.tile.id);
      if (c && c.good === null && e.credits >= p.power.amount) {
        s.pending = { kind: "payToProduce", seat, tile: p.tile.id };
        return;
      }
    } else if (windfallTargets(s, seat, sourceFilter(s, seat, source)?.filter ?? SELECTOR_FILTER, sourceFilter(s, seat, source)?.self).length > 0) {
      s.pending = { kind: "windfall", seat, source };
      return;
    }
    turn.windfalls.shift();
  }
  for (const q of activePowers(s, seat, "produce")) {
    const pw = q.power;
    if (pw.effect === "takeBankedCredits" && e.banked > 0) {
      const n = e.banked;
      e.banked = 0;
      gainCredits(s, seat, n, `${q.tile.name}: takes the credits stored on it`, q.tile.id);
    }
    if (pw.effect !== "gainCredits" || pw.condition?.producedMost) continue;
    if (pw.timing === "ifGoodProducedHere" && !turn?.produced.some((x) => x.tile === q.tile.id)) continue;
    if (!conditionHolds(s, seat, pw.condition)) continue;
    const n = pw.amount * (pw.per ? perCount(s, seat, pw.per, q.tile.id) : 1);
    gainCredits(s, seat, n, `${q.tile.name}: Produce power`, q.tile.id);
  }
  endTurn(s);
}

export const produceRules: ActionRules = {
  start(s) {
    const seat = s.current?.selector ?? 0;
    const n = s.produceCredits;
    s.produceCredits = 0;
    gainCredits(s, seat, n, "Produce bonus: the credits on the Produce tile", "produce");
  },
  beginTurn(s, seat) {
    const e = s.empires[seat] as NfPlayer;
    for (const c of e.colonies) {
      const t = tileOf(c.tile);
      if (t.tileType === "development" || t.goods !== "production" || c.good !== null) continue;
      if (t.tileType === "homeColony" && t.autoProduce === false) continue;
      const k = t.kind;
      if (k === "none" || k === "variable") continue;
      if (placeGood(s, seat, c.tile, k, `produces on ${t.name}`)) produced(s, seat, c.tile, k);
    }
    const turn = s.current?.turn;
    if (!turn) return;
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
          gainCredits(s, seat, pw.amount, `${q.tile.name}: produced the most ${pw.condition.producedMost} goods`, q.tile.id);
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
      const kind = t.tileType !== "development" ? t.kind : "none";
      if (kind === "none" || kind === "variable") return ruleError("no-kind", `${t.name} cannot hold a good.`);
      payCredits(s, p.seat, cost, `pays to produce on ${t.name}`, t.id);
      if (placeGood(s, p.seat, t.id, kind, `produces on ${t.name}`)) produced(s, p.seat, t.id, kind);
    } else if (a.type !== "pass") return ruleError("wrong-decision", `Pay to produce on ${nameOf(p.tile)} or pass.`);
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
      return ruleError("not-a-target", `${nameOf(a.colony)} is not an empty windfall colony this power can fill${a.oortKind ? ` as ${a.oortKind}` : ""}.`);
    const t = tileOf(a.colony);
    const kind = t.tileType !== "development" && t.kind !== "variable" && t.kind !== "none" ? t.kind : a.oortKind;
    const why = p.source === "bonus" ? "Produce bonus" : `${nameOf(p.source.split("#")[0] as string)}: Produce power`;
    if (kind && placeGood(s, p.seat, a.colony, kind, `${why}: windfall good on ${t.name}`)) produced(s, p.seat, a.colony, kind);
    s.pending = null;
    s.current?.turn.windfalls.shift();
    nextStep(s, p.seat);
    return null;
  },
};
