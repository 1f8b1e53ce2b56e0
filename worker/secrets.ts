/**
 * Match ids, seat tokens and seeds, all from `crypto.getRandomValues` (never Math.random). Tokens are stored
 * only as SHA-256 hashes; a token itself leaves the server once, in the answer to the seat claim. Also the base64url
 * encoding they and Web Push's keys (web-push.ts, push-routes.ts) are written in.
 */

import { ID_ALPHABET } from "../contract/page-routes.ts";

function randomString(length: number, alphabet: string): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  let out = "";
  for (const b of bytes) out += alphabet[b % alphabet.length]; // 256 % 31 bias is irrelevant for ids
  return out;
}

/** A short, link-friendly match id (10 chars of a 31-letter alphabet ≈ 49 bits). */
export function newMatchId(): string {
  return randomString(10, ID_ALPHABET);
}

export function base64url(bytes: Uint8Array): string {
  let bin = "";
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** The bytes of unpadded base64url text (padding tolerated), or null when it is not base64url. */
export function fromBase64url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*={0,2}$/.test(text) || text.replace(/=+$/, "").length % 4 === 1) return null;
  const bin = atob(
    text
      .replace(/=+$/, "")
      .replace(/-/g, "+")
      .replace(/_/g, "/")
      .padEnd(Math.ceil(text.replace(/=+$/, "").length / 4) * 4, "="),
  );
  return Uint8Array.from(bin, (c) => c.charCodeAt(0));
}

/** A secret seat token (256 bits). */
export function newToken(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(32)));
}

function hex(bytes: Uint8Array): string {
  return [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * A game seed: `c20:` and a 256-bit ChaCha20 key in hex, which selects the engine's unpredictable generator
 * (engine/core/prng.ts). It stays inside the match's Durable Object. (Matches created before live seeds were ChaCha20 keys keep their
 * 128-bit base64url seeds, which keep the sfc32 generator they were played with.)
 */
export function newSeed(): string {
  return `c20:${hex(crypto.getRandomValues(new Uint8Array(32)))}`;
}

export async function hashToken(token: string): Promise<string> {
  return hex(new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token))));
}
