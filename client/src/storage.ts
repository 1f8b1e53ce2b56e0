/**
 * Small persistent key/value storage that degrades to memory when the browser blocks storage (third-party
 * iframes, private modes): the site and the embed keep working, only remembering less.
 */
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
    return backend ? backend.getItem(`mh:${key}`) : memory.get(key) ?? null;
  },
  set(key: string, value: string): void {
    if (backend) backend.setItem(`mh:${key}`, value);
    else memory.set(key, value);
  },
};

/** The seat token this browser holds for a match, if any. */
export function savedToken(matchId: string): string | null {
  return storage.get(`token:${matchId}`);
}

export function saveToken(matchId: string, token: string): void {
  storage.set(`token:${matchId}`, token);
}
