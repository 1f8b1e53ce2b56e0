/**
 * What a seat link (`/m/ID#token=…`) does to the seat this browser holds (client/src/seats/seat-link.ts): the
 * token is read from the fragment; a different stored token makes the page ask and play the stored seat meanwhile;
 * a link's token is kept only once the server welcomes it as a seat, and a refused one leaves the page with the
 * stored token (or watching).
 */
import { describe, expect, it } from "vitest";
import { answerLink, linkAnswered, linkToken, openLink, type SeatLink } from "../../../client/src/seats/seat-link.ts";
import type { MatchSummary, ServerFrame } from "../../../contract/protocol.ts";

const match: MatchSummary = {
  id: "abcdefghjk",
  game: "carcassonne",
  options: {},
  players: 2,
  seats: [],
  status: "playing",
  version: 0,
  createdAt: 0,
  rematch: null,
};
const welcome = (seat: number | null): ServerFrame => ({ t: "welcome", seat, version: 0, view: null, match });
const reject = (code: string, id: string | null = null): ServerFrame => ({ t: "reject", id, code, message: "" });

describe("reading the link", () => {
  it("takes the token from the fragment, with or without its #", () => {
    expect(linkToken("#token=abc")).toBe("abc");
    expect(linkToken("token=a%2Bb")).toBe("a+b");
    expect(linkToken("#other=1")).toBeNull();
    expect(linkToken("")).toBeNull();
  });
});

describe("opening a page", () => {
  it("without a link: the stored token, or watching", () => {
    expect(openLink("mine", null)).toEqual({ token: "mine", link: { step: "settled" } });
    expect(openLink(null, null)).toEqual({ token: null, link: { step: "settled" } });
  });

  it("with the stored token's own link: nothing to ask", () => {
    expect(openLink("mine", "mine")).toEqual({ token: "mine", link: { step: "settled" } });
  });

  it("with no seat stored: the link's token is tried at once, with nothing to fall back to", () => {
    expect(openLink(null, "link")).toEqual({ token: "link", link: { step: "trying", link: "link", fallback: null } });
  });

  it("with another token stored: asks, and plays the stored seat meanwhile", () => {
    expect(openLink("mine", "link")).toEqual({ token: "mine", link: { step: "ask", stored: "mine", link: "link" } });
  });
});

describe("answering the question", () => {
  const ask: SeatLink = { step: "ask", stored: "mine", link: "link" };

  it("switch tries the link's token, the stored one as its fallback", () => {
    expect(answerLink(ask, "switch")).toEqual({ token: "link", link: { step: "trying", link: "link", fallback: "mine" } });
  });

  it("keep stays with the stored token and settles", () => {
    expect(answerLink(ask, "keep")).toEqual({ token: "mine", link: { step: "settled" } });
  });

  it("there is nothing to answer unless asked", () => {
    expect(answerLink({ step: "settled" }, "switch")).toBeNull();
    expect(answerLink({ step: "trying", link: "link", fallback: null }, "keep")).toBeNull();
  });
});

describe("the server's answer to a link's token", () => {
  const trying: SeatLink = { step: "trying", link: "link", fallback: "mine" };

  it("a welcome as a seat keeps the link's token", () => {
    expect(linkAnswered(trying, welcome(1))).toEqual({ keep: "link" });
  });

  it("the hello's bad-token refusal goes back to the stored token, or to watching", () => {
    expect(linkAnswered(trying, reject("bad-token"))).toEqual({ refused: true, token: "mine" });
    expect(linkAnswered({ step: "trying", link: "junk", fallback: null }, reject("bad-token"))).toEqual({ refused: true, token: null });
  });

  it("other frames settle nothing: an act's refusal, another code, a spectator's welcome", () => {
    expect(linkAnswered(trying, reject("bad-token", "m1"))).toBeNull();
    expect(linkAnswered(trying, reject("rate-limited"))).toBeNull();
    expect(linkAnswered(trying, welcome(null))).toBeNull();
    expect(linkAnswered(trying, { t: "presence", seats: [], spectators: 0 })).toBeNull();
  });

  it("nothing is stored or dropped while the page asks or once settled", () => {
    for (const s of [{ step: "ask", stored: "mine", link: "link" }, { step: "settled" }] as SeatLink[]) {
      expect(linkAnswered(s, welcome(0))).toBeNull();
      expect(linkAnswered(s, reject("bad-token"))).toBeNull();
    }
  });
});
