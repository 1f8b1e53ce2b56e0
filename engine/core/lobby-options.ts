/**
 * The choices a game offers when a match is created, described once per game (its `lobby-options.ts`): the
 * lobby draws its checkboxes from this description (labels translated by the game's client namespace, keyed by
 * the option's key), the match server names the options in effect in link previews, and `encode` turns the ticked
 * boxes into the options the game's parser validates. Pure; no schema library, so the client's first chunk can
 * import it.
 */

/** One yes/no choice in the lobby. */
export interface LobbyOption {
  readonly key: string;
  /** English name, for link previews and API users (players read the label translated by the game's client). */
  readonly name: string;
  /** Ticked when the lobby opens. */
  readonly initial: boolean;
  /** Player counts the option is valid for; absent = any. */
  readonly players?: readonly number[];
  /** Another option that must be ticked for this one to apply. */
  readonly requires?: string;
}

export type Ticked = Readonly<Record<string, boolean>>;

/** A game's lobby choices and how they map to and from its match options. */
export interface LobbyOptions {
  readonly options: readonly LobbyOption[];
  /** The match options sent for these ticked boxes (default: the boxes themselves). */
  encode?(ticked: Ticked): Record<string, unknown>;
  /** Keys of the lobby options in effect in a match's (validated) options. */
  inEffect(options: unknown): string[];
}

/** Whether an option applies: valid for this player count and, if it requires another option, that one ticked. */
export function optionEnabled(def: LobbyOption, players: number, chosen?: Ticked): boolean {
  if (def.players && !def.players.includes(players)) return false;
  return !def.requires || chosen?.[def.requires] === true;
}

/** Whether an option's box shows ticked: enabled and chosen (or on by default). */
export function optionChecked(def: LobbyOption, players: number, chosen: Ticked | undefined): boolean {
  return optionEnabled(def, players, chosen) && (chosen?.[def.key] ?? def.initial);
}

/** The options sent for a game: its own keys only, an option that does not apply sent as false, then encoded. */
export function optionsToSend(lobby: LobbyOptions, players: number, chosen: Ticked | undefined): Record<string, unknown> {
  const ticked = Object.fromEntries(lobby.options.map((d) => [d.key, optionChecked(d, players, chosen)]));
  return lobby.encode?.(ticked) ?? ticked;
}

/** `inEffect` for games whose options are the boxes themselves: every boolean option set to true. */
export function booleansInEffect(lobby: () => LobbyOptions): (options: unknown) => string[] {
  return (options) => {
    const o = typeof options === "object" && options !== null ? (options as Record<string, unknown>) : {};
    return lobby()
      .options.filter((d) => o[d.key] === true)
      .map((d) => d.key);
  };
}
