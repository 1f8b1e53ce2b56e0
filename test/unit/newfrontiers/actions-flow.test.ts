/**
 * The round and the seven actions through `apply` (002_… §Como se Juega and each action's section): one selection
 * per disc (two each with 2 players), no tile twice in a round, actions performed from the selector round the track,
 * Send Diplomatic Envoys moving its selector's disc to the front, Isolation's +2, the Produce tile's piled credits,
 * Develop's limits, Explore's display, Settle's "no pueden pasar", Produce's goods and Trade's prices.
 */
import { describe, expect, it } from "vitest";
import { emp, give, goodOn, legal, newGame, play, refused, select } from "./nf-helpers.ts";

const D7 = ["w-artist-settlement", "w-gem-world", "w-spice-world", "w-new-vinland", "w-comet-zone", "w-asteroid-belt", "w-empath-world"];

describe("the round", () => {
  it("an action tile is selected once per round; only the pending seat may act", () => {
    const s = select(newGame(), "isolation");
    expect(s.pending).toEqual({ kind: "select", seat: 1 });
    expect(refused(s, 1, { type: "select", action: "isolation" })).toBe("action-taken");
    expect(refused(s, 0, { type: "select", action: "develop" })).toBe("not-your-turn");
  });

  it("2 players: each selects twice (seat order 0,1,0,1), then a new round with all tiles free again", () => {
    let s = give(newGame(), 0, { goods: { "h-ancient-race": null } });
    const seats: number[] = [];
    for (const a of ["isolation", "envoys", "tradeConsume", "produce"] as const) {
      seats.push(s.pending?.seat as number);
      s = select(s, a);
    }
    expect(seats).toEqual([0, 1, 0, 1]);
    expect(s.round).toBe(2);
    expect(s.taken).toEqual([]);
  });

  it("3 players: one selection each; the action is performed from the selector round the track", () => {
    let s = select(newGame(3), "isolation");
    s = give(s, 0, { credits: 9 });
    s = select(s, "develop");
    expect(s.current?.order).toEqual([1, 2, 0]);
    expect(s.pending).toMatchObject({ kind: "develop", seat: 1 });
  });

  it("Envoys: +1 VP chip and the selector's disc to the front, the others one space back", () => {
    let s = select(select(newGame(3), "isolation"), "develop");
    while (s.pending?.kind === "develop") s = play(s, s.pending.seat, { type: "pass" });
    s = select(s, "envoys");
    expect(emp(s, 2).vpChips).toBe(1);
    expect(s.track).toEqual([2, 0, 1]);
    expect(s.round).toBe(2);
    expect(s.pending).toEqual({ kind: "select", seat: 2 });
  });

  it("Isolation: +2 credits for the selector only", () => {
    const s = select(newGame(), "isolation");
    expect(emp(s, 0).credits).toBe(2 + 2);
    expect(emp(s, 1).credits).toBe(4);
  });

  it("Produce not selected: +1 credit on its tile each round; its selector collects them all", () => {
    let s = newGame();
    for (let r = 0; r < 2; r++)
      for (const a of ["isolation", "envoys", "tradeConsume", "develop"] as const) {
        s = select(s, a);
        while (s.pending?.kind === "develop" || s.pending?.kind === "trade") s = play(s, s.pending.seat, { type: "pass" });
      }
    expect(s.produceCredits).toBe(2);
    const before = emp(s, s.pending?.seat as number).credits;
    const seat = s.pending?.seat as number;
    s = select(s, "produce");
    expect(emp(s, seat).credits).toBe(before + 2);
    expect(s.produceCredits).toBe(0);
  });
});

describe("the actions", () => {
  it("Develop: not a development already owned; a 9-cost development takes 2 of the 12 mat spaces", () => {
    let s = select(give(newGame(), 0, { developments: ["d-space-marines"], credits: 20 }), "develop");
    expect(refused(s, 0, { type: "develop", tile: "d-space-marines" })).toBe("cannot-develop");
    s = give(s, 0, {
      developments: [
        "d-free-trade-association",
        "d-imperium-war-profiteers",
        "d-military-industry",
        "d-alien-tech-institute",
        "d-genetics-lab",
      ],
    });
    // 1 + 8 + 1 = 10 spaces: one more large (2) fits (12), a further one would not
    expect(legal(s)).toContainEqual({ type: "develop", tile: "d-galactic-federation" });
    s = give(s, 0, { developments: ["d-contact-specialist"] });
    expect(refused(s, 0, { type: "develop", tile: "d-galactic-federation" })).toBe("cannot-develop");
  });

  it("Explore: 7 worlds drawn; picks in order from the selector; the selector's second pick; the rest back to the bag", () => {
    let s = select(newGame(2, {}, D7), "explore");
    expect(s.current?.display).toEqual(D7);
    s = play(s, 0, { type: "pick", world: D7[3] as string });
    expect(refused(s, 1, { type: "pick", world: D7[3] as string })).toBe("not-in-display");
    s = play(s, 1, { type: "pick", world: D7[0] as string });
    s = play(s, 0, { type: "pick", world: D7[6] as string });
    expect(emp(s, 0).explored).toEqual([D7[3], D7[6]]);
    expect(emp(s, 1).explored).toEqual([D7[0]]);
    for (const w of [D7[1], D7[2], D7[4], D7[5]]) expect(s.bag).toContain(w);
  });

  it("Explore: over nine worlds and colonies, the player chooses freely which explored worlds to return", () => {
    let s = give(newGame(2, {}, D7), 1, {
      explored: [
        "w-rebel-miners",
        "w-mining-world",
        "w-new-earth",
        "w-distant-world",
        "w-pre-sentient-race",
        "w-outlaw-world",
        "w-destroyed-world",
        "w-radioactive-world",
      ],
    });
    s = select(s, "explore");
    s = play(s, 0, { type: "pick", world: D7[0] as string });
    s = play(s, 1, { type: "pick", world: D7[1] as string });
    s = play(s, 0, { type: "pick", world: D7[2] as string });
    expect(s.pending).toEqual({ kind: "exploreReturn", seat: 1, count: 1 });
    expect(refused(s, 1, { type: "returnWorlds", worlds: ["w-rebel-miners", "w-new-earth"] })).toBe("wrong-count");
    s = play(s, 1, { type: "returnWorlds", worlds: ["w-new-earth"] });
    expect(emp(s, 1).explored).not.toContain("w-new-earth");
    expect(emp(s, 1).explored).toHaveLength(8);
    expect(s.bag).toContain("w-new-earth");
  });

  it("Settle: no passing; settling needs the world's colonists and its cost", () => {
    const s = select(
      give(newGame(), 0, { explored: ["w-new-earth", "w-galactic-resort", "w-asteroid-belt"], colonists: 0, credits: 2 }),
      "settle",
    );
    expect(refused(s, 0, { type: "pass" })).toBe("wrong-decision");
    expect(refused(s, 0, { type: "settle", world: "w-galactic-resort", method: "credits" })).toBe("no-credits");
    expect(refused(give(s, 0, { credits: 9 }), 0, { type: "settle", world: "w-new-earth", method: "credits" })).toBe("no-colonists");
    const u = play(s, 0, { type: "colonists" });
    expect(emp(u, 0).colonists).toBe(1 + 2);
  });

  it("Produce: a good on each empty production colony (grey never, one per colony); the selector fills one windfall colony", () => {
    let s = give(newGame(), 0, {
      colonies: [
        "w-artist-settlement",
        { tile: "w-gem-world", good: "novelty" },
        "w-galactic-trendsetters",
        "w-asteroid-belt",
        "w-empath-world",
      ],
      goods: { "h-ancient-race": null },
    });
    s = select(s, "produce");
    expect(goodOn(s, 0, "w-artist-settlement")).toBe("novelty");
    expect(goodOn(s, 0, "w-galactic-trendsetters")).toBeNull();
    expect(s.pending).toMatchObject({ kind: "windfall", seat: 0 });
    expect(legal(s)).toHaveLength(3);
    s = play(s, 0, { type: "windfall", colony: "w-empath-world" });
    expect(goodOn(s, 0, "w-empath-world")).toBe("genes");
    expect(goodOn(s, 0, "w-asteroid-belt")).toBeNull();
    expect(goodOn(s, 0, "h-ancient-race")).toBeNull();
  });

  it("Trade: the selector takes its VP chip at once; prices Novelty 1, Rare 2, Genes 3, Alien 4", () => {
    for (const [tile, kind, price] of [
      ["w-artist-settlement", "novelty", 1],
      ["w-asteroid-belt", "rare", 2],
      ["w-empath-world", "genes", 3],
      ["w-deserted-alien-outpost", "alien", 4],
    ] as const) {
      let s = select(
        give(newGame(), 0, { colonies: [{ tile, good: kind }], goods: { "h-ancient-race": null }, credits: 0 }),
        "tradeConsume",
      );
      expect(emp(s, 0).vpChips).toBe(1);
      s = play(s, 0, { type: "sell", colony: tile });
      expect(emp(s, 0).credits).toBe(price);
    }
  });

  it("Trade then Consume: the consume part comes after the sale, on the goods left", () => {
    let s = select(
      give(newGame(), 0, { colonies: ["w-prosperous-world", { tile: "w-asteroid-belt", good: "rare" }], credits: 0 }),
      "tradeConsume",
    );
    // Ancient Race's genes good is sold (3); Prosperous World then must consume the rare good (1 VP)
    s = play(s, 0, { type: "sell", colony: "h-ancient-race" });
    expect(emp(s, 0).credits).toBe(3);
    expect(goodOn(s, 0, "w-asteroid-belt")).toBeNull();
    expect(emp(s, 0).vpChips).toBe(1 + 1);
  });
});
