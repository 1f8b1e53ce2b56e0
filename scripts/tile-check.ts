/**
 * Checks a Carcassonne Star Wars tile set (engine TileData) against the rules in shared/rules (000_…, 003_…) and
 * against what the engine and the client can handle. Pure: `checkTileSet` returns problems and statistics and
 * prints nothing; scripts/validate-tiles.ts is the CLI and test/unit/star-wars/tiles.test.ts runs the same checks.
 * Every problem starts with a bracketed category: [count] [data] [edges] [route] [planet] [faction] [shape]
 * [reach] [mix] [share] [placement].
 */
import type { Faction, FeatureData, TileData } from "../engine/carcassonne/tile-types.ts";
import { BASE_TILES } from "../engine/carcassonne/tiles-base.ts";
import {
  DIRS,
  FACTIONS,
  LETTERS,
  SYMBOL_KINDS,
  type CheckOptions,
  type CheckResult,
  type EdgeLetter,
  type SymbolKind,
} from "./tile-check-types.ts";
import { rotateEdges, simulatePlacement } from "./tile-placement-sim.ts";

export * from "./tile-check-types.ts";
export { rotateEdges, simulatePlacement } from "./tile-placement-sim.ts";

/** Asteroid-field edge sets the client can draw (contract/board/geometry.ts `cityPath`). */
export function enclosureShape(edges: string): string | null {
  const dirs = [...edges].map((c) => DIRS.indexOf(c));
  if (dirs.some((d) => d < 0) || new Set(dirs).size !== dirs.length) return null;
  if (dirs.length === 1) return "cap";
  if (dirs.length === 2) return (dirs[0]! + 2) % 4 === dirs[1] ? "band" : "corner";
  if (dirs.length === 3) return "three";
  if (dirs.length === 4) return "four";
  return null;
}

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
  for (const t of tiles) {
    const id = t.id;
    if (t.edges.length !== 4 || [...t.edges].some((l) => !LETTERS.includes(l as EdgeLetter))) {
      bad(`[edges] ${id}: edge string "${t.edges}" must be 4 letters from o/r/e`);
    }
    const featureIds = new Set<string>();
    const owners: FeatureData[][] = [[], [], [], []];
    for (const f of t.features) {
      if (featureIds.has(f.id)) bad(`[data] ${id}: duplicate feature id ${f.id}`);
      featureIds.add(f.id);
      if (f.kind === "open") bad(`[data] ${id}.${f.id}: open (space) features are not used in Star Wars`);
      const prefix = f.kind === "route" ? "r" : f.kind === "enclosure" ? "e" : f.kind === "center" ? "c" : "o";
      if (!new RegExp(`^${prefix}\\d+$`).test(f.id)) bad(`[data] ${id}.${f.id}: a ${f.kind} id should look like ${prefix}1`);
      if (f.halves !== undefined || f.touches !== undefined || f.shields !== undefined) {
        bad(`[data] ${id}.${f.id}: halves/touches/shields must be absent in Star Wars`);
      }
      if (f.faction !== undefined && !FACTIONS.includes(f.faction)) bad(`[faction] ${id}.${f.id}: unknown faction "${String(f.faction)}"`);
      if (f.name !== undefined && f.kind !== "center") bad(`[planet] ${id}.${f.id}: only a planet has a name`);
      const letters = f.edges ?? "";
      if (new Set(letters).size !== letters.length) bad(`[edges] ${id}.${f.id}: repeated edge in "${letters}"`);
      for (const c of letters) {
        const d = DIRS.indexOf(c);
        if (d < 0) bad(`[edges] ${id}.${f.id}: bad edge letter "${c}"`);
        else owners[d]!.push(f);
      }
      if ((f.kind === "route" || f.kind === "enclosure") && letters.length === 0)
        bad(`[edges] ${id}.${f.id}: a ${f.kind} must reach an edge`);
      if (f.kind === "center" && (letters.length > 0 || f.terminus !== undefined))
        bad(`[planet] ${id}.${f.id}: a planet has no edges or terminus`);
      if (f.kind === "enclosure" && f.terminus !== undefined) bad(`[edges] ${id}.${f.id}: an asteroid field has no terminus`);
    }
    for (let d = 0; d < 4; d++) {
      const letter = t.edges[d];
      const own = owners[d]!;
      const dir = DIRS[d]!;
      if (letter === "r" && (own.length !== 1 || own[0]!.kind !== "route")) {
        bad(
          `[edges] ${id}: edge ${dir} is "r" but is owned by ${own.length === 0 ? "no feature" : own.map((f) => f.id).join("+")} (needs exactly one route)`,
        );
      }
      if (letter === "e" && (own.length !== 1 || own[0]!.kind !== "enclosure")) {
        bad(
          `[edges] ${id}: edge ${dir} is "e" but is owned by ${own.length === 0 ? "no feature" : own.map((f) => f.id).join("+")} (needs exactly one asteroid field)`,
        );
      }
      if (letter === "o" && own.length > 0)
        bad(`[edges] ${id}: edge ${dir} is open space but ${own.map((f) => f.id).join("+")} reaches it`);
    }

    const routes = t.features.filter((f) => f.kind === "route");
    const enclosures = t.features.filter((f) => f.kind === "enclosure");
    const centers = t.features.filter((f) => f.kind === "center");
    // trade routes (000_… §"Rutele comerciale" 4): end at an intersection, an asteroid field, a planet, or run through
    for (const r of routes) {
      const n = r.edges?.length ?? 0;
      if (n > 2) bad(`[route] ${id}.${r.id}: a trade route reaches ${n} edges (1 or 2 allowed)`);
      if (n === 1 && r.terminus === undefined) bad(`[route] ${id}.${r.id}: a 1-edge trade route needs a terminus`);
      if (n === 2 && r.terminus !== undefined) bad(`[route] ${id}.${r.id}: a trade route through the tile has no terminus`);
      if (r.terminus === "enclosure" && enclosures.length === 0)
        bad(`[route] ${id}.${r.id}: ends at an asteroid field but the tile has none`);
      if (r.terminus === "center" && centers.length === 0) bad(`[route] ${id}.${r.id}: ends at a planet but the tile has none`);
    }
    const junction = routes.filter((r) => r.terminus === "junction");
    if (junction.length > 0 && (junction.length < 3 || junction.length > 4)) {
      bad(`[route] ${id}: ${junction.length} routes end at an intersection (3 or 4 needed)`);
    }
    const through = routes.filter((r) => (r.edges?.length ?? 0) === 2);
    // a route through the tile is drawn across the centre, where a planet or an intersection also sits
    if (through.length > 1) bad(`[route] ${id}: ${through.length} trade routes cross the tile centre`);
    if (through.length > 0 && (centers.length > 0 || junction.length > 0)) {
      bad(`[route] ${id}: a trade route runs through the tile centre, which holds a ${centers.length > 0 ? "planet" : "intersection"}`);
    }
    // planets (000_… §"Planetele" 1 and 4)
    if (centers.length > 1) bad(`[planet] ${id}: ${centers.length} planets on one tile (at most one, in the centre)`);
    for (const c of centers) {
      if (!c.faction) bad(`[planet] ${id}.${c.id}: a planet must carry a faction symbol`);
      if (!c.name?.trim()) bad(`[planet] ${id}.${c.id}: a planet needs a name`);
      else {
        const other = planetNames.get(c.name);
        if (other !== undefined) bad(`[planet] ${id}.${c.id}: planet name "${c.name}" already used by ${other}`);
        else planetNames.set(c.name, id);
      }
    }
    // asteroid-field shapes the client draws
    for (const e of enclosures) {
      const shape = enclosureShape(e.edges ?? "");
      if (shape === null) bad(`[shape] ${id}.${e.id}: asteroid field on "${e.edges ?? ""}" cannot be drawn`);
      else if (enclosures.length > 1 && shape !== "cap") {
        bad(
          `[shape] ${id}.${e.id}: with ${enclosures.length} separate asteroid fields on one tile, each must be a single-edge cap (this one is a ${shape})`,
        );
      } else if (centers.length > 0 && shape !== "cap") {
        bad(`[shape] ${id}.${e.id}: a ${shape} asteroid field reaches the tile centre, where the planet is`);
      }
    }
  }

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
