/**
 * Sampled checks of the Star Wars random playouts (fuzz.test.ts): views hide the bag, the PRNG and the forced dice;
 * `apply` accepts exactly `legalActions` over a batch of candidates; targeted illegal and malformed inputs are
 * refused with the expected RuleError and leave the (deep-frozen) state unchanged. `totals` and `codes` count what
 * ran, for the file's overall test.
 */
import { expect } from "vitest";
import { isRuleError } from "../../../engine/core/game-module.ts";
import type { CarcAction } from "../../../engine/carcassonne/actions.ts";
import type { CarcState } from "../../../engine/carcassonne/state.ts";
import { tileKind } from "../../../engine/carcassonne/tiles.ts";
import { rngSecrets } from "../../support/live-rng.ts";
import { actionKey, checkAcceptsExactlyLegal, expectRuleErrorShape, game, meepleCandidates, Rand, SW_KIND_IDS } from "./sw-helpers.ts";

export const codes = new Map<string, number>();
export const totals = {
  games: 0,
  actions: 0,
  battles: 0,
  multiSided: 0,
  multiRound: 0,
  planetBattles: 0,
  routeOrAsteroidBattles: 0,
  teamBattles: 0,
  legalityStates: 0,
  refusals: 0,
  malformed: 0,
};

export function clone(s: CarcState): CarcState {
  return JSON.parse(JSON.stringify(s)) as CarcState;
}

function views(s: CarcState): string[] {
  return [null, ...Array.from({ length: s.players }, (_, i) => i)].map((seat) => JSON.stringify(game.view(s, seat)));
}

export function checkViews(s: CarcState, rand: Rand, where: string): void {
  const original = views(s);
  for (const [n, json] of original.entries()) {
    const v = JSON.parse(json) as Record<string, unknown> & { sw: Record<string, unknown> };
    for (const k of ["rng", "bag", "forcedDeck", "hands"]) if (k in v) expect.fail(`${where}: view ${n} has ${k}`);
    if ("dice" in v.sw) expect.fail(`${where}: view ${n} shows the forced dice queue`);
    const secret = rngSecrets(s.rng);
    for (const word of secret.words)
      if (Math.abs(word) >= 1e5 && json.includes(String(word))) expect.fail(`${where}: view ${n} contains PRNG word ${word}`);
    for (const text of secret.texts) if (json.includes(text)) expect.fail(`${where}: view ${n} contains the PRNG state ${text}`);
  }
  // The same position with another bag order, PRNG state and forced dice queue looks the same to everyone.
  const c = clone(s);
  rand.shuffle(c.bag);
  c.bag.reverse();
  c.rng = [rand.int(2 ** 32), rand.int(2 ** 32), rand.int(2 ** 32), rand.int(2 ** 32)];
  c.ext.sw!.dice =
    s.ext.sw!.dice && s.ext.sw!.dice.length ? s.ext.sw!.dice.map((d) => (d % 6) + 1) : Array.from({ length: 5 }, () => rand.range(1, 6));
  c.forcedDeck = !c.forcedDeck;
  if (JSON.stringify(views(c)) !== JSON.stringify(original))
    expect.fail(`${where}: a view depends on the bag order, the PRNG or the dice queue`);
}

function placeCandidates(s: CarcState, rand: Rand): CarcAction[] {
  const out: CarcAction[] = [];
  const taken = new Set<string>();
  for (let i = 0; i < s.tiles.length; i += 4) taken.add(`${s.tiles[i]},${s.tiles[i + 1]}`);
  const cells = new Map<string, [number, number]>();
  for (let i = 0; i < s.tiles.length; i += 4)
    for (const [dx, dy] of [
      [1, 0],
      [-1, 0],
      [0, 1],
      [0, -1],
      [2, 0],
      [1, 1],
    ] as const)
      cells.set(`${s.tiles[i]! + dx},${s.tiles[i + 1]! + dy}`, [s.tiles[i]! + dx, s.tiles[i + 1]! + dy]);
  const current = s.current >= 0 ? tileKind(s.current).id : "sw-01";
  for (const [x, y] of cells.values())
    for (let rotation = 0; rotation < 4; rotation++) {
      out.push({ type: "place", x, y, rotation });
      if (rand.chance(0.2)) out.push({ type: "place", x, y, rotation, tile: rand.chance(0.5) ? current : rand.pick(SW_KIND_IDS) });
    }
  return out;
}

/** A random raw input: sometimes well-formed, often not (wrong types, out-of-range numbers, extra keys). */
function junk(rand: Rand, s: CarcState): unknown {
  const num = (): unknown =>
    rand.pick([0, 1, -1, 2, -2, 3, 4, 0.5, 200, 201, -201, Number.NaN, "1", null, s.tiles[0] ?? 0, rand.range(-6, 6)]);
  const type = rand.pick(["place", "meeple", "planet", "pass", "gold", "takeGold", "Planet", "", 7]);
  const o: Record<string, unknown> = { type };
  if (rand.chance(0.8)) o.x = num();
  if (rand.chance(0.8)) o.y = num();
  if (rand.chance(0.5)) o.rotation = num();
  if (rand.chance(0.4)) o.feature = rand.pick(["r1", "e1", "c1", "e2", "zz", 1, "", "toolongfeature"]);
  if (rand.chance(0.4)) o.big = rand.pick([true, false, "true", 1, null]);
  if (rand.chance(0.2)) o.tile = rand.pick([...SW_KIND_IDS.slice(0, 5), "base-D", 3]);
  if (rand.chance(0.1)) o.seat = 0;
  return rand.chance(0.05) ? rand.pick([null, [], "pass", 42, [o]]) : o;
}

export function checkLegality(s: CarcState, rand: Rand, where: string): void {
  const seat = game.toAct(s)[0]!;
  const candidates =
    s.phase === "meeple"
      ? [...meepleCandidates(s), ...placeCandidates(s, rand).slice(0, 10)]
      : [...placeCandidates(s, rand), ...meepleCandidates(s).slice(0, 12)];
  // Random raw inputs through parseAction: the parsed ones join the candidates, the others are bad-action.
  for (let k = 0; k < 60; k++) {
    const raw = junk(rand, s);
    const parsed = game.parseAction(raw);
    if (isRuleError(parsed)) {
      if (parsed.code !== "bad-action") expect.fail(`${where}: parseAction(${JSON.stringify(raw)}) gave ${parsed.code}`);
      totals.malformed++;
    } else candidates.push(parsed);
  }
  const accepted = checkAcceptsExactlyLegal(s, seat, candidates, where);
  if (accepted === 0) expect.fail(`${where}: no candidate accepted`);
  // Every legal action is accepted, and they are distinct.
  const legal = game.legalActions(s, seat);
  const seen = new Set<string>();
  for (const a of legal) {
    const k = actionKey(s, a);
    if (seen.has(k)) expect.fail(`${where}: duplicate legal action ${k}`);
    seen.add(k);
    const parsed = game.parseAction(JSON.parse(JSON.stringify(a)));
    if (isRuleError(parsed) || JSON.stringify(parsed) !== JSON.stringify(a)) expect.fail(`${where}: legal ${k} does not parse to itself`);
  }
  totals.legalityStates++;
}

/** Targeted illegal actions with the code each must get; the state must be deep-frozen. */
export function checkRefusals(s: CarcState, rand: Rand, where: string): void {
  const before = JSON.stringify(s);
  const seat = game.toAct(s)[0]!;
  const expectCode = (who: number, a: CarcAction, expected: string[]) => {
    const r = game.apply(s, who, a);
    expectRuleErrorShape(r, `${where}: ${JSON.stringify(a)}`);
    const code = (r as { code: string }).code;
    if (!expected.includes(code)) expect.fail(`${where}: ${JSON.stringify(a)} by ${who} got ${code}, expected ${expected}`);
    codes.set(code, (codes.get(code) ?? 0) + 1);
    totals.refusals++;
  };
  const legal = game.legalActions(s, seat);
  // wrong seat
  for (const other of [...Array(s.players).keys(), -1, s.players, 99])
    if (other !== seat) expectCode(other, rand.pick(legal), ["not-your-turn"]);
  // wrong phase
  const cell = (): [number, number] => {
    const i = rand.int(s.tiles.length / 4);
    return [s.tiles[4 * i]!, s.tiles[4 * i + 1]!];
  };
  if (s.phase === "place") {
    expectCode(seat, { type: "pass" }, ["wrong-phase"]);
    expectCode(seat, { type: "meeple", feature: "r1" }, ["wrong-phase"]);
    expectCode(seat, { type: "planet", x: 0, y: 0 }, ["wrong-phase"]);
    // bad coordinates: an occupied cell, a cell far from everything
    const [x, y] = cell();
    expectCode(seat, { type: "place", x, y, rotation: rand.int(4) }, ["occupied"]);
    expectCode(seat, { type: "place", x: 150, y: -150, rotation: 0 }, ["not-adjacent"]);
    // naming another tile than the one drawn
    const other = rand.pick(SW_KIND_IDS.filter((id) => id !== tileKind(s.current).id));
    const anyLegal = rand.pick(legal);
    if (anyLegal.type === "place") expectCode(seat, { ...anyLegal, tile: other }, ["wrong-tile"]);
  } else if (s.phase === "meeple") {
    const [x, y] = cell();
    expectCode(seat, { type: "place", x, y, rotation: 0 }, ["wrong-phase"]);
    // planets far away (two or more cells from the tile just placed) and planet-less or empty cells
    const lx = s.tiles[4 * s.last]!,
      ly = s.tiles[4 * s.last + 1]!;
    for (let i = 0; i < s.tiles.length / 4; i++) {
      const px = s.tiles[4 * i]!,
        py = s.tiles[4 * i + 1]!;
      const far = Math.max(Math.abs(px - lx), Math.abs(py - ly)) >= 2;
      if (far && tileKind(s.tiles[4 * i + 2]!).hasCenter) expectCode(seat, { type: "planet", x: px, y: py }, ["no-adjacent-planet"]);
      if (!tileKind(s.tiles[4 * i + 2]!).hasCenter && i !== s.last)
        expectCode(seat, { type: "planet", x: px, y: py }, ["no-adjacent-planet"]);
    }
    expectCode(seat, { type: "planet", x: lx + 5, y: ly }, ["no-adjacent-planet"]);
    expectCode(seat, { type: "planet", x: lx, y: ly }, ["own-tile-planet"]);
    // the big meeple when it is on the board
    if (s.ext.sw!.big[seat]! >= 0) {
      for (const a of legal) {
        if (a.type === "meeple") expectCode(seat, { ...a, big: true }, ["no-big-meeple"]);
        if (a.type === "planet") expectCode(seat, { ...a, big: true }, ["no-big-meeple"]);
      }
    }
    expectCode(seat, { type: "meeple", feature: "zz" }, ["unknown-feature"]);
  }
  if (JSON.stringify(s) !== before) expect.fail(`${where}: state changed by a refusal`);
}
