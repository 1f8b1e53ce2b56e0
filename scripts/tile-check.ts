/**
 * Checks a Carcassonne Star Wars tile set (engine TileData) against the rules in shared/rules (000_…, 003_…) and
 * against what the engine and the client can handle. Pure: `checkTileSet` returns problems and statistics and
 * prints nothing; scripts/validate-tiles.ts is the CLI and test/unit/star-wars/tiles.test.ts runs the same checks.
 * Every problem starts with a bracketed category: [count] [data] [edges] [route] [planet] [faction] [shape]
 * [reach] [mix] [share] [placement]. Each tile's own structure is checked in tile-check-structure.ts.
 */
import type { Faction, TileData } from "../engine/carcassonne/tile-types.ts";
import { BASE_TILES } from "../engine/carcassonne/tiles-base.ts";
import {
  FACTIONS,
  LETTERS,
  SYMBOL_KINDS,
  type CheckOptions,
  type CheckResult,
  type EdgeLetter,
  type SymbolKind,
} from "./tile-check-types.ts";
import { checkTileStructure } from "./tile-check-structure.ts";
import { rotateEdges, simulatePlacement } from "./tile-placement-sim.ts";

export * from "./tile-check-types.ts";
export { enclosureShape } from "./tile-check-structure.ts";
export { rotateEdges, simulatePlacement } from "./tile-placement-sim.ts";

function zero<K extends string>(keys: readonly K[]): Record<K, number> {
  return Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;
}

function edgeCounts(tiles: readonly TileData[]): Record<EdgeLetter, number> {
  const out = zero(LETTERS);
  for (const t of tiles) for (const l of t.edges) if (l === "o" || l === "r" || l === "e") out[l] += t.count;
  return out;
}

function shares(c: Record<EdgeLetter, number>): Record<EdgeLetter, number> {
  const n = c.o + c.r + c.e || 1;
  return { o: c.o / n, r: c.r / n, e: c.e / n };
}

function caps(tiles: readonly TileData[]): { route: number; enclosure: number } {
  let route = 0,
    enclosure = 0;
  for (const t of tiles)
    for (const f of t.features) {
      if (f.edges?.length !== 1) continue;
      if (f.kind === "route") route += t.count;
      if (f.kind === "enclosure") enclosure += t.count;
    }
  return { route, enclosure };
}

const round = (v: number) => Math.round(v * 1000) / 1000;

export function checkTileSet(tiles: readonly TileData[], opts: CheckOptions = {}): CheckResult {
  const expectedTotal = opts.expectedTotal ?? 76;
  const reference = opts.reference ?? BASE_TILES;
  const maxShareDiff = opts.maxShareDiff ?? 0.12;
  const minCapRatio = opts.minCapRatio ?? 0.5;
  const [planetMin, planetMax] = opts.planetTiles ?? [12, 16];
  const minFactionRatio = opts.minFactionRatio ?? 0.75;
  const seeds = opts.seeds ?? 20;
  const idPattern = opts.idPattern ?? /^sw-\d{2}$/;
  const problems: string[] = [];
  const bad = (msg: string) => problems.push(msg);

  // ---- counts, ids, start tile
  const total = tiles.reduce((s, t) => s + t.count, 0);
  if (total !== expectedTotal) bad(`[count] the set has ${total} tiles, expected ${expectedTotal}`);
  const startKinds = tiles.filter((t) => t.start !== 0);
  if (startKinds.length !== 1) bad(`[count] ${startKinds.length} tile kinds have start > 0, expected exactly one`);
  for (const t of startKinds) if (t.start !== 1) bad(`[count] ${t.id}: start is ${t.start}, expected 1 (one start tile)`);
  const seenIds = new Set<string>();
  for (const t of tiles) {
    if (seenIds.has(t.id)) bad(`[data] duplicate tile id ${t.id}`);
    seenIds.add(t.id);
    if (!idPattern.test(t.id)) bad(`[data] ${t.id}: id does not match ${idPattern}`);
    if (!Number.isInteger(t.count) || t.count < 1) bad(`[count] ${t.id}: count ${t.count} is not a positive integer`);
    if (t.start > t.count) bad(`[count] ${t.id}: start ${t.start} exceeds count ${t.count}`);
    if (!t.description.trim()) bad(`[data] ${t.id}: empty description`);
  }

  // ---- per-tile structure: edges, features, termini, planets, shapes
  const planetNames = new Map<string, string>();
  for (const t of tiles) checkTileStructure(t, planetNames, bad);

  // ---- symbols and feature mix
  const symbols = Object.fromEntries(FACTIONS.map((f) => [f, zero(SYMBOL_KINDS)])) as Record<Faction, Record<SymbolKind, number>>;
  const featuresByKind = zero(SYMBOL_KINDS);
  const tilesWith = zero(SYMBOL_KINDS);
  let junctionTiles = 0,
    bigEnclosureTiles = 0,
    planetAlone = 0,
    planetRoute = 0,
    planetEnclosure = 0,
    planetTiles = 0;
  for (const t of tiles) {
    const has = new Set<SymbolKind>();
    for (const f of t.features) {
      if (f.kind === "open") continue;
      featuresByKind[f.kind] += t.count;
      has.add(f.kind);
      if (f.faction && FACTIONS.includes(f.faction)) symbols[f.faction][f.kind] += t.count;
    }
    for (const k of has) tilesWith[k] += t.count;
    if (t.features.some((f) => f.terminus === "junction")) junctionTiles += t.count;
    if (t.features.some((f) => f.kind === "enclosure" && (f.edges?.length ?? 0) >= 3)) bigEnclosureTiles += t.count;
    if (has.has("center")) {
      planetTiles += t.count;
      if (has.has("route")) planetRoute += t.count;
      if (has.has("enclosure")) planetEnclosure += t.count;
      if (!has.has("route") && !has.has("enclosure")) planetAlone += t.count;
    }
  }
  const symbolsByFaction = zero(FACTIONS);
  for (const f of FACTIONS) {
    for (const k of SYMBOL_KINDS) {
      symbolsByFaction[f] += symbols[f][k];
      if (symbols[f][k] === 0)
        bad(`[faction] no ${f} symbol on any ${k === "center" ? "planet" : k === "route" ? "trade route" : "asteroid field"}`);
    }
  }
  const most = Math.max(...FACTIONS.map((f) => symbolsByFaction[f]));
  const least = Math.min(...FACTIONS.map((f) => symbolsByFaction[f]));
  if (most > 0 && least / most < minFactionRatio) {
    bad(`[faction] symbols are unbalanced: ${FACTIONS.map((f) => `${f} ${symbolsByFaction[f]}`).join(", ")}`);
  }
  if (planetTiles < planetMin || planetTiles > planetMax) bad(`[mix] ${planetTiles} planet tiles, expected ${planetMin}–${planetMax}`);
  if (junctionTiles === 0) bad(`[mix] no intersection tile`);
  if (bigEnclosureTiles === 0) bad(`[mix] no 3- or 4-edge asteroid field`);
  if (planetRoute + planetEnclosure === 0) bad(`[mix] no planet tile shows a trade route or asteroid field`);

  // ---- reachability: every edge can be met, features can be closed, every kind has a neighbour
  const own = caps(tiles),
    ref = caps(reference);
  const copiesOther = (a: TileData, b: TileData) => (a === b ? b.count >= 2 : true);
  for (const t of tiles) {
    for (const letter of new Set(t.edges)) {
      if (letter !== "r" && letter !== "e") continue;
      if (!tiles.some((m) => copiesOther(t, m) && m.edges.includes(letter))) {
        bad(`[reach] ${t.id}: no other tile can meet its ${letter === "r" ? "trade route" : "asteroid field"} edge`);
      }
    }
    let neighbour = false;
    for (const m of tiles) {
      if (!copiesOther(t, m)) continue;
      for (let r = 0; r < 4 && !neighbour; r++) {
        const rot = rotateEdges(m.edges, r);
        for (let d = 0; d < 4 && !neighbour; d++) neighbour = t.edges[d] === rot[(d + 2) % 4];
      }
      if (neighbour) break;
    }
    if (!neighbour) bad(`[reach] ${t.id}: fits next to no tile of the set`);
  }
  if (own.route === 0) bad(`[reach] trade routes cannot be closed: no single-edge route cap (intersection, asteroid field or planet)`);
  else if (own.route < minCapRatio * ref.route) bad(`[reach] only ${own.route} route caps (reference ${ref.route})`);
  if (own.enclosure === 0) bad(`[reach] asteroid fields cannot be closed: no single-edge asteroid cap`);
  else if (own.enclosure < minCapRatio * ref.enclosure) bad(`[reach] only ${own.enclosure} asteroid caps (reference ${ref.enclosure})`);

  // ---- edge shares against the reference
  const edgesByLetter = edgeCounts(tiles);
  const edgeShares = shares(edgesByLetter);
  const referenceEdgeShares = shares(edgeCounts(reference));
  for (const [l, name] of [
    ["r", "trade route"],
    ["e", "asteroid field"],
  ] as const) {
    const diff = Math.abs(edgeShares[l] - referenceEdgeShares[l]);
    if (diff > maxShareDiff) {
      bad(
        `[share] ${name} edge share ${round(edgeShares[l])} differs from the reference's ${round(referenceEdgeShares[l])} by ${round(diff)} (> ${maxShareDiff})`,
      );
    }
  }

  // ---- placement simulation
  const toPlace = Math.max(0, total - 1);
  const minAveragePlaced = opts.minAveragePlaced ?? toPlace - 1;
  const placed: number[] = [];
  const leftOver: Record<string, number> = {};
  if (startKinds.length >= 1) {
    for (let s = 1; s <= seeds; s++) {
      const run = simulatePlacement(tiles, s);
      placed.push(run.placed);
      for (const id of run.left) leftOver[id] = (leftOver[id] ?? 0) + 1;
    }
  }
  const average = placed.length ? placed.reduce((a, b) => a + b, 0) / placed.length : 0;
  const min = placed.length ? Math.min(...placed) : 0;
  if (seeds > 0 && average < minAveragePlaced) {
    bad(`[placement] on average ${round(average)} of ${toPlace} tiles could be placed over ${seeds} seeds (need ${minAveragePlaced})`);
  }

  const names = [...planetNames.keys()];
  return {
    problems,
    stats: {
      kinds: tiles.length,
      tiles: total,
      startKinds: startKinds.map((t) => t.id),
      featuresByKind,
      tilesWith,
      edgesByLetter,
      edgeShares,
      referenceEdgeShares,
      routeCaps: own.route,
      enclosureCaps: own.enclosure,
      referenceRouteCaps: ref.route,
      referenceEnclosureCaps: ref.enclosure,
      junctionTiles,
      bigEnclosureTiles,
      symbols,
      symbolsByFaction,
      planets: {
        tiles: planetTiles,
        kinds: tiles.filter((t) => t.features.some((f) => f.kind === "center")).length,
        alone: planetAlone,
        withRoute: planetRoute,
        withEnclosure: planetEnclosure,
        names,
      },
      placement: { seeds, toPlace, placed, average, min, leftOver },
    },
  };
}
