/**
 * Board-game logs for the client's log tests: a Carcassonne game with farmers and Gold Mines and a Star Wars game
 * with a planet attack and its battle, covering every record key of engine/carcassonne/events.ts.
 */
import type { BoardEvent, BoardEventKey } from "../../../engine/carcassonne/events.ts";
import type { ScoreItem } from "../../../engine/carcassonne/score-item.ts";
import type { Battle } from "../../../engine/carcassonne/star-wars/sw-state.ts";

export const NAMES = ["Ana", "Bolek"];
export const name = (seat: number) => NAMES[seat] ?? `#${seat}`;

const item = (o: Partial<ScoreItem>): ScoreItem => ({
  seat: 0,
  points: 1,
  reason: "road",
  final: false,
  complete: true,
  feature: null,
  tiles: [],
  emblems: 0,
  meeples: 1,
  ...o,
});
const tiles = (...xs: number[]): [number, number][] => xs.map((x) => [x, 0]);

export const CARC_LOG: BoardEvent[] = [
  { key: "tileDrawn", args: { seat: 0, tile: "base-B" } },
  { key: "tilePlaced", args: { seat: 0, x: 1, y: 0, rotation: 0, tile: "base-B" } },
  { key: "meeplePlaced", args: { seat: 0, x: 1, y: 0, feature: "c1" } },
  { key: "tileDrawn", args: { seat: 1 } },
  { key: "tilePlaced", args: { seat: 1, x: -1, y: 0, rotation: 0, tile: "base-D" } },
  { key: "meeplePlaced", args: { seat: 1, x: -1, y: 0, feature: "r1" } },
  { key: "tilePlaced", args: { seat: 0, x: 2, y: 0, rotation: 0, tile: "goldmines-A" } },
  { key: "goldPlaced", args: { seat: 0, x: 2, y: 0 } },
  { key: "goldPlaced", args: { seat: 0, x: 1, y: 0 } },
  { key: "scored", args: { item: item({ seat: 0, points: 5, reason: "road", tiles: tiles(0, 1, 2, 3, 4) }) } },
  { key: "scored", args: { item: item({ seat: 1, points: 5, reason: "road", tiles: tiles(0, 1, 2, 3, 4) }) } },
  { key: "meeplesReturned", args: { seats: [0, 1] } },
  { key: "goldTaken", args: { seat: 1, x: 2, y: 0 } },
  { key: "tilePlaced", args: { seat: 1, x: 0, y: 1, rotation: 2, tile: "base-D" } },
  { key: "meeplePlaced", args: { seat: 1, x: 0, y: 1, feature: "o2" } },
  { key: "scored", args: { item: item({ seat: 1, points: 6, reason: "city", tiles: tiles(0, 1), emblems: 1 }) } },
  { key: "goldTaken", args: { seat: 1, x: 1, y: 0 } },
  { key: "tileDiscarded", args: { tile: "base-C" } },
  { key: "scored", args: { item: item({ seat: 0, points: 2, reason: "monastery", final: true, complete: false, tiles: tiles(0, 1) }) } },
  { key: "scored", args: { item: item({ seat: 1, points: 0, reason: "farm", final: true, cities: 0 }) } },
  { key: "scored", args: { item: item({ seat: 1, points: 3, reason: "farm", final: true, cities: 1 }) } },
  { key: "scored", args: { item: item({ seat: 1, points: 2, reason: "gold", final: true, ingots: 2, perIngot: 1 }) } },
  { key: "gameOver", args: { scores: [7, 16] } },
];

export const BATTLE: Battle = {
  turn: 3,
  kind: "planet",
  feature: { x: 1, y: 0, id: "c1" },
  sides: [
    { seat: 0, team: null, small: 0, big: 1, symbol: true, dice: 3, rolls: [[2, 6, 1]], points: 0, won: true },
    { seat: 1, team: null, small: 1, big: 0, symbol: false, dice: 1, rolls: [[4]], points: 1, won: false },
  ],
};

export const SW_LOG: BoardEvent[] = [
  { key: "tilePlaced", args: { seat: 0, x: 1, y: 0, rotation: 0, tile: "sw-32" } },
  { key: "meeplePlaced", args: { seat: 0, x: 1, y: 0, feature: "c1", big: true } },
  { key: "tileReturned", args: { tile: "sw-30" } },
  { key: "tilePlaced", args: { seat: 1, x: 2, y: 0, rotation: 0, tile: "sw-01" } },
  { key: "meeplePlaced", args: { seat: 1, x: 1, y: 0, feature: "c1", attack: true } },
  { key: "scored", args: { item: item({ seat: 1, points: 1, reason: "battleLoss", dice: 1 }) } },
  { key: "battle", args: { battle: BATTLE } },
  { key: "tilePlaced", args: { seat: 0, x: -1, y: 0, rotation: 0, tile: "sw-01" } },
  { key: "meeplePlaced", args: { seat: 0, x: -1, y: 0, feature: "r1" } },
  { key: "tilePlaced", args: { seat: 1, x: 0, y: -1, rotation: 2, tile: "sw-01" } },
  { key: "meeplePlaced", args: { seat: 1, x: 0, y: -1, feature: "e1" } },
  { key: "scored", args: { item: item({ seat: 1, points: 12, reason: "asteroids", tiles: tiles(0, 1, 2, 3, 4), emblems: 2 }) } },
  {
    key: "scored",
    args: { item: item({ seat: 0, points: 2, reason: "route", final: true, complete: false, tiles: tiles(0, 1), emblems: 1 }) },
  },
];

/** Keys the log shows (the rest is bookkeeping). */
export const SHOWN: BoardEventKey[] = [
  "tilePlaced",
  "meeplePlaced",
  "scored",
  "goldPlaced",
  "goldTaken",
  "battle",
  "tileDiscarded",
  "tileReturned",
  "gameOver",
];
