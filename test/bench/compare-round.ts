/**
 * One build's side of `npm run bench:compare`: a round of seeded random games of a bench case, timed. compare.ts
 * bundles this file once from the working tree and once from the other commit's tree, so each side runs its own
 * engine; the seeds depend only on the round, so both sides play the same games.
 */
import { casesNamed } from "./bench-cases.ts";
import { randomPlayout } from "./playout.ts";
import { liveSeed } from "../support/live-rng.ts";

/** Plays `games` random games of the case named `caseName` (seeds of round `round`); returns the milliseconds. */
export function playRound(caseName: string, round: number, games: number): number {
  const c = casesNamed([caseName])[0];
  if (!c) throw new Error(`no bench case ${caseName}`);
  const seeds = Array.from({ length: games }, (_, i) => liveSeed(`compare-${round}-${i}`));
  const t0 = performance.now();
  for (const seed of seeds) randomPlayout(c.game, c.players, c.options, seed);
  return performance.now() - t0;
}
