/**
 * The space board's shared SVG definitions, written once per page (board-defs.ts): the nebula glow drifting across
 * the sky (in board units, so neighbouring tiles continue it), the rock texture of asteroid fields, and the shading
 * of rocks, planets and stations. Tiles keep a plain fill under each, so they still read without them.
 */
import { SPACE } from "../../../../../contract/colors.ts";
import { ensureDefs } from "./board-defs.ts";

export const SPACE_IDS = {
  nebula: "sw-nebula",
  rocks: "sw-rocks",
  rockShade: "sw-rock-shade",
  planetShade: "sw-planet-shade",
  metal: "sw-metal",
} as const;

/** A soft cloud of colour fading out from its centre. */
const cloud = (id: string, colour: string, alpha: number) =>
  `<radialGradient id="${id}"><stop offset="0" stop-color="${colour}" stop-opacity="${alpha}"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>`;

/** One boulder: a dark body, a lit face towards the upper left, a crater. */
const boulder = (x: number, y: number, r: number) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="${SPACE.rockEdge}" opacity=".7"/><circle cx="${x - r * 0.25}" cy="${y - r * 0.25}" r="${r * 0.7}" fill="${SPACE.rockDots}" opacity=".55"/>` +
  `<circle cx="${x + r * 0.2}" cy="${y + r * 0.15}" r="${r * 0.25}" fill="${SPACE.rockEdge}" opacity=".6"/>`;

const SPACE_DEFS =
  cloud("sw-cloud-a", "#7a4fd6", 0.3) +
  cloud("sw-cloud-b", "#2fb3c9", 0.22) +
  cloud("sw-cloud-c", "#c94f8f", 0.18) +
  `<pattern id="${SPACE_IDS.nebula}" width="400" height="300" patternUnits="userSpaceOnUse">` +
  `<ellipse cx="90" cy="80" rx="120" ry="70" fill="url(#sw-cloud-a)"/><ellipse cx="300" cy="200" rx="110" ry="90" fill="url(#sw-cloud-b)"/>` +
  `<ellipse cx="230" cy="40" rx="80" ry="45" fill="url(#sw-cloud-c)"/><ellipse cx="40" cy="250" rx="90" ry="50" fill="url(#sw-cloud-c)"/></pattern>` +
  `<pattern id="${SPACE_IDS.rocks}" width="26" height="26" patternUnits="userSpaceOnUse" patternTransform="rotate(17)">` +
  boulder(5, 6, 3.4) +
  boulder(17, 9, 2.2) +
  boulder(12, 19, 4.2) +
  `<circle cx="23" cy="22" r="1.4" fill="${SPACE.rockDots}" opacity=".7"/><circle cx="2" cy="16" r="1" fill="${SPACE.rockDots}" opacity=".6"/></pattern>` +
  `<radialGradient id="${SPACE_IDS.rockShade}" cx=".4" cy=".35" r=".75"><stop offset="0" stop-color="#fff" stop-opacity=".16"/>` +
  `<stop offset=".6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".4"/></radialGradient>` +
  `<radialGradient id="${SPACE_IDS.planetShade}" cx=".36" cy=".32" r=".78"><stop offset="0" stop-color="#fff" stop-opacity=".5"/>` +
  `<stop offset=".35" stop-color="#fff" stop-opacity=".06"/><stop offset=".75" stop-color="#000" stop-opacity=".3"/><stop offset="1" stop-color="#000" stop-opacity=".65"/></radialGradient>` +
  `<linearGradient id="${SPACE_IDS.metal}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#eef2f8"/><stop offset=".5" stop-color="${SPACE.station}"/>` +
  `<stop offset="1" stop-color="#6b7485"/></linearGradient>`;

/** Writes the space definitions into the page once. */
export function ensureSpaceDefs(): void {
  ensureDefs("space-defs", SPACE_DEFS);
}
