/**
 * The New Frontiers catalogue's data and its lookups, shared by the engine and the client: the sections of
 * catalogue.json that tiles, goals and action tiles live in, typed with the schema-inferred types of
 * catalogue-types.ts and frozen; every tile, goal and action tile by id, names, trade prices, the provenance
 * legend. Schema-free on purpose: it imports no valibot and no schema, and only these sections of the JSON (named
 * imports, so the bundler leaves the rest out), so the client's New Frontiers chunk carries only that data. The
 * engine validates these very objects against the schemas once at load (catalogue.ts, through which every rule
 * module imports the catalogue), and so does test/unit/newfrontiers/catalogue.test.ts.
 * Rules authority: 002_5d0b817c3d65cbf4.txt.
 */
import { actions, developments, goals, homeColonies, provenanceLegend, tradePrices, worlds } from "./catalogue.json";
import type {
  ActionTile,
  ActionTileId,
  Catalogue,
  Development,
  Goal,
  HomeColony,
  Power,
  Provenance,
  Tile,
  World,
} from "./catalogue-types.ts";

/** The sections of the catalogue the lookups read. */
export type CatalogueData = Pick<
  Catalogue,
  "actions" | "developments" | "goals" | "homeColonies" | "provenanceLegend" | "tradePrices" | "worlds"
>;

/**
 * Those sections of catalogue.json. The one cast: a JSON import is typed loosely (every string widened), so tsc
 * cannot see the literal unions of Catalogue in it; catalogue.ts checks these objects with CatalogueSchema before
 * any rule runs and refuses to load otherwise.
 */
export const CATALOGUE_DATA: CatalogueData = deepFreeze({
  actions,
  developments,
  goals,
  homeColonies,
  provenanceLegend,
  tradePrices,
  worlds,
} as unknown as CatalogueData);

/** Freezes a value and everything under it (the catalogue is read-only data). */
export function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    for (const x of Object.values(value)) deepFreeze(x);
    Object.freeze(value);
  }
  return value;
}

/** The 8 fixed small developments, then both faces of each small stack and each large tile. */
export function developmentsOf(c: Pick<Catalogue, "developments">): Development[] {
  return [
    ...c.developments.fixedSmall,
    ...c.developments.variableSmall.flatMap((s) => s.faces),
    ...c.developments.large.flatMap((t) => t.faces),
  ];
}

/** Every world, home colony and development (both faces of double-sided tiles). */
export function tilesOf(c: Pick<Catalogue, "developments" | "homeColonies" | "worlds">): Tile[] {
  return [...c.worlds, ...c.homeColonies, ...developmentsOf(c)];
}

/** Every development: the 8 fixed small ones, both faces of the 8 small stacks and of the 8 large tiles. */
export const ALL_DEVELOPMENTS: readonly Development[] = Object.freeze(developmentsOf(CATALOGUE_DATA));

/** Every world, home colony and development face. */
export const ALL_TILES: readonly Tile[] = Object.freeze(tilesOf(CATALOGUE_DATA));

const tilesById = new Map<string, Tile>(ALL_TILES.map((t) => [t.id, t]));
const tilesByName = new Map<string, Tile>(ALL_TILES.map((t) => [t.name, t]));
const goalsById = new Map<string, Goal>(CATALOGUE_DATA.goals.map((g) => [g.id, g]));
const actionsById = new Map<string, ActionTile>(CATALOGUE_DATA.actions.map((a) => [a.id, a]));

/** Any tile by id (w-…, h-…, d-…). */
export function tileById(id: string): Tile | undefined {
  return tilesById.get(id);
}

/** Any tile by its name (bonus lines and powers name tiles: "Galactic Salon"). */
export function tileByName(name: string): Tile | undefined {
  return tilesByName.get(name);
}

export function worldById(id: string): World | undefined {
  const t = tilesById.get(id);
  return t?.tileType === "world" ? t : undefined;
}

export function homeColonyById(id: string): HomeColony | undefined {
  const t = tilesById.get(id);
  return t?.tileType === "homeColony" ? t : undefined;
}

export function developmentById(id: string): Development | undefined {
  const t = tilesById.get(id);
  return t?.tileType === "development" ? t : undefined;
}

export function goalById(id: string): Goal | undefined {
  return goalsById.get(id);
}

export function actionTileById(id: ActionTileId): ActionTile | undefined {
  return actionsById.get(id);
}

/** The client's names for the same lookups (its components import these). */
export { tileById as tileOf, developmentById as devOf, goalById as goalOf };

/** A tile's printed name (a proper name, never translated), or the id when the catalogue has no such tile. */
export function tileName(id: string): string {
  return tilesById.get(id)?.name ?? id;
}

/** What each provenance means (catalogue.json `provenanceLegend`, shown in tile details). */
export const PROVENANCE_LEGEND: Readonly<Record<Provenance, string>> = CATALOGUE_DATA.provenanceLegend;

/** Base sale price of each goods kind in credits (rules: Trade; catalogue.json `tradePrices`). */
export const TRADE_PRICES = CATALOGUE_DATA.tradePrices;

/** An action tile's printed name, summary and provenance (Chart Galactic Goals is Isolation's reverse). */
export function actionInfo(id: ActionTileId | "chartGoals"): { name: string; summary: string; provenance: Provenance } {
  if (id === "chartGoals") {
    const r = actionsById.get("isolation")?.reverse;
    return { name: r?.name ?? id, summary: r?.summary ?? "", provenance: r?.provenance ?? "designed" };
  }
  const a = actionsById.get(id);
  return { name: a?.name ?? id, summary: a?.summary ?? "", provenance: a?.provenance ?? "printed" };
}

/** A power named "tileId#index" with its tile. */
export function powerOf(key: string): { tile: Tile; power: Power } | undefined {
  const [id, index] = key.split("#");
  const tile = tilesById.get(id ?? "");
  const power = tile?.powers[Number(index)];
  return tile && power ? { tile, power } : undefined;
}

/** Every tile power with the tile that carries it (for rules code and for coverage tests). */
export function allPowers(catalogue: CatalogueData = CATALOGUE_DATA): { readonly tile: Tile; readonly power: Power }[] {
  return tilesOf(catalogue).flatMap((tile) => tile.powers.map((power) => ({ tile, power })));
}
