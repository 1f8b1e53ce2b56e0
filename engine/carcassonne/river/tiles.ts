/**
 * The engine's own typed copy of The River (the first river expansion, edition 1: 12 tiles): a spring, a lake and ten
 * river tiles. Contents and counts from JCloisterZone's tile definitions (shared/data/reference/jcz-river.xml, set
 * `river/1:1`, tiles `RI/s`, `RI.1/…`), checked against the rules sheet's tile list (Big Box rules, "The River":
 * 12 tiles, one spring and one lake). Edges read N,E,S,W: o field, r road, e city, w water (an edge kind this set
 * adds: it meets only water and joins no feature). The river itself is no feature: no follower stands on it, and the
 * fields on its two banks are separate features (JCZ gives them apart); the fields of spring and lake run around
 * them (the rules' FAQ: "the farm goes around the spring"). JCZ half-edges map as NL→Nw, NR→Ne, EL→En, ER→Es,
 * SL→Se, SR→Sw, WL→Ws, WR→Wn. Registers edge kind w and the set at its kind numbers (80–89).
 */
import { registerEdgeKind, registerTileSet } from "../tile-kinds.ts";
import type { TileData } from "../tile-types.ts";
import { riverContinues, WATER_CODE } from "./placement.ts";

/** The set's name (tile ids `river-…`). */
export const RIVER_SET = "river";
/** Water's edge letter. */
export const WATER = "w";
/** Draw groups: every river tile, then the lake (the rules: "When the river is finished, the lake tile is placed"). */
export const RIVER_GROUP = "river",
  LAKE_GROUP = "river-lake";

const ALL_HALVES = ["Nw", "Ne", "En", "Es", "Se", "Sw", "Ws", "Wn"] as const;

export const RIVER_TILES: readonly TileData[] = [
  {
    id: "river-spring",
    count: 1,
    start: 1,
    edges: "owoo",
    description: "the spring: the river rises in a field and flows east (the start tile)",
    features: [{ id: "o1", kind: "open", halves: ALL_HALVES }],
  },
  {
    id: "river-lake",
    count: 1,
    start: 0,
    edges: "ooow",
    description: "the lake: the river flows in from the west and ends",
    features: [{ id: "o1", kind: "open", halves: ALL_HALVES }],
    drawGroup: LAKE_GROUP,
  },
  {
    id: "river-cities",
    count: 1,
    start: 0,
    edges: "ewew",
    description: "river west-east between two city caps, north and south",
    features: [
      { id: "e1", kind: "enclosure", edges: "N" },
      { id: "e2", kind: "enclosure", edges: "S" },
      { id: "o1", kind: "open", halves: ["En", "Wn"], touches: ["e1"] },
      { id: "o2", kind: "open", halves: ["Es", "Ws"], touches: ["e2"] },
    ],
    drawGroup: RIVER_GROUP,
  },
  {
    id: "river-city-road",
    count: 1,
    start: 0,
    edges: "ewrw",
    description: "river west-east, a city cap north, a road from the south ending at the river",
    features: [
      { id: "e1", kind: "enclosure", edges: "N" },
      { id: "r1", kind: "route", edges: "S", terminus: "bank" },
      { id: "o1", kind: "open", halves: ["En"], touches: ["e1"] },
      { id: "o2", kind: "open", halves: ["Wn"], touches: ["e1"] },
      { id: "o3", kind: "open", halves: ["Es", "Se"] },
      { id: "o4", kind: "open", halves: ["Ws", "Sw"] },
    ],
    drawGroup: RIVER_GROUP,
  },
  {
    id: "river-monastery",
    count: 1,
    start: 0,
    edges: "owrw",
    description: "river west-east, a monastery north of it, a road from the south ending at the river",
    features: [
      { id: "c1", kind: "center" },
      { id: "r1", kind: "route", edges: "S", terminus: "bank" },
      { id: "o1", kind: "open", halves: ["Wn", "Nw", "Ne", "En"] },
      { id: "o2", kind: "open", halves: ["Es", "Se"] },
      { id: "o3", kind: "open", halves: ["Ws", "Sw"] },
    ],
    drawGroup: RIVER_GROUP,
  },
  {
    id: "river-bridge",
    count: 1,
    start: 0,
    edges: "wrwr",
    description: "river north-south, a road west-east crossing it on a bridge",
    features: [
      { id: "r1", kind: "route", edges: "EW" },
      { id: "o1", kind: "open", halves: ["Wn", "Nw"] },
      { id: "o2", kind: "open", halves: ["Ne", "En"] },
      { id: "o3", kind: "open", halves: ["Es", "Se"] },
      { id: "o4", kind: "open", halves: ["Ws", "Sw"] },
    ],
    drawGroup: RIVER_GROUP,
  },
  {
    id: "river-straight",
    count: 2,
    start: 0,
    edges: "owow",
    description: "river west-east through fields",
    features: [
      { id: "o1", kind: "open", halves: ["Wn", "Nw", "Ne", "En"] },
      { id: "o2", kind: "open", halves: ["Ws", "Se", "Sw", "Es"] },
    ],
    drawGroup: RIVER_GROUP,
  },
  {
    id: "river-city-bend",
    count: 1,
    start: 0,
    edges: "ewwe",
    description: "a city over the north and west edges, the river bending from east to south",
    features: [
      { id: "e1", kind: "enclosure", edges: "NW" },
      { id: "o1", kind: "open", halves: ["Sw", "En"], touches: ["e1"] },
      { id: "o2", kind: "open", halves: ["Es", "Se"] },
    ],
    drawGroup: RIVER_GROUP,
  },
  {
    id: "river-road-bend",
    count: 1,
    start: 0,
    edges: "rrww",
    description: "a road bending from north to east, the river bending from west to south",
    features: [
      { id: "r1", kind: "route", edges: "NE" },
      { id: "o1", kind: "open", halves: ["Wn", "Nw", "Es", "Se"] },
      { id: "o2", kind: "open", halves: ["Ne", "En"] },
      { id: "o3", kind: "open", halves: ["Ws", "Sw"] },
    ],
    drawGroup: RIVER_GROUP,
  },
  {
    id: "river-bend",
    count: 2,
    start: 0,
    edges: "ooww",
    description: "the river bending from west to south through fields",
    features: [
      { id: "o1", kind: "open", halves: ["Wn", "Nw", "Ne", "En", "Es", "Se"] },
      { id: "o2", kind: "open", halves: ["Ws", "Sw"] },
    ],
    drawGroup: RIVER_GROUP,
  },
];

registerEdgeKind(WATER, WATER_CODE, { fill: "#4f97c9", bank: "#2d6690", shine: "#a7d5f0", width: 15 });
registerTileSet(RIVER_SET, 80, RIVER_TILES, { placementAllowed: riverContinues });
