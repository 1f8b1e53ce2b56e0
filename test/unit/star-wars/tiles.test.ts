/**
 * The reconstructed Carcassonne Star Wars tile set (engine/carcassonne/star-wars/tiles-star-wars.ts) passes the
 * same checks as `npm run validate-tiles`, and the checker really catches the faults it claims to (mutated copies).
 */
import { describe, expect, it } from "vitest";
import type { FeatureData, TileData } from "../../../engine/carcassonne/tile-types.ts";
import { STAR_WARS_TILE_STATUS, STAR_WARS_TILES } from "../../../engine/carcassonne/star-wars/tiles-star-wars.ts";
import { isGoldTile } from "../../../engine/carcassonne/gold-mines/tiles.ts";
import { tileKindById } from "../../../engine/board-tiles.ts";
import { checkTileSet, enclosureShape, FACTIONS, simulatePlacement, SYMBOL_KINDS } from "../../../scripts/tile-check.ts";

type MutableTile = { -readonly [K in keyof Omit<TileData, "features">]: TileData[K] } & { features: MutableFeature[] };
type MutableFeature = { -readonly [K in keyof FeatureData]: FeatureData[K] };

/** A deep copy of the set with `fn` applied to tile `id`. */
function mutate(id: string, fn: (t: MutableTile) => void): TileData[] {
  const copy = structuredClone(STAR_WARS_TILES) as MutableTile[];
  const t = copy.find((x) => x.id === id);
  if (!t) throw new Error(`no tile ${id}`);
  fn(t);
  return copy;
}

function feature(t: MutableTile, id: string): MutableFeature {
  const f = t.features.find((x) => x.id === id);
  if (!f) throw new Error(`no feature ${t.id}.${id}`);
  return f;
}

/** Checks without the (slower) placement simulation unless a test needs it. */
const problemsOf = (tiles: readonly TileData[], seeds = 0) => checkTileSet(tiles, { seeds }).problems;

describe("the Star Wars tile set", () => {
  const { problems, stats } = checkTileSet(STAR_WARS_TILES);

  it("has no problems", () => {
    expect(problems).toEqual([]);
    expect(STAR_WARS_TILE_STATUS).toBe("reconstructed tile distribution");
  });

  it("has 76 tiles with one start tile", () => {
    expect(stats.tiles).toBe(76);
    expect(stats.startKinds).toHaveLength(1);
    expect(STAR_WARS_TILES.filter((t) => t.start > 0).map((t) => t.start)).toEqual([1]);
  });

  it("puts every faction's symbol on every feature kind, roughly balanced", () => {
    for (const f of FACTIONS) for (const k of SYMBOL_KINDS) expect(stats.symbols[f][k], `${f} on ${k}`).toBeGreaterThan(0);
    const totals = FACTIONS.map((f) => stats.symbolsByFaction[f]);
    expect(Math.min(...totals) / Math.max(...totals)).toBeGreaterThanOrEqual(0.75);
  });

  it("has 12–16 named planets, each with its own name and a faction", () => {
    expect(stats.planets.tiles).toBeGreaterThanOrEqual(12);
    expect(stats.planets.tiles).toBeLessThanOrEqual(16);
    expect(new Set(stats.planets.names).size).toBe(stats.planets.tiles);
    expect(stats.planets.withRoute + stats.planets.withEnclosure).toBeGreaterThan(0);
    expect(stats.planets.alone).toBeGreaterThan(0);
  });

  it("keeps the base game's edge mix and lets nearly every tile be placed", () => {
    expect(Math.abs(stats.edgeShares.r - stats.referenceEdgeShares.r)).toBeLessThanOrEqual(0.12);
    expect(Math.abs(stats.edgeShares.e - stats.referenceEdgeShares.e)).toBeLessThanOrEqual(0.12);
    expect(stats.placement.seeds).toBe(20);
    expect(stats.placement.average).toBeGreaterThanOrEqual(74);
  });

  it("uses Star Wars data conventions: no space features, no farmer or shield data, no gold", () => {
    for (const t of STAR_WARS_TILES) {
      expect(isGoldTile(tileKindById(t.id)!)).toBe(false);
      for (const f of t.features) {
        expect(f.kind).not.toBe("open");
        expect(f.halves ?? f.touches ?? f.shields).toBeUndefined();
      }
    }
  });
});

describe("the checker catches faults", () => {
  it("an r edge without a route", () => {
    const tiles = mutate("sw-09", (t) => {
      t.features = t.features.filter((f) => f.kind !== "route");
    });
    expect(problemsOf(tiles)).toContain(`[edges] sw-09: edge E is "r" but is owned by no feature (needs exactly one route)`);
  });

  it("an edge owned by two features, or an open edge reached by a feature", () => {
    const two = mutate("sw-07", (t) => {
      feature(t, "e2").edges = "SN";
    });
    expect(problemsOf(two)).toContain(`[edges] sw-07: edge N is "e" but is owned by e1+e2 (needs exactly one asteroid field)`);
    const open = mutate("sw-02", (t) => {
      feature(t, "e1").edges = "NE";
    });
    expect(problemsOf(open)).toContain(`[edges] sw-02: edge E is open space but e1 reaches it`);
  });

  it("a planet without a faction, a planet without a name, a planet name used twice", () => {
    expect(
      problemsOf(
        mutate("sw-30", (t) => {
          delete feature(t, "c1").faction;
        }),
      ),
    ).toContain("[planet] sw-30.c1: a planet must carry a faction symbol");
    expect(
      problemsOf(
        mutate("sw-31", (t) => {
          delete feature(t, "c1").name;
        }),
      ),
    ).toContain("[planet] sw-31.c1: a planet needs a name");
    expect(
      problemsOf(
        mutate("sw-31", (t) => {
          feature(t, "c1").name = "Dagobah";
        }),
      ),
    ).toContain(`[planet] sw-31.c1: planet name "Dagobah" already used by sw-30`);
  });

  it("a duplicated start tile", () => {
    const tiles = mutate("sw-02", (t) => {
      t.start = 1;
    });
    expect(problemsOf(tiles)).toContain("[count] 2 tile kinds have start > 0, expected exactly one");
  });

  it("a wrong total", () => {
    const tiles = mutate("sw-22", (t) => {
      t.count = 7;
    });
    expect(problemsOf(tiles)).toContain("[count] the set has 77 tiles, expected 76");
  });

  it("an undrawable asteroid layout: N+E+S+W split into a band and two caps, or two corners", () => {
    const split = mutate("sw-21", (t) => {
      t.features = [
        { id: "e1", kind: "enclosure", edges: "NS", faction: "rebel" },
        { id: "e2", kind: "enclosure", edges: "E" },
        { id: "e3", kind: "enclosure", edges: "W" },
      ];
    });
    expect(problemsOf(split)).toContain(
      "[shape] sw-21.e1: with 3 separate asteroid fields on one tile, each must be a single-edge cap (this one is a band)",
    );
    const corners = mutate("sw-21", (t) => {
      t.features = [
        { id: "e1", kind: "enclosure", edges: "NE", faction: "rebel" },
        { id: "e2", kind: "enclosure", edges: "SW" },
      ];
    });
    const p = problemsOf(corners);
    expect(p).toContain(
      "[shape] sw-21.e1: with 2 separate asteroid fields on one tile, each must be a single-edge cap (this one is a corner)",
    );
    expect(p).toContain(
      "[shape] sw-21.e2: with 2 separate asteroid fields on one tile, each must be a single-edge cap (this one is a corner)",
    );
    const onPlanet = mutate("sw-38", (t) => {
      t.edges = "eooe";
      feature(t, "e1").edges = "NW";
    });
    expect(problemsOf(onPlanet)).toContain("[shape] sw-38.e1: a corner asteroid field reaches the tile centre, where the planet is");
  });

  it("route termini: a 1-edge route without terminus, a terminus without its feature, a 2-route intersection", () => {
    expect(
      problemsOf(
        mutate("sw-33", (t) => {
          delete feature(t, "r1").terminus;
        }),
      ),
    ).toContain("[route] sw-33.r1: a 1-edge trade route needs a terminus");
    expect(
      problemsOf(
        mutate("sw-33", (t) => {
          t.features = t.features.filter((f) => f.kind !== "center");
        }),
      ),
    ).toContain("[route] sw-33.r1: ends at a planet but the tile has none");
    expect(
      problemsOf(
        mutate("sw-20", (t) => {
          t.edges = "oore";
          t.features = t.features.filter((f) => f.kind !== "enclosure");
          feature(t, "r1").edges = "S";
        }),
      ),
    ).toContain("[route] sw-20.r1: ends at an asteroid field but the tile has none");
    expect(
      problemsOf(
        mutate("sw-27", (t) => {
          t.edges = "orro";
          t.features = t.features.filter((f) => f.id !== "r3");
        }),
      ),
    ).toContain("[route] sw-27: 2 routes end at an intersection (3 or 4 needed)");
    expect(
      problemsOf(
        mutate("sw-22", (t) => {
          feature(t, "r1").terminus = "junction";
        }),
      ),
    ).toContain("[route] sw-22.r1: a trade route through the tile has no terminus");
  });

  it("a missing route cap or asteroid cap", () => {
    const noRouteCap = STAR_WARS_TILES.filter((t) => !t.features.some((f) => f.kind === "route" && f.edges?.length === 1));
    expect(problemsOf(noRouteCap)).toContain(
      "[reach] trade routes cannot be closed: no single-edge route cap (intersection, asteroid field or planet)",
    );
    const noAsteroidCap = STAR_WARS_TILES.filter((t) => !t.features.some((f) => f.kind === "enclosure" && f.edges?.length === 1));
    expect(problemsOf(noAsteroidCap)).toContain("[reach] asteroid fields cannot be closed: no single-edge asteroid cap");
  });

  it("an edge no other tile can meet", () => {
    const lone = STAR_WARS_TILES.filter((t) => !t.edges.includes("e") || t.id === "sw-03");
    expect(problemsOf(lone)).toContain("[reach] sw-03: no other tile can meet its asteroid field edge");
  });

  it("a missing (faction, kind) pair and unbalanced factions", () => {
    const tiles = structuredClone(STAR_WARS_TILES) as MutableTile[];
    for (const t of tiles) for (const f of t.features) if (f.kind === "route" && f.faction === "hunter") delete f.faction;
    expect(problemsOf(tiles)).toContain("[faction] no hunter symbol on any trade route");
    const lopsided = structuredClone(STAR_WARS_TILES) as MutableTile[];
    for (const t of lopsided) for (const f of t.features) if (f.kind === "center") f.faction = "empire";
    expect(problemsOf(lopsided).some((p) => p.startsWith("[faction] symbols are unbalanced"))).toBe(true);
  });

  it("an edge mix far from the base game's", () => {
    const tiles = mutate("sw-29", (t) => {
      t.count = 30;
    });
    expect(problemsOf(tiles).some((p) => p.startsWith("[share] trade route edge share"))).toBe(true);
  });

  it("Star Wars data conventions: space features, shields", () => {
    const p = problemsOf(
      mutate("sw-02", (t) => {
        t.features.push({ id: "o1", kind: "open", halves: ["En", "Es"] });
        feature(t, "e1").shields = 1;
      }),
    );
    expect(p).toContain("[data] sw-02.o1: open (space) features are not used in Star Wars");
    expect(p).toContain("[data] sw-02.e1: halves/touches/shields must be absent in Star Wars");
  });

  it("tiles that can never be placed", () => {
    const start = STAR_WARS_TILES.find((t) => t.id === "sw-21")!;
    const straight = STAR_WARS_TILES.find((t) => t.id === "sw-22")!;
    const tiles: TileData[] = [
      { ...start, count: 1, start: 1 },
      { ...straight, count: 75 },
    ];
    const { problems, stats } = checkTileSet(tiles, { seeds: 3 });
    expect(stats.placement.placed).toEqual([0, 0, 0]);
    expect(stats.placement.leftOver["sw-22"]).toBe(225);
    expect(problems).toContain("[placement] on average 0 of 75 tiles could be placed over 3 seeds (need 74)");
  });
});

describe("checker helpers", () => {
  it("names the drawable asteroid shapes", () => {
    expect(["N", "NE", "EW", "NS", "NEW", "NESW"].map(enclosureShape)).toEqual(["cap", "corner", "band", "band", "three", "four"]);
    expect(enclosureShape("NN")).toBeNull();
    expect(enclosureShape("X")).toBeNull();
  });

  it("placement simulation is deterministic per seed", () => {
    expect(simulatePlacement(STAR_WARS_TILES, 5)).toEqual(simulatePlacement(STAR_WARS_TILES, 5));
  });
});
