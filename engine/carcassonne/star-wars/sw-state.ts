/**
 * Carcassonne Star Wars' slice of the board state: seat colours and factions (000_… §"Componente": red, green,
 * black, white, orange; character cards), the one big meeple per seat and forced dice for replays. Battles fought
 * (000_… §"Bătălie") are records of the match log (`battle`), its one copy: `battlesIn` reads them back from any
 * list of records (a view's log: the client's dice panel), `battlesOf` from a state. Bots rebuild the slice from a
 * view (`swSlice.fromView`): colours, factions and big meeples are public (000_… §"Componente"); future dice are the
 * state's PRNG's.
 */
import type { BoardEvent } from "../events.ts";
import type { PlacedMeeple, StateSlice } from "../rule-module.ts";
import { FACTIONS } from "../tile-kinds.ts";
import { logRecords, type CarcState } from "../state.ts";

export type SwColor = "red" | "green" | "black" | "white" | "orange";

export const SW_COLORS: readonly SwColor[] = ["red", "green", "black", "white", "orange"];

/**
 * Faction (index into tiles.ts FACTIONS: 0 rebel, 1 empire, 2 hunter) of each colour: red and green are the
 * Rebel Alliance and black and white the Empire (000_… §"Varianta în echipe" splits the colours so), orange the
 * Bounty Hunters (rules digest §3, character cards Luke, Yoda / Vader, Stormtrooper / Boba Fett).
 */
export const COLOR_FACTION: Record<SwColor, number> = { red: 0, green: 0, black: 1, white: 1, orange: 2 };

/** Default seat colours: factions alternate as seats fill up (2 players: Rebel vs Empire; 3: + Bounty Hunters). */
export const DEFAULT_COLORS: readonly SwColor[] = ["red", "black", "orange", "green", "white"];

/** Team variant (000_… §"Varianta în echipe"): diagonal seats are partners, Rebels (red, green) vs Empire (black, white). */
export const TEAM_COLORS: readonly SwColor[] = ["red", "black", "green", "white"];

/** 4 small meeples and 1 big one per player (000_… §"Componente": "5 meepleși (4 mici și 1 meeple mare)"). */
export const SW_MEEPLES = 5;

/** One side of a battle: a seat, or a team (represented by its first seat in turn order). */
export interface BattleSide {
  seat: number;
  team: number | null;
  /** Small meeples and big meeples of the side in the contested feature. */
  small: number;
  big: number;
  /** Whether a symbol of the side's own faction belongs to the feature (+1 die). */
  symbol: boolean;
  /** Dice rolled each round (capped at 3). */
  dice: number;
  /** The dice of each round the side rolled in. */
  rolls: number[][];
  /** Battle points: +1 per tie, and the dice count when the side lost. */
  points: number;
  won: boolean;
}

export interface Battle {
  /** `turns` of the state when it was fought: battles of one turn share it. */
  turn: number;
  kind: "route" | "asteroids" | "planet";
  feature: { x: number; y: number; id: string };
  sides: BattleSide[];
}

export interface SwState {
  colors: SwColor[];
  /** Faction index per seat. */
  factions: number[];
  /** Per seat, the segment its big meeple stands on, or -1 while it is in the supply. */
  big: number[];
  /** Forced dice (tests and replays), stored reversed and popped; null = the match's PRNG rolls. */
  dice: number[] | null;
}

declare module "../state.ts" {
  interface ModuleSlices {
    sw?: SwState;
  }
}

/** The Star Wars slice of a match. */
export function swOf(s: CarcState): SwState {
  const sw = s.ext.sw;
  if (!sw) throw new Error("not a Star Wars match");
  return sw;
}

/** The battles among some records (a view's log), in order: the `battle` records' own. */
export function battlesIn(records: readonly BoardEvent[]): Battle[] {
  return records.flatMap((r) => (r.key === "battle" ? [r.args.battle] : []));
}

/** Every battle fought so far, in order: the `battle` records of the match log. */
export function battlesOf(s: Pick<CarcState, "log">): Battle[] {
  return battlesIn(logRecords(s));
}

/**
 * Seat colours (the team variant's diagonal partners, else factions alternating), big meeples in the supply,
 * forced dice (tests, replays) stored reversed and popped.
 */
export const swSlice: StateSlice = {
  key: "sw",
  setup(s, forced) {
    const teams = s.options.teams === true;
    const colors = teams ? TEAM_COLORS.slice() : DEFAULT_COLORS.slice(0, s.players);
    s.teams = teams ? [0, 1, 0, 1] : null;
    s.ext.sw = {
      colors,
      factions: colors.map((c) => COLOR_FACTION[c]),
      big: new Array<number>(s.players).fill(-1),
      dice: forced?.dice ? forced.dice.slice().reverse() : null,
    };
  },
  clone(s) {
    const sw = swOf(s);
    s.ext.sw = { ...sw, big: sw.big.slice(), dice: sw.dice?.slice() ?? null };
  },
  fromView(s, view, meeples) {
    const v = view.sw as SwSliceView | null | undefined;
    if (!v) throw new Error("view lacks its Star Wars slice");
    s.ext.sw = swFromView(s.players, v, meeples, view.bigInSupply as boolean[] | null | undefined);
  },
};

/** The part of the view's `sw` slice the state is rebuilt from (view.ts `SwView`); big meeples are the core view's. */
interface SwSliceView {
  colors: SwColor[];
  factions: string[];
}

/** The Star Wars slice from the view's slice and its meeples (in view order, which is the state's order). */
function swFromView(players: number, v: SwSliceView, meeples: readonly PlacedMeeple[], bigIn: boolean[] | null | undefined): SwState {
  if (v.colors.length !== players || v.factions.length !== players || bigIn?.length !== players)
    throw new Error("view's Star Wars slice does not match the players");
  const big = new Array<number>(players).fill(-1);
  for (const m of meeples) if (m.big) big[m.seat] = m.seg;
  big.forEach((b, seat) => {
    if ((b === -1) !== bigIn[seat]) throw new Error(`view's big meeple of seat ${seat} is both out and in the supply`);
  });
  const factions = v.factions.map((f) => {
    const i = (FACTIONS as readonly string[]).indexOf(f);
    if (i < 0) throw new Error(`unknown faction ${f}`);
    return i;
  });
  return { colors: v.colors.slice(), factions, big, dice: null };
}
