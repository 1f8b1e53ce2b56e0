/**
 * Roads of a countryside tile as SVG markup: a pale track between dark edge lines, with cart ruts down the middle
 * and a band of darker grass along each verge. Drawn in the tile's stored orientation (the tile turns as a whole).
 */
import { ART } from "../colors.ts";
import type { TileShape } from "./geometry.ts";

/** One road's layers, from the verge up. */
export function roadMarkup(d: string): string {
  return (
    `<path d="${d}" stroke="${ART.verge}" stroke-opacity=".55" stroke-width="19" fill="none"/>` +
    `<path d="${d}" stroke="${ART.roadEdge}" stroke-width="12" fill="none"/>` +
    `<path d="${d}" stroke="${ART.road}" stroke-width="8.6" fill="none"/>` +
    `<path d="${d}" stroke="${ART.roadRut}" stroke-width="1.3" stroke-dasharray="4 3.5" fill="none"/>`
  );
}

/** Roads ending in a city (`under`: drawn under it) or every other road (on top: a road may cross a city). */
export function roadsMarkup(shape: TileShape, under: boolean): string {
  let out = "";
  for (const f of shape.features) if (f.kind === "route" && f.endsInCity === under) out += roadMarkup(f.path);
  return out;
}
