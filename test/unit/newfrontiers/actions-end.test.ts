/**
 * The four ends of the game and the tie-break (002_… §Fin del juego): developments covering more than 10 mat spaces
 * (after a Develop), more than 7 colonies (home included), fewer than 5 colonists in the supply after a Settle
 * ("solo"; not after other actions), the initial VP pool emptied in any action (chips still paid: "realice el
 * cambio hasta que todos los jugadores reciban todas las fichas") — "En todos los casos, termine todas las acciones
 * de la ronda actual antes de anotar"; ties go to most credits + goods, then a shared win.
 */
import { describe, expect, it } from "vitest";
import { newFrontiers } from "../../../engine/newfrontiers/game.ts";
import { emp, give, newGame, play, select } from "./nf-helpers.ts";
import type { NfState } from "../../../engine/newfrontiers/state.ts";

const LARGE = [
  "d-free-trade-association",
  "d-imperium-war-profiteers",
  "d-military-industry",
  "d-alien-tech-institute",
  "d-pan-galactic-league",
];
/** Passes every pending develop purchase and sale (Ancient Race's good stays on it). */
const passDevelop = (s: NfState): NfState => {
  let t = s;
  while (t.pending?.kind === "develop" || t.pending?.kind === "trade") t = play(t, t.pending.seat, { type: "pass" });
  return t;
};

describe("end of the game", () => {
  it("developments over 10 mat spaces after a Develop: the round is finished, then the game ends", () => {
    let s = select(give(newGame(), 0, { developments: LARGE, credits: 5 }), "develop");
    s = play(s, 0, { type: "develop", tile: "d-space-marines" });
    s = passDevelop(s);
    expect(s.endTriggers).toEqual(["developmentSpaces"]);
    expect(s.finished).toBe(false);
    s = select(s, "isolation");
    s = select(s, "envoys");
    expect(s.finished).toBe(false);
    s = passDevelop(select(s, "tradeConsume"));
    expect(s.finished).toBe(true);
    expect(newFrontiers.result(s).finished).toBe(true);
  });

  it("exactly 10 spaces does not end the game", () => {
    let s = select(give(newGame(), 0, { developments: LARGE.slice(0, 4), credits: 9 }), "develop");
    s = play(s, 0, { type: "develop", tile: "d-galactic-federation" });
    s = passDevelop(s);
    expect(s.endTriggers).toEqual([]);
  });

  it("more than 7 colonies (home included) after a Settle ends the game after the round; 7 does not", () => {
    const six = ["w-artist-settlement", "w-gem-world", "w-spice-world", "w-new-vinland", "w-comet-zone", "w-asteroid-belt"];
    let s = select(give(newGame(), 0, { colonies: six, explored: ["w-refugee-world"], colonists: 0 }), "settle");
    s = play(s, 0, { type: "settle", world: "w-refugee-world", method: "credits" });
    expect(emp(s, 0).colonies).toHaveLength(8);
    expect(s.endTriggers).toEqual(["colonies"]);
    expect(s.finished).toBe(false);
    let t = select(give(newGame(), 0, { colonies: six.slice(1), explored: ["w-refugee-world"], colonists: 0 }), "settle");
    t = play(t, 0, { type: "settle", world: "w-refugee-world", method: "credits" });
    expect(t.endTriggers).toEqual([]);
  });

  it("colonists: checked only after a Settle — 4 left after an Explore does not end the game", () => {
    const s0 = give(
      newGame(2, {}, [
        "w-artist-settlement",
        "w-gem-world",
        "w-spice-world",
        "w-new-vinland",
        "w-comet-zone",
        "w-asteroid-belt",
        "w-empath-world",
      ]),
      0,
      { developments: ["d-homesteading-pioneers"] },
    );
    s0.colonistSupply = 5;
    let s = select(s0, "explore");
    expect(s.colonistSupply).toBe(4);
    s = play(s, 0, { type: "pick", world: "w-artist-settlement" });
    s = play(s, 1, { type: "pick", world: "w-gem-world" });
    s = play(s, 0, { type: "pick", world: "w-spice-world" });
    expect(s.endTriggers).toEqual([]);
  });

  it("colonists: 5 left after a Settle does not end the game, 4 does", () => {
    const five = newGame();
    five.colonistSupply = 10;
    const s = select(five, "settle");
    expect(s.colonistSupply).toBe(5);
    expect(s.endTriggers).toEqual([]);
    const four = newGame();
    four.colonistSupply = 9;
    const t = select(four, "settle");
    expect(t.colonistSupply).toBe(4);
    expect(t.endTriggers).toEqual(["colonistSupply"]);
  });

  it("colonists: late players take what is left (possibly none)", () => {
    const g = newGame();
    g.colonistSupply = 4;
    const s = select(g, "settle");
    expect(emp(s, 0).colonists).toBe(3);
    expect(emp(s, 1).colonists).toBe(1);
    expect(s.colonistSupply).toBe(0);
  });

  it("VP pool: emptied by any action, chips are still paid, the round is finished before scoring", () => {
    const g = give(newGame(), 1, { credits: 0 });
    g.vpPool = 1;
    let s = select(g, "envoys");
    expect(s.vpPool).toBe(0);
    expect(s.endTriggers).toEqual(["vpPool"]);
    s = passDevelop(select(s, "tradeConsume"));
    expect(emp(s, 1).vpChips).toBe(1);
    expect(s.finished).toBe(false);
    s = select(s, "isolation");
    s = passDevelop(select(s, "develop"));
    expect(s.finished).toBe(true);
  });
});

describe("winners and the tie-break", () => {
  /** Seat 0 (Ancient Race 1 VP, genes good) and seat 1 (New Sparta 1 VP) each take 1 chip: 2 - 2. */
  function tiedGame(credits0: number, credits1: number): NfState {
    const g = give(give(newGame(), 0, { credits: credits0 }), 1, { credits: credits1 });
    g.vpPool = 1;
    let s = select(g, "envoys");
    s = passDevelop(select(s, "tradeConsume"));
    s = select(s, "isolation");
    s = select(s, "explore");
    while (s.pending?.kind === "explorePick") s = play(s, s.pending.seat, { type: "pick", world: s.current?.display[0] as string });
    expect(s.finished).toBe(true);
    return s;
  }

  it("a tie goes to most credits plus goods (a good counts like a credit)", () => {
    // seat 0: 0 + 2 (isolation) credits + 1 good = 3; seat 1: 2 credits
    const r = newFrontiers.result(tiedGame(0, 2));
    expect(r.scores).toEqual([2, 2]);
    expect(r.winners).toEqual([0]);
  });

  it("credits decide against goods", () => {
    expect(newFrontiers.result(tiedGame(0, 4)).winners).toEqual([1]);
  });

  it("still tied: the tied players win together", () => {
    expect(newFrontiers.result(tiedGame(0, 3)).winners).toEqual([0, 1]);
  });
});
