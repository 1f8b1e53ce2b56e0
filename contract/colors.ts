/**
 * Player colours (the six of the base game and Big Box 6; Star Wars' five fixed seat colours) and the palettes of
 * the board's vector art: Carcassonne's countryside and Star Wars' space.
 */
import type { SwColor } from "../engine/carcassonne/star-wars/sw-state.ts";
import type { Faction } from "../engine/carcassonne/tile-types.ts";

export const PLAYER_COLOURS = ["#d62828", "#1f6fd1", "#2e9e44", "#f2c230", "#2b2b2b", "#e35fae"] as const;

export function seatColour(seat: number, chosen?: string | null): string {
  return chosen ?? PLAYER_COLOURS[seat % PLAYER_COLOURS.length]!;
}

/** Star Wars meeple colours (rules §3: red, green, black, white, orange); the seat decides, not the player. */
export const SW_HEX: Record<SwColor, string> = { red: "#d62828", green: "#2e9e44", black: "#26262b", white: "#f1f1ee", orange: "#f08a24" };

/** The meeple figure's outline (board/Meeple.tsx on the board; the seat picker beside a seat), centred at 0,0. */
export const MEEPLE_PATH =
  "M0,-10 a3.6,3.6 0 1 1 0.01,0 Z M-3,-6 C-9,-5 -11,-2 -10,0 L-4,-1 L-8,9 L-2,9 L0,4 L2,9 L8,9 L4,-1 L10,0 C11,-2 9,-5 3,-6 Z";

/** A seat's colour on screen: the Star Wars colour of the seat when the view has one, else the chosen colour. */
export function viewSeatColour(sw: { colors: SwColor[] } | null | undefined, seat: number, chosen?: string | null): string {
  const c = sw?.colors[seat];
  return c ? SW_HEX[c] : seatColour(seat, chosen);
}

/** Outline of a meeple: light on the darkest colours so black meeples stay visible in space. */
export function meepleOutline(hex: string): string {
  return hex === SW_HEX.black ? "#c9c9d2" : "#111";
}

/** A soft light halo behind the darkest meeples (Star Wars black on the space background), or null for the others. */
export function meepleHalo(hex: string): string | null {
  return hex === SW_HEX.black ? "#dfe6ff" : null;
}

export const ART = {
  field: "#8fc05a",
  fieldEdge: "#6f9a3f",
  grassDark: "#5f8a32",
  grassLight: "#b9dc8a",
  city: "#dcc39a",
  cityWall: "#5e4a36",
  wallStone: "#b7a88f",
  wallTop: "#e6dcc6",
  roof: "#c4553a",
  roofShade: "#8e3422",
  roofRidge: "#5e2416",
  road: "#eee4c9",
  roadEdge: "#6d5c45",
  roadRut: "#c4b28b",
  verge: "#6e9a3e",
  monastery: "#b3412e",
  monasteryWall: "#f1e6d2",
  monasteryShade: "#c9b99c",
  stoneDark: "#5a4a3a",
  shield: "#2856a8",
  shieldEdge: "#15254a",
  shieldCharge: "#f3d36b",
  gold: "#f0c419",
  village: "#e9dcc0",
} as const;

/** Star Wars: deep space, grey rocks, glowing trade lanes, a metal station. */
export const SPACE = {
  sky: "#0b1028",
  skyEdge: "#1b2347",
  star: "#e9eeff",
  rock: "#6d6a66",
  rockEdge: "#3b3936",
  rockDots: "#9c978f",
  lane: "#4fd3ff",
  laneCore: "#eafcff",
  station: "#aeb6c4",
  stationEdge: "#4a5262",
  panel: "#23407a",
  panelLine: "#7fb2ea",
  ring: "#e9d8a6",
  /** Planet discs, picked by the planet's name so neighbours differ. */
  planets: ["#3f8f6b", "#c4773b", "#5a79c9", "#b2506a", "#8a6ac2", "#c9b25a", "#4aa3a8"],
} as const;

/** Faction badge colours: Rebel red circle, Empire grey cog, Bounty Hunter orange diamond. */
export const FACTION_HEX: Record<Faction, string> = { rebel: "#d8433b", empire: "#d3d8e1", hunter: "#f08a24" };
