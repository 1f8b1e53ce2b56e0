/**
 * Tile catalogue (engine/carcassonne/tiles*.ts). Expectations come from the rules and from geometry:
 * 001_… §Componente: 72 land tiles including the one start tile; 004_… §Conținut: 8 land tiles with the gold
 * symbol. Every tile's data must be self-consistent (edge kinds vs the features on them, every half-edge of a
 * field/road edge in exactly one field, city half-edges in no field), and the pre-rotated tables must be the
 * stored data turned clockwise (docs/replay-format.md: "with rotation 1 the stored north edge faces east").
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  EDGE_ENCLOSURE, EDGE_OPEN, EDGE_ROUTE, K_CENTER, K_ENCLOSURE, K_OPEN, K_ROUTE, SIG_EMPTY, SIG_NONE, START_KIND, TILE_KINDS,
  oppositeHalf, tileKindById, tileSupply,
} from "../../../engine/carcassonne/tiles.ts";
import { BASE_TILES } from "../../../engine/carcassonne/tiles-base.ts";
import { GOLD_MINES_TILES } from "../../../engine/carcassonne/tiles-gold-mines.ts";
import type { HalfEdgeName, TileData } from "../../../engine/carcassonne/tile-types.ts";

const HALVES: HalfEdgeName[] = ["Nw", "Ne", "En", "Es", "Se", "Sw", "Ws", "Wn"];
const DIRS = ["N", "E", "S", "W"] as const;
const ALL = [...BASE_TILES, ...GOLD_MINES_TILES];
const sum = (ts: readonly TileData[]) => ts.reduce((a, t) => a + t.count, 0);
/** The two half-edges of direction d: 2d (the one met first going clockwise) and 2d + 1. */
const halvesOf = (d: number): HalfEdgeName[] => [HALVES[2 * d]!, HALVES[2 * d + 1]!];

describe("tile counts", () => {
  it("base set: 72 land tiles including one start tile (001_… Componente)", () => {
    expect(sum(BASE_TILES)).toBe(72);
    expect(BASE_TILES.reduce((a, t) => a + t.start, 0)).toBe(1);
    expect(tileSupply(["base"])).toHaveLength(71);
  });

  it("the start tile is one copy of base-D (city cap N, road W–E)", () => {
    expect(START_KIND.id).toBe("base-D");
    expect(START_KIND.data.edges).toBe("eror");
    // The supply holds the other 3 copies of D only.
    const d = tileKindById("base-D")!.index;
    expect(tileSupply(["base"]).filter((k) => k === d)).toHaveLength(3);
  });

  it("the classic C2/C3 distribution A..X", () => {
    // Standard base-game counts (2014+ edition): 2 4 1 4 5 2 1 3 2 3 3 3 2 3 2 3 1 3 2 1 8 9 4 1.
    const want = [2, 4, 1, 4, 5, 2, 1, 3, 2, 3, 3, 3, 2, 3, 2, 3, 1, 3, 2, 1, 8, 9, 4, 1];
    const letters = "ABCDEFGHIJKLMNOPQRSTUVWX".split("");
    expect(BASE_TILES.map((t) => t.id)).toEqual(letters.map((l) => `base-${l}`));
    expect(BASE_TILES.map((t) => t.count)).toEqual(want);
  });

  it("Gold Mines: 8 tiles, one of each, all with the gold symbol (004_… Conținut)", () => {
    expect(GOLD_MINES_TILES).toHaveLength(8);
    expect(sum(GOLD_MINES_TILES)).toBe(8);
    for (const t of GOLD_MINES_TILES) {
      expect(t.gold).toBe(true);
      expect(t.start).toBe(0);
    }
    for (const t of BASE_TILES) expect(t.gold).toBe(false);
    expect(tileSupply(["base", "goldmines"])).toHaveLength(79);
    expect(tileSupply(["goldmines"])).toHaveLength(8);
  });

  it("tile ids are unique and every kind is indexed by id", () => {
    expect(new Set(ALL.map((t) => t.id)).size).toBe(ALL.length);
    expect(TILE_KINDS).toHaveLength(ALL.length);
    TILE_KINDS.forEach((k, i) => {
      expect(k.index).toBe(i);
      expect(tileKindById(k.id)).toBe(k);
    });
    expect(tileKindById("base-Z")).toBeUndefined();
  });
});

describe("every tile's data is consistent", () => {
  for (const t of ALL) {
    it(t.id, () => {
      expect(t.edges).toMatch(/^[ore]{4}$/);
      const ids = t.features.map((f) => f.id);
      expect(new Set(ids).size, "feature ids unique").toBe(ids.length);
      expect(t.features.length).toBeLessThanOrEqual(8); // a placed tile has 8 segment slots
      const routes = t.features.filter((f) => f.kind === "route");
      const cities = t.features.filter((f) => f.kind === "enclosure");
      const fields = t.features.filter((f) => f.kind === "open");
      expect(t.features.filter((f) => f.kind === "center").length).toBeLessThanOrEqual(1);

      // Id prefixes follow the kind (replays address features by these ids).
      for (const f of t.features) expect(f.id[0]).toBe({ route: "r", enclosure: "e", center: "c", open: "o" }[f.kind]);

      for (let d = 0; d < 4; d++) {
        const letter = DIRS[d]!;
        const kind = t.edges[d];
        const onRoute = routes.filter((f) => f.edges?.includes(letter));
        const onCity = cities.filter((f) => f.edges?.includes(letter));
        const [h1, h2] = halvesOf(d);
        const fieldOf = (h: HalfEdgeName) => fields.filter((f) => f.halves?.includes(h));
        if (kind === "r") {
          expect(onRoute, `${letter}: one road`).toHaveLength(1);
          expect(onCity).toHaveLength(0);
        } else if (kind === "e") {
          expect(onCity, `${letter}: one city`).toHaveLength(1);
          expect(onRoute).toHaveLength(0);
        } else {
          expect(onRoute).toHaveLength(0);
          expect(onCity).toHaveLength(0);
        }
        if (kind === "e") {
          // A city edge belongs to the city: no field owns its halves.
          expect(fieldOf(h1!), `${h1} belongs to the city`).toHaveLength(0);
          expect(fieldOf(h2!), `${h2} belongs to the city`).toHaveLength(0);
        } else {
          // Every half-edge of a field or road edge lies in exactly one field.
          expect(fieldOf(h1!), `${h1} in exactly one field`).toHaveLength(1);
          expect(fieldOf(h2!), `${h2} in exactly one field`).toHaveLength(1);
        }
      }

      for (const f of routes) {
        expect(f.edges).toMatch(/^[NESW]{1,2}$/);
        // A road with one edge must stop somewhere on the tile; a road with two runs through.
        if (f.edges!.length === 1) expect(f.terminus, `${f.id} dead end needs a terminus`).toBeDefined();
        else expect(f.terminus).toBeUndefined();
        expect(f.shields ?? 0).toBe(0);
        expect(f.halves).toBeUndefined();
      }
      for (const f of cities) {
        expect(f.edges).toMatch(/^[NESW]{1,4}$/);
        expect(f.halves).toBeUndefined();
      }
      for (const f of fields) {
        expect(f.edges).toBeUndefined();
        expect(f.halves!.length).toBeGreaterThan(0);
        expect(new Set(f.halves).size).toBe(f.halves!.length);
        for (const h of f.halves!) expect(HALVES).toContain(h);
        expect(f.shields ?? 0).toBe(0);
      }
      for (const f of t.features) if (f.kind !== "enclosure") expect(f.shields ?? 0).toBe(0);
      // Every edge letter used by a road or city appears once per tile (no two features share an edge).
      const used = [...routes, ...cities].flatMap((f) => f.edges!.split(""));
      expect(new Set(used).size).toBe(used.length);
    });
  }

  it("field `touches` only name cities on the same tile, and exactly the cities the field borders", () => {
    // Geometry: a field borders a city segment on its tile iff the field owns the half-edge next to a corner
    // whose other half-edge belongs to that city (Nw–Wn, Ne–En, Es–Se, Sw–Ws meet at the four corners).
    const cornerPartner: Record<HalfEdgeName, HalfEdgeName> = { Nw: "Wn", Wn: "Nw", Ne: "En", En: "Ne", Es: "Se", Se: "Es", Sw: "Ws", Ws: "Sw" };
    const dirOf = (h: HalfEdgeName) => h[0]!;
    for (const t of ALL) {
      const cities = t.features.filter((f) => f.kind === "enclosure");
      for (const f of t.features.filter((g) => g.kind === "open")) {
        for (const id of f.touches ?? []) {
          const target = t.features.find((g) => g.id === id);
          expect(target?.kind, `${t.id} ${f.id} touches ${id}`).toBe("enclosure");
        }
        const want = cities
          .filter((c) => f.halves!.some((h) => c.edges!.includes(dirOf(cornerPartner[h]))))
          .map((c) => c.id)
          .sort();
        expect([...(f.touches ?? [])].sort(), `${t.id} ${f.id}`).toEqual(want);
      }
      // Non-fields never carry `touches`.
      for (const f of t.features.filter((g) => g.kind !== "open")) expect(f.touches).toBeUndefined();
    }
  });

  it("a road running through a tile, or into a village, separates the fields on either side of it", () => {
    for (const t of ALL) {
      const fields = t.features.filter((f) => f.kind === "open");
      const fieldOf = (h: HalfEdgeName) => fields.find((f) => f.halves!.includes(h))?.id;
      for (const r of t.features.filter((f) => f.kind === "route")) {
        if (r.terminus === "center") continue; // a road ending at a monastery: the field wraps round its end
        for (const letter of r.edges!) {
          const [h1, h2] = halvesOf(DIRS.indexOf(letter as (typeof DIRS)[number]));
          expect(fieldOf(h1!), `${t.id} ${r.id} at ${letter}`).not.toBe(fieldOf(h2!));
        }
      }
    }
  });

  it("monastery tiles have their monastery feature, others do not", () => {
    for (const k of TILE_KINDS) {
      expect(k.hasCenter).toBe(k.data.features.some((f) => f.kind === "center"));
      expect(k.hasCenter).toBe(/monastery/.test(k.data.description));
    }
  });
});

describe("pre-rotated tables", () => {
  const code = (c: string) => ({ o: EDGE_OPEN, r: EDGE_ROUTE, e: EDGE_ENCLOSURE })[c]!;

  it("edge kind codes and kind codes are distinct", () => {
    expect(new Set([EDGE_OPEN, EDGE_ROUTE, EDGE_ENCLOSURE]).size).toBe(3);
    expect(new Set([K_ROUTE, K_ENCLOSURE, K_CENTER, K_OPEN]).size).toBe(4);
  });

  it("rotation 0 is the stored data; rotation r turns stored edge d to face (d + r) % 4", () => {
    for (const k of TILE_KINDS) {
      for (let r = 0; r < 4; r++) {
        for (let d = 0; d < 4; d++) expect(k.rot[r]!.edge[(d + r) % 4], `${k.id} r${r} d${d}`).toBe(code(k.data.edges[d]!));
      }
    }
  });

  it("a rotation-1 tile's stored north edge faces east", () => {
    // base-E: city cap on the stored north edge only.
    const e = tileKindById("base-E")!;
    expect(e.rot[1]!.edge).toEqual([EDGE_OPEN, EDGE_ENCLOSURE, EDGE_OPEN, EDGE_OPEN]);
    expect(e.rot[2]!.edge).toEqual([EDGE_OPEN, EDGE_OPEN, EDGE_ENCLOSURE, EDGE_OPEN]);
    expect(e.rot[3]!.edge).toEqual([EDGE_OPEN, EDGE_OPEN, EDGE_OPEN, EDGE_ENCLOSURE]);
    // base-K: city N, road curve S–W. Turned once: city E, road W–N.
    const k = tileKindById("base-K")!;
    expect(k.rot[1]!.edge).toEqual([EDGE_ROUTE, EDGE_ENCLOSURE, EDGE_OPEN, EDGE_ROUTE]);
    const r1 = k.features.findIndex((f) => f.id === "r1");
    const e1 = k.features.findIndex((f) => f.id === "e1");
    expect(k.rot[1]!.edgeFeature).toEqual([r1, e1, -1, r1]);
  });

  it("one more quarter turn shifts every table by one edge / two half-edges; four turns is the identity", () => {
    for (const k of TILE_KINDS) {
      for (let r = 0; r < 4; r++) {
        const a = k.rot[r]!, b = k.rot[(r + 1) % 4]!;
        for (let d = 0; d < 4; d++) {
          expect(b.edge[(d + 1) % 4]).toBe(a.edge[d]);
          expect(b.edgeFeature[(d + 1) % 4]).toBe(a.edgeFeature[d]);
        }
        for (let h = 0; h < 8; h++) expect(b.halfFeature[(h + 2) % 8]).toBe(a.halfFeature[h]);
      }
      // Compose four single turns starting from rotation 0: back to rotation 0.
      let edge = [...k.rot[0]!.edge], half = [...k.rot[0]!.halfFeature];
      for (let i = 0; i < 4; i++) {
        edge = edge.map((_, d) => edge[(d + 3) % 4]!);
        half = half.map((_, h) => half[(h + 6) % 8]!);
        expect(edge).toEqual([...k.rot[(i + 1) % 4]!.edge]);
        expect(half).toEqual([...k.rot[(i + 1) % 4]!.halfFeature]);
      }
      expect(edge).toEqual([...k.rot[0]!.edge]);
    }
  });

  it("halfFeature: -1 exactly on city half-edges; edgeFeature: -1 exactly on field edges", () => {
    for (const k of TILE_KINDS) {
      for (let r = 0; r < 4; r++) {
        const o = k.rot[r]!;
        for (let d = 0; d < 4; d++) {
          const city = o.edge[d] === EDGE_ENCLOSURE;
          expect(o.halfFeature[2 * d] === -1, `${k.id} r${r} half ${2 * d}`).toBe(city);
          expect(o.halfFeature[2 * d + 1] === -1).toBe(city);
          if (!city) expect(k.features[o.halfFeature[2 * d]!]!.kind).toBe(K_OPEN);
          expect(o.edgeFeature[d] === -1).toBe(o.edge[d] === EDGE_OPEN);
          if (o.edge[d] === EDGE_ROUTE) expect(k.features[o.edgeFeature[d]!]!.kind).toBe(K_ROUTE);
          if (city) expect(k.features[o.edgeFeature[d]!]!.kind).toBe(K_ENCLOSURE);
        }
      }
    }
  });

  it("fits tables: a frontier signature fits iff every neighbour edge equals the tile edge; no neighbour never fits", () => {
    const sigOf = (edges: number[]) => edges.reduce((a, e, d) => a | (e << (2 * d)), 0);
    for (const k of TILE_KINDS) {
      for (let r = 0; r < 4; r++) {
        expect(k.fits[r]![SIG_NONE]).toBe(0);
        const own = [...k.rot[r]!.edge];
        expect(k.fits[r]![sigOf(own)]).toBe(1); // surrounded by exact matches
        for (let d = 0; d < 4; d++) {
          // Only direction d has a neighbour: fits iff it shows our edge kind.
          for (const shown of [EDGE_OPEN, EDGE_ROUTE, EDGE_ENCLOSURE]) {
            const sig = sigOf([0, 1, 2, 3].map((e) => (e === d ? shown : SIG_EMPTY)));
            expect(k.fits[r]![sig]).toBe(shown === own[d] ? 1 : 0);
          }
          // Every side matching but one: refused ("la toate laturile").
          const bad = own.map((e, e2) => (e2 === d ? (e + 1) % 3 : e));
          expect(k.fits[r]![sigOf(bad)]).toBe(0);
        }
      }
    }
  });
});

describe("oppositeHalf", () => {
  it("pairs the half-edges that face each other across an edge: Nw↔Sw, Ne↔Se, En↔Wn, Es↔Ws", () => {
    const idx = (h: HalfEdgeName) => HALVES.indexOf(h);
    const pairs: [HalfEdgeName, HalfEdgeName][] = [["Nw", "Sw"], ["Ne", "Se"], ["En", "Wn"], ["Es", "Ws"]];
    for (const [a, b] of pairs) {
      expect(HALVES[oppositeHalf(idx(a))]).toBe(b);
      expect(HALVES[oppositeHalf(idx(b))]).toBe(a);
    }
    for (let h = 0; h < 8; h++) {
      expect(oppositeHalf(oppositeHalf(h))).toBe(h);
      // It lies on the opposite edge.
      expect(oppositeHalf(h) >> 1).toBe(((h >> 1) + 2) % 4);
    }
  });
});

// The engine keeps its own typed copy of shared/data/carcassonne-tiles.json (design.md); it must not drift.
const shared = join(import.meta.dirname, "..", "..", "..", "..", "shared", "data", "carcassonne-tiles.json");

describe.skipIf(!existsSync(shared))("engine copy matches shared/data/carcassonne-tiles.json", () => {
  interface SharedFeature {
    id: string; type: string; edges?: string[]; halfEdges?: string[]; terminus?: string | null;
    emblems?: { kind: string }[]; touchesEnclosures?: string[];
  }
  interface SharedTile { id: string; count: number; startCopies: number; gold: boolean; edges: Record<string, string>; features: SharedFeature[] }
  const data = existsSync(shared) ? (JSON.parse(readFileSync(shared, "utf8")) as { sets: Record<string, SharedTile[]> }) : { sets: {} };
  const letter: Record<string, string> = { open: "o", route: "r", enclosure: "e" };

  for (const [set, ours] of [["base", BASE_TILES], ["goldmines", GOLD_MINES_TILES]] as const) {
    it(set, () => {
      const theirs = data.sets[set]!;
      expect(ours.map((t) => t.id)).toEqual(theirs.map((t) => t.id));
      ours.forEach((t, n) => {
        const u = theirs[n]!;
        expect(t.count, t.id).toBe(u.count);
        expect(t.start, t.id).toBe(u.startCopies);
        expect(t.gold, t.id).toBe(u.gold);
        expect(t.edges, t.id).toBe(DIRS.map((d) => letter[u.edges[d]!]).join(""));
        expect(t.features.map((f) => f.id), t.id).toEqual(u.features.map((f) => f.id));
        t.features.forEach((f, i) => {
          const g = u.features[i]!;
          const where = `${t.id} ${f.id}`;
          expect(f.kind, where).toBe(g.type);
          if (f.kind === "route" || f.kind === "enclosure") expect(f.edges, where).toBe(g.edges!.join(""));
          if (f.kind === "open") {
            expect(f.halves, where).toEqual(g.halfEdges);
            expect([...(f.touches ?? [])], where).toEqual(g.touchesEnclosures ?? []);
          }
          if (f.kind === "route") expect(f.terminus ?? null, where).toBe(g.terminus ?? null);
          expect(f.shields ?? 0, where).toBe((g.emblems ?? []).filter((e) => e.kind === "shield").length);
        });
      });
    });
  }
});
