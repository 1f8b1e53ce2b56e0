/**
 * Seeded random numbers held inside game state (design.md: "Randomness comes from a seeded PRNG held in the state").
 * The seed names the generator: a `c20:` seed (every new live match, worker/secrets.ts) selects the
 * ChaCha20 keystream (prng-chacha.ts), unpredictable without the seed; any other seed keeps sfc32 seeded by cyrb128,
 * which older matches, replays and tests were recorded with and must keep drawing exactly. Both states are plain
 * JSON that serialise with the game; callers own the state they pass, which draws advance in place.
 */
import { CHACHA_PREFIX, chachaNext, isChaChaSeed, seedChaCha, type ChaChaState } from "./prng-chacha.ts";

export type { ChaChaState } from "./prng-chacha.ts";

/** sfc32's four 32-bit words. */
export type Sfc32State = [number, number, number, number];
export type RngState = Sfc32State | ChaChaState;

/** The generator state for a seed: ChaCha20 for `c20:<64 hex digits>`, sfc32 for anything else. */
export function seedRng(seed: string): RngState {
  return seed.startsWith(CHACHA_PREFIX) ? seedChaCha(seed) : seedSfc32(seed);
}

/** False for a seed that claims ChaCha20 (`c20:`) but is not `c20:` + 64 lowercase hex digits; such a seed is refused. */
export function isWellFormedSeed(seed: string): boolean {
  return !seed.startsWith(CHACHA_PREFIX) || isChaChaSeed(seed);
}

/** A copy that draws the same numbers as `s` and advances independently of it. */
export function copyRng(s: RngState): RngState {
  return Array.isArray(s) ? [s[0], s[1], s[2], s[3]] : { key: s.key, used: s.used };
}

/** Advances `s` in place and returns a uniform 32-bit unsigned integer. */
export function nextUint32(s: RngState): number {
  return Array.isArray(s) ? sfc32Next(s) : chachaNext(s);
}

/** Uniform integer in [0, n) without modulo bias (rejection sampling); advances `s` in place. */
export function nextInt(s: RngState, n: number): number {
  if (n <= 1) return 0;
  const limit = 4294967296 - (4294967296 % n);
  for (;;) {
    const x = nextUint32(s);
    if (x < limit) return x % n;
  }
}

/** Hashes a seed string to the initial sfc32 state (cyrb128), warmed up so that similar seeds diverge. */
function seedSfc32(seed: string): Sfc32State {
  let h1 = 1779033703,
    h2 = 3144134277,
    h3 = 1013904242,
    h4 = 2773480762;
  for (let i = 0; i < seed.length; i++) {
    const k = seed.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  const s: Sfc32State = [(h1 ^ h2 ^ h3 ^ h4) >>> 0, (h2 ^ h1) >>> 0, (h3 ^ h1) >>> 0, (h4 ^ h1) >>> 0];
  for (let i = 0; i < 12; i++) sfc32Next(s);
  return s;
}

/** One sfc32 step: advances `s` in place. */
function sfc32Next(s: Sfc32State): number {
  const a = s[0],
    b = s[1],
    c = s[2],
    d = s[3];
  const t = (((a + b) | 0) + d) | 0;
  s[3] = (d + 1) | 0;
  s[0] = b ^ (b >>> 9);
  s[1] = (c + (c << 3)) | 0;
  const r = (c << 21) | (c >>> 11);
  s[2] = (r + t) | 0;
  return t >>> 0;
}
