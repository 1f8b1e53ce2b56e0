/**
 * One tile as SVG: field ground, roads, cities (with coats of arms), monastery and village, rotated as a whole.
 * Star Wars tiles (ids "sw-…") are drawn by SpaceTileSvg on the same geometry.
 */
import { For, lazy, Show } from "solid-js";
import { ART } from "../../../colors.ts";
import { tileShape, type TileShape } from "./geometry.ts";

/** Loaded with the first Star Wars tile only, so Carcassonne pages never download the space art. */
const SpaceTileSvg = lazy(() => import("./SpaceTileSvg.tsx").then((m) => ({ default: m.SpaceTileSvg })));

/** Roads ending in a city are drawn under it; every other road on top (a road may cross a city). */
function Roads(props: { shape: TileShape | undefined; under: boolean }) {
  return (
    <For each={props.shape?.features.filter((f) => f.kind === "route" && f.endsInCity === props.under)}>
      {(f) => (
        <>
          <path d={f.path} stroke={ART.roadEdge} stroke-width="14" fill="none" />
          <path d={f.path} stroke={ART.road} stroke-width="10" fill="none" />
        </>
      )}
    </For>
  );
}

export function TileSvg(props: { tile: string; x: number; y: number; rotation: number; ghost?: boolean }) {
  return (
    <Show when={props.tile.startsWith("sw-")} fallback={<LandTileSvg tile={props.tile} x={props.x} y={props.y} rotation={props.rotation} ghost={props.ghost} />}>
      <SpaceTileSvg tile={props.tile} x={props.x} y={props.y} rotation={props.rotation} ghost={props.ghost} />
    </Show>
  );
}

function LandTileSvg(props: { tile: string; x: number; y: number; rotation: number; ghost?: boolean }) {
  const shape = () => tileShape(props.tile);
  const transform = () => `translate(${props.x * 100} ${props.y * 100}) rotate(${props.rotation * 90} 50 50)`;
  return (
    <g opacity={props.ghost ? 0.78 : 1} class="tile" data-tile={props.tile}>
      <g transform={transform()}>
        <rect width="100" height="100" fill={ART.field} stroke={ART.fieldEdge} stroke-width="0.8" />
        <Roads shape={shape()} under />
        <For each={shape()?.features.filter((f) => f.kind === "enclosure")}>
          {(f) => (
            <>
              <path d={f.path} fill={ART.city} stroke={ART.cityWall} stroke-width="2.5" stroke-linejoin="round" />
              <Show when={f.shields > 0}>
                <path d={`M${f.anchor[0] + 9},${f.anchor[1] - 9} h10 v7 q0,7 -5,10 q-5,-3 -5,-10 z`} fill={ART.shield} stroke="#fff" stroke-width="1" />
              </Show>
            </>
          )}
        </For>
        <Roads shape={shape()} under={false} />
      </g>
      <g transform={`translate(${props.x * 100} ${props.y * 100})`}>
        <Show when={shape()?.junction}>
          <rect x="41" y="41" width="18" height="18" rx="2" fill={ART.village} stroke="#3d2a1b" stroke-width="1.2" />
        </Show>
        <Show when={shape()?.features.some((f) => f.kind === "center")}>
          <g>
            <rect x="36" y="40" width="28" height="22" fill={ART.monasteryWall} stroke="#5a4a3a" stroke-width="1.2" />
            <path d="M33,41 L50,27 L67,41 Z" fill={ART.monastery} stroke="#5a2a1e" stroke-width="1.2" />
            <rect x="47" y="50" width="6" height="12" fill="#5a4a3a" />
          </g>
        </Show>
      </g>
    </g>
  );
}
