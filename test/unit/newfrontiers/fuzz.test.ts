/**
 * Seeded random playouts of New Frontiers to the end: 2–5 players, first-game and later setups, with and without
 * goals (fuzz-helpers.ts CONFIGS), every choice uniform among `legalActions` with the tests' own PRNG; every other
 * game draws with a live ChaCha20 seed, the rest with an sfc32 one (engine/core/prng.ts). Each game
 * is checked after every action and at the end by fuzz-play.ts `playChecked` (invariants, log, rules, views,
 * legality, determinism). fuzz-ends.test.ts plays biased games reaching the other end conditions and proves the
 * checks can fail.
 */
import { describe, expect, it } from "vitest";
import { fuzzSize } from "../../support/fuzz-size.ts";
import { liveSeed } from "../../support/live-rng.ts";
import { playChecked } from "./fuzz-play.ts";
import { CONFIGS, codes, game, totals, uniform } from "./fuzz-helpers.ts";

/** Two in `npm test` (support/fuzz-size.ts): one game of each generator per config. */
const GAMES_PER_CONFIG = fuzzSize(2, 5);
/** The overall counts below were set for the full run's 60 games; a smaller run expects its share of them. */
const SHARE = (CONFIGS.length * GAMES_PER_CONFIG) / 60;

describe("New Frontiers random playouts", () => {
  for (const c of CONFIGS) {
    it(`${c.name}: ${GAMES_PER_CONFIG} uniform random games to the end keep every invariant`, () => {
      for (let g = 0; g < GAMES_PER_CONFIG; g++) {
        const label = `nf-fuzz-${c.name}-${g}`;
        const run = playChecked(c, g % 2 === 1 ? liveSeed(label) : label, uniform); // both generators (prng.ts)
        expect(game.result(run.final).finished).toBe(true);
      }
    }, 30_000);
  }

  it("overall: games ended by the colonist supply, and the sampled checks ran", () => {
    if (totals.games < CONFIGS.length * GAMES_PER_CONFIG) return; // a filtered run
    if (process.env.NF_FUZZ_STATS) console.log(JSON.stringify(totals), JSON.stringify([...codes]));
    expect(totals.triggers.colonistSupply ?? 0).toBeGreaterThan(CONFIGS.length);
    expect(totals.legalityStates).toBeGreaterThan(150 * SHARE);
    expect(totals.views).toBeGreaterThan(1000 * SHARE);
    expect(totals.refusals).toBeGreaterThan(20_000 * SHARE);
    expect(totals.malformed).toBeGreaterThan(2_000 * SHARE);
    for (const code of [
      "not-your-turn",
      "wrong-decision",
      "action-taken",
      "cannot-develop",
      "not-in-display",
      "not-explored",
      "wrong-count",
      "cannot-sell",
      "not-military",
      "no-such-power",
    ])
      expect(codes.get(code) ?? 0, code).toBeGreaterThan(5);
  });
});
