/**
 * Bots as the client shows them (client/src/core/bots.ts): the lobby's seat kinds and what a create request sends,
 * "Play now against bots", a bot seat's translated name (distinct by seat in every language), a person's default
 * name (their colour, never "Seat 1"), "a bot plays" on a person's seat only while the game is on, and which log records bots wrote — kept by the frame reducer from the
 * welcome's `botLog` and each bot patch's `bot` range (a person's patch adds none).
 */
import { afterAll, describe, expect, it } from "vitest";
import {
  botsAgainstYou,
  botsToSend,
  defaultPlayerName,
  isBotRecord,
  resizeKinds,
  seatName,
  showsStandIn,
} from "../../../client/src/core/bots.ts";
import { loadLocale, setLocale, t, type Locale } from "../../../client/src/i18n/i18n.ts";
import { colourName } from "../../../client/src/ui/colour-names.ts";
import { PLAYER_COLOURS } from "../../../contract/colors.ts";
import { BOT_LEVELS } from "../../../engine/core/bot.ts";
import { botName as serverBotName } from "../../../worker/match-bots.ts";
import { initialMatchState, isViewHeader, reduceFrame, type MatchState } from "../../../client/src/core/match-state.ts";
import type { ViewHeader } from "../../../engine/core/game-module.ts";
import type { MatchSummary, SeatInfo } from "../../../contract/protocol.ts";

describe("a bot playing a person's seat", () => {
  it("shows while the game is on, never once it is over, never on a bot's own seat or a person's own play", () => {
    const standIn: SeatInfo = { seat: 0, taken: true, name: "Ana", color: null, online: true, bot: "medium" };
    expect(showsStandIn(standIn, false)).toBe(true);
    expect(showsStandIn(standIn, true)).toBe(false);
    expect(showsStandIn({ ...standIn, botSeat: true }, false)).toBe(false);
    expect(showsStandIn({ seat: 0, taken: true, name: "Ana", color: null, online: true }, false)).toBe(false);
  });
});

describe("lobby bot seats", () => {
  it("sends one entry per bot seat; resizing keeps the chosen seats and adds people", () => {
    expect(botsToSend([null, "hard", null, "easy"])).toEqual([
      { seat: 1, level: "hard" },
      { seat: 3, level: "easy" },
    ]);
    expect(resizeKinds([null, "hard", "easy"], 2)).toEqual([null, "hard"]);
    expect(resizeKinds(["hard"], 3)).toEqual(["hard", null, null]);
    expect(botsToSend(resizeKinds([], 4))).toEqual([]);
  });

  it("Play now against bots: you in seat 0, the default level everywhere else", () => {
    expect(botsAgainstYou(3)).toEqual([
      { seat: 1, level: "medium" },
      { seat: 2, level: "medium" },
    ]);
  });

  it("names a bot's own seat by its seat and level, a person's by their name (also while a bot plays for them)", () => {
    expect(seatName({ seat: 1, taken: true, name: "Bruno (hard bot)", color: null, online: false, bot: "hard", botSeat: true }, 1)).toBe(
      "Bruno (hard bot)",
    );
    expect(seatName({ seat: 0, taken: true, name: "Ana", color: null, online: true, bot: "medium" }, 0)).toBe("Ana");
    expect(seatName(undefined, 2)).toBe("Seat 3");
  });
});

describe("names", () => {
  const LOCALES: Locale[] = ["en", "ro", "es", "pl"];
  afterAll(async () => {
    setLocale("en");
    await loadLocale("en");
  });
  const botSeat = (seat: number, level: (typeof BOT_LEVELS)[number]) =>
    seatName({ seat, taken: true, name: serverBotName(level, seat), color: null, online: false, bot: level, botSeat: true }, seat);

  for (const l of LOCALES) {
    it(`${l}: bots of one level in a full table have distinct names, none of them a seat number`, async () => {
      setLocale(l);
      await loadLocale(l);
      for (const level of BOT_LEVELS) {
        const names = [0, 1, 2, 3, 4, 5].map((seat) => botSeat(seat, level));
        expect(new Set(names).size).toBe(6);
        // no two share a first word either, so a log line that starts with one never reads like the other
        expect(new Set(names.map((n) => n.split(" ")[0])).size).toBe(6);
        for (const n of names) expect(n).not.toMatch(/\d/);
        for (const n of names) expect(n).toContain(t(level === "easy" ? "botEasy" : level === "medium" ? "botMedium" : "botHard"));
      }
    });

    it(`${l}: a person who types no name is named after their colour, not their seat`, async () => {
      setLocale(l);
      await loadLocale(l);
      const names = PLAYER_COLOURS.map((c) => defaultPlayerName(colourName(c)));
      expect(new Set(names).size).toBe(PLAYER_COLOURS.length);
      const seatWord = t("seat", { seat: 1 }).split(" ")[0]!;
      for (const [i, n] of names.entries()) {
        expect(n.toLocaleLowerCase()).toContain(colourName(PLAYER_COLOURS[i]!).toLocaleLowerCase());
        expect(n).not.toContain(seatWord);
        expect(n.charAt(0)).toBe(n.charAt(0).toLocaleUpperCase());
      }
    });
  }

  it("the server's English names of bots' seats are distinct by seat, beyond the list too", () => {
    const names = Array.from({ length: 8 }, (_, seat) => serverBotName("medium", seat));
    expect(new Set(names).size).toBe(8);
    expect(names[1]).toBe("Bruno (medium bot)");
  });
});

describe("log records written by bots", () => {
  const view: ViewHeader = { game: "x", seat: 0, toAct: [0], finished: false, scores: [0, 0], winners: [] };
  const match: MatchSummary = {
    id: "abcdefghjk",
    game: "x",
    options: {},
    players: 2,
    seats: [],
    status: "playing",
    version: 3,
    createdAt: 0,
    rematch: null,
  };
  const step = (s: MatchState, f: Parameters<typeof reduceFrame>[1]) => reduceFrame(s, f, isViewHeader).state;

  it("come from the welcome, then from each bot patch", () => {
    let s = step(initialMatchState(), { t: "welcome", seat: 0, version: 3, view, match, botLog: [[1, 3]] });
    expect(s.botLog).toEqual([[1, 3]]);
    s = step(s, { t: "patch", from: 3, v: 4, ops: [] });
    expect(s.botLog).toEqual([[1, 3]]);
    s = step(s, { t: "patch", from: 4, v: 5, ops: [], bot: [5, 7] });
    expect(s.botLog).toEqual([
      [1, 3],
      [5, 7],
    ]);
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((i) => isBotRecord(s.botLog, i))).toEqual([false, true, true, false, false, true, true, false]);
    // a later welcome (a reconnect) says it all again
    expect(step(s, { t: "welcome", seat: 0, version: 5, view: null, match }).botLog).toEqual([]);
  });
});
