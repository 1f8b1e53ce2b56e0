/**
 * "How to play": which screens each game's short guide has, in order, and what each shows — its title,
 * its paragraphs (message keys of the learn namespace, learn/i18n) and its illustration (an art id drawn by the
 * game's own SVG pieces, learn/art/). Pure data and key helpers, read by the guide and by the unit tests that
 * check every language has every key.
 */

/** The games that have a guide (the engine's ids). */
export const LEARN_GAMES = ["carcassonne", "starwars", "newfrontiers"] as const;
export type LearnGame = (typeof LEARN_GAMES)[number];

export function isLearnGame(id: string | null | undefined): id is LearnGame {
  return (LEARN_GAMES as readonly string[]).includes(id ?? "");
}

export type ArtId =
  | "c-goal"
  | "c-turn"
  | "c-score"
  | "c-farmers"
  | "c-gold"
  | "c-river"
  | "c-inns"
  | "c-end"
  | "sw-goal"
  | "sw-turn"
  | "sw-score"
  | "sw-battle"
  | "sw-teams"
  | "sw-end"
  | "nf-goal"
  | "nf-round"
  | "nf-goods"
  | "nf-military"
  | "nf-end";

export interface LearnScreen {
  /** Its key stem: `<game>.<id>.title`, `<game>.<id>.p1`… */
  id: string;
  art: ArtId;
  /** How many paragraphs (`p1`…`pN`). */
  paras: number;
  /** An expansion's screen: the match option that turns it on (a match's guide shows it only when it is on). */
  option?: string;
}

export const SCREENS: Readonly<Record<LearnGame, readonly LearnScreen[]>> = {
  carcassonne: [
    { id: "goal", art: "c-goal", paras: 2 },
    { id: "turn", art: "c-turn", paras: 3 },
    { id: "score", art: "c-score", paras: 3 },
    { id: "farmers", art: "c-farmers", paras: 2 },
    { id: "gold", art: "c-gold", paras: 3 },
    { id: "river", art: "c-river", paras: 2, option: "river" },
    { id: "inns", art: "c-inns", paras: 3, option: "innsCathedrals" },
    { id: "end", art: "c-end", paras: 2 },
  ],
  starwars: [
    { id: "goal", art: "sw-goal", paras: 2 },
    { id: "turn", art: "sw-turn", paras: 3 },
    { id: "score", art: "sw-score", paras: 2 },
    { id: "battle", art: "sw-battle", paras: 3 },
    { id: "teams", art: "sw-teams", paras: 2 },
    { id: "end", art: "sw-end", paras: 2 },
  ],
  newfrontiers: [
    { id: "goal", art: "nf-goal", paras: 3 },
    { id: "round", art: "nf-round", paras: 3 },
    { id: "goods", art: "nf-goods", paras: 3 },
    { id: "military", art: "nf-military", paras: 3 },
    { id: "end", art: "nf-end", paras: 3 },
  ],
};

/** The message keys of one screen: its title, then its paragraphs. */
export function screenKeys(game: LearnGame, s: LearnScreen): { title: string; paras: string[] } {
  return { title: `${game}.${s.id}.title`, paras: Array.from({ length: s.paras }, (_, i) => `${game}.${s.id}.p${i + 1}`) };
}

/** Every message key the guides use (the shared ones and every screen's), for the completeness test. */
export function allLearnKeys(): string[] {
  const shared = ["howToPlay", "howToPlayGame", "prev", "next", "done", "step", "close", "dialogHint", "backToLobby", "unknownGame"];
  const names = LEARN_GAMES.map((g) => `name.${g}`);
  const screens = LEARN_GAMES.flatMap((g) =>
    SCREENS[g].flatMap((s) => {
      const k = screenKeys(g, s);
      return [k.title, ...k.paras];
    }),
  );
  return [...shared, ...names, ...screens];
}

/**
 * The screens a guide shows: every one on the guide's own page (no options), a match's without the screens of
 * expansions it does not play.
 */
export function screensFor(game: LearnGame, options?: Readonly<Record<string, unknown>> | null): readonly LearnScreen[] {
  return options ? SCREENS[game].filter((s) => s.option === undefined || options[s.option] === true) : SCREENS[game];
}

/** The screen index after a step of `by` (clamped to a guide of `count` screens). */
export function stepTo(count: number, at: number, by: number): number {
  return Math.min(Math.max(at + by, 0), count - 1);
}
