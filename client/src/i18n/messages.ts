/**
 * The shape of translated messages and how one is rendered, free of the browser (unit tests and tools use it):
 * a message is a template or plural forms chosen by `Intl.PluralRules` from the argument `n`.
 */
import { resolveTemplate } from "@solid-primitives/i18n";

/** Plural forms of one message (CLDR categories); `other` is always present. */
export interface Plural {
  readonly zero?: string;
  readonly one?: string;
  readonly two?: string;
  readonly few?: string;
  readonly many?: string;
  readonly other: string;
}
export type Message = string | Plural;
/** A namespace's dictionary: message key → template or plural forms. */
export type Messages = Readonly<Record<string, Message>>;
/** Another language's dictionary for the same keys (a key may be plural in one language and not in another). */
export type Translation<D extends Messages> = { readonly [K in keyof D]: Message };
export type Args = Readonly<Record<string, string | number>>;
export type Translator<D extends Messages> = (key: keyof D & string, args?: Args) => string;

const pluralRules = new Map<string, Intl.PluralRules>();
/** The message's text for these arguments in locale `l`: plural forms are chosen by `args.n`. */
export function render(message: Message | undefined, l: string, args: Args = {}): string {
  if (message === undefined) return "";
  let text: string;
  if (typeof message === "string") text = message;
  else {
    let rules = pluralRules.get(l);
    if (!rules) pluralRules.set(l, (rules = new Intl.PluralRules(l)));
    const n = typeof args.n === "number" ? args.n : Number(args.n ?? 0);
    text = message[rules.select(n)] ?? message.other;
  }
  return resolveTemplate(text, args);
}
