/**
 * Small persistent key/value storage that degrades to memory when the browser blocks storage (third-party
 * iframes, private modes): the site and the embed keep working, only remembering less. Holds the seat tokens and,
 * beside them, the index of the matches this browser holds a seat in (seats/my-matches.ts): saving a token notes
 * its match there, forgetting a match removes both.
 */
import { dropMatch, noteMatch, parseMyMatches, type MyMatch } from "./seats/my-matches.ts";

const memory = new Map<string, string>();

/** The part of the Web Storage API used here (typed without the DOM: node tests import this module too). */
interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

function isKeyValueStore(x: unknown): x is KeyValueStore {
  return typeof x === "object" && x !== null && ["getItem", "setItem", "removeItem"].every((m) => typeof Reflect.get(x, m) === "function");
}

/** The browser's localStorage when it exists and may be written (blocked third-party storage throws). */
function local(): KeyValueStore | null {
  try {
    const s: unknown = Reflect.get(globalThis, "localStorage");
    if (!isKeyValueStore(s)) return null;
    s.setItem("__probe", "1");
    s.removeItem("__probe");
    return s;
  } catch {
    return null;
  }
}

const backend = local();

export const storage = {
  get(key: string): string | null {
    return backend ? backend.getItem(`mh:${key}`) : (memory.get(key) ?? null);
  },
  set(key: string, value: string): void {
    if (backend) backend.setItem(`mh:${key}`, value);
    else memory.set(key, value);
  },
  remove(key: string): void {
    if (backend) backend.removeItem(`mh:${key}`);
    else memory.delete(key);
  },
};

/** The seat token this browser holds for a match, if any. */
export function savedToken(matchId: string): string | null {
  return storage.get(`token:${matchId}`);
}

/** Keeps a seat token (a claim, "play now against bots", a rematch, a `#token=` link the server welcomed) and notes its match in "My matches". */
export function saveToken(matchId: string, token: string): void {
  storage.set(`token:${matchId}`, token);
  rememberMatch(matchId);
}

const MY_MATCHES = "my-matches";

/** The matches this browser holds a seat in, most recently opened first. */
export function myMatches(): MyMatch[] {
  return parseMyMatches(storage.get(MY_MATCHES));
}

/** Notes that a match with a seat here was opened now (with its game and my seat once known). */
export function rememberMatch(matchId: string, known?: { game?: string; seat?: number }): void {
  storage.set(MY_MATCHES, JSON.stringify(noteMatch(myMatches(), matchId, Date.now(), known)));
}

/** Forgets a match's seat token and its "My matches" entry (the seat was left, or the match is gone). */
export function forgetMatch(matchId: string): void {
  storage.remove(`token:${matchId}`);
  storage.set(MY_MATCHES, JSON.stringify(dropMatch(myMatches(), matchId)));
}
