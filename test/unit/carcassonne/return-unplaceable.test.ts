// The house rule "a tile that fits nowhere goes back into the bag" (001_… §"Reguli ale casei": "cartonașele care nu
// pot fi plasate pot fi puse înapoi în sac, în loc să fie puse deoparte"), a match option off by default: the tile
// is not discarded but returned under the stack, the player draws another, and the game ends when no tile left
// fits. The scenario is meeple-placement.test.ts's discard one: once base-E closes the start city, base-C (city on
// all four edges) fits nowhere.
import { describe, expect, it } from "vitest";
import { isRuleError } from "../../../engine/core/game-module.ts";
import { carcassonne } from "../../../engine/carcassonne/game.ts";
import { tileKindById } from "../../../engine/carcassonne/tile-kinds.ts";
import { Game, game } from "./helpers.ts";

const kindIndex = (id: string): number => tileKindById(id)!.index;

describe("house rule: a tile that fits nowhere goes back into the bag", () => {
  it("is off by default, and a lobby option of Carcassonne", () => {
    const o = carcassonne.parseOptions({});
    expect(!isRuleError(o) && o.returnUnplaceable).toBe(false);
    expect(carcassonne.lobby.options.map((x) => x.key)).toContain("returnUnplaceable");
    const bad = carcassonne.parseOptions({ returnUnplaceable: "yes" });
    expect(isRuleError(bad) && bad.code).toBe("bad-options");
  });

  it("base-C is returned (tileReturned, still in the bag, not discarded) and seat 1 draws the next tile", () => {
    const g = new Game(["base-E", "base-C", "base-U"], { returnUnplaceable: true });
    g.place(0, -1, 2).pass();
    expect(g.last.map((e) => e.key)).toEqual(["tileReturned", "tileDrawn"]);
    expect(g.last[0]).toEqual({ key: "tileReturned", args: { tile: "base-C" } });
    expect(g.s.discarded).toEqual([]);
    expect(g.s.bag).toEqual([kindIndex("base-C")]);
    const v = g.view(1);
    expect(v.tile).toBe("base-U");
    expect(v.discarded).toEqual([]);
    expect(v.tilesLeft).toBe(1);
    expect(v.unseen).toEqual({ "base-C": 1 });
  });

  it("the same deck without the house rule discards base-C", () => {
    const g = new Game(["base-E", "base-C", "base-U"]);
    g.place(0, -1, 2).pass();
    expect(g.s.discarded).toEqual([kindIndex("base-C")]);
    expect(g.s.bag).toEqual([]);
  });

  it("the game ends when no tile left in the bag fits, with those tiles still in it", () => {
    const g = new Game(["base-E", "base-C", "base-C"], { returnUnplaceable: true });
    g.place(0, -1, 2).pass();
    expect(g.last.map((e) => e.key)).toEqual(["tileReturned", "tileReturned", "gameOver"]);
    expect(g.s.phase).toBe("over");
    expect(g.s.bag).toEqual([kindIndex("base-C"), kindIndex("base-C")]);
    expect(game.result(g.s).finished).toBe(true);
    expect(game.toAct(g.s)).toEqual([]);
  });

  it("seeded random games with a hand of three or without: nothing is ever discarded, every tile is accounted for", () => {
    let returned = 0;
    for (const handOfThree of [false, true]) {
      for (let i = 0; i < 12; i++) {
        const s0 = carcassonne.setup(
          3,
          {
            farmers: true,
            goldMines: false,
            river: false,
            river2: false,
            innsCathedrals: false,
            incompleteScoreNothing: false,
            handOfThree,
            returnUnplaceable: true,
            firstSeat: null,
          },
          `return-${handOfThree}-${i}`,
        );
        if (isRuleError(s0)) throw new Error(s0.message);
        let s = s0;
        const total = s.bag.length + 1 + (s.hands?.flat().length ?? 0) + (s.current >= 0 ? 1 : 0);
        for (let step = 0; step < 400 && !game.result(s).finished; step++) {
          const seat = game.toAct(s)[0]!;
          const legal = game.legalActions(s, seat);
          const r = game.apply(s, seat, legal[(step * 7 + i) % legal.length]!);
          if (isRuleError(r)) throw new Error(r.message);
          returned += r.events.filter((e) => e.key === "tileReturned").length;
          s = r.state;
          const inPlay =
            game.view(s, null).board.length +
            s.bag.length +
            (s.hands?.flat().length ?? 0) +
            (s.current >= 0 && s.phase === "place" ? 1 : 0);
          expect(s.discarded).toEqual([]);
          expect(inPlay).toBe(total);
        }
        expect(game.result(s).finished).toBe(true);
      }
    }
    expect(returned).toBeGreaterThan(0); // these seeds reach the return path (random play rarely does)
  });
});
