/**
 * Sampled checks of the New Frontiers random playouts (fuzz.test.ts):
 *  - `checkViews`: no view (any seat, spectator) holds the bag, the PRNG, forced draws, the goal stack or another
 *    player's face-down goals, and none changes when those secrets change; the pending seat's `choices` are its
 *    legal actions, everyone else's are empty; views and states survive a JSON round-trip unchanged;
 *  - `checkLegality`: on a deep-frozen state, `apply` accepts exactly the legal actions among a large batch of
 *    candidates (every legal one, ids of the wrong kind or place, every action type), refusals are RuleErrors
 *    with a code and a message, answers of another decision kind get `wrong-decision`, another seat gets
 *    `not-your-turn`; random raw inputs either parse or get `bad-action`; legal actions parse to themselves;
 *  - `checkEnd`: the final standing — scores are the sums of the items, the items are the empire's chips, printed
 *    VP, "?" bonuses and goals, the winners have the best score and then the best credits + goods.
 */
import { expect } from "vitest";
import { isRuleError } from "../../../engine/core/game-module.ts";
import type { NfAction } from "../../../engine/newfrontiers/actions.ts";
import { CATALOGUE, tileById } from "../../../engine/newfrontiers/catalogue.ts";
import type { NfState } from "../../../engine/newfrontiers/state.ts";
import { actionKey, clone, codes, game, totals, type Rand } from "./fuzz-helpers.ts";

const GOAL_IDS = CATALOGUE.goals.map((g) => g.id);
const HOME_IDS = CATALOGUE.homeColonies.map((h) => h.id);
const ACTIONS = ["isolation", "chartGoals", "develop", "explore", "settle", "produce", "tradeConsume", "envoys"] as const;
const KINDS = ["novelty", "rare", "genes", "alien"] as const;

function views(s: NfState): string[] {
  return [null, ...s.empires.keys()].map((seat) => JSON.stringify(game.view(s, seat)));
}

/** Plain JSON only (no undefined, NaN, functions, class instances): such a value survives a JSON round-trip. */
function expectJson(x: unknown, path: string, skip?: string): void {
  if (x === null || typeof x === "string" || typeof x === "boolean") return;
  if (typeof x === "number") {
    if (!Number.isFinite(x)) expect.fail(`${path} is ${x}`);
    return;
  }
  if (Array.isArray(x)) return x.forEach((v, i) => expectJson(v, `${path}[${i}]`));
  if (typeof x !== "object" || Object.getPrototypeOf(x) !== Object.prototype) expect.fail(`${path} is not plain JSON`);
  for (const [k, v] of Object.entries(x)) if (k !== skip) expectJson(v, `${path}.${k}`);
}

export function checkViews(s: NfState, rand: Rand, where: string, secrets = true): void {
  totals.views++;
  expectJson(s, `${where}: state`);
  const vs = [null, ...s.empires.keys()].map((seat) => game.view(s, seat));
  const all = vs.map((v) => JSON.stringify(v));
  const pending = s.finished ? null : s.pending;
  for (const [n, json] of all.entries()) {
    const seat = n === 0 ? null : n - 1;
    const v = vs[n]!;
    expectJson(v, `${where}: view ${seat}`, "log");
    for (const key of ["bag", "rng", "forcedDraws", "goalStack", "homeQueue"])
      if (json.includes(`"${key}":`)) expect.fail(`${where}: view ${seat} has ${key}`);
    const noLog = JSON.stringify({ ...v, log: [] });
    const inBag = s.bag.find((w) => noLog.includes(`"${w}"`));
    if (inBag) expect.fail(`${where}: view ${seat} names ${inBag}, a world in the bag`);
    const hidden = new Set(s.goalStack);
    s.empires.forEach((e, i) => {
      if (i !== seat && !s.finished) e.goals.forEach((g) => hidden.add(g));
    });
    if (pending?.kind === "keepGoal" && pending.seat !== seat) pending.goals.forEach((g) => hidden.add(g));
    for (const g of hidden) if (json.includes(`"${g}"`)) expect.fail(`${where}: view ${seat} shows hidden goal ${g}`);
    const choices = pending !== null && pending.seat === seat ? game.legalActions(s, seat) : [];
    expect(v.choices, `${where}: view ${seat} choices`).toEqual(choices);
    if (seat !== null) expect(v.empires[seat]!.goals).toEqual(s.empires[seat]!.goals);
    expect(v.empires.map((e) => [e.credits, e.vpChips, e.colonists, e.goalCount])).toEqual(
      s.empires.map((e) => [e.credits, e.vpChips, e.colonists, e.goals.length]),
    );
    expect([v.bagCount, v.goalStackCount, v.finished]).toEqual([s.bag.length, s.goalStack.length, s.finished]);
    // No running standing reveals the winners or a face-down goal; a finished game waits on nobody.
    if (!s.finished && (v.winners.length > 0 || v.items.some((i) => i.reason === "goal")))
      expect.fail(`${where}: view ${seat} shows winners or goal points mid-game`);
    if (s.finished && (v.pending !== null || v.choices.length > 0)) expect.fail(`${where}: view ${seat} of a finished game has a decision`);
  }
  // The same position with other secrets looks the same to everyone.
  if (!secrets) return;
  const c = clone(s);
  c.rng = [rand.int(2 ** 32), rand.int(2 ** 32), rand.int(2 ** 32), rand.int(2 ** 32)];
  c.bag.reverse();
  c.forcedDraws = [...s.bag.slice(0, 3)];
  rand.shuffle(c.goalStack);
  if (JSON.stringify(views(c)) !== JSON.stringify(all))
    expect.fail(`${where}: a view depends on the PRNG, the bag, forced draws or the goal stack order`);
}

/** Action types each decision kind answers to (anything else is `wrong-decision`). */
const ANSWERS: Record<string, string[]> = {
  select: ["select"],
  chooseHome: ["chooseHome"],
  keepGoal: ["keepGoal"],
  develop: ["develop", "pass"],
  explorePick: ["pick"],
  exploreReturn: ["returnWorlds"],
  settle: ["colonists", "settle", "replace", "pass"],
  payToProduce: ["pass", "produceOn"],
  windfall: ["windfall"],
  trade: ["pass", "sell"],
  consume: ["consume", "buyVP", "skip"],
  stockpile: ["pass", "stockpile"],
  shortage: ["produceOn"],
  oortKind: ["oortKind"],
};

/** Well-formed answers of every kind for `seat` now, most of them illegal (ids of the wrong kind or place). */
export function candidates(s: NfState, seat: number, rand: Rand): NfAction[] {
  const e = s.empires[seat]!;
  const other = s.empires[(seat + 1) % s.players]!;
  const colonies = [...e.colonies.map((c) => c.tile), ...other.colonies.map((c) => c.tile).slice(0, 2)];
  const worlds = [
    ...(s.current?.display ?? []),
    ...e.explored,
    ...other.explored.slice(0, 2),
    ...s.bag.slice(0, 2),
    ...colonies.slice(0, 2),
  ];
  const powers = [...e.colonies.map((c) => c.tile), ...e.developments.map((d) => d.tile)].flatMap((t) =>
    (tileById(t)?.powers ?? []).map((_, i) => `${t}#${i}`),
  );
  const out: NfAction[] = [{ type: "pass" }, { type: "colonists" }, ...ACTIONS.map((action) => ({ type: "select" as const, action }))];
  for (const kind of KINDS) out.push({ type: "oortKind", kind });
  for (const home of [rand.pick(HOME_IDS), rand.pick(HOME_IDS), ...CATALOGUE.homeColonies.filter((h) => h.mat === e.mat).map((h) => h.id)])
    out.push({ type: "chooseHome", home });
  for (const goal of [rand.pick(GOAL_IDS), ...(s.pending?.kind === "keepGoal" ? s.pending.goals : []), "g-none"])
    out.push({ type: "keepGoal", goal });
  for (const tile of [...Object.keys(s.supply), "d-none"]) out.push({ type: "develop", tile });
  for (const world of worlds) {
    out.push({ type: "pick", world });
    for (const method of ["credits", "military", "pay"] as const) out.push({ type: "settle", world, method });
    out.push({ type: "settle", world, method: "military", buy: rand.range(1, 3) });
    out.push({ type: "settle", world, method: rand.pick(["credits", "military"] as const), oortKind: rand.pick(KINDS) });
    if (colonies.length) out.push({ type: "settle", world, method: "military", discard: [rand.pick(colonies)] });
    if (colonies.length) out.push({ type: "replace", colony: rand.pick(colonies), world });
  }
  const explored = [...e.explored].sort();
  for (let k = 0; k <= Math.min(3, explored.length); k++)
    out.push({ type: "returnWorlds", worlds: rand.shuffle([...explored]).slice(0, k) });
  if (explored.length) out.push({ type: "returnWorlds", worlds: [explored[0]!, explored[0]!] });
  for (const colony of colonies) {
    out.push(
      { type: "produceOn", tile: colony },
      { type: "sell", colony },
      { type: "windfall", colony },
      { type: "stockpile", good: colony },
    );
    out.push({ type: "windfall", colony, oortKind: rand.pick(KINDS) });
  }
  for (const power of [...powers, "d-none#0"]) {
    out.push({ type: "skip", power }, { type: "buyVP", power, count: rand.range(0, 3) });
    out.push({ type: "consume", power, goods: rand.shuffle([...colonies]).slice(0, rand.range(0, 3)) });
  }
  for (const credits of [0, 1, e.credits, e.credits + 1]) out.push({ type: "stockpile", credits });
  out.push({ type: "stockpile" });
  if (colonies.length) out.push({ type: "stockpile", good: colonies[0]!, credits: 1 });
  return out;
}

function junk(rand: Rand): unknown {
  const o: Record<string, unknown> = {
    type: rand.pick(["select", "pick", "settle", "develop", "consume", "returnWorlds", "stockpile", "nope", "", 3]),
  };
  if (rand.chance(0.5)) o.action = rand.pick(["develop", "explore", "Develop", "retreat", 1]);
  if (rand.chance(0.5)) o.world = rand.pick(["w-x", "", 5, null, "x".repeat(70)]);
  if (rand.chance(0.4)) o.method = rand.pick(["credits", "military", "pay", "steal"]);
  if (rand.chance(0.3)) o.worlds = rand.pick([[], ["a"], "a", [1], Array.from({ length: 31 }, () => "a")]);
  if (rand.chance(0.3)) o.credits = rand.pick([1, -1, 0.5, "2", 1000]);
  if (rand.chance(0.3)) o.tile = rand.pick(["d-x", 1]);
  if (rand.chance(0.2)) o.extra = 1;
  return rand.chance(0.05) ? rand.pick([null, [], "pass", 42]) : o;
}

function expectRefusal(r: unknown, where: string): string {
  if (!isRuleError(r)) expect.fail(`${where}: not refused`);
  if (typeof r.code !== "string" || !r.code || typeof r.message !== "string" || !r.message)
    expect.fail(`${where}: malformed RuleError ${JSON.stringify(r)}`);
  codes.set(r.code, (codes.get(r.code) ?? 0) + 1);
  totals.refusals++;
  return r.code;
}

/** `s` must be deep-frozen. */
export function checkLegality(s: NfState, rand: Rand, where: string): void {
  const before = JSON.stringify(s);
  const seat = game.toAct(s)[0]!;
  const p = s.pending!;
  const legal = game.legalActions(s, seat);
  const keys = new Set(legal.map(actionKey));
  if (keys.size !== legal.length) expect.fail(`${where}: duplicate legal actions ${JSON.stringify(legal)}`);
  for (const a of legal) {
    const parsed = game.parseAction(clone(a));
    if (isRuleError(parsed) || actionKey(parsed) !== actionKey(a))
      expect.fail(`${where}: legal ${JSON.stringify(a)} does not parse to itself`);
  }
  const cands = [...legal, ...candidates(s, seat, rand)];
  for (let k = 0; k < 25; k++) {
    const parsed = game.parseAction(junk(rand));
    if (!isRuleError(parsed)) cands.push(parsed);
    else if (parsed.code !== "bad-action") expect.fail(`${where}: parseAction gave ${parsed.code}`);
    else totals.malformed++;
  }
  const answers = ANSWERS[p.kind]!;
  for (const a of cands) {
    const w = `${where}: ${JSON.stringify(a)} at ${p.kind}`;
    let r: ReturnType<typeof game.apply>;
    try {
      r = game.apply(s, seat, a);
    } catch (e) {
      expect.fail(`${w}: apply threw ${String(e)}`);
    }
    if (!isRuleError(r)) {
      if (!keys.has(actionKey(a))) expect.fail(`${w}: accepted but not legal`);
      continue;
    }
    if (keys.has(actionKey(a))) expect.fail(`${w}: legal but refused: ${r.code} ${r.message}`);
    const code = expectRefusal(r, w);
    if (!answers.includes(a.type) && code !== "wrong-decision") expect.fail(`${w}: another decision's answer got ${code}`);
  }
  for (const o of [-1, ...s.empires.keys(), s.players, 99]) {
    if (o === seat) continue;
    const code = expectRefusal(game.apply(s, o, rand.pick(legal)), `${where}: seat ${o}`);
    if (code !== "not-your-turn") expect.fail(`${where}: seat ${o} acting got ${code}`);
  }
  if (JSON.stringify(s) !== before) expect.fail(`${where}: the state changed`);
  totals.legalityStates++;
}

export function checkEnd(s: NfState, where: string): void {
  expect(s.finished, where).toBe(true);
  expect(game.toAct(s)).toEqual([]);
  for (let seat = 0; seat < s.players; seat++) {
    expect(game.legalActions(s, seat)).toEqual([]);
    const r = game.apply(s, seat, { type: "pass" });
    expect(isRuleError(r) && r.code, `${where}: acting after the end`).toBe("game-over");
  }
  const res = game.result(s);
  expect(res.finished).toBe(true);
  const items = res.items as { seat: number; points: number; reason: string; tile?: string }[];
  s.empires.forEach((e, seat) => {
    const mine = items.filter((i) => i.seat === seat);
    expect(res.scores[seat], `${where}: seat ${seat} score = its items`).toBe(mine.reduce((n, i) => n + i.points, 0));
    expect(mine.filter((i) => i.reason === "chips").map((i) => i.points)).toEqual([e.vpChips]);
    const owned = [...e.colonies.map((c) => c.tile), ...e.developments.map((d) => d.tile)];
    const printed = owned.filter((t) => typeof tileById(t)?.vp === "number").sort();
    expect(
      mine
        .filter((i) => i.reason === "tiles")
        .map((i) => i.tile)
        .sort(),
      `${where}: printed VP items`,
    ).toEqual(printed);
    for (const i of mine.filter((x) => x.reason === "tiles")) expect(i.points).toBe(tileById(i.tile!)!.vp);
    const large = e.developments
      .map((d) => d.tile)
      .filter((t) => {
        const x = tileById(t);
        return x?.tileType === "development" && x.size === "large";
      });
    expect(
      mine
        .filter((i) => i.reason === "bonus")
        .map((i) => i.tile)
        .sort(),
    ).toEqual(large.sort());
    expect(
      mine
        .filter((i) => i.reason === "goal")
        .map((i) => i.tile)
        .sort(),
    ).toEqual([...e.goals].sort());
    // Only a printed VP may be negative (Doomed Colony).
    for (const i of mine)
      if (!Number.isInteger(i.points) || (i.points < 0 && i.reason !== "tiles")) expect.fail(`${where}: item ${JSON.stringify(i)}`);
    if (mine.some((i) => i.tile && e.explored.includes(i.tile))) expect.fail(`${where}: an explored world scored`);
  });
  const best = Math.max(...res.scores);
  const tie = (seat: number) => s.empires[seat]!.credits + s.empires[seat]!.colonies.filter((c) => c.good !== null).length;
  const top = res.scores.flatMap((sc, seat) => (sc === best ? [seat] : []));
  const bestTie = Math.max(...top.map(tie));
  expect(res.winners, `${where}: winners`).toEqual(top.filter((seat) => tie(seat) === bestTie));
}
