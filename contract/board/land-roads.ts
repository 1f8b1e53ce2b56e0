/**
 * Roads of a countryside tile as SVG markup: a pale track between dark edge lines, with cart ruts down the middle
 * and a band of darker grass along each verge. Drawn in the tile's stored orientation (the tile turns as a whole).
 */
import { ART } from "../colors.ts";
import type { TileShape } from "./geometry.ts";

/** Roads' layers, from the verge up (`d` may hold several roads: each layer then covers all of them, so one road's
 *  edge lines never cut across another where they meet). */
export function roadMarkup(d: string): string {
  return (
    `<g fill="none"><path d="${d}" stroke="${ART.verge}" stroke-opacity=".55" stroke-width="19"/><path d="${d}" stroke="${ART.roadEdge}" stroke-width="12"/>` +
    `<path d="${d}" stroke="${ART.road}" stroke-width="8.6"/><path d="${d}" stroke="${ART.roadRut}" stroke-width="1.3" stroke-dasharray="4 3.5"/></g>`
  );
}

/** Roads ending in a city (`under`: drawn under it) or every other road (on top: a road may cross a city). */
export function roadsMarkup(shape: TileShape, under: boolean): string {
  const d = shape.features
    .filter((f) => f.kind === "route" && f.endsInCity === under)
    .map((f) => f.path)
    .join(" ");
  return d ? roadMarkup(d) : "";
}
