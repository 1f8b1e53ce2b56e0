/**
 * Cities of a countryside tile as SVG markup: sandstone ground under a roofscape of red houses, ringed by a battlemented
 * stone wall where the city meets the field, and a coat of arms (a blue heraldic shield with a gold chevron) for each
 * shield the city carries (land-shield.ts). Ground, roofs and wall turn with the tile; the coats of arms stand upright.
 */
import { ART } from "../colors.ts";
import { rotatePoint, type Point, type TileShape } from "./geometry.ts";
import { LAND_IDS } from "./land-defs.ts";
import { shieldMarkup } from "./land-shield.ts";

/** The wall seen from above: a dark footing, the stone course, and the merlons of its battlements along the top. */
function wallMarkup(d: string): string {
  return (
    `<g fill="none" stroke-linejoin="round"><path d="${d}" stroke="${ART.cityWall}" stroke-width="8.5"/><path d="${d}" stroke="${ART.wallStone}" stroke-width="6"/>` +
    `<path d="${d}" stroke="${ART.wallTop}" stroke-width="2.8" stroke-dasharray="3 2.4"/></g>`
  );
}

/** City ground, roofs and wall, in stored orientation. */
export function citiesMarkup(shape: TileShape): string {
  const cities = shape.features.filter((f) => f.kind === "enclosure");
  if (cities.length === 0) return "";
  // One path of all the tile's cities (and one of all its walls) keeps the markup small: the layers are the same.
  const ground = cities.map((f) => f.path).join(" ");
  const walls = cities
    .map((f) => f.wall ?? "")
    .join(" ")
    .trim();
  return `<path d="${ground}" fill="${ART.city}"/><path d="${ground}" fill="url(#${LAND_IDS.roofs})"/>${walls ? wallMarkup(walls) : ""}`;
}

/** The coats of arms of a tile turned `rotation` quarter turns, beside each city's meeple spot (tile units). */
export function shieldsMarkup(shape: TileShape, rotation: number): string {
  let out = "";
  for (const f of shape.features)
    if (f.kind === "enclosure" && f.shields > 0) out += shieldMarkup(rotatePoint([f.anchor[0] + 16, f.anchor[1] - 3], rotation));
  return out;
}
