/**
 * The "How to play" namespace: `tl(key)` in the current language. This module and its dictionaries are only reached
 * through the guide's lazy chunk (learn/HowToPlay.tsx), so none of it is in the first page load.
 */
import { defineMessages, type Translator } from "../../i18n/i18n.ts";
import { en, type LearnDict } from "./en.ts";

export type { LearnDict };

export const tl: Translator<LearnDict> = defineMessages<LearnDict>(en, {
  ro: () => import("./ro.ts").then((m) => m.ro),
  es: () => import("./es.ts").then((m) => m.es),
  pl: () => import("./pl.ts").then((m) => m.pl),
});

/** Whether the namespace has a message for `k` (screen keys are built from learn/screens.ts; a test checks them all). */
function isLearnKey(k: string): k is keyof LearnDict & string {
  return Object.hasOwn(en, k);
}

/** A built key's message in the current language (the key itself if it has none, which the tests forbid). */
export function tlKey(k: string): string {
  return isLearnKey(k) ? tl(k) : k;
}
