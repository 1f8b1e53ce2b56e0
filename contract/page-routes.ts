/**
 * The site's page addresses, read one way by the Worker (pages.ts: 404 for a page of no match) and the client's
 * router (main.tsx): "/" the lobby, "/m/:id" a match, "/m/:id/replay" a finished match's replay, "/embed/:id" the
 * widget, "/my" the matches this browser holds a seat in, "/learn/:game" a game's "How to play" guide; any other
 * address is not found (the widget's, under /embed/, without the site's chrome), never the lobby: a mistyped link
 * must say so, and answer 404 so that search engines drop it. Also what a match id is.
 */

/** The letters of a match id: no 0/o, 1/l/i, since ids are read aloud and typed (worker/secrets.ts makes them). */
export const ID_ALPHABET = "23456789abcdefghjkmnpqrstuvwxyz";
/** A match id: 10 letters of ID_ALPHABET. */
export const MATCH_ID_PATTERN = /^[23456789abcdefghjkmnpqrstuvwxyz]{10}$/;

export type Route =
  | { page: "home" | "my" }
  | { page: "learn"; game: string }
  | { page: "match" | "embed" | "replay"; id: string }
  | { page: "not-found"; embed: boolean };

/** The page a path names (one trailing slash allowed after an id; a malformed id or extra segments: not found). */
export function route(pathname: string): Route {
  if (pathname === "/my" || pathname === "/my/") return { page: "my" };
  const learn = /^\/learn\/([a-z0-9-]{1,40})\/?$/.exec(pathname);
  if (learn) return { page: "learn", game: learn[1]! };
  const m = /^\/(m|embed)(?:\/(.*))?$/.exec(pathname);
  if (!m) return pathname === "/" || pathname === "" ? { page: "home" } : { page: "not-found", embed: false };
  const embed = m[1] === "embed";
  const replay = embed ? null : /^([^/]*)\/replay\/?$/.exec(m[2] ?? "");
  if (replay) return MATCH_ID_PATTERN.test(replay[1]!) ? { page: "replay", id: replay[1]! } : { page: "not-found", embed };
  const id = (m[2] ?? "").replace(/\/$/, "");
  return MATCH_ID_PATTERN.test(id) ? { page: embed ? "embed" : "match", id } : { page: "not-found", embed };
}
