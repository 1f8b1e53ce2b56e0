/**
 * Tile catalogue (engine/board-tiles.ts: every set, each registered in its own folder at fixed kind numbers).
 * Expectations come from the rules and from geometry: 001_… §Componente: 72 land tiles including the one start
 * tile; 004_… §Conținut: 8 land tiles with the gold symbol. Every tile's data must be self-consistent (edge kinds
 * vs the features on them, every half-edge of a field/road edge in exactly one field, city half-edges in no
 * field), and the pre-rotated tables must be the stored data turned clockwise (docs/replay-format.md: "with
 * rotation 1 the stored north edge faces east").
 */

import { describe, expect, it } from "vitest";
import { START_KIND, TILE_KINDS, setOf, tileKindById, tileSupply } from "../../../engine/board-tiles.ts";
import { STAR_WARS_TILES } from "../../../engine/carcassonne/star-wars/tiles-star-wars.ts";
import { BASE_TILES } from "../../../engine/carcassonne/tiles-base.ts";
import { GOLD_MINES_TILES, isGoldTile } from "../../../engine/carcassonne/gold-mines/tiles.ts";
import { RIVER_TILES } from "../../../engine/carcassonne/river/tiles.ts";
import { RIVER2_TILES } from "../../../engine/carcassonne/river/tiles-river2.ts";
import { INNS_TILES } from "../../../engine/carcassonne/inns-cathedrals/tiles.ts";
import type { HalfEdgeName, TileData } from "../../../engine/carcassonne/tile-types.ts";

const HALVES: HalfEdgeName[] = ["Nw", "Ne", "En", "Es", "Se", "Sw", "Ws", "Wn"];
const DIRS = ["N", "E", "S", "W"] as const;
const ALL = [...BASE_TILES, ...GOLD_MINES_TILES, ...RIVER_TILES, ...RIVER2_TILES, ...INNS_TILES];
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
      expect(isGoldTile(tileKindById(t.id)!)).toBe(true);
      expect(t.start).toBe(0);
    }
    for (const t of BASE_TILES) expect(isGoldTile(tileKindById(t.id)!)).toBe(false);
    expect(tileSupply(["base", "goldmines"])).toHaveLength(79);
    expect(tileSupply(["goldmines"])).toHaveLength(8);
  });

  it("tile ids are unique and every kind is indexed by id", () => {
    expect(new Set(ALL.map((t) => t.id)).size).toBe(ALL.length);
    expect(TILE_KINDS).toHaveLength(ALL.length + STAR_WARS_TILES.length);
    expect(TILE_KINDS.filter((k) => setOf(k) === "starwars").map((k) => k.data)).toEqual(STAR_WARS_TILES);
    TILE_KINDS.forEach((k, i) => {
      if (i > 0) expect(k.index).toBeGreaterThan(TILE_KINDS[i - 1]!.index); // in kind-number order
      expect(tileKindById(k.id)).toBe(k);
    });
    expect(tileKindById("base-Z")).toBeUndefined();
  });

  it("each set keeps the kind numbers saved states hold (each set fixes its own in its folder)", () => {
    const range = (set: string) => {
      const ks = TILE_KINDS.filter((k) => setOf(k) === set);
      return [ks[0]!.index, ks.at(-1)!.index];
    };
    expect([range("base"), range("goldmines"), range("starwars"), range("river"), range("inns"), range("river2")]).toEqual([
      [0, 23],
      [24, 31],
      [32, 31 + STAR_WARS_TILES.length],
      [80, 89],
      [100, 116],
      [150, 160],
    ]);
  });
});

describe("every tile's data is consistent", () => {
  for (const t of ALL) {
    it(t.id, () => {
      expect(t.edges).toMatch(/^[orew]{4}$/); // w: The River's water
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
        // a field reaches an edge, or (Inns & Cathedrals' inner field) lies inside the tile bordering its cities
        if (f.halves!.length === 0) expect(f.touches?.length, `${t.id} ${f.id}: an inner field borders cities`).toBeGreaterThan(0);
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
    const cornerPartner: Record<HalfEdgeName, HalfEdgeName> = {
      Nw: "Wn",
      Wn: "Nw",
      Ne: "En",
      En: "Ne",
      Es: "Se",
      Se: "Es",
      Sw: "Ws",
      Ws: "Sw",
    };
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
        // the cities at the field's corners; a set's own tile may border more (a field between three caps)
        if (t.id.startsWith("inns-")) expect(f.touches ?? []).toEqual(expect.arrayContaining(want));
        else expect([...(f.touches ?? [])].sort(), `${t.id} ${f.id}`).toEqual(want);
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
    for (const k of TILE_KINDS.filter((t) => setOf(t) !== "starwars")) {
      expect(k.hasCenter).toBe(k.data.features.some((f) => f.kind === "center"));
      expect(k.hasCenter).toBe(/monastery/.test(k.data.description));
    }
  });
});
