/**
 * The countryside's shared SVG definitions, written once per page (the client's board-defs.ts, the Worker's first
 * board) and referenced by every tile: the grass texture of fields, the roofscape inside city walls, the shading
 * laid over meeples, and the drawings of the monastery, the village house and the coat of arms. Tiles keep a plain fill under each texture, so a picture without these definitions
 * still reads (a missing paint server draws nothing).
 */
import { ART } from "../colors.ts";
import { MARK_DEFS, MONASTERY_DEF, VILLAGE_DEF } from "./land-buildings.ts";
import { SHIELD_DEF } from "./land-shield.ts";

/** Ids of the shared paint servers (url(#…)). */
export const LAND_IDS = { grass: "carc-grass", roofs: "carc-roofs", meepleShade: "meeple-shade" } as const;

/** One top-down house: two roof slopes (lit and shaded) with a ridge and a cast shadow, turned by `a` degrees. */
function house(x: number, y: number, w: number, h: number, a: number, dark = false): string {
  const [hw, hh] = [w / 2, h / 2];
  const [lit, shade] = dark ? [ART.roofShade, ART.roofRidge] : [ART.roof, ART.roofShade];
  return (
    `<g transform="translate(${x} ${y}) rotate(${a})"><rect x="${-hw + 1.6}" y="${-hh + 1.6}" width="${w}" height="${h}" fill="#3b2a1a" opacity=".4"/>` +
    `<rect x="${-hw}" y="${-hh}" width="${w}" height="${hh}" fill="${lit}"/><rect x="${-hw}" y="0" width="${w}" height="${hh}" fill="${shade}"/>` +
    `<rect x="${-hw}" y="${-hh}" width="${w}" height="${h}" fill="none" stroke="${ART.roofRidge}" stroke-width=".7"/>` +
    `<path d="M${-hw},0H${hw}" stroke="${ART.roofRidge}" stroke-width="1.1"/></g>`
  );
}

/** Houses of a 50-unit square (a tile holds four, seamless across tiles and turns), with lanes between them. */
const ROOFS = [
  house(11, 10, 16, 10, 6),
  house(34, 8, 12, 9, -8, true),
  house(9, 33, 10, 14, 3),
  house(29, 29, 15, 10, -14),
  house(43, 43, 11, 9, 10, true),
  house(20, 46, 12, 7, -4),
  house(46, 23, 6, 10, 0),
].join("");

/** Grass tufts and light and dark specks over a 50-unit square. */
const TUFTS = [
  [5, 9],
  [19, 4],
  [34, 12],
  [44, 27],
  [11, 30],
  [27, 24],
  [38, 43],
  [16, 45],
]
  .map(([x, y]) => `M${x! - 2},${y} l1,-3 M${x},${y} l0,-3.6 M${x! + 2},${y} l-1,-3`)
  .join(" ");
const SPECKS =
  `<circle cx="12" cy="17" r="1" fill="${ART.grassLight}"/><circle cx="30" cy="6" r=".8" fill="${ART.grassLight}"/>` +
  `<circle cx="41" cy="36" r="1.1" fill="${ART.grassLight}"/><circle cx="23" cy="36" r=".9" fill="${ART.grassDark}"/>` +
  `<circle cx="47" cy="15" r=".8" fill="${ART.grassDark}"/><circle cx="4" cy="44" r="1" fill="${ART.grassLight}"/>`;

/** The definitions' markup, to put inside a `<defs>` element. */
export const LAND_DEFS =
  `<pattern id="${LAND_IDS.grass}" width="50" height="50" patternUnits="userSpaceOnUse">` +
  `<ellipse cx="14" cy="14" rx="13" ry="9" fill="${ART.grassLight}" opacity=".3"/><ellipse cx="38" cy="36" rx="11" ry="8" fill="${ART.grassDark}" opacity=".2"/>` +
  `<path d="${TUFTS}" stroke="${ART.grassDark}" stroke-width="1" stroke-linecap="round" fill="none" opacity=".9"/>${SPECKS}</pattern>` +
  `<pattern id="${LAND_IDS.roofs}" width="50" height="50" patternUnits="userSpaceOnUse">${ROOFS}</pattern>` +
  `<linearGradient id="${LAND_IDS.meepleShade}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".7"/>` +
  `<stop offset=".38" stop-color="#fff" stop-opacity="0"/><stop offset=".55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".55"/></linearGradient>` +
  MONASTERY_DEF +
  VILLAGE_DEF +
  MARK_DEFS +
  SHIELD_DEF;
