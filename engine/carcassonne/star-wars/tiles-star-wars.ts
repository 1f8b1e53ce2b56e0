/**
 * Carcassonne Star Wars land tiles as engine tile data — a RECONSTRUCTED distribution.
 *
 * The printed game's 76-tile manifest (which tile shows what, and how many copies) was not available, so this set
 * is rebuilt from the rule texts and modelled on the base game's 72 tiles (tiles-base.ts). It follows:
 * - 000_… §"Componente și configurare" / 003_… §przygotowanie: 76 tiles showing trade routes, asteroid fields and
 *   planets, one of them the orange-backed start tile (here: one copy of sw-01, placed in its stored orientation).
 * - 000_… §"Rutele comerciale" 4 / 003_… §"Szlaki handlowe" 4: a trade route ends at an intersection, an asteroid
 *   field, a planet, or meets itself — so a 1-edge route has `terminus` junction/enclosure/center (as base roads).
 * - 000_… §"Câmpurile de asteroizi" 4: an asteroid field is complete when closed by space with no opening, so
 *   single-edge asteroid caps exist in a number comparable to the base game's city caps.
 * - 000_… §"Planetele" 1 / 003_… §"Planety" 1: a planet is always in the middle of the tile; some planet tiles also
 *   show trade routes and asteroid fields. §"Planetele" 4 / 003_… §"Planety" 4: every planet carries one faction
 *   symbol ("simbolul de fracțiune de pe planetă", +2 points).
 * - 000_… §"Bătălie" FRACȚIUNI and the worked examples (003_… §"Bitwa o pole asteroid": a symbol on an asteroid field
 *   and one on a trade route): symbols of the three factions also sit on routes and asteroid fields.
 * Mapping: trade route = "route" (edge `r`), asteroid field = "enclosure" (edge `e`), planet = "center", open
 * space = edge `o`. Space is not a feature (no farmers in this game), so there are no "open" features, halves,
 * touches or shields. Asteroid shapes use only the edge sets the client can draw (contract/board/geometry.ts), and
 * a planet tile's asteroid fields are single-edge caps so they stay clear of the planet.
 * Planet names are Star Wars planets, one per tile kind, and every planet kind has count 1.
 * `npm run validate-tiles` (scripts/validate-tiles.ts) checks all of this. A verified manifest can replace this one
 * file without code changes, as long as it keeps the export names and the TileData shape.
 */
import type { TileData } from "../tile-types.ts";

export const STAR_WARS_TILE_STATUS = "reconstructed tile distribution";

export const STAR_WARS_TILES: readonly TileData[] = [
  {
    id: "sw-01",
    count: 4,
    start: 1,
    edges: "eror",
    description: "asteroid cap north, straight trade route west-east (start tile type)",
    features: [
      { id: "e1", kind: "enclosure", edges: "N" },
      { id: "r1", kind: "route", edges: "EW" },
    ],
  },
  {
    id: "sw-02",
    count: 3,
    start: 0,
    edges: "eooo",
    description: "asteroid cap north",
    features: [{ id: "e1", kind: "enclosure", edges: "N" }],
  },
  {
    id: "sw-03",
    count: 1,
    start: 0,
    edges: "eooo",
    description: "asteroid cap north, Empire symbol",
    features: [{ id: "e1", kind: "enclosure", edges: "N", faction: "empire" }],
  },
  {
    id: "sw-04",
    count: 1,
    start: 0,
    edges: "eooo",
    description: "asteroid cap north, Bounty Hunter symbol",
    features: [{ id: "e1", kind: "enclosure", edges: "N", faction: "hunter" }],
  },
  {
    id: "sw-05",
    count: 2,
    start: 0,
    edges: "oeoe",
    description: "asteroid band west-east, Rebel symbol",
    features: [{ id: "e1", kind: "enclosure", edges: "EW", faction: "rebel" }],
  },
  {
    id: "sw-06",
    count: 1,
    start: 0,
    edges: "oeoe",
    description: "asteroid band west-east",
    features: [{ id: "e1", kind: "enclosure", edges: "EW" }],
  },
  {
    id: "sw-07",
    count: 3,
    start: 0,
    edges: "eoeo",
    description: "two separate asteroid caps on opposite edges (north, south)",
    features: [
      { id: "e1", kind: "enclosure", edges: "N" },
      { id: "e2", kind: "enclosure", edges: "S" },
    ],
  },
  {
    id: "sw-08",
    count: 2,
    start: 0,
    edges: "eooe",
    description: "two separate asteroid caps on adjacent edges (north, west)",
    features: [
      { id: "e1", kind: "enclosure", edges: "N" },
      { id: "e2", kind: "enclosure", edges: "W" },
    ],
  },
  {
    id: "sw-09",
    count: 3,
    start: 0,
    edges: "erro",
    description: "asteroid cap north, trade route curve east-south",
    features: [
      { id: "e1", kind: "enclosure", edges: "N" },
      { id: "r1", kind: "route", edges: "ES" },
    ],
  },
  {
    id: "sw-10",
    count: 2,
    start: 0,
    edges: "eorr",
    description: "asteroid cap north, trade route curve south-west",
    features: [
      { id: "e1", kind: "enclosure", edges: "N" },
      { id: "r1", kind: "route", edges: "SW" },
    ],
  },
  {
    id: "sw-11",
    count: 1,
    start: 0,
    edges: "eorr",
    description: "asteroid cap north, trade route curve south-west with a Rebel symbol",
    features: [
      { id: "e1", kind: "enclosure", edges: "N" },
      { id: "r1", kind: "route", edges: "SW", faction: "rebel" },
    ],
  },
  {
    id: "sw-12",
    count: 3,
    start: 0,
    edges: "errr",
    description: "asteroid cap north, three trade routes ending at an intersection",
    features: [
      { id: "e1", kind: "enclosure", edges: "N" },
      { id: "r1", kind: "route", edges: "E", terminus: "junction" },
      { id: "r2", kind: "route", edges: "S", terminus: "junction" },
      { id: "r3", kind: "route", edges: "W", terminus: "junction" },
    ],
  },
  {
    id: "sw-13",
    count: 2,
    start: 0,
    edges: "eooe",
    description: "asteroid field corner north+west, Empire symbol",
    features: [{ id: "e1", kind: "enclosure", edges: "NW", faction: "empire" }],
  },
  {
    id: "sw-14",
    count: 3,
    start: 0,
    edges: "eooe",
    description: "asteroid field corner north+west",
    features: [{ id: "e1", kind: "enclosure", edges: "NW" }],
  },
  {
    id: "sw-15",
    count: 2,
    start: 0,
    edges: "erre",
    description: "asteroid field corner north+west with a Rebel symbol, trade route curve east-south",
    features: [
      { id: "e1", kind: "enclosure", edges: "NW", faction: "rebel" },
      { id: "r1", kind: "route", edges: "ES" },
    ],
  },
  {
    id: "sw-16",
    count: 2,
    start: 0,
    edges: "erre",
    description: "asteroid field corner north+west, trade route curve east-south",
    features: [
      { id: "e1", kind: "enclosure", edges: "NW" },
      { id: "r1", kind: "route", edges: "ES" },
    ],
  },
  {
    id: "sw-17",
    count: 1,
    start: 0,
    edges: "eeoe",
    description: "asteroid field on three edges, Bounty Hunter symbol",
    features: [{ id: "e1", kind: "enclosure", edges: "NEW", faction: "hunter" }],
  },
  {
    id: "sw-18",
    count: 2,
    start: 0,
    edges: "eeoe",
    description: "asteroid field on three edges",
    features: [{ id: "e1", kind: "enclosure", edges: "NEW" }],
  },
  {
    id: "sw-19",
    count: 2,
    start: 0,
    edges: "eere",
    description: "asteroid field on three edges with an Empire symbol, trade route south ending at it",
    features: [
      { id: "e1", kind: "enclosure", edges: "NEW", faction: "empire" },
      { id: "r1", kind: "route", edges: "S", terminus: "enclosure" },
    ],
  },
  {
    id: "sw-20",
    count: 1,
    start: 0,
    edges: "eere",
    description: "asteroid field on three edges, trade route south ending at it",
    features: [
      { id: "e1", kind: "enclosure", edges: "NEW" },
      { id: "r1", kind: "route", edges: "S", terminus: "enclosure" },
    ],
  },
  {
    id: "sw-21",
    count: 1,
    start: 0,
    edges: "eeee",
    description: "asteroid field on all four edges, Rebel symbol",
    features: [{ id: "e1", kind: "enclosure", edges: "NESW", faction: "rebel" }],
  },
  {
    id: "sw-22",
    count: 6,
    start: 0,
    edges: "oror",
    description: "straight trade route",
    features: [{ id: "r1", kind: "route", edges: "EW" }],
  },
  {
    id: "sw-23",
    count: 2,
    start: 0,
    edges: "oror",
    description: "straight trade route, Bounty Hunter symbol",
    features: [{ id: "r1", kind: "route", edges: "EW", faction: "hunter" }],
  },
  {
    id: "sw-24",
    count: 5,
    start: 0,
    edges: "oorr",
    description: "trade route curve",
    features: [{ id: "r1", kind: "route", edges: "SW" }],
  },
  {
    id: "sw-25",
    count: 1,
    start: 0,
    edges: "oorr",
    description: "trade route curve, Rebel symbol",
    features: [{ id: "r1", kind: "route", edges: "SW", faction: "rebel" }],
  },
  {
    id: "sw-26",
    count: 2,
    start: 0,
    edges: "oorr",
    description: "trade route curve, Bounty Hunter symbol",
    features: [{ id: "r1", kind: "route", edges: "SW", faction: "hunter" }],
  },
  {
    id: "sw-27",
    count: 2,
    start: 0,
    edges: "orrr",
    description: "three trade routes ending at an intersection",
    features: [
      { id: "r1", kind: "route", edges: "E", terminus: "junction" },
      { id: "r2", kind: "route", edges: "S", terminus: "junction" },
      { id: "r3", kind: "route", edges: "W", terminus: "junction" },
    ],
  },
  {
    id: "sw-28",
    count: 1,
    start: 0,
    edges: "orrr",
    description: "three trade routes ending at an intersection, Empire symbol on the south route",
    features: [
      { id: "r1", kind: "route", edges: "E", terminus: "junction" },
      { id: "r2", kind: "route", edges: "S", terminus: "junction", faction: "empire" },
      { id: "r3", kind: "route", edges: "W", terminus: "junction" },
    ],
  },
  {
    id: "sw-29",
    count: 1,
    start: 0,
    edges: "rrrr",
    description: "four trade routes ending at an intersection",
    features: [
      { id: "r1", kind: "route", edges: "N", terminus: "junction" },
      { id: "r2", kind: "route", edges: "E", terminus: "junction" },
      { id: "r3", kind: "route", edges: "S", terminus: "junction" },
      { id: "r4", kind: "route", edges: "W", terminus: "junction" },
    ],
  },
  {
    id: "sw-30",
    count: 1,
    start: 0,
    edges: "oooo",
    description: "planet Dagobah alone (Rebel)",
    features: [{ id: "c1", kind: "center", name: "Dagobah", faction: "rebel" }],
  },
  {
    id: "sw-31",
    count: 1,
    start: 0,
    edges: "oooo",
    description: "planet Endor alone (Empire)",
    features: [{ id: "c1", kind: "center", name: "Endor", faction: "empire" }],
  },
  {
    id: "sw-32",
    count: 1,
    start: 0,
    edges: "oooo",
    description: "planet Kamino alone (Bounty Hunters)",
    features: [{ id: "c1", kind: "center", name: "Kamino", faction: "hunter" }],
  },
  {
    id: "sw-33",
    count: 1,
    start: 0,
    edges: "ooro",
    description: "planet Tatooine (Bounty Hunters) with a trade route leaving south",
    features: [
      { id: "c1", kind: "center", name: "Tatooine", faction: "hunter" },
      { id: "r1", kind: "route", edges: "S", terminus: "center" },
    ],
  },
  {
    id: "sw-34",
    count: 1,
    start: 0,
    edges: "ooro",
    description: "planet Alderaan (Rebel) with a trade route leaving south",
    features: [
      { id: "c1", kind: "center", name: "Alderaan", faction: "rebel" },
      { id: "r1", kind: "route", edges: "S", terminus: "center" },
    ],
  },
  {
    id: "sw-35",
    count: 1,
    start: 0,
    edges: "oorr",
    description: "planet Yavin 4 (Rebel) with trade routes leaving south and west",
    features: [
      { id: "c1", kind: "center", name: "Yavin 4", faction: "rebel" },
      { id: "r1", kind: "route", edges: "S", terminus: "center" },
      { id: "r2", kind: "route", edges: "W", terminus: "center" },
    ],
  },
  {
    id: "sw-36",
    count: 1,
    start: 0,
    edges: "roro",
    description: "planet Scarif (Empire) with trade routes leaving north and south",
    features: [
      { id: "c1", kind: "center", name: "Scarif", faction: "empire" },
      { id: "r1", kind: "route", edges: "N", terminus: "center" },
      { id: "r2", kind: "route", edges: "S", terminus: "center" },
    ],
  },
  {
    id: "sw-37",
    count: 1,
    start: 0,
    edges: "orrr",
    description: "planet Coruscant (Empire) with trade routes leaving east, south and west",
    features: [
      { id: "c1", kind: "center", name: "Coruscant", faction: "empire" },
      { id: "r1", kind: "route", edges: "E", terminus: "center" },
      { id: "r2", kind: "route", edges: "S", terminus: "center" },
      { id: "r3", kind: "route", edges: "W", terminus: "center" },
    ],
  },
  {
    id: "sw-38",
    count: 1,
    start: 0,
    edges: "eooo",
    description: "planet Hoth (Rebel) with an asteroid cap north",
    features: [
      { id: "c1", kind: "center", name: "Hoth", faction: "rebel" },
      { id: "e1", kind: "enclosure", edges: "N" },
    ],
  },
  {
    id: "sw-39",
    count: 1,
    start: 0,
    edges: "eoeo",
    description: "planet Mustafar (Empire) between asteroid caps north and south",
    features: [
      { id: "c1", kind: "center", name: "Mustafar", faction: "empire" },
      { id: "e1", kind: "enclosure", edges: "N" },
      { id: "e2", kind: "enclosure", edges: "S" },
    ],
  },
  {
    id: "sw-40",
    count: 1,
    start: 0,
    edges: "eeoo",
    description: "planet Geonosis (Empire) with asteroid caps north and east",
    features: [
      { id: "c1", kind: "center", name: "Geonosis", faction: "empire" },
      { id: "e1", kind: "enclosure", edges: "N" },
      { id: "e2", kind: "enclosure", edges: "E" },
    ],
  },
  {
    id: "sw-41",
    count: 1,
    start: 0,
    edges: "eoro",
    description: "planet Bespin (Bounty Hunters), asteroid cap north, trade route leaving south",
    features: [
      { id: "c1", kind: "center", name: "Bespin", faction: "hunter" },
      { id: "e1", kind: "enclosure", edges: "N" },
      { id: "r1", kind: "route", edges: "S", terminus: "center" },
    ],
  },
  {
    id: "sw-42",
    count: 1,
    start: 0,
    edges: "eoor",
    description: "planet Jakku (Bounty Hunters), asteroid cap north, trade route leaving west",
    features: [
      { id: "c1", kind: "center", name: "Jakku", faction: "hunter" },
      { id: "e1", kind: "enclosure", edges: "N" },
      { id: "r1", kind: "route", edges: "W", terminus: "center" },
    ],
  },
  {
    id: "sw-43",
    count: 1,
    start: 0,
    edges: "eror",
    description: "planet Kessel (Bounty Hunters), asteroid cap north, trade routes leaving east and west",
    features: [
      { id: "c1", kind: "center", name: "Kessel", faction: "hunter" },
      { id: "e1", kind: "enclosure", edges: "N" },
      { id: "r1", kind: "route", edges: "E", terminus: "center" },
      { id: "r2", kind: "route", edges: "W", terminus: "center" },
    ],
  },
];
