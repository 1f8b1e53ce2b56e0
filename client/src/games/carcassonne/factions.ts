/**
 * Star Wars seats as the players see them: each seat's fixed colour, its faction and character card (rules §3:
 * red Luke, green Yoda / Rebel Alliance; black Vader, white Stormtrooper / Empire; orange Boba Fett / Bounty
 * Hunters), and in the team variant the two teams with their members and shared score. Pure, unit-tested.
 */
import type { CarcView } from "../../../../engine/carcassonne/views.ts";
import type { SwColor } from "../../../../engine/carcassonne/star-wars/sw-state.ts";
import type { Faction } from "../../../../engine/carcassonne/tile-types.ts";
import { SW_HEX } from "../../../../contract/colors.ts";

/** Character names are proper names, the same in every language. */
export const CHARACTER: Record<SwColor, string> = {
  red: "Luke",
  green: "Yoda",
  black: "Vader",
  white: "Stormtrooper",
  orange: "Boba Fett",
};

/** Keys of the faction names in the board games' lobby namespace (i18n/lobby-en.ts; the board namespace includes it). */
export const FACTION_KEY = { rebel: "factionRebel", empire: "factionEmpire", hunter: "factionHunter" } as const satisfies Record<
  Faction,
  string
>;

export interface FactionCardInfo {
  seat: number;
  color: SwColor;
  hex: string;
  faction: Faction;
  character: string;
}

/** One card per seat for a Star Wars view, else an empty list. */
export function factionCards(view: Pick<CarcView, "sw"> | null | undefined): FactionCardInfo[] {
  const sw = view?.sw;
  if (!sw) return [];
  return sw.colors.map((color, seat) => ({
    seat,
    color,
    hex: SW_HEX[color],
    faction: sw.factions[seat] ?? "rebel",
    character: CHARACTER[color],
  }));
}

export interface TeamInfo {
  team: number;
  /** i18n key of the team's name (team 0 Rebels, team 1 Empire). */
  key: "teamRebels" | "teamEmpire";
  faction: Faction;
  seats: number[];
  score: number;
}

/** The teams of the team variant (partners share one score), else an empty list. */
export function teamsOf(view: Pick<CarcView, "teams" | "scores" | "sw">): TeamInfo[] {
  const teams = view.teams;
  if (!teams) return [];
  const ids = [...new Set(teams)].sort((a, b) => a - b);
  return ids.map((team) => {
    const seats = teams.flatMap((t, seat) => (t === team ? [seat] : []));
    const faction = view.sw?.factions[seats[0]!] ?? (team === 0 ? "rebel" : "empire");
    return { team, key: faction === "empire" ? "teamEmpire" : "teamRebels", faction, seats, score: view.scores[seats[0]!] ?? 0 };
  });
}

/** Seats that won: the best team's members in the team variant, else the seats with the best score. */
export function winningSeats(view: Pick<CarcView, "teams" | "scores" | "sw">): number[] {
  const best = Math.max(...view.scores);
  const teams = teamsOf(view);
  if (teams.length > 0) return teams.filter((t) => t.score === best).flatMap((t) => t.seats);
  return view.scores.flatMap((s, i) => (s === best ? [i] : []));
}

/** Small meeples and whether the big one is in the supply (supply counts both), in any game with big meeples. */
export function meepleSupply(view: Pick<CarcView, "supply" | "bigInSupply">, seat: number): { small: number; big: boolean } {
  const big = view.bigInSupply?.[seat] ?? false;
  return { small: (view.supply[seat] ?? 0) - (big ? 1 : 0), big };
}
