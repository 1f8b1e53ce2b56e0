/**
 * What the deciding seat would pay or get for each of its choices, with every discount and bonus applied (the
 * selector's −1 and Develop cost reductions, Settle cost reductions and payForMilitary powers, Trade bonuses on
 * a sale), so the table can show real prices instead of printed ones. Keys: `develop:<tile>`,
 * `settle:<world>:<method>` (credits and pay), `sell:<colony>`. Computed by the same functions `apply` uses.
 */
import type { NfAction } from "./actions.ts";
import { developmentById, worldById } from "./catalogue.ts";
import { developCost } from "./develop.ts";
import { creditPrice, payMilitaryPrice } from "./settle-costs.ts";
import type { NfState } from "./state.ts";
import { salePrice } from "./trade.ts";

export type Quotes = Record<string, number>;

export function quotesFor(s: NfState, seat: number, choices: readonly NfAction[]): Quotes {
  const out: Quotes = {};
  const p = s.pending;
  for (const a of choices) {
    if (a.type === "develop") {
      const d = developmentById(a.tile);
      if (d) out[`develop:${a.tile}`] = developCost(s, seat, d);
    } else if (a.type === "settle" && (a.method === "credits" || a.method === "pay")) {
      const w = worldById(a.world);
      const price = w ? (a.method === "credits" ? creditPrice(s, seat, w) : payMilitaryPrice(s, seat, w)) : null;
      if (price !== null) out[`settle:${a.world}:${a.method}`] = price;
    } else if (a.type === "sell") out[`sell:${a.colony}`] = salePrice(s, seat, a.colony, p?.kind === "trade" && p.extra);
  }
  return out;
}
