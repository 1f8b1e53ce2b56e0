/**
 * The engine lines bots budget with, per game, from a fixed set of mid-game positions: legal-action
 * lists per second, public `apply` per second (its copy included), `applyInPlace` per second on scratch copies made
 * outside the timer, and random playouts from mid-game to the end per second (`scratch` + playout, both timed).
 */
import { isRuleError, type AnyGameModule } from "../../engine/core/game-module.ts";
import { nextInt, seedRng } from "../../engine/core/prng.ts";
import { liveSeed } from "../support/live-rng.ts";
import type { BenchLine } from "./bench-line.ts";
import type { GameCase } from "./bench-cases.ts";
import { choiceRng, playInPlace, randomPlayout } from "./playout.ts";

const POSITIONS = 50;
const ACTIONS_PER_POSITION = 8;
const ROUNDS = 5;
/** Each round repeats its pass until at least this much time was measured. */
const ROUND_MS = 300;

interface Position {
  state: unknown;
  seat: number;
}

/** Seeded game i played to the end on the fast path, then again from the start to half its length. */
function midGamePositions(c: GameCase): Position[] {
  return Array.from({ length: POSITIONS }, (_, i) => {
    const seed = liveSeed(`mid-game-${i}`);
    const length = randomPlayout(c.game, c.players, c.options, seed).actions;
    const { state } = randomPlayout(c.game, c.players, c.options, seed, Math.floor(length / 2));
    const seat = c.game.toAct(state)[0];
    if (seat === undefined) throw new Error(`${c.name}: game ${i} over at half its length`);
    return { state, seat };
  });
}

/** Median over rounds of ops per second; `pass` does one pass and returns its operations and the ms it timed. */
function medianRate(pass: () => { ops: number; ms: number }): number {
  pass(); // warm-up
  const rates: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    let ops = 0;
    let ms = 0;
    while (ms < ROUND_MS) {
      const p = pass();
      ops += p.ops;
      ms += p.ms;
    }
    rates.push(ops / (ms / 1000));
  }
  rates.sort((a, b) => a - b);
  return Math.round(rates[Math.floor(ROUNDS / 2)]!);
}

function timed(ops: number, run: () => void): { ops: number; ms: number } {
  const t0 = performance.now();
  run();
  return { ops, ms: performance.now() - t0 };
}

/** Up to ACTIONS_PER_POSITION legal actions per position, picked uniformly with a fixed seed. */
function sampleActions(game: AnyGameModule, positions: Position[]): { pos: Position; action: unknown }[] {
  const rng = seedRng("mid-game-samples");
  return positions.flatMap((pos) => {
    const legal = game.legalActions(pos.state, pos.seat);
    return Array.from({ length: Math.min(ACTIONS_PER_POSITION, legal.length) }, () => ({ pos, action: legal[nextInt(rng, legal.length)] }));
  });
}

function mustApply(out: unknown): void {
  if (isRuleError(out)) throw new Error(`legal action refused: ${out.code}`);
}

export function midGameBenchmarks(cases: readonly GameCase[]): BenchLine[] {
  return cases.flatMap((c) => {
    const { game } = c;
    const positions = midGamePositions(c);
    const samples = sampleActions(game, positions);
    const legalPerPosition = positions.reduce((n, p) => n + game.legalActions(p.state, p.seat).length, 0) / POSITIONS;
    const common = {
      game: game.id,
      players: c.players,
      options: c.options,
      rounds: ROUNDS,
      statistic: "median round",
      roundMs: `each round repeats its pass until ≥ ${ROUND_MS} ms were timed, after one warm-up pass`,
      positions: `${POSITIONS} seeded games (liveSeed(mid-game-<i>), choices as in randomPlayout) each played to the end, then replayed to half its length (floor)`,
      legalActionsPerPosition: Math.round(legalPerPosition * 10) / 10,
      generator: "chacha20",
      node: process.version,
      cores: 1,
    };
    const legalRate = medianRate(() =>
      timed(positions.length, () => {
        for (const p of positions) game.legalActions(p.state, p.seat);
      }),
    );
    const applyRate = medianRate(() =>
      timed(samples.length, () => {
        for (const s of samples) mustApply(game.apply(s.pos.state, s.pos.seat, s.action));
      }),
    );
    let scratchMs = 0;
    let scratchOps = 0;
    const inPlaceRate = medianRate(() => {
      const t0 = performance.now();
      const copies = samples.map((s) => game.scratch(s.pos.state));
      scratchMs += performance.now() - t0;
      scratchOps += samples.length;
      return timed(samples.length, () => {
        for (let i = 0; i < samples.length; i++) mustApply(game.applyInPlace(copies[i], samples[i]!.pos.seat, samples[i]!.action));
      });
    });
    let pass = 0;
    let actions = 0;
    const playoutRate = medianRate(() =>
      timed(positions.length, () => {
        pass++;
        positions.forEach((p, i) => {
          actions += playInPlace(game, game.scratch(p.state), choiceRng(`mid-game-playout-${pass}-${i}`));
        });
      }),
    );
    const sampled = `${ACTIONS_PER_POSITION} legal actions per position drawn uniformly (seedRng(mid-game-samples)), ${samples.length} in all`;
    return [
      {
        name: `${c.name}.legal-actions-per-s`,
        value: legalRate,
        unit: "calls/s",
        setup: { ...common, call: "legalActions(position, seat to act)" },
      },
      {
        name: `${c.name}.apply-per-s`,
        value: applyRate,
        unit: "calls/s",
        setup: { ...common, call: "public apply (its copy of the state included)", sampled },
      },
      {
        name: `${c.name}.apply-in-place-per-s`,
        value: inPlaceRate,
        unit: "calls/s",
        setup: {
          ...common,
          sampled,
          call: "applyInPlace on a scratch copy of the position, one copy per sample made outside the timer",
          scratchPerS: Math.round(scratchOps / (scratchMs / 1000)),
        },
      },
      {
        name: `${c.name}.playouts-from-mid-game-per-s`,
        value: playoutRate,
        unit: "playouts/s",
        setup: {
          ...common,
          call: "scratch(position) + uniform random playout to the end (legalActions + pick + applyInPlace), both timed",
          actionsPerPlayout: Math.round(actions / (pass * positions.length)),
        },
      },
    ];
  });
}
