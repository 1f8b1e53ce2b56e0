/**
 * Trade/Consume (002_… §Comercio, consumo): the selector takes 1 VP chip at once; then in order each player may
 * sell one good for its price (Novelty 1 … Alien Technology 4, plus Trade powers; never the good on Alien Oort Cloud
 * Factory) and then must use each applicable Consume power once, in any order the player chooses, until none
 * applies ("Cada poder se puede usar solo una vez"; "up to" powers used as fully as possible). Prosperous Economy
 * consumes nothing and pays per good consumed by the other powers. With goals, a stockpile step follows (goals.ts).
 */
import { ruleError } from "../core/game-module.ts";
import type { Tile } from "./catalogue.ts";
import { consumeChoices, consumeReward, type ConsumeChoice } from "./consume.ts";
import { fireGains } from "./gains.ts";
import { gainCredits, gainVP, log, removeGood } from "./ledger.ts";
import { stockpileStep } from "./goals.ts";
import { activePowers, matches, nameOf, ownsNamed, tileOf, tradePrice } from "./powers.ts";
import { empire, type NfPlayer, type NfState } from "./state.ts";
import { endTurn, type ActionRules, type DecisionRules } from "./turns.ts";

/** A world whose good cannot be sold (Alien Oort Cloud Factory: catalogue.json `special.noTrade`). */
function noTrade(t: Tile): boolean {
  return t.tileType === "world" && t.special?.noTrade === true;
}

/** Colonies whose good may be sold. */
export function sellable(e: NfPlayer): string[] {
  return e.colonies.filter((c) => c.good !== null && !noTrade(tileOf(c.tile))).map((c) => c.tile);
}

function toConsume(s: NfState, seat: number): void {
  if (consumeChoices(s, seat, 1).length > 0) s.pending = { kind: "consume", seat };
  else finishConsume(s, seat);
}

/** End of the consume part: Prosperous Economy, then the stockpile step or the end of the turn. */
function finishConsume(s: NfState, seat: number): void {
  const e = empire(s, seat);
  const consumed = s.current?.turn.consumed ?? 0;
  for (const p of activePowers(s, seat, "tradeConsume")) {
    if (p.power.effect !== "bonusPerConsumedGood") continue;
    const extra = p.power.extra && ownsNamed(e, p.power.extra.ifOwns) ? p.power.extra.amount : 0;
    const vp = p.power.amount * consumed + extra;
    gainVP(
      s,
      seat,
      vp,
      extra
        ? { key: "bonusPerGoodOwns", args: { power: p.tile.id, n: consumed, extra, owns: p.power.extra?.ifOwns ?? "" } }
        : { key: "bonusPerGood", args: { power: p.tile.id, n: consumed } },
      p.tile.id,
    );
  }
  s.pending = null;
  if (!stockpileStep(s, seat)) endTurn(s);
}

export const tradeRules: ActionRules = {
  start(s) {
    const seat = s.current?.selector ?? 0;
    gainVP(s, seat, 1, { key: "tradeBonus", args: {} }, "tradeConsume");
  },
  beginTurn(s, seat) {
    fireGains(s, seat, activePowers(s, seat, "tradeConsume"), ["default"], (power) => ({
      key: "power",
      args: { power, action: "tradeConsume" },
    }));
    if (sellable(empire(s, seat)).length > 0) s.pending = { kind: "trade", seat, salesLeft: 1, extra: false };
    else toConsume(s, seat);
  },
  afterTurns: () => undefined,
};

export const tradeDecision: DecisionRules<"trade"> = {
  legal: (s, p) => [{ type: "pass" }, ...sellable(empire(s, p.seat)).map((colony) => ({ type: "sell" as const, colony }))],
  act(s, p, a) {
    const e = empire(s, p.seat);
    if (a.type === "pass") {
      s.pending = null;
      toConsume(s, p.seat);
      return null;
    }
    if (a.type !== "sell") return ruleError("wrong-decision", "Sell one good or pass.");
    if (!sellable(e).includes(a.colony))
      return ruleError("cannot-sell", `There is no good you can sell on ${nameOf(a.colony)}.`, { tile: a.colony });
    const colony = e.colonies.find((c) => c.tile === a.colony);
    if (!colony) return ruleError("cannot-sell", "No such colony.", { tile: a.colony });
    const tile = tileOf(a.colony);
    const bonus = saleBonus(s, p.seat, a.colony, p.extra);
    const powers = activePowers(s, p.seat, "tradeConsume");
    const kind = removeGood(s, p.seat, a.colony);
    log(s, { seat: p.seat, goods: -1, key: "sells", args: { tile: a.colony, kind }, tile: a.colony });
    gainCredits(
      s,
      p.seat,
      tradePrice(kind) + bonus,
      bonus
        ? { key: "saleBonus", args: { kind, n: tradePrice(kind) + bonus, price: tradePrice(kind), bonus } }
        : { key: "sale", args: { kind, n: tradePrice(kind) } },
      a.colony,
    );
    const left = p.extra ? p.salesLeft - 1 : powers.reduce((n, q) => n + (q.power.effect === "extraTrade" ? q.power.amount : 0), 0);
    s.pending = null;
    if (left > 0 && sellable(e).length > 0) s.pending = { kind: "trade", seat: p.seat, salesLeft: left, extra: true };
    else toConsume(s, p.seat);
    return null;
  },
};

/** The Trade powers' bonus on selling the good on `colony` (none on an extra sale, which is at base price). */
function saleBonus(s: NfState, seat: number, colonyId: string, extra: boolean): number {
  const colony = s.empires[seat]?.colonies.find((c) => c.tile === colonyId);
  if (!colony || extra) return 0;
  const tile = tileOf(colonyId);
  let bonus = 0;
  for (const q of activePowers(s, seat, "tradeConsume"))
    if (q.power.effect === "tradeBonus" && matches(q.power.filter, tile, colony, q.tile.id)) bonus += q.power.amount;
  return bonus;
}

/** Credits `seat` gets for selling the good on `colony` now: its base price plus Trade bonuses. */
export function salePrice(s: NfState, seat: number, colonyId: string, extra: boolean): number {
  const good = s.empires[seat]?.colonies.find((c) => c.tile === colonyId)?.good;
  return good ? tradePrice(good) + saleBonus(s, seat, colonyId, extra) : 0;
}

function sameChoice(x: ConsumeChoice, a: { type: string; power: string; goods?: readonly string[]; count?: number }): boolean {
  if (x.type !== a.type || x.power !== a.power) return false;
  if (x.type === "consume") return [...x.goods].sort().join() === [...(a.goods ?? [])].sort().join();
  if (x.type === "buyVP") return x.count === a.count;
  return true;
}

export const consumeDecision: DecisionRules<"consume"> = {
  legal: (s, p, enough) => consumeChoices(s, p.seat, enough),
  act(s, p, a) {
    if (a.type !== "consume" && a.type !== "buyVP" && a.type !== "skip")
      return ruleError("wrong-decision", "Use one of your Consume powers.");
    const choices = consumeChoices(s, p.seat);
    const choice = choices.find((x) => sameChoice(x, a));
    if (!choice) {
      const known = choices.some((x) => x.power === a.power);
      return ruleError(
        known ? "bad-consume" : "no-such-power",
        known
          ? `${nameOf(a.power.split("#")[0] as string)} cannot be used that way: it must consume as many goods as it can, of the kinds it names${a.type === "skip" ? ", and it is not optional" : ""}.`
          : "That Consume power is not yours, already used or cannot be used now.",
        { tile: a.power.split("#")[0] as string },
      );
    }
    const turn = s.current?.turn;
    turn?.used.push(a.power);
    consumeReward(s, p.seat, choice);
    s.pending = null;
    toConsume(s, p.seat);
    return null;
  },
};
