/**
 * The live matches' random generator: the ChaCha20 keystream of RFC 8439 (@noble/ciphers) under a secret 256-bit
 * key, nonce zero, read as little-endian 32-bit words. It is exact for a given key (a replay with the seed draws the
 * same numbers) and, unlike sfc32, cannot be predicted from any number of its outputs without the key. The state is
 * `{ key, used }` — the key as hex and the number of words drawn — so it serialises with the game state; word `i` is
 * word `i % 16` of keystream block `floor(i / 16)`, so a state revived from JSON continues exactly where it stopped.
 * A key yields 2^36 − 128 words (@noble/ciphers refuses block counter 2^32 − 1 rather than wrap); a game draws ~100.
 */
import { chacha20 } from "@noble/ciphers/chacha.js";
import { hexToBytes } from "@noble/ciphers/utils.js";

/** A ChaCha20 generator's state: `key` is 64 lowercase hex digits, `used` the words drawn so far. */
export interface ChaChaState {
  key: string;
  used: number;
}

/** Seeds that select ChaCha20 begin with this; the rest of the seed is the key. */
export const CHACHA_PREFIX = "c20:";
const CHACHA_SEED = /^c20:[0-9a-f]{64}$/;

/** True for a well-formed ChaCha20 seed: `c20:` and 64 lowercase hex digits (the 32-byte key). */
export function isChaChaSeed(seed: string): boolean {
  return CHACHA_SEED.test(seed);
}

/** The generator state of a `c20:` seed; throws on a malformed one (callers validate seeds from input first). */
export function seedChaCha(seed: string): ChaChaState {
  if (!isChaChaSeed(seed)) throw new Error("a c20: seed must be c20: followed by 64 lowercase hex digits");
  return { key: seed.slice(CHACHA_PREFIX.length), used: 0 };
}

/**
 * Words are computed a chunk of 8 blocks (128 words) at a time: a call into @noble/ciphers costs far more than a
 * block, so a chunk of several costs little more than one, and one chunk holds a whole game's draws for most games
 * (a Carcassonne game draws about one word per tile; New Frontiers' games vary most). Smaller chunks made games
 * slower by `npm run bench:compare`.
 */
const CHUNK_WORDS = 128;
const NONCE = new Uint8Array(12);
const ZEROS = new Uint8Array(4 * CHUNK_WORDS);
const bytes = new Uint8Array(4 * CHUNK_WORDS);

/**
 * The chunk last computed. A game draws a few words per action from the same key, and `apply` copies the state
 * each time, so the memo is keyed by the key's text and the chunk index, never by the state object; it only saves
 * recomputation and never changes a result.
 */
const memo = { key: "", keyBytes: new Uint8Array(32), chunk: -1, words: new Uint32Array(CHUNK_WORDS) };

function fill(key: string, chunk: number): void {
  memo.chunk = -1; // stays invalid if anything below throws
  if (key !== memo.key) {
    memo.keyBytes = hexToBytes(key);
    memo.key = key;
  }
  // Blocks 4·chunk … 4·chunk+3; the keystream XOR zeros is the keystream itself.
  chacha20(memo.keyBytes, NONCE, ZEROS, bytes, (CHUNK_WORDS / 16) * chunk);
  for (let w = 0; w < CHUNK_WORDS; w++) {
    const o = 4 * w;
    memo.words[w] = (bytes[o]! | (bytes[o + 1]! << 8) | (bytes[o + 2]! << 16) | (bytes[o + 3]! << 24)) >>> 0;
  }
  memo.chunk = chunk;
}

/** The next keystream word as a uniform 32-bit unsigned integer; advances `s.used` in place. */
export function chachaNext(s: ChaChaState): number {
  const i = s.used;
  const chunk = Math.floor(i / CHUNK_WORDS);
  if (chunk !== memo.chunk || s.key !== memo.key) fill(s.key, chunk);
  s.used = i + 1;
  return memo.words[i % CHUNK_WORDS]!;
}
