/**
 * Settle (002_… §Asentar): the selector first gains a colonist (usable at once); then in order each player gains
 * two colonists or settles one explored world — no passing. A settled windfall world gets its good. Improved
 * Logistics settles a further world (temporary military carries over; the first world's powers do not help, and
 * "after each settle" powers fire twice). Terraforming Engineers and Doomed Colony replace a colony as a step of
 * its own in the same turn (settle-replace.ts). After the Settle: nine-world limit, then more than 7 colonies or fewer than 5 colonists in
 * the supply ends the game after the round.
 */
import { ruleError, type RuleError } from "../core/game-module.ts";
import { worldById, type GoodsKind, type World } from "./catalogue.ts";
import type { NfAction, NfActionOf } from "./actions.ts";
import { gainColonists, log, payCredits, removeGood, returnToBag, sortIds, triggerEnd } from "./ledger.ts";
import type { NfLogRecord } from "./log-records.ts";
import { activePowers, nameOf } from "./powers.ts";
import {
  creditPrice,
  militaryFor,
  newColonyGood,
  oortKinds,
  payMilitaryPrice,
  tempMilitary,
  tempOptions,
  type TempMilitary,
} from "./settle-costs.ts";
import { replaceOptions, replaceColony } from "./settle-replace.ts";
import { empire, type NfState } from "./state.ts";
import { endTurn, type ActionRules, type DecisionRules } from "./turns.ts";
import { askReturns } from "./world-limit.ts";
import { fireGains } from "./gains.ts";
import { MAX_COLONIES, MIN_SUPPLY } from "./end-limits.ts";

export const settleRules: ActionRules = {
  start(s) {
    const seat = s.current?.selector ?? 0;
    gainColonists(s, seat, 1, { key: "settleBonus", args: {} }, "settle");
  },
  beginTurn(s, seat) {
    fireGains(s, seat, activePowers(s, seat, "settle"), ["default"], (power) => ({ key: "power", args: { power, action: "settle" } }));
    s.pending = { kind: "settle", seat, extra: 0, done: false };
  },
  afterTurns(s) {
    const cur = s.current;
    if (!cur) return;
    if (cur.stage === "turns") {
      cur.stage = "limit";
      returnToBag(s, cur.display);
      cur.display = [];
    }
    if (askReturns(s)) return;
    s.empires.forEach((e, seat) => {
      if (e.colonies.length > MAX_COLONIES && !s.endTriggers.includes("colonies")) {
        triggerEnd(s, "colonies");
        log(s, { seat, key: "endColonies", args: {} });
      }
    });
    if (s.colonistSupply < MIN_SUPPLY && !s.endTriggers.includes("colonistSupply")) {
      triggerEnd(s, "colonistSupply");
      log(s, { seat: null, key: "endColonists", args: { n: s.colonistSupply } });
    }
  },
};

type SettleAction = NfActionOf<"settle">;

/** Why `a`'s world cannot be settled at all now (not explored, too few colonists, the Oort kind), or the world. */
function checkWorld(s: NfState, seat: number, a: Pick<SettleAction, "world" | "oortKind">): RuleError | World {
  const e = empire(s, seat);
  const w = worldById(a.world);
  if (!w || !e.explored.includes(a.world))
    return ruleError("not-explored", `${nameOf(a.world)} is not one of your explored worlds.`, { tile: a.world });
  if (e.colonists < w.colonists)
    return ruleError("no-colonists", `${w.name} needs ${w.colonists} colonist(s) on your mat; you have ${e.colonists}.`, {
      tile: w.id,
      n: w.colonists,
    });
  if ((a.oortKind !== undefined) !== (w.kind === "variable"))
    return ruleError(
      "bad-oort-kind",
      w.kind === "variable" ? `Choose the kind of ${w.name}'s good.` : "Only Alien Oort Cloud Factory takes a kind.",
      { tile: w.id },
    );
  return w;
}

/** What checkMethod would compute for a military settle, when the caller has it already (settleOptions). */
interface Known {
  /** tempMilitary for the answer's discard and buy. */
  temp: TempMilitary | string;
  /** militaryFor the world. */
  military: number;
}

/** Why settling `w` (already checked by checkWorld) the way `a` says is illegal, or what it costs. */
function checkMethod(
  s: NfState,
  seat: number,
  w: World,
  a: SettleAction,
  known?: Known,
): RuleError | { w: World; price: number; temp: TempMilitary } {
  const e = empire(s, seat);
  const discard = a.discard ?? [];
  const buy = a.buy ?? 0;
  if (a.method !== "military" && (discard.length > 0 || buy > 0))
    return ruleError("no-mixing", "Temporary military only helps to conquer a military world; credits and military cannot be combined.");
  if (a.method === "credits") {
    const price = creditPrice(s, seat, w);
    if (price === null)
      return ruleError("military-world", `${w.name} is a military world: conquer it with military (or a power that pays for it).`, {
        tile: w.id,
      });
    if (price > e.credits)
      return ruleError("no-credits", `${w.name} costs ${price} credits; you have ${e.credits}.`, { tile: w.id, n: price });
    return { w, price, temp: { military: 0, used: [], credits: 0 } };
  }
  if (!w.military) return ruleError("not-military", `${w.name} is not a military world: pay its cost in credits.`, { tile: w.id });
  if (a.method === "pay") {
    const price = payMilitaryPrice(s, seat, w);
    if (price === null) return ruleError("no-pay-power", `No power of yours lets you pay for ${w.name}.`, { tile: w.id });
    if (price > e.credits)
      return ruleError("no-credits", `${w.name} costs ${price} credits; you have ${e.credits}.`, { tile: w.id, n: price });
    return { w, price, temp: { military: 0, used: [], credits: 0 } };
  }
  const temp = known ? known.temp : tempMilitary(s, seat, discard, buy);
  if (typeof temp === "string") return ruleError("bad-temporary-military", temp);
  const strength = (known ? known.military : militaryFor(s, seat, w)) + temp.military;
  if (strength < w.defense)
    return ruleError("too-weak", `${w.name} has defense ${w.defense}; your military is ${strength}.`, {
      tile: w.id,
      defense: w.defense,
      military: strength,
    });
  return { w, price: 0, temp };
}

/** Why this settle is illegal, or what it costs. */
function check(s: NfState, seat: number, a: SettleAction): RuleError | { w: World; price: number; temp: TempMilitary } {
  const w = checkWorld(s, seat, a);
  return "error" in w ? w : checkMethod(s, seat, w, a);
}

/** A settle answer, its fields in the order the action schema lists them (built without spreads: a hot path). */
function settleAction(
  world: string,
  oortKind: GoodsKind | undefined,
  method: SettleAction["method"],
  t?: { discard: string[]; buy: number },
): SettleAction {
  const a: SettleAction = oortKind ? { type: "settle", world, oortKind, method } : { type: "settle", world, method };
  if (t && t.discard.length > 0) a.discard = t.discard;
  if (t && t.buy > 0) a.buy = t.buy;
  return a;
}

/**
 * The legal settles: each settleable world with each way of paying; the ways to add temporary military and what
 * each adds are worked out once, the military against each world once. Only the first `max` when the caller needs
 * no more (is there one? a single answer?).
 */
function settleOptions(s: NfState, seat: number, max = Infinity): NfAction[] {
  const e = empire(s, seat);
  const out: NfAction[] = [];
  let temps: { t: { discard: string[]; buy: number }; temp: TempMilitary | string }[] | null = null;
  for (const world of sortIds(e.explored.slice())) {
    const w0 = worldById(world);
    if (!w0) continue;
    for (const oortKind of oortKinds(w0)) {
      const w = checkWorld(s, seat, { world, oortKind });
      if ("error" in w) continue;
      if (!w.military) {
        const a = settleAction(world, oortKind, "credits");
        if (!("error" in checkMethod(s, seat, w, a)) && out.push(a) >= max) return out;
        continue;
      }
      const pay = settleAction(world, oortKind, "pay");
      if (!("error" in checkMethod(s, seat, w, pay)) && out.push(pay) >= max) return out;
      temps ??= tempOptions(s, seat).map((t) => ({ t, temp: tempMilitary(s, seat, t.discard, t.buy) }));
      const military = militaryFor(s, seat, w);
      for (const { t, temp } of temps) {
        const a = settleAction(world, oortKind, "military", t);
        if (!("error" in checkMethod(s, seat, w, a, { temp, military })) && out.push(a) >= max) return out;
      }
    }
  }
  return out;
}

function doSettle(s: NfState, seat: number, a: SettleAction, c: { w: World; price: number; temp: TempMilitary }): void {
  const e = empire(s, seat);
  const cur = s.current;
  const { w } = c;
  const powers = activePowers(s, seat, "settle");
  for (const id of a.discard ?? []) {
    removeGood(s, seat, id);
    log(s, { seat, goods: -1, key: "goodForMilitary", args: { tile: id }, tile: id });
  }
  if (c.temp.credits > 0) payCredits(s, seat, c.temp.credits, { key: "buysMilitary", args: { n: c.temp.credits } });
  if (cur) {
    cur.turn.tempMilitary += c.temp.military;
    cur.turn.used.push(...c.temp.used);
  }
  const how: NfLogRecord =
    a.method === "military"
      ? { key: "conquers", args: { world: w.id, defense: w.defense ?? 0 } }
      : c.price === 0
        ? { key: "settlesFree", args: { world: w.id } }
        : { key: "settles", args: { world: w.id, n: c.price } };
  if (c.price > 0) payCredits(s, seat, c.price, how, w.id);
  else log(s, { seat, ...how, tile: w.id });
  e.colonists -= w.colonists;
  e.explored = e.explored.filter((x) => x !== w.id);
  e.colonies = [...e.colonies, { tile: w.id, colonists: w.colonists, good: null, placedIn: s.actionNo }];
  newColonyGood(s, seat, w, a.oortKind);
  fireGains(s, seat, powers, ["afterEachSettle"], (power) => ({ key: "powerSettled", args: { power, target: w.id } }), {
    target: w,
    paid: c.price,
  });
}

/** Further worlds this player may settle in this Settle (Improved Logistics). */
function extraWorlds(s: NfState, seat: number): number {
  return activePowers(s, seat, "settle").reduce((n, p) => n + (p.power.effect === "settleExtraWorld" ? p.power.amount : 0), 0);
}

/** The next step of a player's Settle turn: more worlds (Improved Logistics), a replacement, or the end. */
function nextSettleStep(s: NfState, seat: number): void {
  const cur = s.current;
  const settled = cur?.turn.settled ?? 0;
  const more = settled > 0 && settled <= extraWorlds(s, seat) && settleOptions(s, seat, 1).length > 0;
  if (more || replaceOptions(s, seat, 1).length > 0) s.pending = { kind: "settle", seat, extra: settled, done: true };
  else endTurn(s);
}

export const settleDecision: DecisionRules<"settle"> = {
  legal(s, p, enough = Infinity) {
    const settled = s.current?.turn.settled ?? 0;
    const first: NfAction = p.done ? { type: "pass" } : { type: "colonists" };
    const more = !p.done || (settled > 0 && settled <= extraWorlds(s, p.seat)) ? settleOptions(s, p.seat, enough - 1) : [];
    return [first, ...more, ...(1 + more.length < enough ? replaceOptions(s, p.seat, enough - 1 - more.length) : [])];
  },
  act(s, p, a) {
    const cur = s.current;
    if (a.type === "colonists" && !p.done) {
      gainColonists(s, p.seat, 2, { key: "gainsColonists", args: {} }, "settle");
      s.pending = null;
      nextSettleStep(s, p.seat);
      return null;
    }
    if (a.type === "pass" && p.done) {
      endTurn(s);
      return null;
    }
    if (a.type === "replace") {
      // "Usar este poder no es una acción de Liquidación": a replacement is a step of its own in the player's
      // Settle turn, before or after gaining colonists or settling (not on a colony settled in this action).
      const err = replaceColony(s, p.seat, a);
      if (err) return err;
      if (p.done) nextSettleStep(s, p.seat);
      else s.pending = { ...p };
      return null;
    }
    const settled = cur?.turn.settled ?? 0;
    const mayExtra = p.done && settled > 0 && settled <= extraWorlds(s, p.seat);
    if (a.type !== "settle" || (p.done && !mayExtra))
      return ruleError(
        "wrong-decision",
        p.done
          ? mayExtra
            ? "Settle another world or pass."
            : "Replace a colony or pass."
          : "Gain 2 colonists or settle one explored world.",
      );
    const c = check(s, p.seat, a);
    if ("error" in c) return c;
    doSettle(s, p.seat, a, c);
    if (cur) cur.turn.settled++;
    s.pending = null;
    nextSettleStep(s, p.seat);
    return null;
  },
};
