/**
 * New Frontiers' translation namespace: its translator `nt` (English built in, Romanian, Spanish and Polish loaded
 * as separate chunks), the names it translates (goods kinds, action tiles), the conversion of a record's args
 * (tile ids, kinds, seats) into what a player reads, and the translated rule refusals.
 */
import type { GoodsKind } from "../../../../../engine/newfrontiers/catalogue-types.ts";
import type { NfActionTile } from "../../../../../engine/newfrontiers/state.ts";
import { defineMessages, type Args } from "../../../i18n/i18n.ts";
import { tileName } from "../../../../../engine/newfrontiers/catalogue-data.ts";
import { en, type NfDict } from "./en.ts";
import { kindName as tileKindName } from "../tile-words.ts";

export type { NfDict };
export type NfKey = keyof NfDict & string;

/** nt("key", { n: 3 }) → the New Frontiers message in the current language. */
export const nt = defineMessages<NfDict>(en, {
  ro: () => import("./ro.ts").then((m) => m.ro),
  es: () => import("./es.ts").then((m) => m.es),
  pl: () => import("./pl.ts").then((m) => m.pl),
});

const GOODS_KINDS: ReadonlySet<string> = new Set<GoodsKind>(["novelty", "rare", "genes", "alien"]);

/** Whether the namespace has a message for `k`. */
function isKey(k: string): k is NfKey {
  return Object.hasOwn(en, k);
}

function isKind(k: string): k is GoodsKind {
  return GOODS_KINDS.has(k);
}

/** A goods kind's name in the current language, as tiles name it (other values as written). */
export function kindName(k: string): string {
  return isKind(k) ? tileKindName(k) : k;
}

/** An action tile's name in the current language. */
export function actionName(id: NfActionTile): string {
  return nt(`action.${id}`);
}

const TILE_ARGS = new Set(["tile", "world", "power", "target", "old"]);

/** A string arg as read: tile ids become their printed names, kinds and action tiles are translated. */
function readable(key: string, v: string): string {
  if (TILE_ARGS.has(key)) return tileName(v);
  if (key === "kind") return kindName(v);
  const action = `action.${v}`;
  if (key === "action") return isKey(action) ? nt(action) : v;
  return v;
}

/**
 * A record's args made readable: names for tile ids, translated kinds and action tiles, lists joined (`kinds`,
 * `worlds`), seats by name (`seats`, with `seatName`). Numbers stay numbers (`n` picks the plural form).
 */
export function readableArgs(args: object, seatName: (seat: number) => string = String): Args {
  const out: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(args)) {
    if (typeof v === "number") out[k] = v;
    else if (typeof v === "string") out[k] = readable(k, v);
    else if (Array.isArray(v))
      out[k] = v
        .map((x) =>
          typeof x === "number" ? (k === "seats" ? seatName(x) : String(x)) : readable(k === "kinds" ? "kind" : "tile", String(x)),
        )
        .join(", ");
  }
  return out;
}

/** The translated refusal for a rule code of New Frontiers (`RuleError.code` and `args`), null for an unknown code. */
export function nfRefusal(code: string, args: object = {}): string | null {
  const key = `refuse.${code}`;
  return isKey(key) ? nt(key, readableArgs(args)) : null;
}
