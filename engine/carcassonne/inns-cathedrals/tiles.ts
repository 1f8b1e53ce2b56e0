/**
 * The engine's own typed copy of Inns & Cathedrals (the first big expansion, edition 1: 18 tiles; its large meeples
 * are in rules.ts). Contents and counts from JCloisterZone's tile definitions (shared/data/reference/
 * jcz-inns_and_cathedrals.xml, set `inns-and-cathedrals:1`: 2 cathedrals and 16 single tiles, 6 with an inn).
 * Edges read N,E,S,W: o field, r road, e city. Marks: `inn` on a road, `cathedral` on a city (rules.ts scores them).
 * A field with no half-edges is JCZ's inner field (`I`): it touches the four caps round it and nothing else. JCZ
 * half-edges map as NL→Nw, NR→Ne, EL→En, ER→Es, SL→Se, SR→Sw, WL→Ws, WR→Wn; `pennants` → `shields`; the roads of
 * `IC/CRCR` end at its cities (JCZ gives them no terminus). Registers the set at its kind numbers (100–116).
 */
import { registerTileSet } from "../tile-kinds.ts";
import type { TileData } from "../tile-types.ts";

/** The set's name (tile ids `inns-…`). */
export const INNS_SET = "inns";
/** Feature marks the set prints. */
export const INN = "inn",
  CATHEDRAL = "cathedral";

export const INNS_TILES: readonly TileData[] = [
  {
    id: "inns-cathedral",
    count: 2,
    start: 0,
    edges: "eeee",
    description: "a city filling the tile with a cathedral",
    features: [{ id: "e1", kind: "enclosure", edges: "NESW", marks: ["cathedral"] }],
  },
  {
    id: "inns-monastery-roads",
    count: 1,
    start: 0,
    edges: "oror",
    description: "a monastery with roads from the west and the east ending at it",
    features: [
      { id: "c1", kind: "center" },
      { id: "r1", kind: "route", edges: "W", terminus: "center" },
      { id: "r2", kind: "route", edges: "E", terminus: "center" },
      { id: "o1", kind: "open", halves: ["Es", "Se", "Sw", "Ws"] },
      { id: "o2", kind: "open", halves: ["En", "Nw", "Ne", "Wn"] },
    ],
  },
  {
    id: "inns-four-cities",
    count: 1,
    start: 0,
    edges: "eeee",
    description: "four separate city caps round a field in the middle",
    features: [
      { id: "e1", kind: "enclosure", edges: "N" },
      { id: "e2", kind: "enclosure", edges: "E" },
      { id: "e3", kind: "enclosure", edges: "S" },
      { id: "e4", kind: "enclosure", edges: "W" },
      { id: "o1", kind: "open", halves: [], touches: ["e1", "e2", "e3", "e4"] },
    ],
  },
  {
    id: "inns-three-cities",
    count: 1,
    start: 0,
    edges: "eeoe",
    description: "three separate city caps, north, east and west, round a field open to the south",
    features: [
      { id: "e1", kind: "enclosure", edges: "N" },
      { id: "e2", kind: "enclosure", edges: "E" },
      { id: "e3", kind: "enclosure", edges: "W" },
      { id: "o1", kind: "open", halves: ["Se", "Sw"], touches: ["e1", "e2", "e3"] },
    ],
  },
  {
    id: "inns-cities-roads",
    count: 1,
    start: 0,
    edges: "erer",
    description: "city caps north and south, roads from the west and the east ending at them",
    features: [
      { id: "e1", kind: "enclosure", edges: "N" },
      { id: "e2", kind: "enclosure", edges: "S" },
      { id: "r1", kind: "route", edges: "W", terminus: "enclosure" },
      { id: "r2", kind: "route", edges: "E", terminus: "enclosure" },
      { id: "o1", kind: "open", halves: ["Es"], touches: ["e2"] },
      { id: "o2", kind: "open", halves: ["Ws"], touches: ["e2"] },
      { id: "o3", kind: "open", halves: ["En"], touches: ["e1"] },
      { id: "o4", kind: "open", halves: ["Wn"], touches: ["e1"] },
    ],
  },
  {
    id: "inns-corner-cap",
    count: 1,
    start: 0,
    edges: "eoee",
    description: "a city over the north and west edges with a coat of arms, a separate city cap south",
    features: [
      { id: "e1", kind: "enclosure", edges: "NW", shields: 1 },
      { id: "e2", kind: "enclosure", edges: "S" },
      { id: "o1", kind: "open", halves: ["En", "Es"], touches: ["e1", "e2"] },
    ],
  },
  {
    id: "inns-cap-two-fields",
    count: 1,
    start: 0,
    edges: "eooo",
    description: "a city cap north above two separate fields",
    features: [
      { id: "e1", kind: "enclosure", edges: "N" },
      { id: "o1", kind: "open", halves: ["En", "Es"], touches: ["e1"] },
      { id: "o2", kind: "open", halves: ["Ws", "Wn", "Se", "Sw"], touches: ["e1"] },
    ],
  },
  {
    id: "inns-cap-road",
    count: 1,
    start: 0,
    edges: "eoro",
    description: "a city cap north, a road from the south into it",
    features: [
      { id: "e1", kind: "enclosure", edges: "N" },
      { id: "r1", kind: "route", edges: "S", terminus: "enclosure" },
      { id: "o1", kind: "open", halves: ["Ws", "Wn", "Sw"], touches: ["e1"] },
      { id: "o2", kind: "open", halves: ["En", "Es", "Se"], touches: ["e1"] },
    ],
  },
  {
    id: "inns-corner-road",
    count: 1,
    start: 0,
    edges: "eroe",
    description: "a city over the north and west edges, a road from the east into it",
    features: [
      { id: "e1", kind: "enclosure", edges: "NW" },
      { id: "r1", kind: "route", edges: "E", terminus: "enclosure" },
      { id: "o1", kind: "open", halves: ["En"], touches: ["e1"] },
      { id: "o2", kind: "open", halves: ["Es", "Se", "Sw"], touches: ["e1"] },
    ],
  },
  {
    id: "inns-city-two-roads",
    count: 1,
    start: 0,
    edges: "rere",
    description: "a city from west to east with a coat of arms, roads from the north and the south into it",
    features: [
      { id: "e1", kind: "enclosure", edges: "EW", shields: 1 },
      { id: "r1", kind: "route", edges: "N", terminus: "enclosure" },
      { id: "r2", kind: "route", edges: "S", terminus: "enclosure" },
      { id: "o1", kind: "open", halves: ["Nw"], touches: ["e1"] },
      { id: "o2", kind: "open", halves: ["Ne"], touches: ["e1"] },
      { id: "o3", kind: "open", halves: ["Se"], touches: ["e1"] },
      { id: "o4", kind: "open", halves: ["Sw"], touches: ["e1"] },
    ],
  },
  {
    id: "inns-inn-corner-road",
    count: 1,
    start: 0,
    edges: "eore",
    description: "a city over the north and west edges, a road with an inn from the south into it",
    features: [
      { id: "e1", kind: "enclosure", edges: "NW" },
      { id: "r1", kind: "route", edges: "S", terminus: "enclosure", marks: ["inn"] },
      { id: "o1", kind: "open", halves: ["Sw"], touches: ["e1"] },
      { id: "o2", kind: "open", halves: ["Se", "En", "Es"], touches: ["e1"] },
    ],
  },
  {
    id: "inns-inn-cap-bend",
    count: 1,
    start: 0,
    edges: "eorr",
    description: "a city cap north, a road with an inn bending from west to south",
    features: [
      { id: "e1", kind: "enclosure", edges: "N" },
      { id: "r1", kind: "route", edges: "WS", marks: ["inn"] },
      { id: "o1", kind: "open", halves: ["Sw", "Ws"] },
      { id: "o2", kind: "open", halves: ["Wn", "En", "Es", "Se"], touches: ["e1"] },
    ],
  },
  {
    id: "inns-inn-corner-bend",
    count: 1,
    start: 0,
    edges: "erre",
    description: "a city over the north and west edges with a coat of arms, a road with an inn bending from east to south",
    features: [
      { id: "e1", kind: "enclosure", edges: "NW", shields: 1 },
      { id: "r1", kind: "route", edges: "ES", marks: ["inn"] },
      { id: "o1", kind: "open", halves: ["Se", "Es"] },
      { id: "o2", kind: "open", halves: ["Sw", "En"], touches: ["e1"] },
    ],
  },
  {
    id: "inns-inn-junction",
    count: 1,
    start: 0,
    edges: "orrr",
    description: "a crossing of three roads, the eastern one with an inn",
    features: [
      { id: "r1", kind: "route", edges: "E", terminus: "junction", marks: ["inn"] },
      { id: "r2", kind: "route", edges: "W", terminus: "junction" },
      { id: "r3", kind: "route", edges: "S", terminus: "junction" },
      { id: "o1", kind: "open", halves: ["Wn", "Nw", "Ne", "En"] },
      { id: "o2", kind: "open", halves: ["Ws", "Sw"] },
      { id: "o3", kind: "open", halves: ["Es", "Se"] },
    ],
  },
  {
    id: "inns-inn-straight",
    count: 1,
    start: 0,
    edges: "oror",
    description: "a straight road west-east with an inn",
    features: [
      { id: "r1", kind: "route", edges: "EW", marks: ["inn"] },
      { id: "o1", kind: "open", halves: ["Wn", "Nw", "Ne", "En"] },
      { id: "o2", kind: "open", halves: ["Es", "Se", "Sw", "Ws"] },
    ],
  },
  {
    id: "inns-inn-bend",
    count: 1,
    start: 0,
    edges: "oorr",
    description: "a road with an inn bending from west to south",
    features: [
      { id: "r1", kind: "route", edges: "WS", marks: ["inn"] },
      { id: "o1", kind: "open", halves: ["Wn", "Nw", "Ne", "En", "Es", "Se"] },
      { id: "o2", kind: "open", halves: ["Sw", "Ws"] },
    ],
  },
  {
    id: "inns-two-bends",
    count: 1,
    start: 0,
    edges: "rrrr",
    description: "two road bends, north to west and south to east",
    features: [
      { id: "r1", kind: "route", edges: "NW" },
      { id: "r2", kind: "route", edges: "SE" },
      { id: "o1", kind: "open", halves: ["Nw", "Wn"] },
      { id: "o2", kind: "open", halves: ["Se", "Es"] },
      { id: "o3", kind: "open", halves: ["Ne", "En", "Sw", "Ws"] },
    ],
  },
];

registerTileSet(INNS_SET, 100, INNS_TILES);
