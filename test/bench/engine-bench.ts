/**
 * Engine benchmarks: complete random games per second on one core (target: ≥ 1,000 base 2-player games/s with
 * farmers), played on the fast path as bots play (test/bench/playout.ts); then the mid-game lines bots budget with
 * (mid-game-bench.ts) and the heap a finished game holds (heap-bench.ts). Each timed line runs a warm-up, then timed
 * rounds; the reported value is the median round. The games draw with the live generator (ChaCha20 under a `c20:`
 * seed, as the server's matches do; engine/core/prng.ts).
 */
import { liveSeed } from "../support/live-rng.ts";
import type { BenchLine } from "./bench-line.ts";
import { GAME_CASES, MID_GAME_CASES, type GameCase } from "./bench-cases.ts";
import { heapBenchmarks } from "./heap-bench.ts";
import { midGameBenchmarks } from "./mid-game-bench.ts";
import { randomPlayout } from "./playout.ts";

export type { BenchLine } from "./bench-line.ts";

/** Games per timed round of each random-games line: a few tenths of a second per round, so a GC pause or a
 *  scheduler hiccup is averaged over a round rather than deciding it (much shorter rounds let one decide). */
const GAMES_PER_ROUND: Readonly<Record<string, number>> = {
  "carcassonne.2p.farmers": 1500,
  "carcassonne.4p.farmers+goldmines": 1000,
  "carcassonne.2p.farmers+river+inns": 1000,
  "carcassonne.3p.hand-of-three": 800,
  "starwars.3p": 1000,
  "newfrontiers.4p": 500,
  "newfrontiers.4p.later+goals": 500,
};

/** Time spent playing untimed games before the timed rounds of a random-games line (and by each build in
 *  `npm run bench:compare`). */
export const WARM_UP_MS = 2000;

export function gamesPerSecond({ name: caseName, game, players, options }: GameCase): BenchLine {
  const name = caseName.replace(/^([^.]+)\./, "$1.random-games.");
  const games = GAMES_PER_ROUND[caseName] ?? 100;
  const rounds = 5;
  // warm-up: V8 keeps tiering the engine up for about the first thousand 2-player games (docs/benchmarks.md), so
  // play WARM_UP_MS of games first
  const warmUntil = performance.now() + WARM_UP_MS;
  for (let i = 0; i < 50 || performance.now() < warmUntil; i++) randomPlayout(game, players, options, liveSeed(`warm-${i}`));
  const rates: number[] = [];
  let actions = 0;
  let battles = 0;
  let roundsPlayed = 0;
  for (let r = 0; r < rounds; r++) {
    const seeds = Array.from({ length: games }, (_, i) => liveSeed(`bench-${r}-${i}`));
    const t0 = performance.now();
    for (const seed of seeds) {
      const played = randomPlayout(game, players, options, seed);
      actions += played.actions;
      // what the line reports for its game only (Star Wars' battles, New Frontiers' rounds), so no other game pays for it
      if (game.id === "starwars")
        battles += (played.state as { log: { key: string }[][] }).log.flat().filter((r) => r.key === "battle").length;
      if (game.id === "newfrontiers") roundsPlayed += (played.state as { round: number }).round;
    }
    rates.push(games / ((performance.now() - t0) / 1000));
  }
  rates.sort((a, b) => a - b);
  return {
    name,
    value: Math.round(rates[Math.floor(rounds / 2)]!),
    unit: "games/s",
    setup: {
      game: game.id,
      players,
      options,
      gamesPerRound: games,
      rounds,
      statistic: "median round",
      warmUpMs: WARM_UP_MS,
      actionsPerGame: Math.round(actions / (games * rounds)),
      policy: "uniform random legal action: scratch once after setup, then legalActions + seeded pick + applyInPlace",
      ...(game.id === "starwars" ? { battlesPerGame: Math.round((10 * battles) / (games * rounds)) / 10 } : {}),
      ...(game.id === "newfrontiers" ? { roundsPerGame: Math.round((10 * roundsPlayed) / (games * rounds)) / 10 } : {}),
      seeds: "liveSeed(bench-<round>-<i>)",
      generator: "chacha20",
      node: process.version,
      cores: 1,
    },
  };
}

export function engineBenchmarks(): BenchLine[] {
  return [...GAME_CASES.map(gamesPerSecond), ...midGameBenchmarks(MID_GAME_CASES), ...heapBenchmarks(MID_GAME_CASES)];
}
