/**
 * Cities of a countryside tile as SVG markup: sandstone ground under a roofscape of red houses, ringed by a battlemented
 * stone wall where the city meets the field, and a coat of arms (a blue heraldic shield with a gold chevron) for each
 * shield the city carries. Ground, roofs and wall turn with the tile; the coats of arms stand upright.
 */
import { ART } from "../colors.ts";
import { rotatePoint, type Point, type TileShape } from "./geometry.ts";
import { LAND_IDS } from "./land-defs.ts";

/** The wall seen from above: battlements standing out on both sides, the stone course, the walkway along its top. */
function wallMarkup(d: string): string {
  return (
    `<path d="${d}" stroke="${ART.cityWall}" stroke-width="10" stroke-dasharray="3.2 2.6" fill="none"/>` +
    `<path d="${d}" stroke="${ART.cityWall}" stroke-width="7" fill="none" stroke-linejoin="round"/>` +
    `<path d="${d}" stroke="${ART.wallStone}" stroke-width="5" fill="none" stroke-linejoin="round"/>` +
    `<path d="${d}" stroke="${ART.wallTop}" stroke-width="1.6" fill="none"/>`
  );
}

/** City ground, roofs and wall, in stored orientation. */
export function citiesMarkup(shape: TileShape): string {
  let out = "";
  for (const f of shape.features) {
    if (f.kind !== "enclosure") continue;
    out += `<path d="${f.path}" fill="${ART.city}"/><path d="${f.path}" fill="url(#${LAND_IDS.roofs})"/>`;
    if (f.wall) out += wallMarkup(f.wall);
  }
  return out;
}

/** An upright coat of arms centred on (x, y): dark rim, blue field, gold chevron, a light edge. */
export function shieldMarkup([x, y]: Point): string {
  const s = "M-6.5,-7.5H6.5V0C6.5,5 3.5,7.8 0,9.5C-3.5,7.8 -6.5,5 -6.5,0Z";
  return (
    `<g transform="translate(${x} ${y})"><path d="${s}" fill="${ART.shield}" stroke="${ART.shieldEdge}" stroke-width="2.4" stroke-linejoin="round"/>` +
    `<path d="M-5.2,3.2L0,-2.6L5.2,3.2V6L0,0.4L-5.2,6Z" fill="${ART.shieldCharge}"/>` +
    `<path d="${s}" fill="none" stroke="#fff" stroke-width=".9" stroke-linejoin="round"/><path d="M-5,-6H5" stroke="#fff" stroke-opacity=".35" stroke-width="1.6"/></g>`
  );
}

/** The coats of arms of a tile turned `rotation` quarter turns, beside each city's meeple spot (tile units). */
export function shieldsMarkup(shape: TileShape, rotation: number): string {
  let out = "";
  for (const f of shape.features)
    if (f.kind === "enclosure" && f.shields > 0) out += shieldMarkup(rotatePoint([f.anchor[0] + 16, f.anchor[1] - 3], rotation));
  return out;
}
