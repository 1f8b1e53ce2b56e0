/**
 * Small persistent key/value storage that degrades to memory when the browser blocks storage (third-party
 * iframes, private modes): the site and the embed keep working, only remembering less.
 */
const memory = new Map<string, string>();

function local(): Storage | null {
  try {
    const s = window.localStorage;
    s.setItem("__probe", "1");
    s.removeItem("__probe");
    return s;
  } catch {
    return null;
  }
}

const backend = typeof window === "undefined" ? null : local();

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
