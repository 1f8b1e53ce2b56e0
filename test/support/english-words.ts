/**
 * Finds English left in text a Spanish, Polish or Romanian player reads. The English vocabulary is every word of
 * four letters or more in the English message dictionaries of the client (the shell's and every game's
 * namespace, found on disk so a new namespace is covered) and in the New Frontiers catalogue's English power
 * summaries, less the words the target language's own dictionaries also use (names such as "Meeplehall"); proper
 * names (tile and goal names as printed, keywords, player names) are cut out of the text before it is read.
 */
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { ROOT } from "./dev-server.ts";
import catalogue from "../../engine/newfrontiers/catalogue.json" with { type: "json" };

type Lang = "es" | "pl" | "ro";

/** Dictionary files of a language under client/src: `<lang>.ts` in i18n folders. */
function dictionaryFiles(lang: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const p = join(dir, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (name === `${lang}.ts` && /i18n/.test(dir)) out.push(p);
    }
  };
  walk(join(ROOT, "client/src"));
  return out;
}

/** Every text of every exported dictionary object in a language's files (plural forms included). */
async function texts(lang: string): Promise<string[]> {
  const out: string[] = [];
  const collect = (v: unknown) => {
    if (typeof v === "string") out.push(v);
    else if (v && typeof v === "object") for (const x of Object.values(v)) collect(x);
  };
  for (const f of dictionaryFiles(lang)) collect(await import(pathToFileURL(f).href));
  return out;
}

export function words(text: string): string[] {
  return text
    .replace(/\{\{[^}]*\}\}/g, " ")
    .split(/[^\p{L}]+/u)
    .filter((w) => w.length >= 4)
    .map((w) => w.toLowerCase());
}

/** Names as printed on New Frontiers tiles and goals, and the tiles' keywords (action tiles are translated). */
function properNames(): string[] {
  const names: string[] = [];
  const visit = (v: unknown, key = "") => {
    if (Array.isArray(v)) v.forEach((x) => visit(x, key));
    else if (v && typeof v === "object") for (const [k, x] of Object.entries(v)) visit(x, k);
    else if (typeof v === "string" && (key === "name" || key === "keywords")) names.push(v);
  };
  visit([catalogue.worlds, catalogue.homeColonies, catalogue.developments, catalogue.goals]);
  return names;
}

/**
 * A checker for one language: `englishIn(text)` lists the English words found in `text` (empty when none).
 * `names` are further proper names the page shows (players).
 */
export async function englishChecker(lang: Lang, names: readonly string[] = []): Promise<(text: string) => string[]> {
  const english = new Set<string>();
  for (const t of await texts("en")) for (const w of words(t)) english.add(w);
  const visit = (v: unknown, key = "") => {
    if (Array.isArray(v)) v.forEach((x) => visit(x, key));
    else if (v && typeof v === "object") for (const [k, x] of Object.entries(v)) visit(x, k);
    else if (typeof v === "string" && key === "summary") for (const w of words(v)) english.add(w);
  };
  visit(catalogue);
  for (const t of await texts(lang)) for (const w of words(t)) english.delete(w);
  // Proper names are cut out of the text whole (longest first), so "Investment Credits" is a name but "credits" is not.
  const cut = [...new Set([...properNames(), ...names])].sort((a, b) => b.length - a.length);
  return (text) => {
    let rest = text;
    for (const n of cut) rest = rest.split(n).join(" ");
    return [...new Set(words(rest).filter((w) => english.has(w)))];
  };
}
