/**
 * How big the seeded random tests run, from one setting. vitest.config.ts reads MEEPLEHALL_FUZZ and hands it to the
 * unit and workers projects (`inject("fuzz")`: workerd has no process.env). `npm test` runs "small": every option
 * mix, player count, phase and frame kind the full run covers, with fewer seeds, games or frames of each, so a
 * whole suite stays within minutes on two cores. `npm run fuzz` runs "full", the sizes these tests were written
 * with. `npm run differential` stays the separate 10,000-game proof of the fast path.
 */
import { inject } from "vitest";

export type FuzzSize = "small" | "full";

declare module "vitest" {
  export interface ProvidedContext {
    fuzz: FuzzSize;
  }
}

/** True under `npm run fuzz`. Anything but an explicit "full" (a config that provides nothing) is small. */
export const FUZZ_FULL = inject("fuzz") === "full";

/** `small` in `npm test`, `full` under `npm run fuzz`. */
export function fuzzSize<T>(small: T, full: T): T {
  return FUZZ_FULL ? full : small;
}
