/**
 * The JSON Patch (RFC 6902) from one view of an audience to the next, applied by clients with fast-json-patch's
 * applyPatch. Views are plain JSON built afresh per version, with the engine's records shared between versions,
 * so the walk skips any value the same by reference, and builds a path string only for an operation it emits
 * (fast-json-patch's `compare` built one for every node it visited and deep-copied every value it emitted; this
 * emits the same operations, about twice as fast on the benchmark's views). Arrays are compared index by index:
 * the log and the board only grow, so their new entries are `add`s at the end; a shorter array loses its tail
 * from the end. A key whose value is `undefined` counts as absent, as in the JSON text. Values in the operations are the
 * view's own (not copies): frames are serialised at once and views are never changed.
 */
import type { Operation } from "fast-json-patch";

type Json = unknown;

/** One path segment escaped as a JSON Pointer token (RFC 6901). */
function token(key: string): string {
  return key.includes("~") || key.includes("/") ? key.replace(/~/g, "~0").replace(/\//g, "~1") : key;
}

/** An own property's value (a key such as "constructor" is not read from the prototype). */
const own = (o: Record<string, Json>, key: string): Json => (Object.hasOwn(o, key) ? o[key] : undefined);

const isObject = (x: Json): x is Record<string, Json> => typeof x === "object" && x !== null;

class Differ {
  readonly ops: Operation[] = [];
  /** The escaped path of the value being compared, as segments. */
  private readonly at: string[] = [];

  private path(key: string | number): string {
    return this.at.length === 0 ? `/${token(String(key))}` : `/${this.at.join("/")}/${token(String(key))}`;
  }

  /** Compares the values under `key` of the current container. */
  private value(key: string | number, a: Json, b: Json): void {
    if (a === b) return;
    if (isObject(a) && isObject(b) && Array.isArray(a) === Array.isArray(b)) {
      this.at.push(token(String(key)));
      if (Array.isArray(a)) this.array(a, b as unknown as Json[]);
      else this.object(a, b);
      this.at.pop();
    } else this.ops.push({ op: "replace", path: this.path(key), value: b });
  }

  array(a: Json[], b: Json[]): void {
    const common = Math.min(a.length, b.length);
    for (let i = 0; i < common; i++) this.value(i, a[i], b[i]);
    for (let i = a.length - 1; i >= b.length; i--) this.ops.push({ op: "remove", path: this.path(i) });
    for (let i = a.length; i < b.length; i++) this.ops.push({ op: "add", path: this.path(i), value: b[i] });
  }

  object(a: Record<string, Json>, b: Record<string, Json>): void {
    const keysA = Object.keys(a),
      keysB = Object.keys(b);
    let matched = 0;
    for (const key of keysA) {
      const x = a[key],
        y = own(b, key);
      if (x === undefined) continue;
      if (y === undefined) this.ops.push({ op: "remove", path: this.path(key) });
      else matched++, this.value(key, x, y);
    }
    if (matched === keysB.length) return; // every key of b was one of a's: nothing to add
    for (const key of keysB) {
      const y = b[key];
      if (y !== undefined && own(a, key) === undefined) this.ops.push({ op: "add", path: this.path(key), value: y });
    }
  }
}

/** The operations that turn `before` into `after` (both plain JSON objects or arrays of the same kind). */
export function diffViews(before: unknown, after: unknown): Operation[] {
  const d = new Differ();
  if (Array.isArray(before) && Array.isArray(after)) d.array(before, after);
  else if (isObject(before) && isObject(after) && !Array.isArray(before) && !Array.isArray(after)) d.object(before, after);
  else throw new Error("diffViews compares two objects or two arrays");
  return d.ops;
}
