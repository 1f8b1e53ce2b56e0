/**
 * One tile as SVG: a countryside tile is the markup of tile-markup.ts (the drawing the Worker's first board uses
 * too), over the shared textures of land-defs.ts; Star Wars tiles (ids "sw-…") are drawn by SpaceTileSvg on the
 * same geometry.
 */
import { lazy, Show } from "solid-js";
import { landTileMarkup } from "../../../../../contract/board/tile-markup.ts";
import { ensureLandDefs } from "./board-defs.ts";

/** Loaded with the first Star Wars tile only, so Carcassonne pages never download the space art. */
const SpaceTileSvg = lazy(() => import("./SpaceTileSvg.tsx").then((m) => ({ default: m.SpaceTileSvg })));

export function TileSvg(props: { tile: string; x: number; y: number; rotation: number; ghost?: boolean }) {
  ensureLandDefs();
  return (
    <Show
      when={props.tile.startsWith("sw-")}
      fallback={<g innerHTML={landTileMarkup(props.tile, props.x, props.y, props.rotation, props.ghost)} />}
    >
      <SpaceTileSvg tile={props.tile} x={props.x} y={props.y} rotation={props.rotation} ghost={props.ghost} />
    </Show>
  );
}
