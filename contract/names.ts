/**
 * Player names and chat lines as other people read them: NFC-normalised, with the characters that change how the text around
 * them is shown (bidirectional overrides, embeddings, isolates and marks) or that show nothing at all (zero-width
 * spaces, joiners, word joiners, byte-order marks, Hangul fillers and other default-ignorable code points, control
 * characters) removed, and runs of white space made one space. These characters are stripped rather than refused
 * because they are invisible: someone whose pasted name carries one could not see what to fix. Joiners and
 * variation selectors stay where they build a visible character: a zero-width (non-)joiner between two non-ASCII
 * characters (emoji sequences such as 👩‍💻, Persian and Indic spelling), a variation selector after a non-ASCII
 * character or in a keycap (1️⃣), and the tag characters of a subdivision flag (🏴 + tags).
 */

/**
 * The names of bots' own seats, by seat: a seat is unique in a match, so two bots never share a name whatever their
 * levels, and given names read the same in every language the site speaks (a level or a colour would not: two
 * medium bots tie on the level, and a person may pick the colour a bot's seat would show by default).
 */
export const BOT_NAMES = ["Ada", "Bruno", "Clara", "Dario", "Elena", "Felix"] as const;

/** The given name of the bot in `seat` (past the list, its seat number after a name keeps it distinct). */
export function botGivenName(seat: number): string {
  return BOT_NAMES[seat % BOT_NAMES.length]! + (seat >= BOT_NAMES.length ? ` ${seat + 1}` : "");
}

/** At most this many user-perceived characters (grapheme clusters) once cleaned. */
export const NAME_MAX = 24;

const INVISIBLE = /^[\p{Cf}\p{Cc}\p{Default_Ignorable_Code_Point}]$/u;
const JOINERS = new Set([0x200c, 0x200d]);
const isVariationSelector = (c: number) => (c >= 0xfe00 && c <= 0xfe0f) || (c >= 0xe0100 && c <= 0xe01ef);
const isTag = (c: number) => c >= 0xe0020 && c <= 0xe007f;
const BLACK_FLAG = 0x1f3f4;
const KEYCAP = 0x20e3;

const SPACE = /^\p{White_Space}$/u;
const visibleNonAscii = (ch: string | undefined) => ch !== undefined && ch.codePointAt(0)! > 0x7f && !INVISIBLE.test(ch) && !SPACE.test(ch);

/** Removes the invisible characters a name must not carry, keeping those that build a visible character. */
function stripInvisible(chars: string[]): string {
  const kept: string[] = [];
  let base = 0; // the last kept character that is not a tag (a subdivision flag's tags follow its black flag)
  for (const [i, ch] of chars.entries()) {
    const c = ch.codePointAt(0)!;
    const prev = kept.at(-1);
    const keep =
      SPACE.test(ch) ||
      !INVISIBLE.test(ch) ||
      (JOINERS.has(c) &&
        (visibleNonAscii(prev) || (prev !== undefined && isVariationSelector(prev.codePointAt(0)!))) &&
        visibleNonAscii(chars[i + 1])) ||
      (isVariationSelector(c) &&
        prev !== undefined &&
        !INVISIBLE.test(prev) &&
        (visibleNonAscii(prev) || chars[i + 1]?.codePointAt(0) === KEYCAP)) ||
      (isTag(c) && base === BLACK_FLAG);
    if (!keep) continue;
    kept.push(ch);
    if (!isTag(c)) base = c;
  }
  return kept.join("");
}

/** Text other people read (a name, a chat line): NFC, invisible characters stripped, white space runs made one space. */
export function cleanText(raw: string): string {
  return stripInvisible([...raw.normalize("NFC")])
    .replace(/\p{White_Space}+/gu, " ")
    .trim();
}

/** The cleaned name, or null when nothing visible is left or it is longer than NAME_MAX characters. */
export function cleanName(raw: string): string | null {
  const name = cleanText(raw);
  const length = [...new Intl.Segmenter("en", { granularity: "grapheme" }).segment(name)].length;
  return length >= 1 && length <= NAME_MAX ? name : null;
}
