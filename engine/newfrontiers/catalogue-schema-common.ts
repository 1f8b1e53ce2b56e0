/**
 * Valibot building blocks shared by the New Frontiers catalogue schemas: strict objects and closed lists whose
 * error messages name the unknown key or value ("unknown filter key \"colour\""), readonly lists, and
 * the `Frozen` wrapper that catalogue-types.ts puts around every inferred type.
 */
import * as v from "valibot";
import { KIND_COLOURS, KINDS, KEYWORDS, PROVENANCES, GOODS_KINDS, GOODS_TYPES } from "./catalogue-vocabulary.ts";

/** An object with exactly these entries; unknown or missing keys get a message naming the key and `what`. */
export function strict<const E extends v.ObjectEntries>(entries: E, what: string) {
  return v.strictObject(entries, (issue) => {
    if (issue.expected === "never") return `unknown ${what} key ${issue.received}`;
    if (issue.received === "undefined" && issue.expected?.startsWith('"')) return `missing ${what} key ${issue.expected}`;
    return `${what} must be an object, received ${issue.received}`;
  });
}

/** One of a closed list of strings or numbers; an unknown value gets a message naming it and `what`. */
export function oneOf<const T extends readonly (string | number)[]>(values: T, what: string) {
  return v.picklist(values, (issue) => `unknown ${what} ${issue.received} (expected ${issue.expected})`);
}

/** A readonly array of `item`. */
export function list<const T extends v.GenericSchema>(item: T) {
  return v.pipe(v.array(item), v.readonly());
}

/** A readonly array that holds every value of `values` exactly once (the vocabulary lists). */
export function exactly<const T extends readonly string[]>(values: T, what: string) {
  return v.pipe(
    v.array(oneOf(values, what)),
    v.check(
      (xs) => xs.length === values.length && new Set(xs).size === values.length,
      (issue) => `must list each engine ${what} once: ${values.join(", ")} (received ${issue.received})`,
    ),
    v.readonly(),
  );
}

/** An object with exactly one string entry per key of `keys` (the vocabulary's meaning tables). */
export function textByKey<const K extends string>(keys: readonly K[], what: string) {
  // Object.fromEntries types its keys as string; the entries are built from `keys`, so they are exactly K.
  const entries = Object.fromEntries(keys.map((k) => [k, v.string()])) as { [P in K]: v.StringSchema<undefined> };
  return strict(entries, what);
}

export const int = v.pipe(v.number(), v.integer());
export const nonNegInt = v.pipe(v.number(), v.integer(), v.minValue(0));
export const text = v.string();
export const texts = list(v.string());

export const ProvenanceSchema = oneOf(PROVENANCES, "provenance");
export const KindSchema = oneOf(KINDS, "kind");
export const GoodsKindSchema = oneOf(GOODS_KINDS, "goods kind");
export const GoodsTypeSchema = oneOf(GOODS_TYPES, "goods type");
export const KeywordSchema = oneOf(KEYWORDS, "keyword");
export const ColourSchema = oneOf(Object.values(KIND_COLOURS), "colour");
/** Keys of the catalogue's `sources` (checked against it after parsing). */
export const SourcesSchema = list(v.string());

/**
 * The catalogue as the engine holds it: deeply read-only (catalogue-data.ts freezes it). Valibot infers readonly
 * arrays (`v.readonly()` in `list`) but mutable object properties; the exported types add `readonly` throughout.
 */
export type Frozen<T> = T extends object ? { readonly [K in keyof T]: Frozen<T[K]> } : T;
