/**
 * Tile and meeple placement (001_… §1 "Atașarea unui cartonaș de teren", footnote 5: the tile must match the
 * adjacent landscape "la toate laturile"; §2 / Rezumat 2: a meeple only on the tile just placed, never in a
 * feature that already holds one, "incluzând unul de-al tău"; Componente: 7 meeples in each supply; Rezumat 1:
 * a tile that cannot be placed is put back in the box and another drawn).
 *
 * The start tile base-D at (0,0) shows: N city, E road, S field, W road.
 *
 *            (0,-1)
 *              ^ city
 *   (-1,0) <road [ D ] road> (1,0)
 *              v field
 *            (0,1)
 */
import { describe, expect, it } from "vitest";
import { Game, game, placeKeys, refuse, setup } from "./helpers.ts";

describe("legal placements on the start tile alone", () => {
  it("base-E (city cap N): only N of the start with the cap turned south, or S of it with the cap away from the field", () => {
    // (0,-1) must show a city on its S edge: the cap turned twice. (0,1) must show a field on its N edge:
    // rotations 1, 2, 3 (rotation 0 puts the city north against the start's field). E/W need a road: none.
    const s = setup(["base-E"]);
    expect(placeKeys(game.legalActions(s, 0))).toEqual(["0,-1,2", "0,1,1", "0,1,2", "0,1,3"].sort());
  });

  it("base-U (straight road W–E): road E and W in the two turns that keep it W–E, field S likewise", () => {
    const s = setup(["base-U"]);
    expect(placeKeys(game.legalActions(s, 0))).toEqual(["-1,0,0", "-1,0,2", "0,1,0", "0,1,2", "1,0,0", "1,0,2"].sort());
  });

  it("base-C (city on all four edges): only against the start's city, any rotation", () => {
    const s = setup(["base-C"]);
    expect(placeKeys(game.legalActions(s, 0))).toEqual(["0,-1,0", "0,-1,1", "0,-1,2", "0,-1,3"]);
  });

  it("base-B (monastery, all fields): only south of the start", () => {
    const s = setup(["base-B"]);
    expect(placeKeys(game.legalActions(s, 0))).toEqual(["0,1,0", "0,1,1", "0,1,2", "0,1,3"]);
  });

  it("base-X (four roads): E or W of the start, every rotation", () => {
    const s = setup(["base-X"]);
    expect(placeKeys(game.legalActions(s, 0))).toHaveLength(8);
    expect(placeKeys(game.legalActions(s, 0)).every((k) => k.startsWith("1,0,") || k.startsWith("-1,0,"))).toBe(true);
  });

  it("rotation 1 turns the stored north edge to face east (behaviour)", () => {
    // base-E turned once south of the start: its city cap now faces east, so the cell east of it, (1,1), needs a
    // tile with a city on its W edge: a second base-E fits there only turned three times (stored N → W).
    const g = new Game(["base-E", "base-E"]);
    g.placePass(0, 1, 1);
    expect(g.view().board).toContainEqual({ x: 0, y: 1, tile: "base-E", rotation: 1 });
    const at = placeKeys(game.legalActions(g.s, g.seat)).filter((k) => k.startsWith("1,1,"));
    expect(at).toEqual(["1,1,3"]);
  });

  it("only the seat to act has legal actions", () => {
    const s = setup(["base-U"]);
    expect(game.toAct(s)).toEqual([0]);
    expect(game.legalActions(s, 1)).toEqual([]);
  });

  it("every listed placement is accepted, and every cell/rotation not listed is refused", () => {
    const s = setup(["base-U", "base-U"]);
    const legal = new Set(placeKeys(game.legalActions(s, 0)));
    for (let x = -2; x <= 2; x++)
      for (let y = -2; y <= 2; y++)
        for (let rotation = 0; rotation < 4; rotation++) {
          const out = game.apply(s, 0, { type: "place", x, y, rotation });
          expect("error" in out, `${x},${y},${rotation}`).toBe(!legal.has(`${x},${y},${rotation}`));
        }
  });
});

describe("placement refusals", () => {
  it("must touch a tile: far away → not-adjacent", () => {
    const s = setup(["base-U"]);
    expect(refuse(s, 0, { type: "place", x: 2, y: 0, rotation: 0 }).code).toBe("not-adjacent");
    expect(refuse(s, 0, { type: "place", x: 5, y: -7, rotation: 0 }).code).toBe("not-adjacent");
  });

  it("touching only at a corner (diagonal) is not touching → not-adjacent", () => {
    // base-B fits any field edge; (1,1) and (-1,-1) only meet the start tile at a corner.
    const s = setup(["base-B"]);
    expect(refuse(s, 0, { type: "place", x: 1, y: 1, rotation: 0 }).code).toBe("not-adjacent");
    expect(refuse(s, 0, { type: "place", x: -1, y: -1, rotation: 0 }).code).toBe("not-adjacent");
  });

  it("occupied cell → occupied", () => {
    const s = setup(["base-U"]);
    expect(refuse(s, 0, { type: "place", x: 0, y: 0, rotation: 0 }).code).toBe("occupied");
    const g = new Game(["base-U", "base-U"]);
    g.placePass(1, 0, 0);
    expect(g.refuse({ type: "place", x: 1, y: 0, rotation: 0 }).code).toBe("occupied");
  });

  it("an edge that does not match → edge-mismatch (field against road, city against field, road against city)", () => {
    const e = setup(["base-E"]);
    expect(refuse(e, 0, { type: "place", x: 1, y: 0, rotation: 0 }).code).toBe("edge-mismatch"); // field vs road
    expect(refuse(e, 0, { type: "place", x: 0, y: 1, rotation: 0 }).code).toBe("edge-mismatch"); // city vs field
    expect(refuse(e, 0, { type: "place", x: 0, y: -1, rotation: 0 }).code).toBe("edge-mismatch"); // field vs city
    const u = setup(["base-U"]);
    expect(refuse(u, 0, { type: "place", x: 1, y: 0, rotation: 1 }).code).toBe("edge-mismatch"); // field vs road
  });

  describe("every touching edge must match, not just one (footnote 5: 'la toate laturile')", () => {
    // Build:          (1,-1) ← the test cell: W neighbour shows a field, S neighbour shows a city
    //   (0,-1) base-H r0 [city N, field E, city S, field W]   (1,-1) ?
    //   (0,0)  start                                            (1,0) base-K r0 [city N, field E, road S, road W]
    // base-K's W road meets the start's E road; base-H's S city meets the start's N city.
    function board() {
      const g = new Game(["base-K", "base-H", "base-N", "base-U"]);
      g.placePass(1, 0, 0);
      g.placePass(0, -1, 0);
      return g;
    }

    it("base-N (city corner N+W) fits at (1,-1) only turned twice (city S+E, field W)", () => {
      const g = board();
      expect(g.view().tile).toBe("base-N");
      const at = placeKeys(game.legalActions(g.s, g.seat)).filter((k) => k.startsWith("1,-1,"));
      expect(at).toEqual(["1,-1,2"]);
    });

    it("turned three times it meets the S neighbour (city) but not the W one (city vs field): refused", () => {
      const g = board();
      // r3: stored N (city) → W, stored W (city) → S. S city matches (1,0)'s N city; W city ≠ (0,-1)'s E field.
      const err = g.refuse({ type: "place", x: 1, y: -1, rotation: 3 });
      expect(err.code).toBe("edge-mismatch");
    });

    it("a hand-enumerated legal set on this small board", () => {
      // base-N = city on stored N and W, fields E and S. Frontier cells and what they require:
      //   (0,1): N field → r2, r3        (2,0): W field → r1, r2        (1,-1): W field + S city → r2
      //   (0,-2): S city → r2, r3       (-1,-1): E field → r0, r3       (1,1): N road, (-1,0): E road → none
      const g = board();
      expect(placeKeys(game.legalActions(g.s, g.seat))).toEqual(
        ["0,1,2", "0,1,3", "2,0,1", "2,0,2", "1,-1,2", "0,-2,2", "0,-2,3", "-1,-1,0", "-1,-1,3"].sort(),
      );
    });
  });

  it("a refused action returns {error:true, code, message} and leaves the state JSON-identical", () => {
    const s = setup(["base-U", "base-E"]);
    const before = JSON.stringify(s);
    const out = game.apply(s, 0, { type: "place", x: 3, y: 3, rotation: 0 });
    expect(out).toMatchObject({ error: true, code: "not-adjacent" });
    expect(Object.keys(out).sort()).toEqual(["code", "error", "message"]);
    expect(JSON.stringify(s)).toBe(before);
    // and the same state still accepts a legal move afterwards
    expect("error" in game.apply(s, 0, { type: "place", x: 1, y: 0, rotation: 0 })).toBe(false);
    expect(JSON.stringify(s)).toBe(before); // apply never mutates its input
  });

  it("wrong seat → not-your-turn (in every phase)", () => {
    const g = new Game(["base-U", "base-U"]);
    expect(g.refuse({ type: "place", x: 1, y: 0, rotation: 0 }, 1).code).toBe("not-your-turn");
    g.place(1, 0, 0);
    expect(g.refuse({ type: "pass" }, 1).code).toBe("not-your-turn");
    expect(g.refuse({ type: "meeple", feature: "r1" }, 1).code).toBe("not-your-turn");
    expect(game.legalActions(g.s, 1)).toEqual([]);
  });

  it("wrong phase → wrong-phase", () => {
    const g = new Game(["base-U", "base-U"]);
    expect(g.refuse({ type: "pass" }).code).toBe("wrong-phase");
    expect(g.refuse({ type: "meeple", feature: "r1" }).code).toBe("wrong-phase");
    expect(g.refuse({ type: "gold", x: 0, y: 0 }).code).toBe("wrong-phase");
    expect(g.refuse({ type: "takeGold", x: 0, y: 0 }).code).toBe("wrong-phase");
    g.place(1, 0, 0);
    expect(g.s.phase).toBe("meeple");
    expect(g.refuse({ type: "place", x: -1, y: 0, rotation: 0 }).code).toBe("wrong-phase");
    expect(g.refuse({ type: "gold", x: 0, y: 0 }).code).toBe("wrong-phase");
    expect(g.refuse({ type: "takeGold", x: 0, y: 0 }).code).toBe("wrong-phase");
  });

  it("naming a tile other than the drawn one → wrong-tile", () => {
    const s = setup(["base-U"]);
    expect(refuse(s, 0, { type: "place", x: 1, y: 0, rotation: 0, tile: "base-X" }).code).toBe("wrong-tile");
    expect("error" in game.apply(s, 0, { type: "place", x: 1, y: 0, rotation: 0, tile: "base-U" })).toBe(false);
  });

  it("after the game is over every action is refused (game-over) and nobody is to act", () => {
    const g = new Game(["base-U"]);
    g.placePass(1, 0, 0);
    expect(g.s.phase).toBe("over");
    expect(game.toAct(g.s)).toEqual([]);
    expect(game.legalActions(g.s, 0)).toEqual([]);
    expect(game.legalActions(g.s, 1)).toEqual([]);
    expect(refuse(g.s, 1, { type: "place", x: -1, y: 0, rotation: 0 }).code).toBe("game-over");
  });
});
