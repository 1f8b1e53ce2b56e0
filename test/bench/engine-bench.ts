/**
 * Engine benchmarks: complete random games per second on one core (issue: ≥ 1,000 base 2-player games/s with
 * farmers). Each runs a warm-up, then timed rounds; the reported value is the median round. The games draw with the
 * live generator (ChaCha20 under a `c20:` seed, as the server's matches do; engine/core/prng.ts).
 */
import { carcassonne } from "../../engine/carcassonne/game.ts";
import { starWars } from "../../engine/carcassonne/star-wars/game.ts";
import { newFrontiers } from "../../engine/newfrontiers/game.ts";
import type { AnyGameModule } from "../../engine/core/game-module.ts";
import { liveSeed } from "../support/live-rng.ts";
import { randomPlayout } from "./playout.ts";

export interface BenchLine {
  name: string;
  value: number;
  unit: string;
  setup: Record<string, unknown>;
}

function gamesPerSecond(name: string, players: number, options: Record<string, unknown>, games: number, game: AnyGameModule = carcassonne): BenchLine {
  const rounds = 5;
  for (let i = 0; i < Math.min(50, games); i++) randomPlayout(game, players, options, liveSeed(`warm-${i}`));
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
      battles += (played.state as { log?: { key: string }[][] }).log?.flat().filter((r) => r.key === "battle").length ?? 0;
      roundsPlayed += (played.state as { round?: number }).round ?? 0;
    }
    rates.push(games / ((performance.now() - t0) / 1000));
  }
  rates.sort((a, b) => a - b);
  return {
    name, value: Math.round(rates[Math.floor(rounds / 2)]!), unit: "games/s",
    setup: {
      game: game.id, players, options, gamesPerRound: games, rounds, statistic: "median round",
      actionsPerGame: Math.round(actions / (games * rounds)), policy: "uniform random legal action via legalActions + apply",
      ...(game.id === "starwars" ? { battlesPerGame: Math.round((10 * battles) / (games * rounds)) / 10 } : {}),
      ...(game.id === "newfrontiers" ? { roundsPerGame: Math.round((10 * roundsPlayed) / (games * rounds)) / 10 } : {}),
      seeds: "liveSeed(bench-<round>-<i>)", generator: "chacha20", node: process.version, cores: 1,
    },
  };
}

export function engineBenchmarks(): BenchLine[] {
  return [
    gamesPerSecond("carcassonne.random-games.2p.farmers", 2, { farmers: true }, 300),
    gamesPerSecond("carcassonne.random-games.4p.farmers+goldmines", 4, { farmers: true, goldMines: true }, 200),
    gamesPerSecond("carcassonne.random-games.3p.hand-of-three", 3, { farmers: true, handOfThree: true }, 200),
    gamesPerSecond("starwars.random-games.3p", 3, {}, 200, starWars),
    gamesPerSecond("newfrontiers.random-games.4p", 4, {}, 100, newFrontiers),
    gamesPerSecond("newfrontiers.random-games.4p.later+goals", 4, { setup: "later", goals: true }, 100, newFrontiers),
  ];
}
