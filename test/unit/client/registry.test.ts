/**
 * The client's game registry mirrors the engine's: every engine game has a client entry and every entry an engine
 * game; each entry's lobby options are the engine's (what it sends, the engine accepts); each reads only its own
 * game's views; Star Wars' seats carry their character cards for the seat picker; and refusals are translated —
 * the server's own codes by the shell, a game's codes once its lazy chunk has loaded, any other code named in a
 * translated generic message — in every language, never with the server's English message.
 */
import { afterAll, describe, expect, it } from "vitest";
import { games } from "../../../engine/index.ts";
import { isRuleError } from "../../../engine/core/game-module.ts";
import { clientGame, clientGames } from "../../../client/src/games/registry.ts";
import { initialOptions, optionsToSend } from "../../../client/src/core/lobby.ts";
import { CLIENT_REFUSALS, HTTP_REFUSALS, refusalText, SERVER_REFUSALS } from "../../../client/src/core/refusal.ts";
import { loadLocale, setLocale } from "../../../client/src/i18n/i18n.ts";
import type { RejectCode } from "../../../contract/protocol.ts";
import { SW_HEX } from "../../../contract/colors.ts";
import { starWars, swStart } from "./sw-fixtures.ts";

describe("client game registry", () => {
  it("has exactly the engine's games, by id", () => {
    expect(clientGames.map((g) => g.id).sort()).toEqual(Object.keys(games).sort());
    for (const id of Object.keys(games)) expect(clientGame(id)?.id).toBe(id);
    // The names are the engine's; every game has a pitch for the home page.
    for (const g of clientGames) {
      expect(g.name, g.id).toBe(games[g.id]!.name);
      expect(g.pitch().length, g.id).toBeGreaterThan(20);
    }
    expect(clientGame("toString")).toBeUndefined();
  });

  it("every entry's options, as the lobby sends them, are accepted by its engine game for every player count", () => {
    for (const g of clientGames) {
      const engine = games[g.id]!;
      for (let n = engine.minPlayers; n <= engine.maxPlayers; n++) {
        const all = Object.fromEntries(g.options.map((d) => [d.key, true]));
        for (const chosen of [initialOptions()[g.id], all])
          expect(isRuleError(engine.parseOptions(optionsToSend(g.id, n, chosen))), `${g.id} ${n}`).toBe(false);
      }
      expect(
        g.options.every((d) => d.label().length > 0),
        g.id,
      ).toBe(true);
    }
  });

  it("the lobby shows the engine game's own option description, each option labelled from the game's namespace, and the match options encode back to the same options in effect", async () => {
    setLocale("es");
    await loadLocale("es");
    for (const g of clientGames) {
      const lobby = games[g.id]!.lobby!;
      expect(
        g.options.map((d) => d.key),
        g.id,
      ).toEqual(lobby.options.map((d) => d.key));
      // Translated from the game's namespace, not the engine's English name.
      for (const d of g.options) expect(d.label(), `${g.id} ${d.key}`).not.toBe(lobby.options.find((o) => o.key === d.key)!.name);
      const engine = games[g.id]!;
      const all = Object.fromEntries(g.options.map((d) => [d.key, true]));
      const opts = engine.parseOptions(optionsToSend(g.id, engine.maxPlayers, all));
      if (isRuleError(opts)) throw new Error(opts.message);
      const applying = g.options.filter((d) => !d.players || d.players.includes(engine.maxPlayers)).map((d) => d.key);
      expect(lobby.inEffect(opts).sort(), g.id).toEqual(applying.sort());
    }
  });

  it("an engine game's data note has a translated message in its client entry, and only then", () => {
    for (const g of clientGames) expect(g.dataNote() !== null, g.id).toBe(games[g.id]!.dataNote !== undefined);
  });

  it("seat colours: Star Wars' seat decides (rules §3), elsewhere the colour chosen when joining", () => {
    const sw = starWars.view(swStart(3), null);
    expect([0, 1, 2].map((seat) => clientGame("starwars")!.seatColour(sw, seat, "#123456"))).toEqual([
      SW_HEX.red,
      SW_HEX.black,
      SW_HEX.orange,
    ]);
    expect(clientGame("carcassonne")!.seatColour(sw, 1, "#123456")).toBe("#123456");
    expect(clientGame("starwars")!.seatColour(null, 1, "#123456")).toBe("#123456");
  });

  it("seat cards: in Star Wars each seat shows its colour, character and translated faction (rules §3); players choose elsewhere", async () => {
    setLocale("pl");
    await loadLocale("pl");
    const sw = starWars.view(swStart(3), null);
    expect(clientGame("starwars")!.seatCards(sw)).toEqual([
      { colour: SW_HEX.red, colourId: "red", group: "rebel", title: "Luke", subtitle: "Sojusz Rebeliantów" },
      { colour: SW_HEX.black, colourId: "black", group: "empire", title: "Vader", subtitle: "Imperium" },
      { colour: SW_HEX.orange, colourId: "orange", group: "hunter", title: "Boba Fett", subtitle: "Łowcy Nagród" },
    ]);
    expect(clientGame("starwars")!.seatCards(null)).toEqual([]);
    for (const id of ["carcassonne", "newfrontiers"]) expect(clientGame(id)!.seatCards(sw), id).toEqual([]);
    setLocale("en");
  });

  it("each entry reads only its own game's views", () => {
    const header = (game: string) => ({ game, seat: null, toAct: [], finished: false, scores: [], winners: [] });
    for (const g of clientGames)
      for (const other of [...Object.keys(games), "nothing"].filter((id) => id !== g.id))
        expect(g.embed(header(other)), `${g.id} reading ${other}`).toBeNull();
  });
});

describe("refusals", () => {
  afterAll(() => setLocale("en"));
  const serverCodes: RejectCode[] = [
    "bad-frame",
    "too-large",
    "rate-limited",
    "hello-first",
    "bad-token",
    "spectator",
    "stale",
    "duplicate",
    "not-started",
    "finished",
    "bad-action",
    "bot-playing",
    "no-bots",
    "chat-rate-limited",
    "no-timeout",
    "not-a-voter",
    "stand-in-rate-limited",
    "return-not-yet",
    "no-returns-left",
  ];

  it("every refusal code (socket frames, seat claims and rematches, the client's own) has its own message in every language, distinct from the others", async () => {
    // "already-welcomed" (a second hello on one socket) is refused by the server; the client never sends one.
    expect(Object.keys(SERVER_REFUSALS).sort()).toEqual([...serverCodes, "already-welcomed", "error"].sort());
    expect(Object.keys(CLIENT_REFUSALS)).toEqual(["offline"]);
    for (const l of ["en", "ro", "es", "pl"] as const) {
      setLocale(l);
      await loadLocale(l);
      const texts = [...Object.keys(SERVER_REFUSALS), ...Object.keys(HTTP_REFUSALS), ...Object.keys(CLIENT_REFUSALS)].map((c) =>
        refusalText(c, {}, undefined),
      );
      expect(new Set(texts).size, l).toBe(texts.length);
      expect(
        texts.every((s) => s.length > 0 && !s.includes("{{")),
        l,
      ).toBe(true);
    }
  });

  it("a code neither the shell nor the game knows is named in a translated message; the game's own message wins", async () => {
    setLocale("es");
    await loadLocale("es");
    expect(refusalText("no-such-code", {}, clientGame("carcassonne"))).toBe("Esa jugada no está permitida (código no-such-code).");
    // The game's messages are a lazy chunk, loaded with its board: before that, the shell's generic message.
    expect(refusalText("edge-mismatch", {}, clientGame("carcassonne"))).toBe("Esa jugada no está permitida (código edge-mismatch).");
    await clientGame("carcassonne")!.loadRefusals();
    expect(refusalText("edge-mismatch", {}, clientGame("carcassonne"))).not.toContain("edge-mismatch");
    expect(refusalText("finished", {}, clientGame("carcassonne"))).toBe("La partida ha terminado.");
    const own = { ...clientGame("carcassonne")!, refusal: (code: string) => (code === "edge-mismatch" ? "Los bordes no encajan." : null) };
    expect(refusalText("edge-mismatch", {}, own)).toBe("Los bordes no encajan.");
  });
});
