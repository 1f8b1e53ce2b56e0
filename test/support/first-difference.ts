/**
 * Where two plain-data values first differ, as a path (`$.tiles[3]`), or null when they are equal as JSON data:
 * key order does not matter, a property holding `undefined` counts as absent, typed arrays compare as arrays.
 * The differential and refusal checks of the engine's fast path report this path instead of two huge dumps.
 */
export function firstDifference(a: unknown, b: unknown, path = "$"): string | null {
  if (a === b) return null;
  if (typeof a === "number" && typeof b === "number") return Number.isNaN(a) && Number.isNaN(b) ? null : `${path}: ${a} ≠ ${b}`;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return `${path}: ${brief(a)} ≠ ${brief(b)}`;
  const listA = asList(a);
  const listB = asList(b);
  if (listA || listB) {
    if (!listA || !listB) return `${path}: ${brief(a)} ≠ ${brief(b)}`;
    if (listA.length !== listB.length) return `${path}: length ${listA.length} ≠ ${listB.length}`;
    for (let i = 0; i < listA.length; i++) {
      const d = firstDifference(listA[i], listB[i], `${path}[${i}]`);
      if (d) return d;
    }
    return null;
  }
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const k of keys) {
    const d = firstDifference((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], `${path}.${k}`);
    if (d) return d;
  }
  return null;
}

function asList(x: object): ArrayLike<unknown> | null {
  if (Array.isArray(x)) return x;
  return ArrayBuffer.isView(x) && !(x instanceof DataView) ? (x as unknown as ArrayLike<unknown>) : null;
}

function brief(x: unknown): string {
  const s = x === undefined ? "undefined" : JSON.stringify(x);
  return s.length > 80 ? `${s.slice(0, 77)}…` : s;
}
