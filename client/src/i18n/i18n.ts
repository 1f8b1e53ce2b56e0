/**
 * Languages of the UI — English, Romanian, Spanish, Polish (the rule texts' languages) — with
 * @solid-primitives/i18n: a locale signal, detection from the browser, a choice remembered when storage allows.
 * English is built in; the other dictionaries are separate chunks loaded when chosen, so a page downloads one.
 */
import { createSignal } from "solid-js";
import { resolveTemplate, translator } from "@solid-primitives/i18n";
import { en, type Dict } from "./en.ts";
import { storage } from "../storage.ts";

export type Locale = "en" | "ro" | "es" | "pl";
export const LOCALE_NAMES: Record<Locale, string> = { en: "English", ro: "Română", es: "Español", pl: "Polski" };

const LOADERS: Record<Exclude<Locale, "en">, () => Promise<Dict>> = {
  ro: () => import("./ro.ts").then((m) => m.ro),
  es: () => import("./es.ts").then((m) => m.es),
  pl: () => import("./pl.ts").then((m) => m.pl),
};

export function isLocale(x: string): x is Locale {
  return Object.hasOwn(LOCALE_NAMES, x);
}

export function detectLocale(languages: readonly string[]): Locale {
  for (const l of languages) {
    const base = l.toLowerCase().split("-")[0];
    if (base && isLocale(base)) return base;
  }
  return "en";
}

function initial(): Locale {
  const saved = storage.get("locale");
  if (saved && isLocale(saved)) return saved;
  return typeof navigator === "undefined" ? "en" : detectLocale(navigator.languages ?? [navigator.language]);
}

const [locale, setLocaleSignal] = createSignal<Locale>(initial());
const [dict, setDict] = createSignal<Dict>(en);
const loaded: Partial<Record<Locale, Dict>> = { en };

export { locale };

/** Loads a language's dictionary (once) and shows it if it is still the chosen one. English never waits. */
export async function loadLocale(l: Locale): Promise<void> {
  const d = loaded[l] ?? (loaded[l] = await LOADERS[l as Exclude<Locale, "en">]());
  if (locale() === l) setDict(() => d);
}

export function setLocale(l: Locale): void {
  setLocaleSignal(l);
  storage.set("locale", l);
  if (typeof document !== "undefined") document.documentElement.lang = l;
  void loadLocale(l);
}

const translate = translator(dict, resolveTemplate);

/** t("key", { n: 3 }) → the string in the current language. */
export function t(key: keyof Dict, args?: Record<string, string | number>): string {
  return translate(key, args ?? {}) as string;
}
