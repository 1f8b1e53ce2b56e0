/**
 * The buildings a countryside tile shows upright, whatever its turn: the monastery (walls, red roof, a bell tower
 * with a cross, an arched door, on a patch of garden) and the village house where roads meet. Each is drawn once,
 * among the page's shared definitions (land-defs.ts), and every tile that shows it refers to it.
 */
import { ART } from "../colors.ts";

export const MONASTERY_DEF =
  `<g id="carc-monastery" transform="matrix(1.3 0 0 1.3 -15 -16)"><ellipse cx="50" cy="55" rx="27" ry="22" fill="${ART.grassLight}" opacity=".45"/>` +
  `<ellipse cx="51" cy="64" rx="20" ry="3.4" fill="#000" opacity=".22"/>` +
  `<rect x="40" y="44" width="25" height="19" fill="${ART.monasteryWall}" stroke="${ART.stoneDark}" stroke-width="1.2"/>` +
  `<rect x="58" y="44" width="7" height="19" fill="${ART.monasteryShade}"/>` +
  `<path d="M37.5,45 L52.5,34 L67.5,45 Z" fill="${ART.monastery}" stroke="#5a2a1e" stroke-width="1.2" stroke-linejoin="round"/>` +
  `<rect x="32" y="32" width="10" height="31" fill="${ART.monasteryWall}" stroke="${ART.stoneDark}" stroke-width="1.2"/>` +
  `<path d="M30.5,33 L37,22 L43.5,33 Z" fill="${ART.monastery}" stroke="#5a2a1e" stroke-width="1.2" stroke-linejoin="round"/>` +
  `<path d="M37,22V14M34,17H40" stroke="${ART.stoneDark}" stroke-width="1.6" stroke-linecap="round"/>` +
  `<path d="M35.3,44V40.5a1.7,1.7 0 0 1 3.4,0V44Z" fill="${ART.stoneDark}"/>` +
  `<path d="M49,63V56.5a3.5,3.5 0 0 1 7,0V63Z" fill="${ART.stoneDark}"/>` +
  `<rect x="43" y="50" width="3" height="4" fill="${ART.stoneDark}"/><rect x="60" y="50" width="3" height="4" fill="${ART.stoneDark}"/></g>`;

export const VILLAGE_DEF =
  `<g id="carc-village" transform="matrix(1.2 0 0 1.2 -10 -10)"><ellipse cx="51" cy="59" rx="11" ry="2.6" fill="#000" opacity=".22"/>` +
  `<rect x="42.5" y="48" width="15" height="11" fill="${ART.village}" stroke="${ART.stoneDark}" stroke-width="1.1"/>` +
  `<path d="M40.5,49 L50,40 L59.5,49 Z" fill="${ART.roof}" stroke="${ART.roofRidge}" stroke-width="1.1" stroke-linejoin="round"/>` +
  `<rect x="48" y="52.5" width="4" height="6.5" fill="${ART.stoneDark}"/></g>`;

/** A tile's monastery and village: references to the shared drawings. */
export const MONASTERY = `<use href="#carc-monastery" class="monastery"/>`;
export const VILLAGE = `<use href="#carc-village" class="village"/>`;

const INN_DEF =
  `<g id="carc-inn"><ellipse cx="-7" cy="7" rx="8" ry="3.6" fill="#4f97c9" stroke="#2d6690" stroke-width=".8"/>` +
  `<ellipse cx="3" cy="8.5" rx="9" ry="2" fill="#000" opacity=".2"/>` +
  `<rect x="-4" y="-3" width="14" height="11" fill="${ART.village}" stroke="${ART.stoneDark}" stroke-width="1"/>` +
  `<path d="M-6,-2 L3,-10 L12,-2 Z" fill="#8a5a2b" stroke="#4a2e14" stroke-width="1" stroke-linejoin="round"/>` +
  `<rect x="1" y="2" width="4" height="6" fill="${ART.stoneDark}"/>` +
  `<path d="M10,0 H14 V2" fill="none" stroke="${ART.stoneDark}" stroke-width=".9"/><rect x="12" y="2" width="4" height="3.4" fill="${ART.gold}" stroke="${ART.stoneDark}" stroke-width=".6"/></g>`;

const CATHEDRAL_DEF =
  `<g id="carc-cathedral"><ellipse cx="0" cy="12" rx="16" ry="3" fill="#000" opacity=".22"/>` +
  `<rect x="-8" y="-4" width="16" height="16" fill="${ART.monasteryWall}" stroke="${ART.stoneDark}" stroke-width="1.1"/>` +
  `<path d="M-10,-3 L0,-11 L10,-3 Z" fill="${ART.shield}" stroke="${ART.shieldEdge}" stroke-width="1" stroke-linejoin="round"/>` +
  `<rect x="-15" y="-10" width="7" height="22" fill="${ART.monasteryWall}" stroke="${ART.stoneDark}" stroke-width="1.1"/>` +
  `<rect x="8" y="-10" width="7" height="22" fill="${ART.monasteryWall}" stroke="${ART.stoneDark}" stroke-width="1.1"/>` +
  `<path d="M-16,-9.5 L-11.5,-18 L-7,-9.5 Z M7,-9.5 L11.5,-18 L16,-9.5 Z" fill="${ART.shield}" stroke="${ART.shieldEdge}" stroke-width="1" stroke-linejoin="round"/>` +
  `<circle cx="0" cy="2" r="2.6" fill="${ART.shieldCharge}" stroke="${ART.stoneDark}" stroke-width=".7"/>` +
  `<path d="M-3,12V7.5a3,3 0 0 1 6,0V12Z" fill="${ART.stoneDark}"/></g>`;

/** The drawings of the marks a set prints on features (land-marks.ts places them): an inn by its pond, a cathedral. */
export const MARK_DEFS = INN_DEF + CATHEDRAL_DEF;
