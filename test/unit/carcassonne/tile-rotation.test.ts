/**
 * Tile catalogue (engine/carcassonne/tiles*.ts). Expectations come from the rules and from geometry:
 * 001_… §Componente: 72 land tiles including the one start tile; 004_… §Conținut: 8 land tiles with the gold
 * symbol. Every tile's data must be self-consistent (edge kinds vs the features on them, every half-edge of a
 * field/road edge in exactly one field, city half-edges in no field), and the pre-rotated tables must be the
 * stored data turned clockwise (docs/replay-format.md: "with rotation 1 the stored north edge faces east").
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { sharedData } from "../../support/shared-data.ts";
import {
  EDGE_BITS,
  edgeCode,
  EDGE_ENCLOSURE,
  EDGE_OPEN,
  EDGE_ROUTE,
  K_CENTER,
  K_ENCLOSURE,
  K_OPEN,
  K_ROUTE,
  SIG_EMPTY,
  SIG_NONE,
  TILE_KINDS,
  oppositeHalf,
  setOf,
  tileKindById,
} from "../../../engine/carcassonne/tiles.ts";
import { BASE_TILES } from "../../../engine/carcassonne/tiles-base.ts";
import { GOLD_MINES_TILES, isGoldTile } from "../../../engine/carcassonne/gold-mines/tiles.ts";
import "../../../engine/carcassonne/river/tiles.ts";
import type { HalfEdgeName } from "../../../engine/carcassonne/tile-types.ts";

const HALVES: HalfEdgeName[] = ["Nw", "Ne", "En", "Es", "Se", "Sw", "Ws", "Wn"];
const DIRS = ["N", "E", "S", "W"] as const;
/** The two half-edges of direction d: 2d (the one met first going clockwise) and 2d + 1. */

describe("pre-rotated tables", () => {
  const code = (c: string) => edgeCode(c);

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
        const a = k.rot[r]!,
          b = k.rot[(r + 1) % 4]!;
        for (let d = 0; d < 4; d++) {
          expect(b.edge[(d + 1) % 4]).toBe(a.edge[d]);
          expect(b.edgeFeature[(d + 1) % 4]).toBe(a.edgeFeature[d]);
        }
        for (let h = 0; h < 8; h++) expect(b.halfFeature[(h + 2) % 8]).toBe(a.halfFeature[h]);
      }
      // Compose four single turns starting from rotation 0: back to rotation 0.
      let edge = [...k.rot[0]!.edge],
        half = [...k.rot[0]!.halfFeature];
      for (let i = 0; i < 4; i++) {
        edge = edge.map((_, d) => edge[(d + 3) % 4]!);
        half = half.map((_, h) => half[(h + 6) % 8]!);
        expect(edge).toEqual([...k.rot[(i + 1) % 4]!.edge]);
        expect(half).toEqual([...k.rot[(i + 1) % 4]!.halfFeature]);
      }
      expect(edge).toEqual([...k.rot[0]!.edge]);
    }
  });

  it("halfFeature: -1 exactly on city half-edges; edgeFeature: -1 exactly on field edges (Carcassonne sets)", () => {
    // Star Wars tiles have no space features (no farmers there), so only Carcassonne's tiles have fields.
    for (const k of TILE_KINDS.filter((t) => setOf(t) !== "starwars")) {
      for (let r = 0; r < 4; r++) {
        const o = k.rot[r]!;
        for (let d = 0; d < 4; d++) {
          const city = o.edge[d] === EDGE_ENCLOSURE;
          expect(o.halfFeature[2 * d] === -1, `${k.id} r${r} half ${2 * d}`).toBe(city);
          expect(o.halfFeature[2 * d + 1] === -1).toBe(city);
          if (!city) expect(k.features[o.halfFeature[2 * d]!]!.kind).toBe(K_OPEN);
          // a field edge, or an edge kind a set adds (water), has no road or city feature
          expect(o.edgeFeature[d] === -1).toBe(o.edge[d] !== EDGE_ROUTE && o.edge[d] !== EDGE_ENCLOSURE);
          if (o.edge[d] === EDGE_ROUTE) expect(k.features[o.edgeFeature[d]!]!.kind).toBe(K_ROUTE);
          if (city) expect(k.features[o.edgeFeature[d]!]!.kind).toBe(K_ENCLOSURE);
        }
      }
    }
  });

  it("fits tables: a frontier signature fits iff every neighbour edge equals the tile edge; no neighbour never fits", () => {
    const sigOf = (edges: number[]) => edges.reduce((a, e, d) => a | (e << (EDGE_BITS * d)), 0);
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
    const pairs: [HalfEdgeName, HalfEdgeName][] = [
      ["Nw", "Sw"],
      ["Ne", "Se"],
      ["En", "Wn"],
      ["Es", "Ws"],
    ];
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
const shared = sharedData("carcassonne-tiles.json", "the engine's tile tables compared with the shared tile data");

describe.skipIf(shared === null)("engine copy matches shared/data/carcassonne-tiles.json", () => {
  interface SharedFeature {
    id: string;
    type: string;
    edges?: string[];
    halfEdges?: string[];
    terminus?: string | null;
    emblems?: { kind: string }[];
    touchesEnclosures?: string[];
  }
  interface SharedTile {
    id: string;
    count: number;
    startCopies: number;
    gold: boolean;
    edges: Record<string, string>;
    features: SharedFeature[];
  }
  const data = shared ? (JSON.parse(readFileSync(shared, "utf8")) as { sets: Record<string, SharedTile[]> }) : { sets: {} };
  const letter: Record<string, string> = { open: "o", route: "r", enclosure: "e" };

  for (const [set, ours] of [
    ["base", BASE_TILES],
    ["goldmines", GOLD_MINES_TILES],
  ] as const) {
    it(set, () => {
      const theirs = data.sets[set]!;
      expect(ours.map((t) => t.id)).toEqual(theirs.map((t) => t.id));
      ours.forEach((t, n) => {
        const u = theirs[n]!;
        expect(t.count, t.id).toBe(u.count);
        expect(t.start, t.id).toBe(u.startCopies);
        expect(isGoldTile(tileKindById(t.id)!), t.id).toBe(u.gold);
        expect(t.edges, t.id).toBe(DIRS.map((d) => letter[u.edges[d]!]).join(""));
        expect(
          t.features.map((f) => f.id),
          t.id,
        ).toEqual(u.features.map((f) => f.id));
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
