/**
 * The "My matches" index (client/src/seats/my-matches.ts) and its storage (client/src/storage.ts): saving a token
 * notes its match, opening it again moves it to the front and keeps what was known, the index is capped, unreadable
 * storage is an empty index; the page's rows put unfinished matches first (mine to act first, then the most recent),
 * finished ones in history, and drop a match that is gone.
 */
import { describe, expect, it } from "vitest";
import type { MatchSummary, SeatInfo } from "../../../contract/protocol.ts";
import {
  arrangeMyMatches,
  dropMatch,
  MAX_MY_MATCHES,
  noteMatch,
  parseMyMatches,
  type Live,
  type MyMatch,
} from "../../../client/src/seats/my-matches.ts";
import { forgetMatch, myMatches, rememberMatch, saveToken, savedToken, storage } from "../../../client/src/storage.ts";

const seat = (n: number, name: string | null): SeatInfo => ({ seat: n, taken: name !== null, name, color: null, online: false });
function summary(id: string, over: Partial<MatchSummary>): MatchSummary {
  return {
    id,
    game: "carcassonne",
    options: {},
    players: 2,
    seats: [seat(0, "Ana"), seat(1, "Bo")],
    status: "playing",
    version: 3,
    createdAt: 1,
    rematch: null,
    toAct: [0],
    lastActivity: 100,
    ...over,
  };
}

describe("the index", () => {
  it("adds a match at the front, moves it there when opened again and keeps its game and seat", () => {
    let list: MyMatch[] = [];
    list = noteMatch(list, "a", 10);
    expect(list).toEqual([{ id: "a", game: null, seat: null, openedAt: 10 }]);
    list = noteMatch(list, "a", 20, { game: "starwars", seat: 1 });
    list = noteMatch(list, "b", 30);
    expect(list.map((m) => m.id)).toEqual(["b", "a"]);
    list = noteMatch(list, "a", 40); // a token saved again (a #token= link): game and seat stay
    expect(list[0]).toEqual({ id: "a", game: "starwars", seat: 1, openedAt: 40 });
    expect(list).toHaveLength(2);
    expect(dropMatch(list, "a").map((m) => m.id)).toEqual(["b"]);
  });

  it("keeps at most MAX_MY_MATCHES, forgetting the least recently opened", () => {
    let list: MyMatch[] = [];
    for (let i = 0; i < MAX_MY_MATCHES + 5; i++) list = noteMatch(list, `m${i}`, i);
    expect(list).toHaveLength(MAX_MY_MATCHES);
    expect(list[0]!.id).toBe(`m${MAX_MY_MATCHES + 4}`);
    expect(list.some((m) => m.id === "m0")).toBe(false);
  });

  it("reads unreadable storage as an empty index and skips malformed entries", () => {
    for (const raw of [null, "", "{", "3", "{}", "null"]) expect(parseMyMatches(raw)).toEqual([]);
    const good = { id: "a", game: null, seat: 0, openedAt: 1 };
    expect(parseMyMatches(JSON.stringify([good, { id: 3 }, null, { ...good, seat: "0" }, { ...good, id: "b", game: "x" }]))).toEqual([
      good,
      { ...good, id: "b", game: "x" },
    ]);
  });

  it("is kept by storage: saving a token notes the match, a welcome adds game and seat, forgetting removes both", () => {
    saveToken("m1", "tok1");
    saveToken("m2", "tok2");
    rememberMatch("m1", { game: "carcassonne", seat: 1 });
    expect(myMatches().map((m) => [m.id, m.game, m.seat])).toEqual([
      ["m1", "carcassonne", 1],
      ["m2", null, null],
    ]);
    forgetMatch("m1");
    expect(savedToken("m1")).toBeNull();
    expect(savedToken("m2")).toBe("tok2");
    expect(myMatches().map((m) => m.id)).toEqual(["m2"]);
    storage.set("my-matches", "not json");
    expect(myMatches()).toEqual([]);
  });
});

describe("the page's rows", () => {
  const entries: MyMatch[] = [
    { id: "old", game: "carcassonne", seat: 0, openedAt: 5 },
    { id: "theirs", game: "carcassonne", seat: 1, openedAt: 50 },
    { id: "mine", game: "carcassonne", seat: 0, openedAt: 1 },
    { id: "done", game: "carcassonne", seat: 0, openedAt: 60 },
    { id: "gone", game: "carcassonne", seat: 0, openedAt: 70 },
    { id: "silent", game: null, seat: null, openedAt: 40 },
  ];
  const live: Record<string, Live> = {
    old: summary("old", { toAct: [1], lastActivity: 10 }),
    theirs: summary("theirs", { toAct: [0], lastActivity: 200 }),
    mine: summary("mine", { toAct: [0], lastActivity: 20 }),
    done: summary("done", { status: "finished", toAct: [], lastActivity: 300 }),
    gone: "gone",
  };

  it("lists unfinished first — mine to act, then the most recent — finished as history, and drops gone ones", () => {
    const r = arrangeMyMatches(entries, (id) => live[id]);
    expect(r.current.map((x) => x.entry.id)).toEqual(["mine", "theirs", "silent", "old"]);
    expect(r.current.map((x) => x.myTurn)).toEqual([true, false, false, false]);
    expect(r.history.map((x) => x.entry.id)).toEqual(["done"]);
    expect(r.gone).toEqual(["gone"]);
    expect(r.current.find((x) => x.entry.id === "theirs")!.opponents).toEqual([0]);
    expect(r.current.find((x) => x.entry.id === "silent")).toMatchObject({ summary: undefined, opponents: [], at: 40 });
  });

  it("is never my turn in a finished match, nor when my seat is unknown", () => {
    const r = arrangeMyMatches(
      [
        { id: "x", game: null, seat: null, openedAt: 1 },
        { id: "y", game: null, seat: 0, openedAt: 1 },
      ],
      (id) => summary(id, id === "y" ? { status: "finished", toAct: [0] } : { toAct: [0] }),
    );
    expect(r.current.map((x) => x.myTurn)).toEqual([false]);
    expect(r.history.map((x) => x.myTurn)).toEqual([false]);
  });
});
