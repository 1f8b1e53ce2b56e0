/**
 * One Star Wars tile's own structure, for checkTileSet (tile-check.ts): its edge letters against the features that
 * reach them, feature ids and kinds, trade-route termini, planets (one, named, with a faction) and asteroid-field
 * shapes the client can draw. Reports each problem through `bad`, with the same bracketed categories.
 */
import type { FeatureData, TileData } from "../engine/carcassonne/tile-types.ts";
import { DIRS, FACTIONS, LETTERS, type EdgeLetter } from "./tile-check-types.ts";

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

/** Checks tile `t`; `planetNames` (planet name → tile id) is shared across the set, so names stay unique. */
export function checkTileStructure(t: TileData, planetNames: Map<string, string>, bad: (msg: string) => void): void {
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
    if (letter === "o" && own.length > 0) bad(`[edges] ${id}: edge ${dir} is open space but ${own.map((f) => f.id).join("+")} reaches it`);
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
