/**
 * The lobby's per-game choices: which options each game offers (with their labels), which are available for the
 * chosen player count (Star Wars' team variant needs exactly 4) or other options (New Frontiers' Galactic Goals
 * need a later game), the options actually sent (checkboxes, encoded per game: New Frontiers sends
 * `{ setup: "firstGame" | "later", goals }`), the player counts, and the test-only `?testDeck=` / `?testDice=`
 * parameters (test servers only). Pure, unit-tested.
 */
import type { Dict } from "./i18n/en.ts";

export interface OptionDef {
  key: string;
  label: keyof Dict;
  hint: keyof Dict | null;
  /** Checked when the lobby opens. */
  initial: boolean;
  /** Player counts the option is valid for; absent = any. */
  players?: readonly number[];
  /** Another option that must be checked for this one to apply. */
  requires?: string;
}

export const GAME_OPTIONS: Record<string, readonly OptionDef[]> = {
  carcassonne: [
    { key: "farmers", label: "farmers", hint: "farmersHint", initial: true },
    { key: "goldMines", label: "goldMines", hint: "goldMinesHint", initial: false },
    { key: "incompleteScoreNothing", label: "incompleteScoreNothing", hint: null, initial: false },
    { key: "handOfThree", label: "handOfThree", hint: null, initial: false },
  ],
  starwars: [{ key: "teams", label: "teamsOption", hint: "teamsHint", initial: false, players: [4] }],
  newfrontiers: [
    { key: "later", label: "nfLaterGame", hint: "nfLaterGameHint", initial: false },
    { key: "goals", label: "nfGoalsOption", hint: "nfGoalsHint", initial: false, requires: "later" },
  ],
};

/** Games whose server options are not the checkboxes themselves: how the checked boxes are sent. */
const ENCODE: Record<string, (checked: Record<string, boolean>) => Record<string, unknown>> = {
  newfrontiers: (c) => ({ setup: c.later ? "later" : "firstGame", goals: c.goals === true }),
};

export function optionDefs(game: string): readonly OptionDef[] {
  return GAME_OPTIONS[game] ?? [];
}

/** Whether an option applies: valid for this player count and, if it requires another option, that one checked. */
export function optionEnabled(def: OptionDef, players: number, chosen?: Record<string, boolean>): boolean {
  if (def.players && !def.players.includes(players)) return false;
  return !def.requires || chosen?.[def.requires] === true;
}

/** Initial values of every game's options (each game keeps its own while the player switches back and forth). */
export function initialOptions(): Record<string, Record<string, boolean>> {
  return Object.fromEntries(Object.entries(GAME_OPTIONS).map(([g, defs]) => [g, Object.fromEntries(defs.map((d) => [d.key, d.initial]))]));
}

/** Whether an option's box shows checked: enabled and chosen (or on by default). */
export function optionChecked(def: OptionDef, players: number, chosen: Record<string, boolean> | undefined): boolean {
  return optionEnabled(def, players, chosen) && (chosen?.[def.key] ?? def.initial);
}

/** The options sent for a game: its own keys only, an option that does not apply sent as false, then encoded. */
export function optionsToSend(game: string, players: number, chosen: Record<string, boolean> | undefined): Record<string, unknown> {
  const checked = Object.fromEntries(optionDefs(game).map((d) => [d.key, optionChecked(d, players, chosen)]));
  return ENCODE[game]?.(checked) ?? checked;
}

/** The player counts a game allows (2–6 until the game list has loaded). */
export function playerCounts(info: { minPlayers: number; maxPlayers: number } | undefined): number[] {
  const min = info?.minPlayers ?? 2, max = info?.maxPlayers ?? 6;
  return Array.from({ length: max - min + 1 }, (_, i) => min + i);
}

/** Test-only forced tile order and dice from the lobby URL (`?testDeck=sw-32,sw-22&testDice=6,1`). */
export function testHooks(search: string): { deck?: string[]; dice?: number[] } {
  const q = new URLSearchParams(search);
  const deck = q.get("testDeck")?.split(",").filter(Boolean);
  const dice = q.get("testDice")?.split(",").filter(Boolean).map(Number);
  return { ...(deck?.length ? { deck } : {}), ...(dice?.length ? { dice } : {}) };
}
