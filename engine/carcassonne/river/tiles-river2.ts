/**
 * The engine's own typed copy of The River II (edition 1: 12 tiles with the spring, which it shares with The River):
 * a fork drawn first, ten river tiles, and a lake by a volcano drawn last. Contents from JCloisterZone's tile
 * definitions (shared/data/reference/jcz-river.xml, set `river/2:1`, tiles `RI.2/…`), in tiles.ts's format and
 * mapping. The inn on the bridge road is an Inns & Cathedrals mark (scored only when that expansion is on); the
 * volcano and the pig herd belong to expansions this site does not have, so those tiles play as a plain lake and a
 * plain bend. Registers the set at its kind numbers (150–160).
 */
import { registerTileSet } from "../tile-kinds.ts";
import type { TileData } from "../tile-types.ts";
import { INN } from "../inns-cathedrals/tiles.ts";
import { riverContinues } from "./placement.ts";
import { RIVER_GROUP, RIVER_TILES } from "./tiles.ts";

/** The set's name (tile ids `river2-…`). */
export const RIVER2_SET = "river2";
/** The fork's draw group: drawn before every other river tile, so a branch-closing tile never closes the only end. */
export const FORK_GROUP = "river-fork";

/** A River II tile that prints a River I tile again (the same edges and features), under its own id. */
function reprint(id: string, from: string, change: (t: TileData) => Partial<TileData> = () => ({})): TileData {
  const t = RIVER_TILES.find((x) => x.id === from)!;
  return { ...t, id, count: 1, start: 0, ...change(t) };
}

export const RIVER2_TILES: readonly TileData[] = [
  {
    id: "river2-city-end",
    count: 1,
    start: 0,
    edges: "oeow",
    description: "the river flows in from the west and ends at a city on the east edge",
    features: [
      { id: "e1", kind: "enclosure", edges: "E" },
      { id: "o1", kind: "open", halves: ["Nw", "Ne", "Wn"], touches: ["e1"] },
      { id: "o2", kind: "open", halves: ["Se", "Sw", "Ws"], touches: ["e1"] },
    ],
    drawGroup: RIVER_GROUP,
  },
  // the volcano is scenery here: a plain lake
  reprint("river2-volcano-lake", "river-lake", () => ({ description: "a lake by a volcano: the river flows in from the west and ends" })),
  {
    id: "river2-fork",
    count: 1,
    start: 0,
    edges: "wwow",
    description: "the river forks: from the west it splits north and east",
    features: [
      { id: "o1", kind: "open", halves: ["Wn", "Nw"] },
      { id: "o2", kind: "open", halves: ["Ne", "En"] },
      { id: "o3", kind: "open", halves: ["Es", "Se", "Sw", "Ws"] },
    ],
    drawGroup: FORK_GROUP,
  },
  {
    id: "river2-city-bridge",
    count: 1,
    start: 0,
    edges: "wewe",
    description: "river north-south under a city from west to east",
    features: [
      { id: "e1", kind: "enclosure", edges: "EW" },
      { id: "o1", kind: "open", halves: ["Ne", "Se"], touches: ["e1"] },
      { id: "o2", kind: "open", halves: ["Nw", "Sw"], touches: ["e1"] },
    ],
    drawGroup: RIVER_GROUP,
  },
  {
    id: "river2-monastery",
    count: 1,
    start: 0,
    edges: "owow",
    description: "river west-east, a monastery north of it",
    features: [
      { id: "c1", kind: "center" },
      { id: "o1", kind: "open", halves: ["Wn", "Nw", "Ne", "En"] },
      { id: "o2", kind: "open", halves: ["Ws", "Se", "Sw", "Es"] },
    ],
    drawGroup: RIVER_GROUP,
  },
  reprint("river2-inn-bridge", "river-bridge", (t) => ({
    description: "river north-south, a road west-east with an inn crossing it on a bridge",
    features: t.features.map((f) => (f.kind === "route" ? { ...f, marks: [INN] } : f)),
  })),
  reprint("river2-city-road", "river-city-road"),
  reprint("river2-bend", "river-bend"),
  reprint("river2-city-bend", "river-city-bend", (t) => ({
    description: "a city over the north and west edges with a coat of arms, the river bending from east to south",
    features: t.features.map((f) => (f.kind === "enclosure" ? { ...f, shields: 1 } : f)),
  })),
  {
    id: "river2-pig-bend",
    count: 1,
    start: 0,
    edges: "woow",
    description: "the river bending from west to north past a pig herd (scenery here)",
    features: [
      { id: "o1", kind: "open", halves: ["Ws", "Se", "Sw", "En", "Es", "Ne"] },
      { id: "o2", kind: "open", halves: ["Wn", "Nw"] },
    ],
    drawGroup: RIVER_GROUP,
  },
  reprint("river2-road-bend", "river-road-bend"),
];

registerTileSet(RIVER2_SET, 150, RIVER2_TILES, { placementAllowed: riverContinues });
