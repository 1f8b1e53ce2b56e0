/**
 * A countryside tile as SVG markup text — field, roads, cities with their coats of arms, village and monastery,
 * rotated as a whole — the one drawing of a land tile: the client's TileSvg puts it into the board, and the Worker
 * draws a match page's first board with it before any script has run (worker/board-preview.ts). Pure: no DOM, so
 * both can import it. Star Wars tiles are drawn by SpaceTileSvg.
 */
import { ART } from "../colors.ts";
import { tileShape, type TileShape } from "./geometry.ts";

/** Text made safe inside a double-quoted attribute. */
const attr = (s: string): string => s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/** Roads ending in a city are drawn under it; every other road on top (a road may cross a city). */
function roads(shape: TileShape, under: boolean): string {
  let out = "";
  for (const f of shape.features) {
    if (f.kind !== "route" || f.endsInCity !== under) continue;
    out += `<path d="${f.path}" stroke="${ART.roadEdge}" stroke-width="14" fill="none"/><path d="${f.path}" stroke="${ART.road}" stroke-width="10" fill="none"/>`;
  }
  return out;
}

function cities(shape: TileShape): string {
  let out = "";
  for (const f of shape.features) {
    if (f.kind !== "enclosure") continue;
    out += `<path d="${f.path}" fill="${ART.city}" stroke="${ART.cityWall}" stroke-width="2.5" stroke-linejoin="round"/>`;
    if (f.shields > 0)
      out += `<path d="M${f.anchor[0] + 9},${f.anchor[1] - 9} h10 v7 q0,7 -5,10 q-5,-3 -5,-10 z" fill="${ART.shield}" stroke="#fff" stroke-width="1"/>`;
  }
  return out;
}

const VILLAGE = `<rect x="41" y="41" width="18" height="18" rx="2" fill="${ART.village}" stroke="#3d2a1b" stroke-width="1.2"/>`;
const MONASTERY =
  `<g><rect x="36" y="40" width="28" height="22" fill="${ART.monasteryWall}" stroke="#5a4a3a" stroke-width="1.2"/>` +
  `<path d="M33,41 L50,27 L67,41 Z" fill="${ART.monastery}" stroke="#5a2a1e" stroke-width="1.2"/><rect x="47" y="50" width="6" height="12" fill="#5a4a3a"/></g>`;

/** The tile `tile` at board cell (x, y) in `rotation` quarter turns: a `<g class="tile">` (empty text for an unknown id's art). */
export function landTileMarkup(tile: string, x: number, y: number, rotation: number, ghost = false): string {
  const shape = tileShape(tile);
  const at = `translate(${x * 100} ${y * 100})`;
  const art = shape ? roads(shape, true) + cities(shape) + roads(shape, false) : "";
  const marks = shape ? (shape.junction ? VILLAGE : "") + (shape.features.some((f) => f.kind === "center") ? MONASTERY : "") : "";
  return (
    `<g opacity="${ghost ? 0.78 : 1}" class="tile" data-tile="${attr(tile)}"><g transform="${at} rotate(${rotation * 90} 50 50)">` +
    `<rect width="100" height="100" fill="${ART.field}" stroke="${ART.fieldEdge}" stroke-width="0.8"/>${art}</g><g transform="${at}">${marks}</g></g>`
  );
}
