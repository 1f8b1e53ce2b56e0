/**
 * Per-action invariants of the Star Wars random playouts (fuzz.test.ts): meeples and points conserved, tiles
 * conserved and returned tiles really unplaceable, no feature shared by two sides after the meeple step, and
 * every new battle recounted independently from the state before the action (sides, dice, rolls, points).
 * Each check fails the test with `where` in its message.
 */
import { expect } from "vitest";
import type { BoardEvent } from "../../../engine/carcassonne/events.ts";
import { logRecords, type CarcState } from "../../../engine/carcassonne/state.ts";
import { battlesOf, type Battle } from "../../../engine/carcassonne/star-wars/sw-state.ts";
import { tileKind, tileKindById } from "../../../engine/carcassonne/tiles.ts";
import { canPlace } from "../../../engine/carcassonne/board.ts";
import { featureRecord } from "../../../engine/carcassonne/features.ts";
import { game, MEEPLES, onBoard, placedAt, sideOf, type LoggedAction } from "./sw-helpers.ts";

function checkMeeples(s: CarcState, where: string): void {
  const board = onBoard(s);
  const v = game.view(s, null);
  for (let seat = 0; seat < s.players; seat++) {
    const supply = s.supply[seat]!;
    if (supply + board[seat]! !== MEEPLES)
      expect.fail(`${where}: seat ${seat} has ${supply} in supply + ${board[seat]} on the board ≠ ${MEEPLES}`);
    const big = s.ext.sw!.big[seat]!;
    const shownBig = v.meeples.filter((m) => m.seat === seat && m.big).length;
    if (big === -1) {
      if (supply < 1) expect.fail(`${where}: seat ${seat}'s big meeple is "in the supply" but the supply is empty`);
      if (shownBig !== 0) expect.fail(`${where}: seat ${seat}'s big meeple is in the supply and shown on the board`);
    } else {
      let here = false;
      for (let m = 0; m < s.meeples.length; m += 2) if (s.meeples[m] === seat && s.meeples[m + 1] === big) here = true;
      if (!here) expect.fail(`${where}: seat ${seat}'s big meeple is on segment ${big}, where it has no meeple`);
      if (shownBig !== 1) expect.fail(`${where}: seat ${seat}'s big meeple shown ${shownBig} times`);
    }
    const small = supply - (big === -1 ? 1 : 0);
    if (small < 0 || small > MEEPLES - 1) expect.fail(`${where}: seat ${seat} has ${small} small meeples in supply`);
    if (v.supply[seat] !== supply || v.bigInSupply![seat] !== (big === -1)) expect.fail(`${where}: view's supply disagrees with the state`);
  }
}

/** Roots holding meeples of two sides. */
function contested(s: CarcState): number[] {
  const sides = new Map<number, Set<number>>();
  for (let m = 0; m < s.meeples.length; m += 2) {
    const r = s.root[s.meeples[m + 1]!]!;
    if (!sides.has(r)) sides.set(r, new Set());
    sides.get(r)!.add(sideOf(s, s.meeples[m]!));
  }
  return [...sides].filter(([, set]) => set.size > 1).map(([r]) => r);
}

function checkPoints(s: CarcState, where: string): void {
  const sum = new Array<number>(s.players).fill(0);
  for (const r of logRecords(s)) {
    if (r.key !== "scored") continue;
    const it = r.args.item;
    if (!Number.isInteger(it.points) || it.points < 0) expect.fail(`${where}: score item with ${it.points} points`);
    for (let seat = 0; seat < s.players; seat++) if (sideOf(s, seat) === sideOf(s, it.seat)) sum[seat]! += it.points;
  }
  if (JSON.stringify(sum) !== JSON.stringify(s.scores))
    expect.fail(`${where}: scores ${JSON.stringify(s.scores)} but score items sum to ${JSON.stringify(sum)}`);
  if (s.teams)
    for (let seat = 0; seat < s.players; seat++)
      for (let o = 0; o < s.players; o++)
        if (s.teams[seat] === s.teams[o] && s.scores[seat] !== s.scores[o])
          expect.fail(`${where}: partners ${seat} and ${o} have scores ${s.scores[seat]} ≠ ${s.scores[o]}`);
}

/** The meeples ([seat, segment] flat) and big-meeple segments just before battles, rebuilt from the state before the action. */
function preBattle(b: CarcState, { seat, action }: LoggedAction): { meeples: number[]; big: number[] } {
  const meeples = b.meeples.slice(),
    big = b.ext.sw!.big.slice();
  let seg = -1;
  if (action.type === "meeple") {
    seg = 8 * b.last + tileKind(b.tiles[4 * b.last + 2]!).features.findIndex((f) => f.id === action.feature);
  } else if (action.type === "planet") {
    const i = placedAt(b, action.x, action.y);
    seg = 8 * i + tileKind(b.tiles[4 * i + 2]!).features.findIndex((f) => f.id === "c1");
  }
  if (seg >= 0) {
    meeples.push(seat, seg);
    if ("big" in action && action.big) big[seat] = seg;
  }
  return { meeples, big };
}

function featureRoot(s: CarcState, f: { x: number; y: number; id: string }): number {
  const i = placedAt(s, f.x, f.y);
  const k = tileKind(s.tiles[4 * i + 2]!).features.findIndex((g) => g.id === f.id);
  return s.root[8 * i + k]!;
}

function checkBattle(b: CarcState, a: CarcState, l: LoggedAction, battle: Battle, where: string): void {
  const w = `${where}, battle ${JSON.stringify(battle.feature)}`;
  if (battle.turn !== b.turns) expect.fail(`${w}: turn ${battle.turn}, expected ${b.turns}`);
  const root = featureRoot(a, battle.feature);
  const rec = featureRecord(a, root);
  const kind = rec.kind === 2 ? "planet" : rec.kind === 1 ? "asteroids" : "route";
  if (battle.kind !== kind) expect.fail(`${w}: kind ${battle.kind}, feature is ${kind}`);
  // Independent recount of the sides.
  const pre = preBattle(b, l);
  const expected: { seat: number; small: number; big: number; symbol: boolean }[] = [];
  for (let k = 0; k < a.players; k++) {
    const seat = (b.turn + k) % a.players;
    let n = 0;
    for (let m = 0; m < pre.meeples.length; m += 2) if (pre.meeples[m] === seat && a.root[pre.meeples[m + 1]!] === root) n++;
    if (n === 0) continue;
    const isBig = pre.big[seat]! >= 0 && a.root[pre.big[seat]!] === root ? 1 : 0;
    const side = expected.find((e) => sideOf(a, e.seat) === sideOf(a, seat));
    // sides in turn order from the active seat; a team is named by its lowest seat present
    if (side) {
      side.small += n - isBig;
      side.big += isBig;
      side.seat = Math.min(side.seat, seat);
      continue;
    }
    const faction = a.ext.sw!.factions[seat]!;
    const symbol = rec.segs.some((g) => tileKind(a.tiles[4 * (g >> 3) + 2]!).features[g & 7]!.faction === faction);
    expected.push({ seat, small: n - isBig, big: isBig, symbol });
  }
  const got = battle.sides.map((d) => ({ seat: d.seat, small: d.small, big: d.big, symbol: d.symbol }));
  if (JSON.stringify(got) !== JSON.stringify(expected))
    expect.fail(`${w}: sides ${JSON.stringify(got)}, recounted ${JSON.stringify(expected)}`);
  if (battle.sides.length < 2) expect.fail(`${w}: fewer than 2 sides`);
  if (battle.sides.filter((d) => d.won).length !== 1) expect.fail(`${w}: ${battle.sides.filter((d) => d.won).length} winners`);
  for (const d of battle.sides) {
    if (d.dice !== Math.min(3, d.small + 2 * d.big + (d.symbol ? 1 : 0)))
      expect.fail(`${w}: seat ${d.seat} rolled ${d.dice} dice for ${JSON.stringify(d)}`);
    if (d.team !== (a.teams ? a.teams[d.seat]! : null)) expect.fail(`${w}: seat ${d.seat} team ${d.team}`);
  }
  // Replay the rounds from the recorded rolls.
  let alive = battle.sides.slice();
  const ties = new Map(battle.sides.map((d) => [d, 0]));
  for (let r = 0; ; r++) {
    const best = alive.map((d) => {
      const roll = d.rolls[r];
      if (!roll || roll.length !== d.dice || roll.some((v) => !Number.isInteger(v) || v < 1 || v > 6))
        expect.fail(`${w}: seat ${d.seat} round ${r} roll ${JSON.stringify(roll)}`);
      return Math.max(...roll);
    });
    const top = Math.max(...best);
    const next = alive.filter((_, i) => best[i] === top);
    for (const [i, d] of alive.entries()) {
      if (best[i] === top && next.length > 1) continue;
      // out now: a loser (below top) or the winner (alone at top)
      const won = best[i] === top;
      if (d.rolls.length !== r + 1) expect.fail(`${w}: seat ${d.seat} rolled ${d.rolls.length} rounds, out after ${r + 1}`);
      if (d.won !== won) expect.fail(`${w}: seat ${d.seat} won=${d.won}, the rolls say ${won}`);
      const points = ties.get(d)! + (won ? 0 : d.dice);
      if (d.points !== points) expect.fail(`${w}: seat ${d.seat} has ${d.points} points, expected ${points}`);
    }
    if (next.length === 1) break;
    for (const d of next) ties.set(d, ties.get(d)! + 1);
    alive = next;
    if (r > 200) expect.fail(`${w}: endless battle`);
  }
}

/** Checks one action's result; returns the new battles. */
export function checkAction(b: CarcState, a: CarcState, l: LoggedAction, events: BoardEvent[], where: string): Battle[] {
  checkMeeples(a, where);
  checkPoints(a, where);
  // Tiles: 76 in all (board + stack + the drawn one); a returned tile really fits nowhere; none is discarded.
  if (a.tiles.length / 4 + a.bag.length + (a.current >= 0 ? 1 : 0) !== 76) expect.fail(`${where}: tiles not conserved`);
  if (a.discarded.length) expect.fail(`${where}: a tile was discarded`);
  for (const e of events) {
    if (e.key !== "tileReturned") continue;
    const k = tileKindById(e.args.tile);
    if (!k || canPlace(a, k)) expect.fail(`${where}: ${e.args.tile} was returned but fits`);
  }
  if (a.phase !== "meeple" && contested(a).length)
    expect.fail(`${where}: features ${contested(a)} hold meeples of two sides after the turn`);
  const nb = battlesOf(b).length;
  if (
    battlesOf(a)
      .slice(0, nb)
      .some((x, i) => x !== battlesOf(b)[i])
  )
    expect.fail(`${where}: earlier battles changed`);
  const battles = battlesOf(a).slice(nb);
  const battleEvents = events.flatMap((e) => (e.key === "battle" ? [e.args.battle] : []));
  if (JSON.stringify(battleEvents) !== JSON.stringify(battles)) expect.fail(`${where}: battle events ≠ new battles`);
  const newItems = logRecords(a)
    .slice(logRecords(b).length)
    .flatMap((r) => (r.key === "scored" ? [r.args.item] : []));
  const scoredEvents = events.flatMap((e) => (e.key === "scored" ? [e.args.item] : []));
  if (JSON.stringify(scoredEvents) !== JSON.stringify(newItems)) expect.fail(`${where}: scored events ≠ new score items`);
  const battleItems = newItems.filter((it) => it.reason === "battleTie" || it.reason === "battleLoss");
  const paid = battles.flatMap((x) => x.sides.flatMap((d) => (d.points ? [`${d.seat}:${d.points}`] : []))).sort();
  const byItems = new Map<number, number>();
  for (const it of battleItems) byItems.set(it.seat, (byItems.get(it.seat) ?? 0) + it.points);
  // Sum per side over battles (a seat may fight several battles in one action).
  const bySides = new Map<number, number>();
  for (const x of battles) for (const d of x.sides) bySides.set(d.seat, (bySides.get(d.seat) ?? 0) + d.points);
  for (const [seat, p] of bySides)
    if ((byItems.get(seat) ?? 0) !== p)
      expect.fail(`${where}: seat ${seat} battle points ${p}, items pay ${byItems.get(seat) ?? 0} (${paid})`);
  for (const [seat] of byItems) if (!bySides.has(seat)) expect.fail(`${where}: battle item for seat ${seat}, who fought no battle`);
  for (const x of battles) checkBattle(b, a, l, x, where);
  if (battles.length && l.action.type !== "place" && l.action.type !== "meeple" && l.action.type !== "planet" && l.action.type !== "pass")
    expect.fail(`${where}: battle after ${l.action.type}`);
  return battles;
}
