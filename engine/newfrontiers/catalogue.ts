/**
 * The New Frontiers tile catalogue as the engine loads it: catalogue.json (a copy of the project's provisional
 * catalogue, shared/data/new-frontiers-provisional.json), read by the schema-free catalogue-data.ts, is validated
 * here once at load against the schemas in catalogue-schema*.ts and the cross-checks in catalogue-checks.ts; a
 * catalogue with a power the engine does not implement cannot load. Rule modules import the catalogue through
 * this module, so no rule runs on unchecked data. A verified catalogue replaces the JSON file with no code change:
 * the status shown by the UI follows its `provisional` flag. Rules authority: 002_5d0b817c3d65cbf4.txt.
 */
import * as v from "valibot";
import json from "./catalogue.json";
import { CatalogueSchema } from "./catalogue-schema.ts";
import { crossCheck, describeCatalogueIssues } from "./catalogue-checks.ts";
import { CATALOGUE_DATA, deepFreeze } from "./catalogue-data.ts";
import type { Catalogue } from "./catalogue-types.ts";

export * from "./catalogue-vocabulary.ts";
export type * from "./catalogue-types.ts";
export {
  ALL_DEVELOPMENTS,
  ALL_TILES,
  actionTileById,
  allPowers,
  developmentById,
  goalById,
  homeColonyById,
  tileById,
  tileByName,
  tileName,
  worldById,
} from "./catalogue-data.ts";
export { describeCatalogueIssues } from "./catalogue-checks.ts";

export type CatalogueResult = { readonly ok: true; readonly catalogue: Catalogue } | { readonly ok: false; readonly message: string };

/** Validates catalogue data (schema, then cross-references); the message names the offending item and value. */
export function parseCatalogue(input: unknown): CatalogueResult {
  const r = v.safeParse(CatalogueSchema, input);
  if (!r.success) return { ok: false, message: describeCatalogueIssues(r.issues) };
  const problems = crossCheck(r.output);
  if (problems.length > 0) return { ok: false, message: problems.slice(0, 3).join("; ") };
  return { ok: true, catalogue: r.output };
}

/**
 * catalogue.json with catalogue-data.ts's sections, once both have passed parseCatalogue. The tile, goal and
 * action sections are catalogue-data.ts's own objects, so CATALOGUE and the lookups hold the same tiles.
 */
function load(): Catalogue {
  const r = parseCatalogue({ ...json, ...CATALOGUE_DATA });
  if (!r.ok) throw new Error(`New Frontiers catalogue (engine/newfrontiers/catalogue.json) is invalid: ${r.message}`);
  return Object.freeze({ ...deepFreeze(r.catalogue), ...CATALOGUE_DATA });
}

/** The validated, frozen catalogue. */
export const CATALOGUE: Catalogue = load();

export type CatalogueStatus = "provisional tile values" | "printed tile values";

/** What the game info shows about the tile values ("provisional tile values" while `provisional` is true). */
export const CATALOGUE_STATUS: CatalogueStatus = CATALOGUE.provisional ? "provisional tile values" : "printed tile values";
