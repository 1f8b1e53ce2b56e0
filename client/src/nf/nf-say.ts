/** Labels (i18n key + arguments, from nf-choices.ts / nf-prompt.ts) and goods kind names in the current language. */
import type { Dict } from "../i18n/en.ts";
import { t } from "../i18n/i18n.ts";
import type { Label } from "./nf-choices.ts";

const KIND_KEY: Record<string, keyof Dict> = { novelty: "nfKindNovelty", rare: "nfKindRare", genes: "nfKindGenes", alien: "nfKindAlien" };

/** A goods kind's name in the current language (other kinds as written). */
export const kindName = (k: string): string => (KIND_KEY[k] ? t(KIND_KEY[k]!) : k);

/** A label in the current language (a `kind` argument is translated too). */
export const say = (l: Label): string => t(l.key, l.args && typeof l.args.kind === "string" ? { ...l.args, kind: kindName(l.args.kind) } : l.args);
