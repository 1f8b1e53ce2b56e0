/**
 * The coat of arms a city's shield shows: a blue heraldic shield with a gold chevron, drawn once among the page's
 * shared definitions (land-defs.ts) and placed upright by reference wherever a city carries a shield.
 */
import { ART } from "../colors.ts";
import type { Point } from "./geometry.ts";

const SHIELD = "M-6.5,-7.5H6.5V0C6.5,5 3.5,7.8 0,9.5C-3.5,7.8 -6.5,5 -6.5,0Z";
/** The coat of arms centred on 0,0 (dark rim, blue field, gold chevron, a light edge), drawn once among the shared
 *  definitions (land-defs.ts). */
export const SHIELD_DEF =
  `<g id="carc-shield"><path d="${SHIELD}" fill="${ART.shield}" stroke="${ART.shieldEdge}" stroke-width="2.4" stroke-linejoin="round"/>` +
  `<path d="M-5.2,3.2L0,-2.6L5.2,3.2V6L0,0.4L-5.2,6Z" fill="${ART.shieldCharge}"/>` +
  `<path d="${SHIELD}" fill="none" stroke="#fff" stroke-width=".9" stroke-linejoin="round"/><path d="M-5,-6H5" stroke="#fff" stroke-opacity=".35" stroke-width="1.6"/></g>`;

/** An upright coat of arms centred on (x, y). */
export function shieldMarkup([x, y]: Point): string {
  return `<use href="#carc-shield" x="${Math.round(x * 10) / 10}" y="${Math.round(y * 10) / 10}"/>`;
}
