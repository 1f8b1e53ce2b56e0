/**
 * Languages of the UI — English, Romanian, Spanish, Polish (the rule texts' languages) — with
 * @solid-primitives/i18n: a locale signal, detection from the browser, a choice remembered when storage allows.
 */
import { createSignal } from "solid-js";
import { resolveTemplate, translator } from "@solid-primitives/i18n";
import { en, type Dict } from "./en.ts";
import { ro } from "./ro.ts";
import { es } from "./es.ts";
import { pl } from "./pl.ts";
import { storage } from "../storage.ts";

export const LOCALES = { en, ro, es, pl } as const;
export type Locale = keyof typeof LOCALES;
export const LOCALE_NAMES: Record<Locale, string> = { en: "English", ro: "Română", es: "Español", pl: "Polski" };

export function detectLocale(languages: readonly string[]): Locale {
  for (const l of languages) {
    const base = l.toLowerCase().split("-")[0];
    if (base && base in LOCALES) return base as Locale;
  }
  return "en";
}

function initial(): Locale {
  const saved = storage.get("locale");
  if (saved && saved in LOCALES) return saved as Locale;
  return typeof navigator === "undefined" ? "en" : detectLocale(navigator.languages ?? [navigator.language]);
}

const [locale, setLocaleSignal] = createSignal<Locale>(initial());

export { locale };

export function setLocale(l: Locale): void {
  setLocaleSignal(l);
  storage.set("locale", l);
  if (typeof document !== "undefined") document.documentElement.lang = l;
}

const dict = () => LOCALES[locale()] as Dict;
const translate = translator(dict, resolveTemplate);

/** t("key", { n: 3 }) → the string in the current language. */
export function t(key: keyof Dict, args?: Record<string, string | number>): string {
  return translate(key, args ?? {}) as string;
}
