/**
 * Seeded pseudo-random numbers held inside game state (design.md: "Randomness comes from a seeded PRNG held in
 * the state"). sfc32 over four 32-bit words seeded by cyrb128 of the seed string. The state is a plain
 * `[a, b, c, d]` array so it serialises with the rest of the game; callers own the array they pass.
 */

export type RngState = [number, number, number, number];

/** Hashes a seed string to the initial PRNG state (cyrb128). */
export function seedRng(seed: string): RngState {
  let h1 = 1779033703, h2 = 3144134277, h3 = 1013904242, h4 = 2773480762;
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
  const s: RngState = [(h1 ^ h2 ^ h3 ^ h4) >>> 0, (h2 ^ h1) >>> 0, (h3 ^ h1) >>> 0, (h4 ^ h1) >>> 0];
  // Warm up so that similar seeds diverge.
  for (let i = 0; i < 12; i++) nextUint32(s);
  return s;
}

/** Advances `s` in place and returns a uniform 32-bit unsigned integer (sfc32). */
export function nextUint32(s: RngState): number {
  const a = s[0], b = s[1], c = s[2], d = s[3];
  const t = (((a + b) | 0) + d) | 0;
  s[3] = (d + 1) | 0;
  s[0] = b ^ (b >>> 9);
  s[1] = (c + (c << 3)) | 0;
  const r = (c << 21) | (c >>> 11);
  s[2] = (r + t) | 0;
  return t >>> 0;
}

/** Uniform integer in [0, n) without modulo bias; advances `s` in place. */
export function nextInt(s: RngState, n: number): number {
  if (n <= 1) return 0;
  const limit = 4294967296 - (4294967296 % n);
  for (;;) {
    const x = nextUint32(s);
    if (x < limit) return x % n;
  }
}
