/** Player colours (the six of the base game and Big Box 6) and the palette of the board's vector art. */
export const PLAYER_COLOURS = ["#d62828", "#1f6fd1", "#2e9e44", "#f2c230", "#2b2b2b", "#e35fae"] as const;

export function seatColour(seat: number, chosen?: string | null): string {
  return chosen ?? PLAYER_COLOURS[seat % PLAYER_COLOURS.length]!;
}

export const ART = {
  field: "#9cc866",
  fieldEdge: "#86b552",
  city: "#c99a5b",
  cityWall: "#7a5230",
  road: "#f4efe2",
  roadEdge: "#8a8170",
  monastery: "#b3412e",
  monasteryWall: "#efe3cf",
  shield: "#2b5fb3",
  gold: "#f0c419",
  village: "#7d5a3c",
} as const;
