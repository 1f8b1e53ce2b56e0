/**
 * The client's game contract, mirroring the engine's GameModule: what the shell needs of a game in the first
 * chunk (its lobby options labelled from a small lobby namespace, how to read its view for the embed widget, its
 * seat colours and the seat cards of games whose seat decides them) and, in lazy chunks, its board and side panel
 * and its rule refusals' messages. `defineGame` closes each game's view and action types over its own entry and
 * hands the shell a `GameEntry` that takes any view header: the game narrows it with its own guard, so no code
 * casts one game's view to another's.
 */
import type { JSX } from "solid-js";
import type { ViewHeader } from "../../../engine/core/game-module.ts";
import {
  optionsToSend,
  type LobbyOption as EngineLobbyOption,
  type LobbyOptions,
  type Ticked,
} from "../../../engine/core/lobby-options.ts";
import { seatColour } from "../../../contract/colors.ts";
import { loadLocale, locale, type Args, type Messages, type Translator } from "../i18n/i18n.ts";

/** The messages naming a lobby option (keys of the game's namespace). */
export interface OptionText<L extends string = string> {
  label: L;
  hint: L | null;
}

/** A lobby option as the shell shows it: the engine's description, its texts from the game's namespace (reactive to the language). */
export interface LobbyOption extends EngineLobbyOption {
  label(): string;
  hint(): string | null;
}

/** One award of points just made, as the embed widget posts it. */
export interface ScoreNews {
  seat: number;
  points: number;
  reason: string;
}

/** What the embed widget reads of a view beyond its header (README "Embed a live game"). */
export interface EmbedReading {
  /** The kind of decision awaited (`place`, `meeple`, New Frontiers' `develop`…); "" when none. */
  phase: string;
  /** How far the view's record of scores goes (its length): the next reading's `scoredSince` starts there. */
  mark: number;
  /** Points awarded after `mark` of an earlier reading. */
  scoredSince(mark: number): ScoreNews[];
}

/** What a game's board and side panel receive (seats, names and colours come from the match context). */
export interface GameProps<V, A> {
  readonly view: V;
  act(action: A): void;
  readonly embed: boolean;
}

export interface GameParts {
  /** The main area (board or table). */
  main: JSX.Element;
  /** The game's part of the side panel. */
  side: JSX.Element;
}

/** A seat as the seat picker shows it where the game, not the player, decides it (Star Wars' character cards). */
export interface SeatCard {
  /** The seat's colour on screen. */
  colour: string;
  /** The colour's and the seat's group's ids (Star Wars: `red`, `rebel`), for styling. */
  colourId: string;
  group: string;
  /** A proper name, the same in every language (the character). */
  title: string;
  /** In the player's language (the faction). */
  subtitle: string;
}

/** A game's translation of one of its rule refusal codes (`RuleError.code` and `args`); null for a code it has none for. */
export type RefusalText = (code: string, args: Args) => string | null;

/** A game's components, loaded in their own chunk when its first view arrives. */
export interface GameUi<V, A> {
  /** Called once per match with reactive props; main and side share whatever local state it creates. */
  parts(props: GameProps<V, A>): GameParts;
}

/** A game's client entry, typed by its view, action and message dictionary. */
export interface ClientGame<V extends ViewHeader, A, D extends Messages> {
  /** The engine's game id (engine/index.ts `games`). */
  id: string;
  /** The game's name, the engine's (a proper name: the same in every language). */
  name: string;
  /** The home page's one-line pitch of the game. */
  pitch: keyof D & string;
  /** Whether a view (header checked) is this game's. */
  isView(view: ViewHeader): view is V;
  /** The game's lobby namespace (small: the first chunk carries it). */
  t: Translator<D>;
  /** The lobby choices as the engine game describes them (engine/<game>/lobby-options.ts). */
  lobby: LobbyOptions;
  /** Each lobby option's label and hint, by option key (a unit test checks every option has one). */
  optionText: Readonly<Record<string, OptionText<keyof D & string>>>;
  /** The message saying what the engine's `dataNote` says (where the game's data is not the printed one). */
  dataNote?: keyof D & string;
  embed(view: V): EmbedReading;
  /** Loads the game's refusal messages (a lazy chunk; refusals only come once the game's view is shown). */
  refusals(): Promise<RefusalText>;
  /** A seat's colour on screen (default: the colour chosen when joining). */
  seatColour?(view: V, seat: number, chosen: string | null): string;
  /** One card per seat where the seat decides the colour (none by default: players choose theirs). */
  seatCards?(view: V): SeatCard[];
  /** CSS classes of the match page and of its main area for this game. */
  classes: { match: string; main: string };
  load(): Promise<GameUi<V, A>>;
}

/** The shell's props for a game's parts: any view (the game narrows it) and the untyped send. */
export interface AnyGameProps {
  readonly view: ViewHeader;
  act(action: unknown): void;
  readonly embed: boolean;
}

/** A game as the shell holds it, its types closed over. */
export interface GameEntry {
  id: string;
  name: string;
  /** The home page's one-line pitch, in the player's language. */
  pitch(): string;
  options: readonly LobbyOption[];
  /** The match options sent for the ticked boxes at this player count (options that do not apply sent as off). */
  sendOptions(players: number, ticked: Ticked | undefined): Record<string, unknown>;
  /** The engine's data note in the player's language; null when the game has none. */
  dataNote(): string | null;
  /** Null when the view is not this game's. */
  embed(view: ViewHeader): EmbedReading | null;
  /** The game's message for a rule refusal; null for a code it has none for, or before `load`/`loadRefusals`. */
  refusal(code: string, args: Args): string | null;
  loadRefusals(): Promise<void>;
  seatColour(view: ViewHeader | null, seat: number, chosen: string | null): string;
  /** The seat picker's cards (empty: players choose their colours). */
  seatCards(view: ViewHeader | null): SeatCard[];
  classes: { match: string; main: string };
  /**
   * Loads the game's components, its refusal messages and their dictionaries in the player's language, resolving
   * once all are there (so no move, hence no rule refusal, precedes them); the parts are null when the view is not
   * this game's.
   */
  load(): Promise<(props: AnyGameProps) => GameParts | null>;
  /** What `load` resolved with, once it has (null before): a page whose game code is already there draws its
   *  board in its first render instead of a microtask and a layout later. */
  loaded(): ((props: AnyGameProps) => GameParts | null) | null;
}

/** Closes a game's types over its entry. */
export function defineGame<V extends ViewHeader, A, D extends Messages>(g: ClientGame<V, A, D>): GameEntry {
  const own = (view: ViewHeader | null): V | null => (view !== null && g.isView(view) ? view : null);
  let refusal: RefusalText | null = null;
  const loadRefusals = async () => {
    refusal ??= await g.refusals();
  };
  type Mount = (props: AnyGameProps) => GameParts | null;
  let mounted: Mount | null = null;
  let loading: Promise<Mount> | null = null;
  const mountOf = async (): Promise<Mount> => {
    const [ui] = await Promise.all([g.load(), loadRefusals()]);
    // The chunks' namespaces have just registered: their dictionaries in the player's language come before the
    // board does, so a Română or Polski page never flashes English.
    await loadLocale(locale()).catch(() => undefined);
    return (props) => {
      const first = own(props.view);
      if (!first) return null;
      // The view never changes game within a match; `last` only keeps the getter total.
      let last: V = first;
      return ui.parts({
        get view() {
          return (last = own(props.view) ?? last);
        },
        act: (a: A) => props.act(a),
        embed: props.embed,
      });
    };
  };
  return {
    id: g.id,
    name: g.name,
    pitch: () => g.t(g.pitch),
    options: g.lobby.options.map((d) => {
      const text = g.optionText[d.key];
      return { ...d, label: () => (text ? g.t(text.label) : d.name), hint: () => (text?.hint ? g.t(text.hint) : null) };
    }),
    sendOptions: (players, ticked) => optionsToSend(g.lobby, players, ticked),
    dataNote: () => (g.dataNote === undefined ? null : g.t(g.dataNote)),
    embed: (view) => {
      const v = own(view);
      return v && g.embed(v);
    },
    refusal: (code, args) => (refusal ? refusal(code, args) : null),
    loadRefusals,
    seatColour: (view, seat, chosen) => {
      const v = own(view);
      return v && g.seatColour ? g.seatColour(v, seat, chosen) : seatColour(seat, chosen);
    },
    seatCards: (view) => {
      const v = own(view);
      return v && g.seatCards ? g.seatCards(v) : [];
    },
    classes: g.classes,
    load: () =>
      (loading ??= mountOf().then(
        (mount) => (mounted = mount),
        (e: unknown) => {
          loading = null; // a failed load (the network) may be tried again
          throw e;
        },
      )),
    loaded: () => mounted,
  };
}
