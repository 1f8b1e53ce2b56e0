/**
 * apply ⇔ legalActions (design.md: "everything apply accepts is in legalActions, and vice versa"), checked along
 * seeded random games over all option mixes and 2–6 players (plus games chosen because they reach a takeGold
 * choice): (a)/(b) at every gold, takeGold and final state and a seeded 40% of the others (10% in `npm test`:
 * support/fuzz-size.ts), (c)/(d) at every state.
 * Every state is deep-frozen before anything is applied to it (the game itself continues from frozen states),
 * and compared as JSON after.
 *  (a) every legal action parses to itself and apply accepts it; legal actions are distinct;
 *  (b) a batch of candidates — every empty cell next to the board × 4 rotations (with the tile field omitted,
 *      naming the drawn tile, a hand tile, another kind or an unknown id), random cells incl. occupied ones,
 *      every feature id of any tile plus unknown ids, pass, gold/takeGold on every board cell and random ones,
 *      malformed shapes — goes through parseAction then apply: accepted exactly when its canonical key is legal,
 *      and an accepted variant gives the same next state as the legal action it names;
 *  (c) any other seat (and out-of-range seats) gets no legal action and RuleError not-your-turn (game-over at
 *      the end);
 *  (d) apply never mutates its input (frozen input + JSON before/after);
 *  (e) refusals are RuleError {error: true, code, message}; nothing throws, also for junk through parseAction.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isRuleError } from "../../../engine/core/game-module.ts";
import type { CarcAction } from "../../../engine/carcassonne/actions.ts";
import type { CarcState } from "../../../engine/carcassonne/state.ts";
import {
  actionKey,
  ALL_FEATURE_IDS,
  ALL_KIND_IDS,
  bounds,
  deepFreeze,
  expectRuleErrorShape,
  game,
  kindId,
  OPTION_MIXES,
  PLAYER_COUNTS,
  Rand,
  randomGame,
  type GameRun,
  type OptionInput,
} from "./fuzz-helpers.ts";
import { fuzzSize } from "../../support/fuzz-size.ts";

/** One game per option mix (`gameParams` steps through all 16). */
const GAMES = 16;
/** The share of place and meeple states that get the whole candidate batch (b). */
const BATCH_SHARE = fuzzSize(0.1, 0.4);

function gameParams(g: number): { players: number; o: OptionInput; seed: string } {
  return { players: PLAYER_COUNTS[g % 5]!, o: OPTION_MIXES[(g * 3) % OPTION_MIXES.length]!, seed: `legal-${g}` };
}

function frozenGame(players: number, o: OptionInput, seed: string): GameRun {
  const run = randomGame(players, o, seed, { beforeApply: (s) => void deepFreeze(s) });
  deepFreeze(run.final);
  return run;
}

/** Deterministically finds Gold Mines games whose random playout reaches a takeGold choice. */
function takeGoldGames(n: number): { players: number; o: OptionInput; seed: string }[] {
  const out = [];
  for (let k = 0; out.length < n && k < 2000; k++) {
    const players = 2 + (k % 5),
      o: OptionInput = { ...OPTION_MIXES[(k % 8) * 2 + 1]!, goldMines: true },
      seed = `legal-gold-${k}`;
    if (randomGame(players, o, seed, { keepStates: false }).log.some((l) => l.action.type === "takeGold")) out.push({ players, o, seed });
  }
  return out;
}

/** Empty cells orthogonally next to a placed tile, computed from the tiles (not from the engine's frontier). */
function emptyNeighbours(s: CarcState): [number, number][] {
  const taken = new Set<string>();
  for (let i = 0; i < s.tiles.length; i += 4) taken.add(`${s.tiles[i]},${s.tiles[i + 1]}`);
  const out = new Map<string, [number, number]>();
  for (let i = 0; i < s.tiles.length; i += 4) {
    for (const [dx, dy] of [
      [1, 0],
      [-1, 0],
      [0, 1],
      [0, -1],
    ] as const) {
      const x = s.tiles[i]! + dx,
        y = s.tiles[i + 1]! + dy;
      if (!taken.has(`${x},${y}`)) out.set(`${x},${y}`, [x, y]);
    }
  }
  return [...out.values()];
}

function boardCells(s: CarcState): [number, number][] {
  const out: [number, number][] = [];
  for (let i = 0; i < s.tiles.length; i += 4) out.push([s.tiles[i]!, s.tiles[i + 1]!]);
  return out;
}

const MALFORMED: unknown[] = [
  null,
  undefined,
  0,
  42,
  -1,
  "pass",
  "",
  true,
  [],
  [{ type: "pass" }],
  {},
  { type: "" },
  { type: "PASS" },
  { type: "draw" },
  { type: "pass", extra: true },
  { type: "pass", seat: 0 },
  { type: "place" },
  { type: "place", x: 0, y: 1 },
  { type: "place", x: "1", y: 0, rotation: 0 },
  { type: "place", x: 1.5, y: 0, rotation: 0 },
  { type: "place", x: 201, y: 0, rotation: 0 },
  { type: "place", x: -201, y: 0, rotation: 0 },
  { type: "place", x: 1e308, y: 0, rotation: 0 },
  { type: "place", x: 1, y: 0, rotation: 4 },
  { type: "place", x: 1, y: 0, rotation: -1 },
  { type: "place", x: 1, y: 0, rotation: 0.5 },
  { type: "place", x: NaN, y: 0, rotation: 0 },
  { type: "place", x: Infinity, y: 0, rotation: 0 },
  { type: "place", x: 1, y: 0, rotation: 0, tile: 3 },
  { type: "place", x: 1, y: 0, rotation: 0, tile: "x".repeat(41) },
  { type: "place", x: 1, y: 0, rotation: 0, seat: 0 },
  { type: "meeple" },
  { type: "meeple", feature: 1 },
  { type: "meeple", feature: "toolongid" },
  { type: "meeple", feature: "e1", x: 0 },
  { type: "gold" },
  { type: "gold", x: 0 },
  { type: "gold", x: "0", y: 0 },
  { type: "takeGold", x: 0 },
  { type: "takegold", x: 0, y: 0 },
  { type: "takeGold", x: 0, y: 0, seat: 1 },
  { type: ["pass"] },
  { type: { toString: "pass" } },
];

/**
 * Candidate raw inputs for one state (before parseAction): exhaustive where the phase makes them matter
 * (every empty neighbour cell × rotation when placing, every feature id when placing a meeple, every board cell
 * for gold), sampled elsewhere.
 */
function candidates(s: CarcState, seat: number, legal: readonly CarcAction[], rand: Rand): unknown[] {
  const out: unknown[] = [...MALFORMED];
  const { minX, maxX, minY, maxY } = bounds(s);
  const handIds = s.hands ? [...new Set(s.hands[seat]!.map(kindId))] : [];
  const otherIds = s.hands ? s.hands.flatMap((h, o) => (o === seat ? [] : h.map(kindId))) : [];
  const wrongTile = (): string | undefined => {
    const k = rand.int(otherIds.length ? 5 : 4);
    return k === 0 ? rand.pick(ALL_KIND_IDS) : k === 1 ? "base-Z" : k === 2 ? "" : k === 3 ? undefined : rand.pick(otherIds);
  };
  // The tile fields a correct placement may carry: none or the drawn tile; with a hand, each hand tile.
  const rightTiles: (string | undefined)[] = s.hands ? handIds : [s.current >= 0 ? kindId(s.current) : rand.pick(ALL_KIND_IDS), undefined];
  const place = (x: number, y: number, rotation: number, tile: string | undefined) =>
    tile === undefined ? { type: "place", x, y, rotation } : { type: "place", x, y, rotation, tile };
  const empty = emptyNeighbours(s);
  if (s.phase === "place") {
    for (const [x, y] of empty) {
      for (let r = 0; r < 4; r++) out.push(place(x, y, r, rand.pick(rightTiles)));
      out.push(place(x, y, rand.int(4), wrongTile()));
    }
  } else {
    for (let k = 0; k < 6; k++) out.push(place(...rand.pick(empty), rand.int(4), rand.pick(rightTiles)));
  }
  for (let k = 0; k < 12; k++)
    out.push(
      place(
        rand.range(minX - 2, maxX + 2),
        rand.range(minY - 2, maxY + 2),
        rand.int(4),
        rand.chance(0.7) ? rand.pick(rightTiles) : wrongTile(),
      ),
    );
  const cells = boardCells(s);
  for (let k = 0; k < 6; k++) out.push(place(...rand.pick(cells), rand.int(4), rand.pick(rightTiles))); // occupied
  out.push(place(200, -200, 0, undefined), place(-0, -1, 0, rand.pick(rightTiles)));
  const features = [...ALL_FEATURE_IDS, "zz", "", "E1", "e1 ", "o9", "c2"];
  for (const feature of s.phase === "meeple" ? features : [rand.pick(features), rand.pick(features)]) out.push({ type: "meeple", feature });
  out.push({ type: "pass" });
  const around = Array.from({ length: 6 }, (): [number, number] => [rand.range(minX - 2, maxX + 2), rand.range(minY - 2, maxY + 2)]);
  const goldCells = s.phase === "gold" || s.phase === "takeGold" ? [...cells, ...around] : [rand.pick(cells), ...around.slice(0, 2)];
  for (const [x, y] of goldCells) out.push({ type: "gold", x, y }, { type: "takeGold", x, y });
  // Near-misses of legal actions: another rotation, another tile, next cell, the other gold action.
  for (const a of legal) {
    if (a.type === "place") {
      if (rand.chance(0.3))
        out.push({ ...a, rotation: (a.rotation + 1 + rand.int(3)) % 4 }, { ...a, tile: wrongTile() }, { ...a, x: a.x + 1 });
      if (a.tile !== undefined) {
        const { tile: _t, ...rest } = a;
        out.push(rest);
      }
    }
    if (a.type === "gold" || a.type === "takeGold") out.push({ ...a, type: a.type === "gold" ? "takeGold" : "gold" }, { ...a, y: a.y + 3 });
  }
  return out;
}

const OTHER_SEATS = (players: number) => [-1, players, 6, 99, 1.5, NaN];

interface Coverage {
  [phase: string]: number;
}

/** Checks one state; (a) and (b), the expensive part, only when `full`. */
function checkState(s: CarcState, rand: Rand, where: string, cov: Coverage, full: boolean): void {
  const before = JSON.stringify(s);
  const players = s.players;
  const toAct = game.toAct(s);
  if (full) cov[s.phase] = (cov[s.phase] ?? 0) + 1;
  const someAction: CarcAction = { type: "pass" };
  if (toAct.length === 0) {
    for (const seat of [...Array(players).keys(), ...OTHER_SEATS(players)]) {
      expect(game.legalActions(s, seat), where).toEqual([]);
      const r = game.apply(s, seat, someAction);
      expectRuleErrorShape(r, where);
      expect((r as { code: string }).code, `${where}: apply after the end`).toBe("game-over");
    }
    expect(JSON.stringify(s), `${where}: state mutated`).toBe(before);
    return;
  }
  const seat = toAct[0]!;
  const legal = game.legalActions(s, seat);
  if (legal.length === 0) expect.fail(`${where}: no legal action`);
  if (full) checkLegality(s, seat, legal, rand, where);
  // (c) everyone else.
  for (const other of [...Array(players).keys(), ...OTHER_SEATS(players)]) {
    if (other === seat) continue;
    if (game.legalActions(s, other).length !== 0) expect.fail(`${where}: legal actions for seat ${other}, not to act`);
    for (const a of [legal[0]!, rand.pick(legal), someAction]) {
      const r = game.apply(s, other, a);
      expectRuleErrorShape(r, where);
      if ((r as { code: string }).code !== "not-your-turn")
        expect.fail(`${where}: seat ${other} acting out of turn got ${JSON.stringify(r)}`);
    }
  }
  // (d) the frozen input is unchanged.
  if (JSON.stringify(s) !== before) expect.fail(`${where}: state mutated by apply`);
}

function checkLegality(s: CarcState, seat: number, legal: readonly CarcAction[], rand: Rand, where: string): void {
  // (a) legal actions: well-formed, distinct, accepted.
  const results = new Map<string, CarcState>();
  const legalJson = new Set<string>();
  for (const a of legal) {
    legalJson.add(JSON.stringify(a));
    const parsed = game.parseAction(JSON.parse(JSON.stringify(a)));
    if (isRuleError(parsed) || JSON.stringify(parsed) !== JSON.stringify(a))
      expect.fail(`${where}: legal action ${JSON.stringify(a)} does not parse to itself: ${JSON.stringify(parsed)}`);
    const key = actionKey(s, a);
    if (results.has(key)) expect.fail(`${where}: duplicate legal action ${key}`);
    const out = game.apply(s, seat, a);
    if (isRuleError(out)) expect.fail(`${where}: legal action ${JSON.stringify(a)} refused: ${out.code} ${out.message}`);
    results.set(key, out.state);
  }
  // (b) candidates: accepted ⇔ legal.
  for (const raw of candidates(s, seat, legal, rand)) {
    const parsed = game.parseAction(raw);
    if (isRuleError(parsed)) {
      expectRuleErrorShape(parsed, `${where}: parseAction(${JSON.stringify(raw)})`);
      continue;
    }
    // Byte-identical to a legal action: (a) already applied it (apply is deterministic; that is tested elsewhere).
    if (legalJson.has(JSON.stringify(parsed))) continue;
    const key = actionKey(s, parsed);
    const out = game.apply(s, seat, parsed);
    const accepted = !isRuleError(out);
    if (accepted !== results.has(key))
      expect.fail(
        `${where}: apply ${accepted ? "accepted" : `refused (${(out as { code: string }).code})`} ${JSON.stringify(raw)} but it is ${results.has(key) ? "" : "not "}in legalActions (phase ${s.phase}, seat ${seat})`,
      );
    if (!accepted) expectRuleErrorShape(out, `${where}: apply(${JSON.stringify(raw)})`);
    // Same move, same outcome (sampled: comparing whole states is the expensive part).
    else if ((parsed.type !== "place" || rand.chance(0.05)) && JSON.stringify(out.state) !== JSON.stringify(results.get(key)))
      expect.fail(`${where}: ${JSON.stringify(raw)} and the legal ${key} lead to different states`);
  }
}

describe("apply accepts exactly legalActions", () => {
  it(`at the states of ${GAMES} random games (all option mixes, 2–6 players) and of games reaching a takeGold choice`, () => {
    const cov: Coverage = {};
    const params = [...Array.from({ length: GAMES }, (_, g) => gameParams(g)), ...takeGoldGames(3)];
    for (const { players, o, seed } of params) {
      const run = frozenGame(players, o, seed);
      const rand = new Rand(`candidates:${seed}`);
      // (a)/(b) at every gold, takeGold and final state and a seeded BATCH_SHARE of the others; (c)/(d) at every state.
      run.states.forEach((s, i) => {
        const full = s.phase === "gold" || s.phase === "takeGold" || s.phase === "over" || rand.chance(BATCH_SHARE);
        checkState(s, rand, `seed ${seed}, ${players}p ${JSON.stringify(o)}, state ${i}`, cov, full);
      });
    }
    // The batch must have reached every phase, or it proves less than it claims.
    for (const phase of ["place", "meeple", "gold", "takeGold", "over"])
      expect(cov[phase] ?? 0, `states checked in phase ${phase}`).toBeGreaterThan(0);
  }, 60_000);
});

describe("refusals are typed values, never exceptions", () => {
  /** One frozen state per phase (and hand-of-three), to throw parsed junk at. */
  function samples(): CarcState[] {
    const out: CarcState[] = [];
    const want = new Set(["place", "meeple", "gold", "takeGold", "over"]);
    for (const { players, o, seed } of takeGoldGames(1)) {
      for (const s of frozenGame(players, o, seed).states) if (want.delete(s.phase)) out.push(s);
    }
    const hand = frozenGame(3, { ...OPTION_MIXES[0]!, handOfThree: true }, "junk-hand");
    out.push(hand.states[5]!, hand.states[6]!);
    return out;
  }

  it("parseAction never throws and apply never throws on whatever parses (fast-check, fixed seed)", () => {
    const states = samples();
    const jsonish = fc.oneof(
      fc.anything({
        withBigInt: true,
        withBoxedValues: true,
        withDate: true,
        withMap: true,
        withSet: true,
        withNullPrototype: true,
        withSparseArray: true,
        withTypedArray: true,
      }),
      fc.jsonValue(),
    );
    const coord = fc.oneof(
      fc.integer({ min: -210, max: 210 }),
      fc.integer(),
      fc.double(),
      fc.constantFrom(1e308, -1e308, Number.MAX_SAFE_INTEGER, -0, NaN, Infinity),
      fc.string(),
      jsonish,
    );
    const actionLike = fc.record(
      {
        type: fc.oneof(fc.constantFrom("place", "meeple", "pass", "gold", "takeGold", "Place", "", "__proto__"), jsonish),
        x: coord,
        y: coord,
        rotation: fc.oneof(fc.integer({ min: -1, max: 4 }), coord),
        tile: fc.oneof(fc.constantFrom(...ALL_KIND_IDS, "base-Z", ""), fc.string(), jsonish),
        feature: fc.oneof(fc.constantFrom(...ALL_FEATURE_IDS, "zz"), fc.string(), jsonish),
        extra: jsonish,
      },
      { requiredKeys: ["type"] },
    );
    // Well-formed actions near the board, and the same with one key overwritten or added.
    const small = fc.integer({ min: -6, max: 6 });
    const wellFormed = fc.oneof(
      fc.record(
        {
          type: fc.constant("place"),
          x: small,
          y: small,
          rotation: fc.integer({ min: 0, max: 3 }),
          tile: fc.constantFrom(...ALL_KIND_IDS, "base-Z"),
        },
        { requiredKeys: ["type", "x", "y", "rotation"] },
      ),
      fc.record({ type: fc.constant("meeple"), feature: fc.constantFrom(...ALL_FEATURE_IDS, "zz") }),
      fc.constant({ type: "pass" }),
      fc.record({ type: fc.constantFrom("gold", "takeGold"), x: small, y: small }),
    );
    const tweaked = fc
      .tuple(wellFormed, fc.constantFrom("type", "x", "y", "rotation", "tile", "feature", "seat", "__proto__", "constructor"), jsonish)
      .map(([a, k, v]) => Object.defineProperty({ ...a }, k, { value: v, enumerable: true, writable: true, configurable: true }));
    let parsedOk = 0;
    fc.assert(
      fc.property(fc.oneof(jsonish, actionLike, wellFormed, tweaked), fc.integer({ min: -2, max: 7 }), (input, seat) => {
        const parsed = game.parseAction(input);
        if (isRuleError(parsed)) {
          expectRuleErrorShape(parsed, "parseAction");
          return;
        }
        parsedOk++;
        for (const s of states) {
          const out = game.apply(s, seat, parsed);
          if (isRuleError(out)) expectRuleErrorShape(out, "apply");
          else if (!game.legalActions(s, seat).some((a) => actionKey(s, a) === actionKey(s, parsed)))
            throw new Error(`accepted an action outside legalActions: ${JSON.stringify(parsed)}`);
        }
      }),
      { seed: 20240611, numRuns: 4000 },
    );
    expect(parsedOk, "some generated inputs must parse, or apply was never exercised").toBeGreaterThan(50);
  }, 30_000);

  it("parseOptions and setup refuse bad input with a RuleError", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.anything(),
          fc.record(
            { farmers: fc.anything(), goldMines: fc.anything(), firstSeat: fc.anything(), extra: fc.anything() },
            { requiredKeys: [] },
          ),
        ),
        (input) => {
          const r = game.parseOptions(input);
          if (isRuleError(r)) expectRuleErrorShape(r, "parseOptions");
        },
      ),
      { seed: 7, numRuns: 1000 },
    );
    const opts = game.parseOptions({});
    if (isRuleError(opts)) throw new Error(opts.message);
    for (const players of [0, 1, 7, 2.5, NaN, -1, Infinity]) {
      const r = game.setup(players, opts, "x");
      expectRuleErrorShape(r, `setup(${players})`);
      expect((r as { code: string }).code).toBe("bad-players");
    }
    const first5 = game.parseOptions({ firstSeat: 5 });
    if (isRuleError(first5)) throw new Error(first5.message);
    expect(isRuleError(game.setup(3, first5, "x"))).toBe(true);
    expect(isRuleError(game.setup(6, first5, "x"))).toBe(false);
  });
});
