/**
 * The Star Wars planet tiles (sw-30…sw-43): one copy each, a named planet with its faction symbol in the middle,
 * some with trade routes or asteroid caps, in kind order. How the set was reconstructed, and from which rule texts,
 * is in tiles-star-wars.ts.
 */
import type { TileData } from "../tile-types.ts";

export const PLANET_TILES: readonly TileData[] = [
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
