/** Lobby options per game and player count, test-only URL hooks, and Star Wars seats: faction cards and teams. */
import { describe, expect, it } from "vitest";
import { initialOptions, optionDefs, optionEnabled, optionsToSend, playerCounts, testHooks } from "../../../client/src/core/lobby.ts";
import { factionCards, meepleSupply, teamsOf, winningSeats } from "../../../client/src/games/carcassonne/factions.ts";
import { SW_HEX, viewSeatColour } from "../../../contract/colors.ts";
import { starWars as g, swStart } from "./sw-fixtures.ts";

describe("lobby", () => {
  it("Star Wars offers the team variant, valid for exactly 4 players", () => {
    const teams = optionDefs("starwars").find((d) => d.key === "teams")!;
    expect([2, 3, 4, 5].map((n) => optionEnabled(teams, n))).toEqual([false, false, true, false]);
    expect(optionsToSend("starwars", 4, { teams: true })).toEqual({ teams: true });
    expect(optionsToSend("starwars", 3, { teams: true })).toEqual({ teams: false });
    expect(optionsToSend("starwars", 4, undefined)).toEqual({ teams: false });
  });

  it("Carcassonne keeps its options and defaults; each game sends only its own keys", () => {
    expect(optionsToSend("carcassonne", 2, initialOptions().carcassonne)).toEqual({
      farmers: true,
      goldMines: false,
      river: false,
      river2: false,
      innsCathedrals: false,
      incompleteScoreNothing: false,
      handOfThree: false,
      returnUnplaceable: false,
    });
    expect(Object.keys(optionsToSend("starwars", 2, { farmers: true }))).toEqual(["teams"]);
  });

  it("player counts follow the game; test hooks parse deck and dice", () => {
    expect(playerCounts({ minPlayers: 2, maxPlayers: 5 })).toEqual([2, 3, 4, 5]);
    expect(playerCounts(undefined)).toEqual([2, 3, 4, 5, 6]);
    expect(testHooks("?testDeck=sw-32,sw-22&testDice=6,1")).toEqual({ deck: ["sw-32", "sw-22"], dice: [6, 1] });
    expect(testHooks("?testDeck=base-U")).toEqual({ deck: ["base-U"] });
    expect(testHooks("")).toEqual({});
  });
});

describe("Star Wars seats", () => {
  it("each seat has its fixed colour, faction and character", () => {
    const v = g.view(swStart(3), null);
    expect(factionCards(v).map((c) => [c.color, c.faction, c.character])).toEqual([
      ["red", "rebel", "Luke"],
      ["black", "empire", "Vader"],
      ["orange", "hunter", "Boba Fett"],
    ]);
    expect(viewSeatColour(v.sw, 1, "#123456")).toBe(SW_HEX.black);
    expect(viewSeatColour(null, 1, "#123456")).toBe("#123456");
    expect(meepleSupply(v, 0)).toEqual({ small: 4, big: true });
    expect(teamsOf(v)).toEqual([]);
  });

  it("the team variant: Rebels (seats 0, 2) vs Empire (1, 3) with one shared score each", () => {
    const v = g.view(swStart(4, { teams: true }), null);
    expect(factionCards(v).map((c) => c.character)).toEqual(["Luke", "Vader", "Yoda", "Stormtrooper"]);
    const scored = { ...v, scores: [5, 7, 5, 7] };
    expect(teamsOf(scored)).toEqual([
      { team: 0, key: "teamRebels", faction: "rebel", seats: [0, 2], score: 5 },
      { team: 1, key: "teamEmpire", faction: "empire", seats: [1, 3], score: 7 },
    ]);
    expect(winningSeats(scored)).toEqual([1, 3]);
    expect(winningSeats({ ...v, teams: null, scores: [3, 9, 9, 1] })).toEqual([1, 2]);
  });
});
