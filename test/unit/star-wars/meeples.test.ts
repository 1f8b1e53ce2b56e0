/**
 * The Star Wars meeple step (000_… §"Plasarea unui meeple", §"Planetele" 2, §"Rezumat" 2; meeples.ts):
 *  - one meeple, small or the big one (`big: true`), on a free trade route, asteroid field or planet of the tile
 *    just placed ("numai dacă nu există niciun alt negustor pe această rută"; Rezumat 2: "niciun alt meeple");
 *  - 4 small + 1 big per seat (§"Componente": "5 meepleși (4 mici și 1 meeple mare)"); the big one can be placed
 *    again only once it is back in the supply;
 *  - or directly on the planet of a tile among the 8 cells around the tile just placed, diagonals included
 *    ("lângă una dintre laturile sale sau chiar lângă ea diagonal"), "chiar dacă alt meeple este deja acolo";
 *  - every refusal is a RuleError and leaves the (deep-frozen) state unchanged; the step is skipped when nothing
 *    can be placed. Legality as a whole and the views: meeple-step-legality.test.ts.
 *
 * Board notes: start sw-01 at (0,0): asteroid cap N, route W–E, space S. sw-30 (Dagobah, Rebel), sw-31 (Endor,
 * Empire) are planets with space on every edge; sw-22 a straight route W–E (space N and S); sw-14 an asteroid
 * corner N+W (rotation 2: S+E); sw-02 an asteroid cap N (rotation 2: S, rotation 3: W).
 */
import { battlesOf } from "../../../engine/carcassonne/star-wars/sw-state.ts";
import { describe, expect, it } from "vitest";
import type { CarcState } from "../../../engine/carcassonne/state.ts";
import { dagobahHeld, Game, game, keys, meeplesAt, refuse, segmentOf } from "./sw-helpers.ts";

describe("small and big meeples on the tile just placed", () => {
  it("offers each free feature small and big; the big one is marked in events and views", () => {
    const g = new Game(["sw-22", "sw-22"]);
    g.place(1, 0, 0);
    expect(keys(g.s, g.legal())).toEqual(["meeple:r1", "meeple:r1:big", "pass"]);
    expect(g.view(0).meepleTargets).toEqual(["r1"]);
    expect(g.view(0).bigInSupply).toEqual([true, true]);
    g.meeple("r1", true);
    expect(g.last[0]).toMatchObject({ key: "meeplePlaced", args: { seat: 0, x: 1, y: 0, feature: "r1", big: true, attack: false } });
    const v = g.view(null);
    expect(v.meeples).toEqual([{ seat: 0, x: 1, y: 0, feature: "r1", big: true }]);
    expect(v.supply).toEqual([4, 5]);
    expect(v.bigInSupply).toEqual([false, true]);
  });

  it("a small meeple carries no big mark", () => {
    const g = new Game(["sw-22", "sw-22"]);
    g.placeMeeple(1, 0, 0, "r1");
    expect(g.last[0]).toMatchObject({ key: "meeplePlaced", args: { seat: 0, feature: "r1", big: false } });
    expect(g.view(1).meeples).toEqual([{ seat: 0, x: 1, y: 0, feature: "r1" }]);
    expect(g.view(1).bigInSupply).toEqual([true, true]);
    expect(g.s.supply).toEqual([4, 5]);
  });

  it("the big meeple can be placed only once until it returns to the supply", () => {
    // Seat 0: big explorer on the asteroid corner (0,-1) r2 joined to the start's cap (open to the east).
    // Seat 1: route (1,0). Seat 0: route (-1,0) — no big on offer. Seat 1 closes the field with a cap facing
    // west at (1,-1): scored (3 tiles × 2), big back. Seat 0 may place the big one again at (2,0).
    const g = new Game(["sw-14", "sw-22", "sw-22", "sw-02", "sw-22", "sw-22"]);
    g.placeMeeple(0, -1, 2, "e1", true);
    g.placePass(1, 0, 0);
    g.place(-1, 0, 0);
    expect(keys(g.s, g.legal())).toEqual(["meeple:r1", "pass"]);
    expect(g.refuse({ type: "meeple", feature: "r1", big: true }).code).toBe("no-big-meeple");
    g.pass();
    g.placePass(1, -1, 3);
    expect(g.eventsOf("scored", "last")).toEqual([
      expect.objectContaining({ args: { item: expect.objectContaining({ seat: 0, points: 6, reason: "asteroids" }) } }),
    ]);
    expect(g.s.ext.sw!.big).toEqual([-1, -1]);
    expect(g.s.supply).toEqual([5, 5]);
    g.place(2, 0, 0);
    expect(keys(g.s, g.legal())).toEqual(["meeple:r1", "meeple:r1:big", "pass"]);
    g.meeple("r1", true);
    expect(g.view(0).meeples).toEqual([{ seat: 0, x: 2, y: 0, feature: "r1", big: true }]);
  });

  it("with only the big meeple left: small refused (no-small-meeple), big offered; with none left the step is skipped", () => {
    // Planets alone in two columns: seat 0 at x = 0 (meeples), seat 1 at x = 1 (passes). Column x = -1 stays
    // empty, so no planet is ever complete.
    const g = new Game(Array.from({ length: 14 }, () => "sw-30"));
    for (let y = 1; y <= 4; y++) {
      g.placeMeeple(0, y, 0, "c1");
      g.placePass(1, y, 0);
    }
    expect(g.s.supply).toEqual([1, 5]);
    g.place(0, 5, 0);
    expect(keys(g.s, g.legal())).toEqual(["meeple:c1:big", "pass", "planet:0:4:big", "planet:1:4:big"]);
    expect(g.refuse({ type: "meeple", feature: "c1" }).code).toBe("no-small-meeple");
    expect(g.refuse({ type: "meeple", feature: "c1", big: false }).code).toBe("no-small-meeple");
    expect(g.refuse({ type: "planet", x: 1, y: 4 }).code).toBe("no-small-meeple");
    expect(g.view(0).sw!.planetTargets).toEqual([
      { x: 0, y: 4 },
      { x: 1, y: 4 },
    ]);
    g.meeple("c1", true);
    expect(g.s.supply).toEqual([0, 5]);
    g.placePass(1, 5, 0);
    // Seat 0 has nothing left: the tile next to two planets goes down and the turn passes at once.
    g.place(0, 6, 0);
    expect(g.s.phase).toBe("place");
    expect(game.toAct(g.s)).toEqual([1]);
    expect(g.eventsOf("meeplePlaced", "last")).toEqual([]);
    expect(g.view(0).meeples.filter((m) => m.seat === 0)).toHaveLength(5);
    expect(g.view(0).meeples.filter((m) => m.big)).toEqual([{ seat: 0, x: 0, y: 5, feature: "c1", big: true }]);
  });

  it("no meeple at all: no-meeples for a small one, no-big-meeple for the big one (hand-made state: play skips this step)", () => {
    // The meeple step is skipped when the seat's supply is empty, so these refusals are only reachable on a state
    // edited by hand: seat 0 at (0,5) with its last meeple (the big one) moved onto the planet at (0,4).
    const g = new Game(Array.from({ length: 12 }, () => "sw-30"));
    for (let y = 1; y <= 4; y++) {
      g.placeMeeple(0, y, 0, "c1");
      g.placePass(1, y, 0);
    }
    g.place(0, 5, 0);
    const s: CarcState = structuredClone(g.s);
    const seg = segmentOf(s, 0, 4, "c1");
    s.meeples.push(0, seg);
    s.supply[0] = 0;
    s.ext.sw!.big[0] = seg;
    expect(game.legalActions(s, 0)).toEqual([{ type: "pass" }]);
    expect(refuse(s, 0, { type: "meeple", feature: "c1" }).code).toBe("no-meeples");
    expect(refuse(s, 0, { type: "meeple", feature: "c1", big: true }).code).toBe("no-big-meeple");
    expect(refuse(s, 0, { type: "planet", x: 1, y: 4 }).code).toBe("no-meeples");
    expect(refuse(s, 0, { type: "planet", x: 1, y: 4, big: true }).code).toBe("no-big-meeple");
    expect(game.view(s, 0).sw!.planetTargets).toEqual([]);
  });
});

describe("occupied routes and asteroid fields", () => {
  it("a route held anywhere (own meeple included) is refused with feature-occupied, small and big", () => {
    const g = new Game(["sw-22", "sw-22", "sw-22", "sw-22"]);
    g.placeMeeple(1, 0, 0, "r1");
    g.place(2, 0, 0); // seat 1 extends seat 0's route: nothing to place, no planet around → step skipped
    expect(g.s.phase).toBe("place");
    expect(game.toAct(g.s)).toEqual([0]);
    g.place(-1, 0, 0); // seat 0 extends its own route: occupied too
    expect(g.s.phase).toBe("place");
    // A tile with a second, free feature, so that the meeple step is offered and the held route can be tried.
    const h = new Game(["sw-22", "sw-09", "sw-22"]);
    h.placeMeeple(1, 0, 0, "r1");
    // sw-09 (cap N, curve E–S) rotated 1 at (2,0): cap E, curve S–W joining the held route from the west →
    // r1 occupied, e1 free.
    h.place(2, 0, 1);
    expect(keys(h.s, h.legal())).toEqual(["meeple:e1", "meeple:e1:big", "pass"]);
    expect(h.refuse({ type: "meeple", feature: "r1" }).code).toBe("feature-occupied");
    expect(h.refuse({ type: "meeple", feature: "r1", big: true }).code).toBe("feature-occupied");
    expect(h.view(1).meepleTargets).toEqual(["e1"]);
  });

  it("an asteroid field held anywhere is refused with feature-occupied", () => {
    // Seat 0 on the corner (0,-1) r2 (field with the start's cap, open east). Seat 1 joins a corner at (1,-1):
    // sw-14 r3 has asteroids W+N → its W joins the held field.
    const g = new Game(["sw-14", "sw-14", "sw-22"]);
    g.placeMeeple(0, -1, 2, "e1");
    g.place(1, -1, 3);
    expect(g.s.phase).toBe("place"); // the only feature is held and no planet is near: skipped
    expect(meeplesAt(g.s, 1, -1, "e1")).toEqual([0]);
  });

  it("unknown feature ids are refused with unknown-feature before anything else", () => {
    const g = new Game(["sw-22", "sw-22"]);
    g.place(1, 0, 0);
    for (const feature of ["e1", "c1", "r2", "zz", "o1"]) {
      expect(g.refuse({ type: "meeple", feature }).code).toBe("unknown-feature");
      expect(g.refuse({ type: "meeple", feature, big: true }).code).toBe("unknown-feature");
    }
  });
});

describe("landing on a planet around the tile just placed", () => {
  it("diagonal neighbour of a held planet: the attack is offered and accepted", () => {
    const g = dagobahHeld();
    expect(keys(g.s, g.legal())).toEqual(["meeple:r1", "meeple:r1:big", "pass", "planet:0:1", "planet:0:1:big"]);
    g.planet(0, 1);
    expect(g.last[0]).toEqual({ key: "meeplePlaced", args: { seat: 1, x: 0, y: 1, feature: "c1", big: false, attack: true } });
    // the battle is fought at once (battles.test.ts checks the dice); one side is left on the planet
    expect(g.eventsOf("battle", "last")).toHaveLength(1);
    expect(new Set(meeplesAt(g.s, 0, 1, "c1")).size).toBe(1);
  });

  it("orthogonal neighbour, empty planet: landing is not an attack; the tile's own planet needs c1", () => {
    // Seat 0 puts Dagobah at (0,1) and passes; seat 1 puts Endor at (1,1) (east of Dagobah).
    const g = new Game(["sw-30", "sw-31", "sw-22"]);
    g.placePass(0, 1, 0);
    g.place(1, 1, 0);
    expect(keys(g.s, g.legal())).toEqual(["meeple:c1", "meeple:c1:big", "pass", "planet:0:1", "planet:0:1:big"]);
    expect(g.refuse({ type: "planet", x: 1, y: 1 }).code).toBe("own-tile-planet");
    expect(g.refuse({ type: "planet", x: 1, y: 1, big: true }).code).toBe("own-tile-planet");
    g.planet(0, 1, true);
    expect(g.last[0]).toEqual({ key: "meeplePlaced", args: { seat: 1, x: 0, y: 1, feature: "c1", big: true, attack: false } });
    expect(g.view(0).meeples).toEqual([{ seat: 1, x: 0, y: 1, feature: "c1", big: true }]);
    expect(g.s.ext.sw!.big).toEqual([-1, segmentOf(g.s, 0, 1, "c1")]);
    expect(g.eventsOf("battle")).toEqual([]);
  });

  it("far planets, tiles without a planet and empty cells: no-adjacent-planet", () => {
    // (2,0) is two columns from Dagobah at (0,1).
    const g = dagobahHeld(["sw-22", "sw-22"]);
    g.pass();
    g.place(2, 0, 0);
    expect(g.s.phase).toBe("meeple");
    expect(keys(g.s, g.legal())).toEqual(["meeple:r1", "meeple:r1:big", "pass"]);
    for (const [x, y] of [
      [0, 1],
      [0, 0],
      [1, 0],
      [1, 1],
      [3, 0],
      [50, 50],
      [-200, 200],
    ] as const) {
      expect(g.refuse({ type: "planet", x, y }).code, `${x},${y}`).toBe("no-adjacent-planet");
      expect(g.refuse({ type: "planet", x, y, big: true }).code, `${x},${y} big`).toBe("no-adjacent-planet");
    }
    expect(g.view(0).sw!.planetTargets).toEqual([]);
  });

  it("every one of the 8 cells around a planet may land on it, and no cell further away", () => {
    // Dagobah at (0,1); for each empty cell around it that a tile can take, a fresh game puts a tile there.
    //   (-1,0) route sw-22 r0 (diagonal NW), (1,0) route (diagonal NE), (-1,1)/(1,1)/(-1,2)/(0,2)/(1,2) Endor
    //   (W, E, SW, S, SE; the corners need a second tile first). (0,0) is the start tile.
    const cases: { deck: string[]; steps: [number, number, number][]; at: [number, number] }[] = [
      { deck: ["sw-30", "sw-22"], steps: [], at: [-1, 0] },
      { deck: ["sw-30", "sw-22"], steps: [], at: [1, 0] },
      { deck: ["sw-30", "sw-31"], steps: [], at: [-1, 1] },
      { deck: ["sw-30", "sw-31"], steps: [], at: [1, 1] },
      { deck: ["sw-30", "sw-31"], steps: [], at: [0, 2] },
      { deck: ["sw-30", "sw-32", "sw-31"], steps: [[0, 2, 0]], at: [-1, 2] },
      { deck: ["sw-30", "sw-32", "sw-31"], steps: [[0, 2, 0]], at: [1, 2] },
    ];
    for (const c of cases) {
      const g = new Game([...c.deck, "sw-22"]);
      g.placeMeeple(0, 1, 0, "c1");
      for (const [x, y, r] of c.steps) g.placePass(x, y, r);
      g.place(c.at[0], c.at[1], 0);
      const where = `tile at ${c.at.join(",")}`;
      expect(
        g.legal().some((a) => a.type === "planet" && a.x === 0 && a.y === 1),
        where,
      ).toBe(true);
      expect(g.view(g.seat).sw!.planetTargets, where).toContainEqual({ x: 0, y: 1 });
    }
    // Two cells away: (0,3) below Endor at (0,2) may land on Endor but not on Dagobah; (2,0) on neither.
    const far = new Game(["sw-30", "sw-31", "sw-32", "sw-22"]);
    far.placeMeeple(0, 1, 0, "c1");
    far.placePass(0, 2, 0);
    far.place(0, 3, 0);
    expect(far.legal().filter((a) => a.type === "planet")).toEqual([
      { type: "planet", x: 0, y: 2 },
      { type: "planet", x: 0, y: 2, big: true },
    ]);
    expect(far.refuse({ type: "planet", x: 0, y: 1 }).code).toBe("no-adjacent-planet");
    far.pass();
    far.place(1, 0, 0); // (1,0) is diagonal to Dagobah: offered; the next test covers (2,0)
    expect(far.view(1).sw!.planetTargets).toEqual([{ x: 0, y: 1 }]);
  });

  it("landing on one's own planet is allowed (a reinforcement: no battle)", () => {
    const g = new Game(["sw-30", "sw-22", "sw-22", "sw-22"]);
    g.placeMeeple(0, 1, 0, "c1");
    g.placePass(1, 0, 0);
    g.place(-1, 0, 0); // seat 0, diagonal NW of its own Dagobah
    expect(keys(g.s, g.legal())).toContain("planet:0:1");
    g.planet(0, 1, true);
    expect(meeplesAt(g.s, 0, 1, "c1")).toEqual([0, 0]);
    expect(battlesOf(g.s)).toEqual([]);
    expect(g.s.supply).toEqual([3, 5]);
    // two meeples of seat 0 on the same planet, exactly one of them shown big (the state cannot tell which)
    const onDagobah = g.view(1).meeples.filter((m) => m.x === 0 && m.y === 1);
    expect(onDagobah).toHaveLength(2);
    expect(onDagobah).toContainEqual({ seat: 0, x: 0, y: 1, feature: "c1" });
    expect(onDagobah).toContainEqual({ seat: 0, x: 0, y: 1, feature: "c1", big: true });
  });

  it("the step is not skipped when the tile's features are held but a planet is near", () => {
    // Seat 0 holds the route (1,0)–(0,0); Dagobah at (0,1) is empty. Seat 1 extends the route at (-1,0), which
    // is diagonal to Dagobah: only the landing (and pass) is offered.
    const g = new Game(["sw-22", "sw-30", "sw-22", "sw-22"]);
    g.placeMeeple(1, 0, 0, "r1");
    g.placeMeeple(0, 1, 0, "c1");
    g.place(-1, 0, 0);
    expect(g.s.phase).toBe("meeple");
    expect(keys(g.s, g.legal())).toEqual(["pass", "planet:0:1", "planet:0:1:big"]);
    expect(g.refuse({ type: "meeple", feature: "r1" }).code).toBe("feature-occupied");
  });
});
