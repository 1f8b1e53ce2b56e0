/**
 * Languages of the UI — English, Romanian, Spanish, Polish (the rule texts' languages) — with
 * @solid-primitives/i18n's template resolver: a locale signal, detection from the browser, a choice remembered
 * when storage allows. Messages live in namespaces: the shell's (this folder) and one per game
 * (`client/src/games/<id>/i18n/`), each with English built in and the other languages loaded as separate chunks
 * when chosen. A message is a template or a set of plural forms chosen by `Intl.PluralRules` from the argument
 * `n` (Polish "1 kredyt / 2 kredyty / 5 kredytów"), so no message writes "credit(s)".
 */
import { createSignal, type Accessor, type Setter } from "solid-js";
import { en, type Dict } from "./en.ts";
import { render, type Messages, type Translation, type Translator } from "./messages.ts";
import { storage } from "../storage.ts";

export type { Args, Message, Messages, Plural, Translation, Translator } from "./messages.ts";
export { render } from "./messages.ts";
export type Locale = "en" | "ro" | "es" | "pl";
export const LOCALE_NAMES: Record<Locale, string> = { en: "English", ro: "Română", es: "Español", pl: "Polski" };

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

/** The browser's preferred languages (none outside a browser: this module is also imported by node tests). */
function browserLanguages(): string[] {
  const nav: unknown = Reflect.get(globalThis, "navigator");
  if (typeof nav !== "object" || nav === null) return [];
  const list: unknown = Reflect.get(nav, "languages"),
    one: unknown = Reflect.get(nav, "language");
  if (Array.isArray(list)) return list.filter((l): l is string => typeof l === "string");
  return typeof one === "string" ? [one] : [];
}

function initial(): Locale {
  const saved = storage.get("locale");
  if (saved && isLocale(saved)) return saved;
  return detectLocale(browserLanguages());
}

const [locale, setLocaleSignal] = createSignal<Locale>(initial());
export { locale };

interface Namespace {
  load(l: Locale): Promise<void>;
}
const namespaces: Namespace[] = [];

/**
 * Declares a namespace: its English dictionary and loaders for the other languages. Returns its translator,
 * reactive to the locale (it shows English until the chosen language's chunk has arrived).
 */
export function defineMessages<D extends Messages>(
  english: D,
  loaders: Record<Exclude<Locale, "en">, () => Promise<Translation<D>>>,
): Translator<D> {
  const loaded: Partial<Record<Locale, Translation<D>>> = { en: english };
  const [dict, setDict]: [Accessor<Translation<D>>, Setter<Translation<D>>] = createSignal<Translation<D>>(english);
  const ns: Namespace = {
    async load(l) {
      const d = loaded[l] ?? (loaded[l] = await loaders[l as Exclude<Locale, "en">]());
      if (locale() === l) setDict(() => d);
    },
  };
  namespaces.push(ns);
  if (locale() !== "en") void ns.load(locale());
  return (key, args) => render(dict()[key] ?? english[key], locale(), args);
}

/** Names joined as the language joins a list ("Ana and Bo", "Ana y Bo", "Ana i Bo"; Intl.ListFormat). */
export function listOf(names: readonly string[]): string {
  return new Intl.ListFormat(locale(), { type: "conjunction" }).format(names);
}

/** Loads every namespace's dictionary for a language (once each) and shows them if it is still the chosen one. */
export async function loadLocale(l: Locale): Promise<void> {
  await Promise.all(namespaces.map((n) => n.load(l)));
}

/**
 * For a lazy component's chunk (`lazy(() => import(…).then(inLanguage((m) => m.X)))`): resolves once the namespaces
 * the chunk declared have their dictionaries in the player's language, so it never shows English first.
 */
export function inLanguage<M, C>(pick: (m: M) => C): (m: M) => Promise<{ default: C }> {
  return (m) =>
    loadLocale(locale())
      .catch(() => undefined)
      .then(() => ({ default: pick(m) }));
}

export function setLocale(l: Locale): void {
  setLocaleSignal(l);
  storage.set("locale", l);
  void loadLocale(l);
}

/** The shell's messages: t("key", { n: 3 }) → the string in the current language. */
export const t: Translator<Dict> = defineMessages<Dict>(en, {
  ro: () => import("./ro.ts").then((m) => m.ro),
  es: () => import("./es.ts").then((m) => m.es),
  pl: () => import("./pl.ts").then((m) => m.pl),
});
