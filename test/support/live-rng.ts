/**
 * The engine's generator states in tests (engine/core/prng.ts): reproducible seeds of the live kind (`c20:` + a
 * 256-bit key, as worker/secrets.ts makes them, but derived from a label so a test or benchmark can be rerun), and
 * the parts of a state that must never reach a client, for the leak checks.
 */
import { nextUint32, seedRng, type RngState } from "../../engine/core/prng.ts";

/** A ChaCha20 seed like the server's, its key drawn from an sfc32 seeded by `label` (reproducible, not secret). */
export function liveSeed(label: string): string {
  const words = seedRng(`live-seed:${label}`);
  return `c20:${Array.from({ length: 8 }, () => nextUint32(words).toString(16).padStart(8, "0")).join("")}`;
}

/** What of a generator state no view, event or frame may contain: its words (sfc32's four words; ChaCha20's key as
 *  eight little-endian 32-bit words) and texts (the state as JSON; sfc32's words joined; ChaCha20's key in hex). */
export function rngSecrets(s: RngState): { words: number[]; texts: string[] } {
  if (Array.isArray(s)) return { words: [...s], texts: [JSON.stringify(s), s.join(",")] };
  const words = Array.from({ length: 8 }, (_, i) => {
    const b = s.key
      .slice(8 * i, 8 * i + 8)
      .match(/../g)!
      .reverse()
      .join("");
    return Number.parseInt(b, 16);
  });
  return { words, texts: [JSON.stringify(s), s.key] };
}
