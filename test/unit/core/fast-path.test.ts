/**
 * The engine's fast path (`scratch` + `applyInPlace`) is the same game as public `apply`: for every game
 * and option set of the engine benchmarks, seeded random games played both ways agree step by step
 * (test/support/differential.ts; `npm run differential` plays 10,000 games per case, `npm run fuzz` 25,
 * `npm test` 8: support/fuzz-size.ts). And a refusal from `applyInPlace` changes nothing: another seat's legal
 * actions, actions legal in other positions and mangled legal actions, tried on a scratch state, leave it
 * deep-equal to a copy taken before and its legal actions as they were.
 */
import { describe, expect, it } from "vitest";
import { isRuleError, type AnyGameModule, type GameEvent, type RuleError } from "../../../engine/core/game-module.ts";
import { GAME_CASES } from "../../bench/bench-cases.ts";
import { choiceRng, playInPlace, randomPlayout } from "../../bench/playout.ts";
import { differential, playBothWays, type DifferentialCase } from "../../support/differential.ts";
import { firstDifference } from "../../support/first-difference.ts";
import { fuzzSize } from "../../support/fuzz-size.ts";
import { liveSeed } from "../../support/live-rng.ts";
import { Rand } from "../../support/rand.ts";

/** Games per case: a few seconds per case on a 2-core machine in full, about one in `npm test`. */
const GAMES = fuzzSize(8, 25);

describe("the fast path plays the same game as apply", () => {
  it.each(GAME_CASES.map((c) => [c.name, c] as const))(
    "%s",
    (_name, c) => {
      const s = differential(c, GAMES, "fast-path-test");
      expect(s.games).toBe(GAMES);
      expect(s.actions).toBeGreaterThan(GAMES * 20);
      expect(s.stateChecks).toBeGreaterThan(s.actions / 10);
    },
    60_000,
  );
});

describe("the differential notices", () => {
  const base = GAME_CASES[0]!;
  const variant = (patch: Partial<AnyGameModule>): DifferentialCase => ({ ...base, game: { ...base.game, ...patch } });

  it("a fast path that scores differently", () => {
    const game = base.game;
    const broken = variant({
      applyInPlace(s: { scores: number[] }, seat: number, action: unknown): GameEvent[] | RuleError {
        const out = game.applyInPlace(s, seat, action);
        if (!isRuleError(out) && out.length > 2) s.scores[0]! += 1;
        return out;
      },
    });
    expect(() => playBothWays(broken, liveSeed("broken-score"))).toThrow(/differ at \$\.scores\[0\]|results differ/);
  });

  it("an apply that writes into its input", () => {
    const game = base.game;
    const leaky = variant({
      apply(s: { turns: number }, seat: number, action: unknown) {
        const out = game.apply(s, seat, action);
        s.turns += 1;
        return out;
      },
    });
    expect(() => playBothWays(leaky, liveSeed("leaky-apply"))).toThrow(/changed apply's input/);
  });
});

/** Every numeric or string leaf of an action, as a path of keys. */
function leaves(x: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof x === "number" || typeof x === "string") return [path];
  if (typeof x !== "object" || x === null) return [];
  return Object.entries(x).flatMap(([k, v]) => leaves(v, [...path, Array.isArray(x) ? Number(k) : k]));
}

/** A copy of a legal action with one leaf changed (a number nudged or replaced, a string swapped). */
function mangle(action: unknown, rand: Rand, strings: string[]): unknown {
  const copy = structuredClone(action) as Record<string | number, unknown>;
  const paths = leaves(copy);
  if (paths.length === 0) return copy;
  const path = rand.pick(paths);
  if (path.length === 0) return typeof copy === "number" ? -1 : "zz";
  let parent = copy;
  for (const k of path.slice(0, -1)) parent = parent[k] as Record<string | number, unknown>;
  const leaf = path[path.length - 1]!;
  const old = parent[leaf];
  parent[leaf] = typeof old === "number" ? rand.pick([old + 1, old - 1, -1, 999, old + 0.5]) : rand.pick([...strings, "zz", ""]);
  return copy;
}

describe("a refusal from applyInPlace changes nothing", () => {
  it.each(GAME_CASES.map((c) => [c.name, c] as const))(
    "%s",
    (_name, c) => {
      const { game } = c;
      const rand = new Rand(`refusals-${c.name}`);
      // Actions legal somewhere else: from other games, at all their steps.
      const elsewhere = [0, 1].flatMap((g) => {
        const seen: unknown[] = [];
        const { state } = randomPlayout(game, c.players, c.options, liveSeed(`refusal-pool-${g}`), 0);
        const rng = choiceRng(`pool-${g}`);
        while (game.toAct(state).length > 0) {
          const seat = game.toAct(state)[0]!;
          seen.push(...game.legalActions(state, seat).slice(0, 3));
          playInPlace(game, state, rng, { stopAfter: 1 });
        }
        return seen;
      });
      const leafValue = (a: unknown, path: (string | number)[]) =>
        path.reduce<unknown>((x, k) => (x as Record<string | number, unknown>)[k], a);
      const strings = [
        ...new Set(
          elsewhere.flatMap((a) =>
            leaves(a)
              .map((p) => leafValue(a, p))
              .filter((v): v is string => typeof v === "string"),
          ),
        ),
      ];
      const refused = { seat: 0, elsewhere: 0, mangled: 0 };
      for (let g = 0; g < 2; g++) {
        const { state } = randomPlayout(game, c.players, c.options, liveSeed(`refusals-${g}`), 0);
        const rng = choiceRng(`refusals-${g}`);
        for (let step = 0; game.toAct(state).length > 0; step++) {
          const seat = game.toAct(state)[0]!;
          if (step % 4 === 0) {
            const legal = game.legalActions(state, seat);
            const legalKeys = new Set(legal.map((a) => JSON.stringify(a)));
            const others = [-1, c.players, ...Array.from({ length: c.players }, (_, i) => i).filter((i) => i !== seat)];
            const tries: [number, unknown][] = [
              ...others.map((o): [number, unknown] => [o, rand.pick(legal)]),
              ...Array.from({ length: 4 }, (): [number, unknown] => [seat, rand.pick(elsewhere)]),
              ...Array.from({ length: 4 }, (): [number, unknown] => [seat, game.parseAction(mangle(rand.pick(legal), rand, strings))]),
            ].filter(([s, a]) => !isRuleError(a) && (s !== seat || !legalKeys.has(JSON.stringify(a))));
            for (const [trySeat, bad] of tries) {
              const before = structuredClone(state);
              const out = game.applyInPlace(state, trySeat, bad);
              const what = `${c.name} game ${g} step ${step}: seat ${trySeat} ${JSON.stringify(bad)}`;
              expect(isRuleError(out), what).toBe(true);
              expect(firstDifference(before, state), what).toBeNull();
              expect(firstDifference(game.legalActions(state, seat), legal), what).toBeNull();
              refused[trySeat !== seat ? "seat" : elsewhere.includes(bad) ? "elsewhere" : "mangled"]++;
            }
          }
          playInPlace(game, state, rng, { stopAfter: 1 });
        }
      }
      // Each kind of bad action was tried many times (two games, every fourth step).
      for (const n of Object.values(refused)) expect(n).toBeGreaterThan(20);
    },
    60_000,
  );
});
