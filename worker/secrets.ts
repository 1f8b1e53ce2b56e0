/**
 * Match ids, seat tokens and seeds, all from `crypto.getRandomValues` (never Math.random). Tokens are stored
 * only as SHA-256 hashes; a token itself leaves the server once, in the answer to the seat claim.
 */

const ID_ALPHABET = "23456789abcdefghjkmnpqrstuvwxyz"; // no 0/o, 1/l/i: ids are read aloud and typed

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

export const MATCH_ID_PATTERN = /^[23456789abcdefghjkmnpqrstuvwxyz]{10}$/;

function base64url(bytes: Uint8Array): string {
  let bin = "";
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** A secret seat token (256 bits). */
export function newToken(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(32)));
}

/** A game seed (128 bits) for the engine's PRNG; it stays inside the match's Durable Object. */
export function newSeed(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(16)));
}

export async function hashToken(token: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}
