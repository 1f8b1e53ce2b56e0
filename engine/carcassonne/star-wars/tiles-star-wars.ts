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
 * `npm run validate-tiles` (scripts/validate-tiles.ts) checks all of this. The tiles are listed in two files, those
 * without a planet (tiles-star-wars-space.ts) and the planets (tiles-star-wars-planets.ts), joined here in kind
 * order (kind numbers live in saved states). A verified manifest can replace these files without code changes, as
 * long as it keeps the export names and the TileData shape.
 */
import type { TileData } from "../tile-types.ts";
import { PLANET_TILES } from "./tiles-star-wars-planets.ts";
import { SPACE_TILES } from "./tiles-star-wars-space.ts";

export const STAR_WARS_TILE_STATUS = "reconstructed tile distribution";

export const STAR_WARS_TILES: readonly TileData[] = [...SPACE_TILES, ...PLANET_TILES];
