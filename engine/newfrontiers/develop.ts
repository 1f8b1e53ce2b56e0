/**
 * Develop (002_… §Desarrollar): in order, each player may buy one development, paying its cost; the selector pays 1
 * less; costs never go below 0; no development already in the empire; 9-cost developments take two mat spaces.
 * The mat has 10 spaces plus the reddish ones, usable once the other ten are (or could be) full: 12 in all here.
 * After a Develop, more than 10 covered spaces ends the game after the round.
 */
import { ruleError } from "../core/game-module.ts";
import { developmentById, type Development } from "./catalogue.ts";
import { fireGains } from "./gains.ts";
import { END_SPACES, spacesUsed } from "./end-limits.ts";
import { log, payCredits, triggerEnd } from "./ledger.ts";
import type { NfLogRecord } from "./log-records.ts";
import { activePowers, matches } from "./powers.ts";
import { empire, withCount, type NfPlayer, type NfState } from "./state.ts";
import { endTurn, type ActionRules, type DecisionRules } from "./turns.ts";

/** Mat spaces for developments: ten plus the two reddish ones. */
export const MAT_SPACES = 12;

/** What `seat` would pay for `dev` now: cost − selector bonus − Develop cost reductions, never below 0. */
export function developCost(s: NfState, seat: number, dev: Development): number {
  let cost = dev.cost;
  if (s.current?.tile === "develop" && s.current.selector === seat) cost -= 1;
  for (const p of activePowers(s, seat, "develop"))
    if (p.power.effect === "costReduction" && matches(p.power.filter, dev, null, p.tile.id)) cost -= p.power.amount;
  return Math.max(0, cost);
}

/**
 * Why `seat` cannot buy `id` now, as a code (no message is built: the legal answers test every development);
 * `used` = the empire's mat spaces used, when the caller has counted them.
 */
type BuyRefusal = "not-development" | "none-left" | "owned" | "no-space" | "no-credits";

function buyRefusal(s: NfState, seat: number, id: string, used?: number): BuyRefusal | null {
  const e = s.empires[seat];
  const dev = developmentById(id);
  if (!e || !dev) return "not-development";
  if ((s.supply[id] ?? 0) <= 0) return "none-left";
  for (const d of e.developments) if (d.tile === id) return "owned";
  if ((used ?? spacesUsed(e)) + dev.matSpaces > MAT_SPACES) return "no-space";
  if (developCost(s, seat, dev) > e.credits) return "no-credits";
  return null;
}

/** Why `seat` cannot buy `id` now, or null. */
export function cannotBuy(s: NfState, seat: number, id: string): string | null {
  const why = buyRefusal(s, seat, id);
  const dev = developmentById(id);
  if (why === null) return null;
  if (!dev) return "That is not a development.";
  switch (why) {
    case "not-development":
      return "That is not a development.";
    case "none-left":
      return `No copy of ${dev.name} is left.`;
    case "owned":
      return `You already own ${dev.name}.`;
    case "no-space":
      return `${dev.name} does not fit on your mat.`;
    case "no-credits":
      return `${dev.name} costs ${developCost(s, seat, dev)} credits; you have ${s.empires[seat]?.credits ?? 0}.`;
  }
}

export const developRules: ActionRules = {
  start: () => undefined,
  beginTurn(s, seat) {
    fireGains(s, seat, activePowers(s, seat, "develop"), ["startOfAction", "default"], (power) => ({
      key: "power",
      args: { power, action: "develop" },
    }));
    s.pending = { kind: "develop", seat };
  },
  afterTurns(s) {
    s.empires.forEach((e, seat) => {
      if (spacesUsed(e) > END_SPACES && !s.endTriggers.includes("developmentSpaces")) {
        triggerEnd(s, "developmentSpaces");
        log(s, { seat, key: "endDevelopments", args: {} });
      }
    });
  },
};

export const developDecision: DecisionRules<"develop"> = {
  legal(s, p, enough = Infinity) {
    const out: ReturnType<DecisionRules<"develop">["legal"]> = [{ type: "pass" }];
    const e = s.empires[p.seat];
    const used = e ? spacesUsed(e) : 0;
    for (const id in s.supply) if (buyRefusal(s, p.seat, id, used) === null && out.push({ type: "develop", tile: id }) >= enough) break;
    return out;
  },
  act(s, p, a) {
    if (a.type === "pass") {
      log(s, { seat: p.seat, key: "buysNoDevelopment", args: {} });
      endTurn(s);
      return null;
    }
    if (a.type !== "develop") return ruleError("wrong-decision", "Buy a development or pass.");
    const why = cannotBuy(s, p.seat, a.tile);
    if (why) return ruleError("cannot-develop", why, { tile: a.tile });
    const e = empire(s, p.seat);
    const dev = developmentById(a.tile);
    if (!dev) throw new Error(`cannotBuy let an unknown development through: ${a.tile}`);
    const cost = developCost(s, p.seat, dev);
    const powers = activePowers(s, p.seat, "develop");
    const what: NfLogRecord = { key: "develops", args: { tile: dev.id, cost: dev.cost, n: cost } };
    if (cost > 0) payCredits(s, p.seat, cost, what, dev.id);
    else log(s, { seat: p.seat, ...what, tile: dev.id });
    s.supply = withCount(s.supply, a.tile, (s.supply[a.tile] ?? 1) - 1);
    e.developments = [...e.developments, { tile: a.tile, placedIn: s.actionNo }];
    fireGains(s, p.seat, powers, ["afterYouDevelop"], (power) => ({ key: "powerDeveloped", args: { power, target: dev.id } }), {
      target: dev,
      paid: cost,
    });
    endTurn(s);
    return null;
  },
};
