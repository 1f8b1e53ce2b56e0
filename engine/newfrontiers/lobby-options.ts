/**
 * New Frontiers' lobby choices (see core/lobby-options.ts): a later game (coin flips, home colony choice;
 * 002_… §Preparar) and, in later games only, the optional Galactic Goals. The boxes are sent as the match
 * options `{ setup: "firstGame" | "later", goals }` that options.ts validates.
 */
import type { LobbyOptions } from "../core/lobby-options.ts";

export const newFrontiersLobby: LobbyOptions = {
  options: [
    { key: "later", name: "later game", initial: false },
    { key: "goals", name: "Galactic Goals", initial: false, requires: "later" },
  ],
  encode: (ticked) => ({ setup: ticked.later ? "later" : "firstGame", goals: ticked.goals === true }),
  inEffect(options) {
    const o = typeof options === "object" && options !== null ? (options as { setup?: unknown; goals?: unknown }) : {};
    return [...(o.setup === "later" ? ["later"] : []), ...(o.goals === true ? ["goals"] : [])];
  },
};
