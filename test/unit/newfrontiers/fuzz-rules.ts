/**
 * Rule checks of the New Frontiers random playouts (fuzz.test.ts), each from 002_5d0b817c3d65cbf4.txt:
 *  - `checkSetup` (§Preparar): 12 VP and 12 colonists per player, 3 credits (+1 last, +1 second-to-last with
 *    4–5 players, adjusted by the home colony), two discs each with 2 players, distinct mats, first-game homes on
 *    the marked sides, all 60 worlds in the bag, the goal stack only with goals;
 *  - `checkDecisionOrder` (§Como se Juega): the next selector is the next disc on the track; players perform an
 *    action in track order from the selector, wrapping; home colonies are chosen in player order;
 *  - `checkRuleStep`: selector bonuses (Isolation +2 credits, Envoys +1 VP and first place, Chart Goals draws the
 *    top two goals, Trade/Consume +1 VP, Produce takes the pile, Settle +1 colonist), kept goals, gaining 2
 *    colonists, picking a world, selling at least the printed price, Develop paying at most the cost (−1 for
 *    the selector), settling paying at most the world's cost (its defense when paying for a military world);
 *  - `ActionWatch`, per action: every player takes part; after a Produce every empty production colony has a
 *    good (while goods of its kind last), the selector's windfall bonus was used, Comet Zone-like credits only
 *    for a good produced there; after a Trade/Consume every mandatory Consume power was used, "up to" ones fully;
 *  - `checkLegalShape`: the legal answers contain what the rules allow and nothing another decision needs.
 */
import { expect } from "vitest";
import { CATALOGUE, developmentById, homeColonyById, tileById, worldById } from "../../../engine/newfrontiers/catalogue.ts";
import type { NfState } from "../../../engine/newfrontiers/state.ts";
import { game, type LoggedAction } from "./fuzz-helpers.ts";
import { endedAction } from "./fuzz-invariants.ts";

/** A world or home colony tile (developments have no goods). */
function worldTile(id: string) {
  const t = tileById(id);
  return t && t.tileType !== "development" ? t : undefined;
}

function fail(where: string, what: string): never {
  expect.fail(`${where}: ${what}`);
}

export function checkSetup(s: NfState, where: string): void {
  const P = s.players;
  const order = s.track.slice(0, P);
  if (P === 2 && JSON.stringify(s.track) !== JSON.stringify([...order, ...order])) fail(where, `2-player track ${s.track}`);
  if (JSON.stringify([...order].sort()) !== JSON.stringify([...s.empires.keys()])) fail(where, `order ${order}`);
  if (s.vpPool !== 12 * P || s.round !== 1 || s.bag.length !== 60 || s.endTriggers.length > 0) fail(where, "pool, round, bag or triggers");
  const mats = s.empires.map((e) => e.mat);
  if (new Set(mats).size !== P || mats.some((m) => m < 1 || m > 8)) fail(where, `mats ${mats}`);
  if (s.goalStack.length !== (s.options.goals ? CATALOGUE.goals.length : 0)) fail(where, `goal stack ${s.goalStack.length}`);
  if (s.options.setup === "firstGame" && s.faces !== "A".repeat(16)) fail(where, `first game faces ${s.faces}`);
  s.empires.forEach((e, seat) => {
    const home = e.home ? homeColonyById(e.home) : undefined;
    if (s.options.setup === "firstGame" ? !home || home.mat !== e.mat || !home.firstGameSide : e.home !== null)
      fail(where, `seat ${seat} home ${e.home}`);
    const pos = order.indexOf(seat);
    const credits = 3 + (pos === P - 1 ? 1 : 0) + (P >= 4 && pos === P - 2 ? 1 : 0) + (home?.setupCreditsDelta ?? 0);
    if (e.credits !== credits) fail(where, `seat ${seat} (position ${pos + 1}) starts with ${e.credits} credits, not ${credits}`);
    if (e.vpChips !== 0 || e.explored.length || e.developments.length || e.colonists !== 0) fail(where, `seat ${seat} starts with things`);
  });
  const placed = s.empires.filter((e) => e.home !== null).length;
  if (s.colonistSupply !== 12 * P - placed) fail(where, `colonist supply ${s.colonistSupply}`);
}

/** Seats in track order from position `from`, wrapping, each once. */
function wrapOrder(track: readonly number[], from: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < track.length; i++) {
    const seat = track[(from + i) % track.length]!;
    if (!out.includes(seat)) out.push(seat);
  }
  return out;
}

const TURN_KINDS = ["develop", "settle", "payToProduce", "windfall", "trade", "consume", "stockpile"];

export function checkDecisionOrder(s: NfState, where: string): void {
  const p = s.pending;
  if (s.finished || !p) return;
  if (p.kind === "select" && (s.current !== null || p.seat !== s.track[s.selectedCount]))
    fail(where, `select by ${p.seat}, disc ${s.track[s.selectedCount]}`);
  if (p.kind === "chooseHome") {
    const next = s.track.slice(0, s.players).find((seat) => s.empires[seat]!.home === null);
    if (p.seat !== next) fail(where, `home chosen by ${p.seat} before ${next}`);
  }
  const cur = s.current;
  if (!cur) return;
  const moved = cur.tile === "chartGoals" || cur.tile === "envoys";
  if (cur.selector !== s.track[moved ? 0 : s.selectedCount - 1]) fail(where, `selector ${cur.selector} is not the last disc that selected`);
  if (cur.order.length > 0 && JSON.stringify(cur.order) !== JSON.stringify(wrapOrder(s.track, s.selectedCount - 1)))
    fail(where, `action order ${cur.order}`);
  const turn = TURN_KINDS.includes(p.kind) || (p.kind === "explorePick" && !p.second);
  if (turn && p.seat !== cur.order[cur.idx]) fail(where, `${p.kind} by ${p.seat}, but it is ${cur.order[cur.idx]}'s turn`);
  if (p.kind === "explorePick" && p.second && (p.seat !== cur.selector || cur.idx !== cur.order.length))
    fail(where, "second pick not by the selector after everyone");
}

export function checkRuleStep(b: NfState, a: NfState, l: LoggedAction, where: string): void {
  const fresh = a.log.slice(b.log.length);
  const eb = b.empires[l.seat]!,
    ea = a.empires[l.seat]!;
  const dCredits = (seat: number) => a.empires[seat]!.credits - b.empires[seat]!.credits;
  const dVP = (seat: number) => a.empires[seat]!.vpChips - b.empires[seat]!.vpChips;
  const others = [...a.empires.keys()].filter((x) => x !== l.seat);
  const act = l.action;
  if (act.type === "select") {
    const first = fresh[1];
    if (fresh[0]?.seat !== l.seat || fresh[0]?.tile !== act.action) fail(where, "the selection is not logged first");
    const onlyMe = (what: string, dc: number, dv: number) => {
      if (dCredits(l.seat) !== dc || dVP(l.seat) !== dv || others.some((x) => dCredits(x) !== 0 || dVP(x) !== 0))
        fail(where, `${what}: credits/VP changes ${a.empires.map((_, x) => [dCredits(x), dVP(x)])}`);
    };
    if (act.action === "isolation") onlyMe("Isolation", 2, 0);
    if (act.action === "envoys") onlyMe("Envoys", 0, 1);
    if (act.action === "envoys" || act.action === "chartGoals") {
      const rest = [...b.track];
      rest.splice(b.selectedCount, 1);
      if (JSON.stringify(a.track) !== JSON.stringify([l.seat, ...rest])) fail(where, `track ${b.track} → ${a.track}`);
    }
    if (act.action === "chartGoals" && b.goalStack.length >= 2) {
      const p = a.pending;
      if (p?.kind !== "keepGoal" || p.seat !== l.seat || JSON.stringify(p.goals) !== JSON.stringify(b.goalStack.slice(0, 2)))
        fail(where, `goals drawn ${JSON.stringify(p)}`);
    }
    if (act.action === "tradeConsume" && !(first?.seat === l.seat && first.vp === 1)) fail(where, "no Trade/Consume bonus VP first");
    if (act.action === "produce" && b.produceCredits > 0 && !(first?.seat === l.seat && first.credits === b.produceCredits))
      fail(where, "the Produce pile not paid first");
    if (act.action === "settle" && !(first?.seat === l.seat && first.colonists === Math.min(1, b.colonistSupply)))
      fail(where, "no Settle bonus colonist first");
  }
  if (act.type === "keepGoal" && b.pending?.kind === "keepGoal") {
    const other = b.pending.goals.filter((g) => g !== act.goal);
    if (
      JSON.stringify(ea.goals) !== JSON.stringify([...eb.goals, act.goal]) ||
      JSON.stringify(a.goalStack) !== JSON.stringify([...b.goalStack, ...other])
    )
      fail(where, "the kept goal or the stack is wrong");
  }
  if (act.type === "colonists" && ea.colonists - eb.colonists !== Math.min(2, b.colonistSupply))
    fail(where, `gained ${ea.colonists - eb.colonists} colonists`);
  if (act.type === "pick") {
    if (!a.current?.display.includes(act.world) && !ea.explored.includes(act.world) && !a.bag.includes(act.world))
      fail(where, "the picked world vanished");
    if (a.current?.display.includes(act.world)) fail(where, "the picked world is still in the centre");
    // (when this pick finished the game, explored worlds have left every empire before scoring)
    if (!a.finished && !ea.explored.includes(act.world) && b.empires[l.seat]!.explored.length + eb.colonies.length < 9)
      fail(where, "the picked world is not explored");
  }
  if (act.type === "sell") {
    if (tileById(act.colony)?.tileType === "world" && (tileById(act.colony) as { kind: string }).kind === "variable")
      fail(where, "sold the good on the Oort Cloud");
    const kind = eb.colonies.find((c) => c.tile === act.colony)?.good;
    if (!kind || dCredits(l.seat) < CATALOGUE.tradePrices[kind]) fail(where, `sold a ${kind} good for ${dCredits(l.seat)}`);
  }
  if (act.type === "settle") {
    const w = worldById(act.world)!;
    const paid = -fresh
      .filter((e) => e.seat === l.seat && e.tile === act.world && (e.credits ?? 0) < 0)
      .reduce((n, e) => n + e.credits!, 0);
    // A non-military world costs at most its cost; paying for a military world (Contact Specialist, Rebel Cantina) at most its defense.
    if (act.method === "credits" ? paid > (w.cost ?? 0) : act.method === "military" ? paid > 0 : paid > (w.defense ?? 0))
      fail(where, `settled ${w.name} (${act.method}) paying ${paid}`);
    if (!ea.colonies.some((c) => c.tile === act.world) && !a.bag.includes(act.world) && !a.current?.display.includes(act.world))
      fail(where, `${w.name} was not settled`);
  }
  if (act.type === "develop") {
    const dev = developmentById(act.tile)!;
    const paid = fresh.find((e) => e.seat === l.seat && e.tile === act.tile && (e.credits ?? 0) < 0)?.credits ?? 0;
    const max = Math.max(0, dev.cost - (b.current?.selector === l.seat ? 1 : 0));
    if (-paid > max || !ea.developments.some((d) => d.tile === act.tile))
      fail(where, `bought ${dev.name} (cost ${dev.cost}, max ${max}) paying ${-paid}`);
  }
  const ended =
    b.current?.tile === "produce" && (a.current === null || a.actionNo !== b.actionNo)
      ? b.current
      : act.type === "select" && act.action === "produce" && a.current === null
        ? true
        : null;
  if (ended)
    a.empires.forEach((e, seat) => {
      for (const c of e.colonies) {
        const t = tileById(c.tile)!;
        if (t.tileType === "development" || t.goods !== "production" || t.kind === "none" || t.kind === "variable") continue;
        if (t.tileType === "homeColony" && t.autoProduce === false) continue;
        if (c.good === null && a.goodsSupply[t.kind] > 0) fail(where, `seat ${seat}: ${t.name} produced nothing`);
      }
    });
}

/**
 * Follows one action from its selection to its end (§Como se Juega: every player performs it, in order): in
 * Develop, Explore and Settle each player's part leaves a log entry; in Trade/Consume every player holding a
 * sellable good was asked whether to sell it.
 */
export class ActionWatch {
  private start: NfState | null = null;
  private asked: { seat: number; kind: string }[] = [];

  step(b: NfState, a: NfState, l: LoggedAction, where: string): void {
    if (l.action.type === "select") {
      this.start = b;
      this.asked = [];
    } else if (b.pending) this.asked.push({ seat: b.pending.seat, kind: b.pending.kind });
    const ended = endedAction(b, a, l);
    if (!ended || !this.start) return;
    const s0 = this.start;
    this.start = null;
    const order = wrapOrder(s0.track, s0.selectedCount);
    const entries = a.log.slice(s0.log.length + 1);
    if (ended === "settle") entries.shift(); // the selector's bonus colonist
    if (["develop", "explore", "settle"].includes(ended))
      for (const seat of order)
        if (!entries.some((e) => e.seat === seat)) fail(where, `${ended}: seat ${seat} (order ${order}) took no part`);
    if (ended === "tradeConsume") for (const seat of order) checkConsumed(s0, a, seat, entries, where);
    if (ended === "produce") {
      const selector = s0.track[s0.selectedCount]!;
      const windfalls = (st: NfState) => st.empires[selector]!.colonies.filter((c) => worldTile(c.tile)?.goods === "windfall");
      const fillable = windfalls(s0).some((c) => {
        const k = worldTile(c.tile)!.kind;
        return (
          c.good === null && (k === "variable" ? Object.values(a.goodsSupply).some((n) => n > 0) : k !== "none" && a.goodsSupply[k] > 0)
        );
      });
      // §Produce notes: Comet Zone-like powers pay only when a good was really produced on that colony.
      for (const x of entries) {
        const pw = worldTile(x.tile ?? "")?.powers.filter((q) => q.action === "produce" && q.effect === "gainCredits") ?? [];
        if (!x.credits || x.seat === null || pw.length !== 1 || pw[0]!.timing !== "ifGoodProducedHere") continue;
        const was = s0.empires[x.seat]!.colonies.find((c) => c.tile === x.tile);
        if (!was || was.good !== null) fail(where, `${x.tile} paid credits without producing a good`);
      }
      if (fillable && windfalls(a).filter((c) => c.good !== null).length <= windfalls(s0).filter((c) => c.good !== null).length)
        fail(where, "Produce: the selector had an empty windfall colony and got no windfall good");
    }
    if (ended === "tradeConsume")
      for (const seat of order) {
        const sellable = s0.empires[seat]!.colonies.some(
          (c) => c.good !== null && (tileById(c.tile) as { special?: { noTrade?: boolean } }).special?.noTrade !== true,
        );
        if (sellable && !this.asked.some((x) => x.seat === seat && x.kind === "trade"))
          fail(where, `Trade/Consume: seat ${seat} (order ${order}) held a good but was not asked to trade`);
      }
  }
}

/**
 * §Comercio, consumo: each applicable Consume power must be used (Trade League's is optional), "up to" powers as
 * fully as possible. Goods only leave during the player's part, so goods left at the end were there when the
 * power was (or should have been) used.
 */
function checkConsumed(s0: NfState, a: NfState, seat: number, entries: NfState["log"], where: string): void {
  const e = a.empires[seat]!;
  const tiles = [...s0.empires[seat]!.colonies.map((c) => c.tile), ...s0.empires[seat]!.developments.map((d) => d.tile)];
  for (const id of tiles)
    for (const pw of tileById(id)?.powers ?? []) {
      if (pw.effect !== "consume") continue;
      const g = pw.goods;
      const left = e.colonies.flatMap((c) => (c.good !== null && (g.kind === "any" || c.good === g.kind) ? [c.good] : []));
      const n = typeof g.count === "number" ? g.count : 1;
      const more = g.distinctKinds ? new Set(left).size >= n : left.length >= n;
      const use = entries.find((x) => x.seat === seat && x.tile === id && (x.goods ?? 0) < 0 && x.key === "consumes");
      const name = tileById(id)!.name;
      if (!use && !pw.optional && more) fail(where, `seat ${seat}: ${name}'s Consume power unused with goods ${left} left`);
      if (use && typeof g.count === "number" && -use.goods! < n * pw.repeat && more)
        fail(where, `seat ${seat}: ${name} consumed ${-use.goods!} with goods ${left} left (up to ${pw.repeat}×${n})`);
      if (use && g.count === "all" && left.length > 0) fail(where, `seat ${seat}: ${name} left goods ${left}`);
    }
}

/**
 * The legal answers of the pending decision, against the rules (reductions and powers may add options, never
 * remove these): every untaken tile may be selected; a home of the dealt mat; the drawn goals; passing on
 * Develop and every affordable development that fits; the worlds in the centre; every way of returning the
 * excess worlds; gaining colonists, or settling any affordable non-military world; passing a sale or selling any
 * good but the Oort Cloud's.
 */
export function checkLegalShape(s: NfState, where: string): void {
  const p = s.pending;
  if (s.finished || !p) return;
  const e = s.empires[p.seat]!;
  const legal = game.legalActions(s, p.seat);
  const keys = new Set(legal.map((a) => JSON.stringify(a)));
  const has = (a: object) => keys.has(JSON.stringify(a));
  const need = (a: object, why: string) => {
    if (!has(a)) fail(where, `${JSON.stringify(a)} is not legal (${why})`);
  };
  const only = (types: string[]) => {
    const bad = legal.find((a) => !types.includes(a.type));
    if (bad) fail(where, `${JSON.stringify(bad)} offered at ${p.kind}`);
  };
  if (p.kind === "select") {
    const tiles = [
      s.options.goals ? "chartGoals" : "isolation",
      "develop",
      "explore",
      "settle",
      "produce",
      "tradeConsume",
      "envoys",
    ].filter((t) => !s.taken.includes(t as never));
    if (JSON.stringify(legal.map((a) => (a.type === "select" ? a.action : a.type)).sort()) !== JSON.stringify(tiles.sort()))
      fail(where, `select choices ${JSON.stringify(legal)}`);
  } else if (p.kind === "chooseHome") {
    const homes = CATALOGUE.homeColonies.filter((h) => h.mat === e.mat).map((h) => h.id);
    if (JSON.stringify(legal) !== JSON.stringify(homes.map((home) => ({ type: "chooseHome", home }))))
      fail(where, `home choices ${JSON.stringify(legal)}`);
  } else if (p.kind === "keepGoal") {
    if (JSON.stringify(legal) !== JSON.stringify(p.goals.map((goal) => ({ type: "keepGoal", goal }))))
      fail(where, `goal choices ${JSON.stringify(legal)}`);
  } else if (p.kind === "develop") {
    only(["pass", "develop"]);
    need({ type: "pass" }, "one may always pass");
    const used = e.developments.reduce((n, d) => n + developmentById(d.tile)!.matSpaces, 0);
    for (const [id, n] of Object.entries(s.supply)) {
      const d = developmentById(id)!;
      const owned = e.developments.some((x) => x.tile === id);
      if (n > 0 && !owned && used + d.matSpaces <= 12 && Math.max(0, d.cost - (s.current?.selector === p.seat ? 1 : 0)) <= e.credits)
        need({ type: "develop", tile: id }, "affordable, fits, not owned");
      if (has({ type: "develop", tile: id }) && (n <= 0 || owned || used + d.matSpaces > 12))
        fail(where, `${id} offered: none left, owned or no room`);
    }
  } else if (p.kind === "explorePick") {
    if (JSON.stringify(legal) !== JSON.stringify(s.current!.display.map((world) => ({ type: "pick", world }))))
      fail(where, `pick choices ${JSON.stringify(legal)}`);
  } else if (p.kind === "exploreReturn") {
    if (p.count !== e.explored.length + e.colonies.length - 9) fail(where, `asked to return ${p.count}`);
    let combos = 1;
    for (let i = 0; i < p.count; i++) combos = (combos * (e.explored.length - i)) / (i + 1);
    if (
      legal.length !== combos ||
      legal.some((a) => a.type !== "returnWorlds" || a.worlds.length !== p.count || a.worlds.some((w) => !e.explored.includes(w)))
    )
      fail(where, "return choices");
  } else if (p.kind === "settle") {
    // Replacing a colony (Terraforming Engineers, Doomed Colony) may be offered besides; passing once the turn's
    // settling is done.
    only(["colonists", "settle", "replace", "pass"]);
    const started = p.extra > 0 || (p as { done?: boolean }).done === true;
    if (started && legal.some((a) => a.type === "colonists")) fail(where, "gaining colonists offered after settling");
    need(started ? { type: "pass" } : { type: "colonists" }, "Settle: gain 2 colonists (or stop after settling)");
    if (!started)
      for (const id of e.explored) {
        const w = worldById(id)!;
        if (!w.military && w.kind !== "variable" && w.cost <= e.credits && w.colonists <= e.colonists)
          need({ type: "settle", world: id, method: "credits" }, "affordable non-military world");
      }
    for (const a of legal)
      if (a.type === "settle" && worldById(a.world)!.colonists > e.colonists) fail(where, `${a.world} offered without its colonists`);
  } else if (p.kind === "trade") {
    only(["pass", "sell"]);
    need({ type: "pass" }, "a sale is optional");
    const sellable = e.colonies
      .filter((c) => c.good !== null && worldTile(c.tile)?.kind !== "variable")
      .map((c) => ({ type: "sell", colony: c.tile }));
    if (JSON.stringify(legal.filter((a) => a.type === "sell")) !== JSON.stringify(sellable))
      fail(where, `sale choices ${JSON.stringify(legal)}`);
  }
}
