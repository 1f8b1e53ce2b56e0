/**
 * The New Frontiers tile catalogue as the engine's own typed data. catalogue.json (a copy of the project's
 * provisional catalogue, shared/data/new-frontiers-provisional.json) is validated once at load against the
 * schemas in catalogue-schema*.ts and the cross-checks in catalogue-checks.ts; a catalogue with a power the
 * engine does not implement cannot load. A verified catalogue replaces the JSON file with no code change: the
 * status shown by the UI follows its `provisional` flag. Rules authority: 002_5d0b817c3d65cbf4.txt.
 */
import * as v from "valibot";
import raw from "./catalogue.json";
import { CatalogueSchema } from "./catalogue-schema.ts";
import { crossCheck, describeCatalogueIssues, developmentsOf, tilesOf } from "./catalogue-checks.ts";
import type {
  ActionTile,
  ActionTileId,
  Catalogue,
  Development,
  Goal,
  HomeColony,
  Power,
  Tile,
  World,
} from "./catalogue-types.ts";

export * from "./catalogue-vocabulary.ts";
export type * from "./catalogue-types.ts";
export { describeCatalogueIssues } from "./catalogue-checks.ts";

export type CatalogueResult = { readonly ok: true; readonly catalogue: Catalogue } | { readonly ok: false; readonly message: string };

/** Validates catalogue data (schema, then cross-references); the message names the offending item and value. */
export function parseCatalogue(input: unknown): CatalogueResult {
  const r = v.safeParse(CatalogueSchema, input);
  if (!r.success) return { ok: false, message: describeCatalogueIssues(r.issues) };
  const problems = crossCheck(r.output);
  if (problems.length > 0) return { ok: false, message: problems.slice(0, 3).join("; ") };
  return { ok: true, catalogue: deepFreeze(r.output) };
}

function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    for (const x of Object.values(value)) deepFreeze(x);
    Object.freeze(value);
  }
  return value;
}

function load(): Catalogue {
  const r = parseCatalogue(raw);
  if (!r.ok) throw new Error(`New Frontiers catalogue (engine/newfrontiers/catalogue.json) is invalid: ${r.message}`);
  return r.catalogue;
}

/** The validated, frozen catalogue. */
export const CATALOGUE: Catalogue = load();

export type CatalogueStatus = "provisional tile values" | "printed tile values";

/** What the game info shows about the tile values ("provisional tile values" while `provisional` is true). */
export const CATALOGUE_STATUS: CatalogueStatus = CATALOGUE.provisional ? "provisional tile values" : "printed tile values";

/** Every development: the 8 fixed small ones, both faces of the 8 small stacks and of the 8 large tiles. */
export const ALL_DEVELOPMENTS: readonly Development[] = Object.freeze(developmentsOf(CATALOGUE));

/** Every world, home colony and development face. */
export const ALL_TILES: readonly Tile[] = Object.freeze(tilesOf(CATALOGUE));

const tilesById = new Map<string, Tile>(ALL_TILES.map((t) => [t.id, t]));
const tilesByName = new Map<string, Tile>(ALL_TILES.map((t) => [t.name, t]));
const goalsById = new Map<string, Goal>(CATALOGUE.goals.map((g) => [g.id, g]));
const actionsById = new Map<string, ActionTile>(CATALOGUE.actions.map((a) => [a.id, a]));

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

/** Every tile power with the tile that carries it (for rules code and for coverage tests). */
export function allPowers(catalogue: Catalogue = CATALOGUE): { readonly tile: Tile; readonly power: Power }[] {
  return tilesOf(catalogue).flatMap((tile) => tile.powers.map((power) => ({ tile, power })));
}
