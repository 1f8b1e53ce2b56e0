/**
 * Invariants of the New Frontiers random playouts (fuzz.test.ts), recomputed from the catalogue and the rules
 * (002_5d0b817c3d65cbf4.txt), not from the engine's own bookkeeping:
 *  - `checkState`: conservation of colonists (12 per player: supply + mats + colonies; they never leave the
 *    game — a replaced colony's colonists go back to the mat), goods (`GOODS_TOTAL` per kind: supply + colonies +
 *    stockpiles), VP (pool + chips = 12 per player; the pool going empty is recorded), worlds (each of the 60 in
 *    exactly one place: bag, centre display / replaced-awaiting-return, explored, colonies), development copies
 *    (supply + owned = the copies laid out); no negative credits; the nine-world limit outside Explore/Settle;
 *    no duplicate development; at most 12 mat spaces; colonies hold their printed colonists and only goods
 *    of their kind; the priority track and the round's tiles.
 *  - `checkStep`: the log only grows; its new entries are the action's events, exactly (which never name a goal;
 *    the end of the game is logged); every entry is a `{ key, args }` record; per
 *    seat they explain every
 *    change of credits, VP chips, colonists and goods; end conditions are recorded exactly when they occur
 *    (and only at the end of the action that checks them); the game ends only at a round end with a trigger;
 *    the Produce tile's credit pile follows the round end rule; Envoys / Chart Goals move the selector first.
 */
import { expect } from "vitest";
import type { GameEvent } from "../../../engine/core/game-module.ts";
import { CATALOGUE, developmentById, homeColonyById, tileById, worldById } from "../../../engine/newfrontiers/catalogue.ts";
import type { NfPlayer, NfState } from "../../../engine/newfrontiers/state.ts";
import { CONFIGS, newGame, type LoggedAction } from "./fuzz-helpers.ts";

const KINDS = ["novelty", "rare", "genes", "alien"] as const;
const WORLD_IDS = CATALOGUE.worlds.map((w) => w.id).sort();
const GOAL_IDS = CATALOGUE.goals.map((g) => g.id);

/**
 * Goods cubes per kind in the game, read from a fresh setup (supply + home goods). The box's 60 cubes are split
 * unknown; §Produce: "Se proporcionan suficientes bienes para todos los mundos del juego", so each kind must have
 * at least 15 and at least as many cubes as tiles that can hold it (the Oort Cloud holds any kind).
 */
export const GOODS_TOTAL: Record<(typeof KINDS)[number], number> = (() => {
  const s = newGame(CONFIGS[0]!, "goods-total");
  const out = { ...s.goodsSupply };
  for (const e of s.empires) for (const c of e.colonies) if (c.good) out[c.good]++;
  for (const k of KINDS) {
    const holders = [...CATALOGUE.worlds, ...CATALOGUE.homeColonies].filter(
      (t) => t.goods !== "none" && (t.kind === k || t.kind === "variable"),
    ).length;
    if (out[k] < Math.max(15, holders)) throw new Error(`${out[k]} ${k} goods for ${holders} tiles that can hold one`);
  }
  return out;
})();

/** The development copies laid out at setup (§Preparar), from the catalogue and the faces in play. */
export function initialSupply(s: NfState): Record<string, number> {
  const copies = CATALOGUE.setup.developments.smallCopiesByPlayers[String(s.players) as "2"];
  const later = s.options.setup === "later";
  const out: Record<string, number> = {};
  for (const d of CATALOGUE.developments.fixedSmall) out[d.id] = copies;
  const stacks = [...CATALOGUE.developments.variableSmall, ...CATALOGUE.developments.large];
  stacks.forEach((st, i) => {
    const face = later ? s.faces[i] : st.firstGameFace;
    const f = st.faces.find((x) => x.face === face);
    if (!f) throw new Error(`no face ${face} in slot ${st.slot}`);
    out[f.id] = st.size === "large" ? 1 : copies;
  });
  return out;
}

function colonistsOf(e: NfPlayer): number {
  return e.colonists + e.colonies.reduce((n, c) => n + c.colonists, 0);
}

function goodsOf(e: NfPlayer): number {
  return e.colonies.filter((c) => c.good !== null).length + e.stockpile.goods.length;
}

function spaces(e: NfPlayer): number {
  return e.developments.reduce((n, d) => n + (developmentById(d.tile)?.matSpaces ?? 99), 0);
}

function fail(where: string, what: string): never {
  expect.fail(`${where}: ${what}`);
}

export function checkState(s: NfState, where: string): void {
  const P = s.players;
  // colonists
  const colonists = s.colonistSupply + s.empires.reduce((n, e) => n + colonistsOf(e), 0);
  if (colonists !== 12 * P) fail(where, `colonists: ${colonists} ≠ ${12 * P}`);
  if (s.colonistSupply < 0) fail(where, "negative colonist supply");
  // goods
  for (const k of KINDS) {
    const n =
      s.goodsSupply[k] +
      s.empires.reduce((m, e) => m + e.colonies.filter((c) => c.good === k).length + e.stockpile.goods.filter((g) => g === k).length, 0);
    if (n !== GOODS_TOTAL[k]) fail(where, `${k} goods: ${n} ≠ ${GOODS_TOTAL[k]}`);
    if (s.goodsSupply[k] < 0) fail(where, `negative ${k} supply`);
  }
  // VP
  const chips = s.empires.reduce((n, e) => n + e.vpChips, 0);
  if (s.vpPool + chips !== 12 * P) fail(where, `VP pool ${s.vpPool} + chips ${chips} ≠ ${12 * P}`);
  if (s.poolEmptied !== s.vpPool <= 0) fail(where, `poolEmptied ${s.poolEmptied} with ${s.vpPool} in the pool`);
  if (s.produceCredits < 0) fail(where, "negative Produce pile");
  // worlds
  const worlds = [...s.bag, ...(s.current?.display ?? [])];
  for (const e of s.empires) worlds.push(...e.explored, ...e.colonies.map((c) => c.tile).filter((t) => t.startsWith("w-")));
  if (JSON.stringify([...worlds].sort()) !== JSON.stringify(WORLD_IDS)) {
    const seen = new Map<string, number>();
    for (const w of worlds) seen.set(w, (seen.get(w) ?? 0) + 1);
    fail(
      where,
      `worlds not each in one place: twice ${[...seen].filter(([, n]) => n > 1).map(([w]) => w)}, missing ${WORLD_IDS.filter((w) => !seen.has(w))}`,
    );
  }
  const homes = s.empires.flatMap((e) => e.colonies.map((c) => c.tile).filter((t) => !t.startsWith("w-")));
  if (new Set(homes).size !== homes.length || homes.some((h) => !homeColonyById(h))) fail(where, `home colonies ${homes}`);
  // developments
  const init = initialSupply(s);
  if (JSON.stringify(Object.keys(s.supply).sort()) !== JSON.stringify(Object.keys(init).sort()))
    fail(where, "the development supply has other tiles than those laid out");
  for (const [id, n] of Object.entries(init)) {
    const owned = s.empires.filter((e) => e.developments.some((d) => d.tile === id)).length;
    if ((s.supply[id] ?? 0) + owned !== n) fail(where, `${id}: supply ${s.supply[id]} + owned ${owned} ≠ ${n}`);
    if ((s.supply[id] ?? 0) < 0) fail(where, `${id}: negative supply`);
  }
  const exploreOrSettle = s.current !== null && (s.current.tile === "explore" || s.current.tile === "settle");
  s.empires.forEach((e, seat) => {
    const who = `${where}, seat ${seat}`;
    if (e.credits < 0 || e.banked < 0 || e.stockpile.credits < 0 || e.colonists < 0 || e.vpChips < 0)
      fail(who, `negative counts ${JSON.stringify(e)}`);
    const devs = e.developments.map((d) => d.tile);
    if (new Set(devs).size !== devs.length) fail(who, `duplicate development ${devs}`);
    if (spaces(e) > 12) fail(who, `${spaces(e)} development spaces`);
    if (s.finished && e.explored.length > 0)
      fail(who, "explored worlds left in an empire at the end (§Fin del juego: removed before scoring)");
    if (!exploreOrSettle && e.explored.length + e.colonies.length > 9)
      fail(who, `${e.explored.length} explored + ${e.colonies.length} colonies > 9 outside Explore/Settle`);
    if (!s.options.goals && (e.goals.length > 0 || e.stockpile.goods.length > 0 || e.stockpile.credits > 0))
      fail(who, "goals or stockpile without goals");
    const homeAt = e.colonies.findIndex((c) => c.tile === e.home);
    // Only Doomed Colony (a home colony that replaces itself) may leave the empire.
    if (e.home !== null && homeAt !== 0 && !(homeAt === -1 && e.home === "h-doomed-colony"))
      fail(who, `home ${e.home} is colony #${homeAt}`);
    for (const c of e.colonies) {
      const t = tileById(c.tile);
      if (!t || t.tileType === "development") fail(who, `colony ${c.tile} is not a world`);
      const need = t.tileType === "world" ? t.colonists : t.startingColonists;
      if (c.colonists !== need) fail(who, `${c.tile} holds ${c.colonists} colonists, its tile ${need}`);
      if (c.good !== null && (t.kind === "none" || (t.kind !== "variable" && t.kind !== c.good) || t.goods === "none"))
        fail(who, `${c.tile} (${t.kind} ${t.goods}) holds a ${c.good} good`);
    }
    for (const w of e.explored) if (!worldById(w)) fail(who, `explored ${w} is not a world`);
  });
  // track and round
  const perSeat = P === 2 ? 2 : 1;
  for (let seat = 0; seat < P; seat++) if (s.track.filter((x) => x === seat).length !== perSeat) fail(where, `track ${s.track}`);
  if (s.taken.length !== s.selectedCount || new Set(s.taken).size !== s.taken.length || s.selectedCount > s.track.length)
    fail(where, `taken ${s.taken} / ${s.selectedCount}`);
}

/** The tile of an action that completed during this step (one at most). */
export function endedAction(b: NfState, a: NfState, l: LoggedAction): string | null {
  if (b.current && (a.current === null || a.actionNo !== b.actionNo)) return b.current.tile;
  if (l.action.type === "select" && (a.current === null || a.actionNo !== b.actionNo + 1)) return l.action.action;
  return null;
}

export function checkStep(b: NfState, a: NfState, l: LoggedAction, events: GameEvent[], where: string): void {
  for (let i = 0; i < b.log.length; i++)
    if (a.log[i] !== b.log[i] && JSON.stringify(a.log[i]) !== JSON.stringify(b.log[i])) fail(where, `log entry ${i} changed`);
  const fresh = a.log.slice(b.log.length);
  // Events go to every seat: they are the action's new log records, nothing else.
  if (JSON.stringify(events) !== JSON.stringify(fresh)) fail(where, `events ${JSON.stringify(events)} are not the new log entries`);
  if (a.finished !== fresh.some((e) => e.key === "finalScoring"))
    fail(where, "the end of the game is not logged in the action that ends it");
  const named = GOAL_IDS.find((g) => JSON.stringify(events).includes(`"${g}"`));
  if (named) fail(where, `a public event names the goal ${named}`);
  for (const e of fresh) {
    if (typeof e.key !== "string" || !e.key || typeof e.args !== "object" || e.args === null)
      fail(where, `a log entry that is not a { key, args } record: ${JSON.stringify(e)}`);
    if ("text" in e) fail(where, `a log entry with English text: ${JSON.stringify(e)}`);
    if (e.seat === null && (e.credits || e.vp || e.colonists || e.goods))
      fail(where, `a seatless log entry moves things: ${JSON.stringify(e)}`);
  }
  for (let seat = 0; seat < a.players; seat++) {
    const mine = fresh.filter((e) => e.seat === seat);
    const sum = (k: "credits" | "vp" | "colonists" | "goods") => mine.reduce((n, e) => n + (e[k] ?? 0), 0);
    const eb = b.empires[seat]!,
      ea = a.empires[seat]!;
    const home = eb.home === null && ea.home !== null ? homeColonyById(ea.home) : undefined;
    const homeGood = home && home.startsWithGood && home.kind !== "none" && home.kind !== "variable" ? 1 : 0;
    const diffs: [string, number, number][] = [
      ["credits", ea.credits - eb.credits, sum("credits")],
      ["VP chips", ea.vpChips - eb.vpChips, sum("vp")],
      ["colonists", colonistsOf(ea) - colonistsOf(eb), sum("colonists") + (home?.startingColonists ?? 0)],
      ["goods", goodsOf(ea) - goodsOf(eb), sum("goods") + homeGood],
    ];
    for (const [what, change, logged] of diffs)
      if (change !== logged) fail(where, `seat ${seat}: ${what} changed by ${change} but the log says ${logged}: ${JSON.stringify(mine)}`);
  }
  // end conditions
  const ended = endedAction(b, a, l);
  const added = a.endTriggers.filter((t) => !b.endTriggers.includes(t));
  if (b.endTriggers.some((t) => !a.endTriggers.includes(t))) fail(where, "an end trigger disappeared");
  const over = (f: (e: NfPlayer) => boolean) => a.empires.some(f);
  const due: Record<string, boolean> = {
    vpPool: a.vpPool <= 0,
    colonies: ended === "settle" && over((e) => e.colonies.length > 7),
    developmentSpaces: ended === "develop" && over((e) => spaces(e) > 10),
    colonistSupply: ended === "settle" && a.colonistSupply < 5,
  };
  for (const t of added) if (!due[t]) fail(where, `end trigger ${t} recorded without its condition (ended ${ended})`);
  for (const [t, yes] of Object.entries(due))
    if (yes && !a.endTriggers.includes(t)) fail(where, `end condition ${t} met but not recorded (ended ${ended})`);
  if (a.finished) {
    if (a.endTriggers.length === 0) fail(where, "the game ended without an end condition");
    if (a.selectedCount !== a.track.length || a.current !== null || a.pending !== null)
      fail(where, "the game ended before the round was over");
  }
  if (a.round !== b.round) {
    if (a.round !== b.round + 1 || a.finished) fail(where, `round ${b.round} → ${a.round}`);
    if (b.endTriggers.length > 0 || added.length > 0) fail(where, "a round ended after an end condition but the game went on");
    const taken = [...b.taken, ...(l.action.type === "select" ? [l.action.action] : [])];
    const pile = taken.includes("produce") ? 0 : b.produceCredits + 1;
    if (a.produceCredits !== pile) fail(where, `Produce pile ${a.produceCredits}, expected ${pile}`);
    if (a.pending?.kind === "select" && a.selectedCount === 0 && a.track[0] !== a.pending.seat)
      fail(where, "a new round does not start with the first disc");
  } else if (!a.finished && l.action.type !== "select" && a.produceCredits !== b.produceCredits) fail(where, "the Produce pile changed");
  if (l.action.type === "select") {
    if (l.action.action === "produce" && a.produceCredits !== 0 && a.round === b.round)
      fail(where, "Produce selected but its pile is still there");
    if ((l.action.action === "envoys" || l.action.action === "chartGoals") && a.track[0] !== l.seat)
      fail(where, `${l.action.action}: the selector's disc is not first`);
    if (JSON.stringify([...a.track].sort()) !== JSON.stringify([...b.track].sort())) fail(where, "the track's discs changed");
  }
}
