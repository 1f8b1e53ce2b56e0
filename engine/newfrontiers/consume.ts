/**
 * Consume powers (002_… §Comercio, consumo): which uses are open to a player now and what they pay. A power is used
 * once per action; "up to" powers (repeat > 1) must take as many batches as the goods allow ("Una vez utilizados,
 * estos poderes deben utilizarse plenamente si es posible"); only powers marked optional (Trade League's consume,
 * buying VP) may be skipped. Consumed goods return to the supply; goods on a stockpile cannot be consumed.
 */
import type { GoodsKind, GoodsToConsume } from "./catalogue.ts";
import type { NfActionOf } from "./actions.ts";
import { gainCredits, gainVP, log, payCredits, removeGood } from "./ledger.ts";
import type { NfLogRecord } from "./log-records.ts";
import { activePowers, tradePrice, type OwnedPower } from "./powers.ts";
import { empire, type NfPlayer, type NfState } from "./state.ts";
import { combinations } from "./world-limit.ts";

export type ConsumeChoice = NfActionOf<"consume"> | NfActionOf<"buyVP"> | NfActionOf<"skip">;

interface Good {
  tile: string;
  kind: GoodsKind;
}

/** The goods on the empire's colonies that `g` may take, in colony order (a loop: a hot path of the listings). */
function goodsOf(e: NfPlayer, g: GoodsToConsume): Good[] {
  const out: Good[] = [];
  for (const c of e.colonies) if (c.good !== null && (g.kind === "any" || c.good === g.kind)) out.push({ tile: c.tile, kind: c.good });
  return out;
}

/** Can `goods` form `b` batches of `n` goods with distinct kinds inside each batch? */
function distinctBatches(goods: readonly Good[], n: number, b: number): boolean {
  const per = new Map<string, number>();
  for (const x of goods) per.set(x.kind, (per.get(x.kind) ?? 0) + 1);
  let room = 0;
  for (const c of per.values()) room += Math.min(c, b);
  return room >= n * b;
}

/** Every legal set of goods for one use of a consume power (empty: not applicable). */
export function goodsChoices(e: NfPlayer, g: GoodsToConsume, repeat: number): Good[][] {
  const pool = goodsOf(e, g);
  if (pool.length === 0) return [];
  if (g.count === "all") return [pool];
  if (g.count === "anyNumber") {
    const out: Good[][] = [];
    for (let k = 1; k <= pool.length; k++)
      for (const combo of combinations(pool, k))
        if (!g.distinctKinds || new Set(combo.map((x) => x.kind)).size === combo.length) out.push(combo);
    return out;
  }
  const n = g.count;
  let batches = 0;
  for (let b = repeat; b >= 1; b--)
    if (pool.length >= n * b && (!g.distinctKinds || distinctBatches(pool, n, b))) {
      batches = b;
      break;
    }
  if (batches === 0) return [];
  return combinations(pool, n * batches).filter((combo) => !g.distinctKinds || distinctBatches(combo, n, batches));
}

/**
 * The uses open now: mandatory and optional consumes, buying VP, and skips of optional powers; only about the
 * first `max` when the caller needs no more (is there one? a single answer?).
 */
export function consumeChoices(s: NfState, seat: number, max = Infinity): ConsumeChoice[] {
  const e = empire(s, seat);
  const used = s.current?.turn.used ?? [];
  const out: ConsumeChoice[] = [];
  for (const p of activePowers(s, seat, "tradeConsume")) {
    if (out.length >= max) break;
    if (used.includes(p.key)) continue;
    const pw = p.power;
    if (pw.effect === "consume") {
      const choices = goodsChoices(e, pw.goods, pw.repeat);
      for (const c of choices) out.push({ type: "consume", power: p.key, goods: c.map((x) => x.tile) });
      if (choices.length > 0 && pw.optional) out.push({ type: "skip", power: p.key });
    } else if (pw.effect === "buyVP" && e.credits > 0) {
      for (let count = 1; count <= Math.min(pw.max, e.credits); count++) out.push({ type: "buyVP", power: p.key, count });
      out.push({ type: "skip", power: p.key });
    }
  }
  return out;
}

function powerOf(s: NfState, seat: number, key: string): OwnedPower | undefined {
  return activePowers(s, seat, "tradeConsume").find((p) => p.key === key);
}

/** Applies a legal choice: goods back to the supply, VP and credits paid out, with the reason in the log. */
export function consumeReward(s: NfState, seat: number, c: ConsumeChoice): void {
  const p = powerOf(s, seat, c.power);
  if (!p) return;
  if (c.type === "skip") {
    log(s, { seat, key: "skipsPower", args: { power: p.tile.id }, tile: p.tile.id });
    return;
  }
  const pw = p.power;
  if (c.type === "buyVP" && pw.effect === "buyVP") {
    payCredits(s, seat, c.count, { key: "buysVp", args: { power: p.tile.id, n: c.count * pw.amount } }, p.tile.id);
    gainVP(s, seat, c.count * pw.amount, { key: "boughtVp", args: { power: p.tile.id, n: c.count } }, p.tile.id);
    return;
  }
  if (c.type !== "consume" || pw.effect !== "consume") return;
  const kinds = c.goods.map((tile) => removeGood(s, seat, tile));
  const turn = s.current?.turn;
  if (turn) turn.consumed += kinds.length;
  log(s, { seat, goods: -kinds.length, key: "consumes", args: { power: p.tile.id, kinds, n: kinds.length }, tile: p.tile.id });
  const g = pw.goods;
  const times = g.rewardPerGood
    ? Math.max(0, kinds.length - (g.rewardOneFewer ? 1 : 0))
    : typeof g.count === "number"
      ? kinds.length / g.count
      : 1;
  const vp = (pw.reward.vp ?? 0) * times;
  const credits = (pw.reward.credits ?? 0) * times + (pw.reward.tradePrice ? kinds.reduce((n, k) => n + tradePrice(k), 0) : 0);
  const why: NfLogRecord = { key: "consumePower", args: { power: p.tile.id } };
  gainVP(s, seat, vp, why, p.tile.id);
  gainCredits(s, seat, credits, why, p.tile.id);
}
