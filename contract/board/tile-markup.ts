/**
 * A countryside tile as SVG markup text — textured field, rivers (land-water.ts), roads with verges, walled cities with roofs and coats of
 * arms, village and monastery — the one drawing of a land tile: the client's TileSvg puts it into the board, the log
 * and the guides, and the Worker draws a match page's first board with it before any script has run
 * (worker/board-preview.ts). Pure: no DOM, so both can import it. The textures it names are LAND_DEFS
 * (land-defs.ts), written once per page. Star Wars tiles are drawn by SpaceTileSvg.
 */
import { ART } from "../colors.ts";
import { tileShape } from "./geometry.ts";
import { MONASTERY, VILLAGE } from "./land-buildings.ts";
import { citiesMarkup, shieldsMarkup } from "./land-cities.ts";
import { LAND_IDS } from "./land-defs.ts";
import { roadsMarkup } from "./land-roads.ts";
import { marksMarkup } from "./land-marks.ts";
import { channelsMarkup } from "./land-water.ts";

/** Text made safe inside a double-quoted attribute. */
const attr = (s: string): string => s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/** The tile `tile` at board cell (x, y) in `rotation` quarter turns: a `<g class="tile">` (empty text for an unknown id's art). */
export function landTileMarkup(tile: string, x: number, y: number, rotation: number, ghost = false): string {
  const shape = tileShape(tile);
  const at = `translate(${x * 100} ${y * 100})`;
  const art = shape ? channelsMarkup(shape.channels) + roadsMarkup(shape, true) + citiesMarkup(shape) + roadsMarkup(shape, false) : "";
  const marks = shape
    ? (shape.junction ? VILLAGE : "") +
      (shape.features.some((f) => f.kind === "center") ? MONASTERY : "") +
      shieldsMarkup(shape, rotation) +
      marksMarkup(shape, rotation)
    : "";
  return (
    `<g opacity="${ghost ? 0.78 : 1}" class="tile" data-tile="${attr(tile)}"><g transform="${at} rotate(${rotation * 90} 50 50)">` +
    `<rect width="100" height="100" fill="${ART.field}"/><rect width="100" height="100" fill="url(#${LAND_IDS.grass})" stroke="${ART.fieldEdge}" stroke-width=".8"/>` +
    `${art}</g>${marks ? `<g transform="${at}">${marks}</g>` : ""}</g>`
  );
}
