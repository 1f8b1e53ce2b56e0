/**
 * The engine's own typed copy of set `goldmines` from shared/data/carcassonne-tiles.json (004_… §Conținut: 8 land tiles with the gold symbol).
 * Edges read N,E,S,W: o = field (open), r = road (route), e = city (enclosure). Feature ids are the data's.
 * Field halves name half-edges (Nw = north edge, west half); `touches` lists the cities a field borders.
 * Registers the set at its kind numbers (24–31), so that naming the set (rules.ts) makes its tiles resolvable.
 */
import { registerTileSet } from "../tile-kinds.ts";
import type { TileData } from "../tile-types.ts";

/** The set's name (tile ids `goldmines-…`). Every tile of the set carries the gold symbol (004_… §Conținut). */
export const GOLD_MINES_SET = "goldmines";

/** Whether a tile kind shows the gold symbol: exactly the tiles of this set. */
export function isGoldTile(kind: { readonly set: string }): boolean {
  return kind.set === GOLD_MINES_SET;
}

export const GOLD_MINES_TILES: readonly TileData[] = [
  {
    id: "goldmines-A",
    count: 1,
    start: 0,
    edges: "rrrr",
    description: "two road curves in opposite corners (north-west and east-south), no junction",
    features: [
      { id: "r1", kind: "route", edges: "NW" },
      { id: "r2", kind: "route", edges: "ES" },
      { id: "o1", kind: "open", halves: ["Nw", "Wn"] },
      { id: "o2", kind: "open", halves: ["Es", "Se"] },
      { id: "o3", kind: "open", halves: ["Ne", "En", "Sw", "Ws"] },
    ],
  },
  {
    id: "goldmines-B",
    count: 1,
    start: 0,
    edges: "erre",
    description: "city corner north+west, road curve east-south",
    features: [
      { id: "e1", kind: "enclosure", edges: "NW" },
      { id: "r1", kind: "route", edges: "ES" },
      { id: "o1", kind: "open", halves: ["En", "Sw"], touches: ["e1"] },
      { id: "o2", kind: "open", halves: ["Es", "Se"] },
    ],
  },
  {
    id: "goldmines-C",
    count: 1,
    start: 0,
    edges: "erre",
    description: "monastery, city corner north+west, road curve east-south",
    features: [
      { id: "c1", kind: "center" },
      { id: "e1", kind: "enclosure", edges: "NW" },
      { id: "r1", kind: "route", edges: "ES" },
      { id: "o1", kind: "open", halves: ["En", "Sw"], touches: ["e1"] },
      { id: "o2", kind: "open", halves: ["Es", "Se"] },
    ],
  },
  {
    id: "goldmines-D",
    count: 1,
    start: 0,
    edges: "rere",
    description: "city band west-east crossed by a straight road north-south",
    features: [
      { id: "e1", kind: "enclosure", edges: "EW" },
      { id: "r1", kind: "route", edges: "NS" },
      { id: "o1", kind: "open", halves: ["Nw"], touches: ["e1"] },
      { id: "o2", kind: "open", halves: ["Ne"], touches: ["e1"] },
      { id: "o3", kind: "open", halves: ["Se"], touches: ["e1"] },
      { id: "o4", kind: "open", halves: ["Sw"], touches: ["e1"] },
    ],
  },
  {
    id: "goldmines-E",
    count: 1,
    start: 0,
    edges: "rrrr",
    description: "monastery between two road curves (north-east, south-west)",
    features: [
      { id: "c1", kind: "center" },
      { id: "r1", kind: "route", edges: "NE" },
      { id: "r2", kind: "route", edges: "SW" },
      { id: "o1", kind: "open", halves: ["Ne", "En"] },
      { id: "o2", kind: "open", halves: ["Sw", "Ws"] },
      { id: "o3", kind: "open", halves: ["Nw", "Es", "Se", "Wn"] },
    ],
  },
  {
    id: "goldmines-F",
    count: 1,
    start: 0,
    edges: "rrrr",
    description: "two straight roads crossing at a bridge (no junction)",
    features: [
      { id: "r1", kind: "route", edges: "NS" },
      { id: "r2", kind: "route", edges: "EW" },
      { id: "o1", kind: "open", halves: ["Nw", "Wn"] },
      { id: "o2", kind: "open", halves: ["Ne", "En"] },
      { id: "o3", kind: "open", halves: ["Es", "Se"] },
      { id: "o4", kind: "open", halves: ["Sw", "Ws"] },
    ],
  },
  {
    id: "goldmines-G",
    count: 1,
    start: 0,
    edges: "eooe",
    description: "monastery and city corner north+west",
    features: [
      { id: "c1", kind: "center" },
      { id: "e1", kind: "enclosure", edges: "NW" },
      { id: "o1", kind: "open", halves: ["En", "Es", "Se", "Sw"], touches: ["e1"] },
    ],
  },
  {
    id: "goldmines-H",
    count: 1,
    start: 0,
    edges: "orro",
    description: "monastery beside a road curve east-south",
    features: [
      { id: "c1", kind: "center" },
      { id: "r1", kind: "route", edges: "ES" },
      { id: "o1", kind: "open", halves: ["Nw", "Ne", "En", "Sw", "Ws", "Wn"] },
      { id: "o2", kind: "open", halves: ["Es", "Se"] },
    ],
  },
];

// Kind numbers live in saved states: fixed here, never by import order.
registerTileSet(GOLD_MINES_SET, 24, GOLD_MINES_TILES);
