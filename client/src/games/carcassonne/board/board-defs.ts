/**
 * Shared SVG definitions (textures, gradients) written once into the page, in a hidden zero-size SVG of their own,
 * and referenced by id from every board, log thumbnail and guide picture: `url(#id)` resolves across all the inline
 * SVGs of a document, so a hundred tiles share one pattern instead of carrying one each.
 */
import { LAND_DEFS } from "../../../../../contract/board/land-defs.ts";

/** Puts `markup` (the inside of a `<defs>`) into the page under `id`, unless it is there already. */
export function ensureDefs(id: string, markup: string): void {
  if (typeof document === "undefined" || document.getElementById(id)) return;
  const svg = document.createElementNS("http://www.w3.org/2000/svg", "svg");
  svg.id = id;
  svg.setAttribute("class", "art-defs");
  svg.setAttribute("aria-hidden", "true");
  svg.setAttribute("focusable", "false");
  svg.setAttribute("width", "0");
  svg.setAttribute("height", "0");
  svg.innerHTML = `<defs>${markup}</defs>`;
  document.body.appendChild(svg);
}

/** The countryside's textures and the meeples' shading (contract/board/land-defs.ts). */
export function ensureLandDefs(): void {
  ensureDefs("land-defs", LAND_DEFS);
}
