/**
 * What a seat link (`/m/ID#token=…`) does to the seat this browser holds for the match, as pure functions (node
 * tests import them): a link never silently replaces the stored seat. With a different token stored the page asks
 * first (and plays the stored seat meanwhile); a link's token is tried on the socket and kept only once the server
 * welcomes it as a seat; a refused one leaves the stored token as it was and the page goes on with it (or watches).
 */
import type { ServerFrame } from "../../../contract/protocol.ts";

/** Where a link stands. */
export type SeatLink =
  /** No link, the link's token is the stored one, or the link was answered and settled. */
  | { step: "settled" }
  /** The browser holds another seat's token: the player chooses (`ask`); meanwhile the page plays `stored`. */
  | { step: "ask"; stored: string; link: string }
  /** The socket says hello with `link`; `fallback` is what the page goes on with if the server refuses it. */
  | { step: "trying"; link: string; fallback: string | null };

/** The token to connect with, and where the link stands. */
export interface LinkMove {
  token: string | null;
  link: SeatLink;
}

const SETTLED: SeatLink = { step: "settled" };

/** The `token` of an address's fragment (`#token=…`), or null. */
export function linkToken(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, "")).get("token");
}

/** A page opened with `link` (null: none) while the browser holds `stored` (null: no seat here). */
export function openLink(stored: string | null, link: string | null): LinkMove {
  if (link === null || link === stored) return { token: stored, link: SETTLED };
  if (stored === null) return { token: link, link: { step: "trying", link, fallback: null } };
  return { token: stored, link: { step: "ask", stored, link } };
}

/** The player's answer to the question: switch tries the link's token (the stored one stays until it is welcomed). */
export function answerLink(s: SeatLink, choice: "switch" | "keep"): LinkMove | null {
  if (s.step !== "ask") return null;
  return choice === "switch"
    ? { token: s.link, link: { step: "trying", link: s.link, fallback: s.stored } }
    : { token: s.stored, link: SETTLED };
}

/**
 * What a server frame settles while a link's token is tried: a welcome as a seat accepts it (`keep`: store it), the
 * hello's `bad-token` refusal refuses it (connect with the fallback instead). Null when the frame settles nothing.
 */
export function linkAnswered(s: SeatLink, f: ServerFrame): { keep: string } | { refused: true; token: string | null } | null {
  if (s.step !== "trying") return null;
  if (f.t === "welcome" && f.seat !== null) return { keep: s.link };
  // The hello's refusal names no message (an act's names its id): only that one is about the token just tried.
  if (f.t === "reject" && f.id === null && f.code === "bad-token") return { refused: true, token: s.fallback };
  return null;
}
