/**
 * A Carcassonne Star Wars tile as SVG, on the same geometry as Carcassonne's (geometry.ts): dark space with a
 * few stars under a nebula that drifts on across neighbouring tiles, asteroid fields as shaded boulder fields where
 * cities would be, trade routes as glowing lanes where roads would be, a space station with solar panels at an
 * intersection, a lit planet globe (some ringed) with its name in the centre, and faction badges on the features
 * that carry them. The tile art rotates; station, planet, label and badges stay upright. Textures and shading are
 * the page's shared definitions (space-defs.ts); without them the plain fills under them still read.
 */
import { For, Show } from "solid-js";
import { SPACE } from "../../../../../contract/colors.ts";
import { FactionBadge } from "./FactionBadge.tsx";
import { SpacePlanet } from "./SpacePlanet.tsx";
import { rotatePoint, tileShape, type TileShape } from "../../../../../contract/board/geometry.ts";
import { ensureSpaceDefs, SPACE_IDS } from "./space-defs.ts";

/** A handful of stars placed by the cell (deterministic), so the sky does not repeat tile after tile. */
export function starsAt(x: number, y: number): [number, number, number][] {
  let h = ((x * 73856093) ^ (y * 19349663) ^ 0x5bd1e995) >>> 0;
  const next = () => (h = (Math.imul(h, 1103515245) + 12345) >>> 0) >>> 8;
  return Array.from({ length: 6 }, () => [4 + (next() % 92), 4 + (next() % 92), next() % 3 === 0 ? 1.1 : 0.6] as [number, number, number]);
}

function Lanes(props: { shape: TileShape | undefined; under: boolean }) {
  return (
    <For each={props.shape?.features.filter((f) => f.kind === "route" && f.endsInCity === props.under)}>
      {(f) => (
        <>
          <path d={f.path} stroke={SPACE.lane} stroke-opacity="0.35" stroke-width="12" fill="none" stroke-linecap="round" />
          <path d={f.path} stroke={SPACE.lane} stroke-width="5" fill="none" />
          <path d={f.path} stroke={SPACE.laneCore} stroke-width="1.8" fill="none" stroke-dasharray="5 4" />
        </>
      )}
    </For>
  );
}

export function SpaceTileSvg(props: { tile: string; x: number; y: number; rotation: number; ghost?: boolean }) {
  const shape = () => tileShape(props.tile);
  const planet = () => shape()?.features.find((f) => f.kind === "center");
  const badges = () => shape()?.features.filter((f) => f.faction && f.badge) ?? [];
  ensureSpaceDefs();
  return (
    <g opacity={props.ghost ? 0.8 : 1} class="tile space" data-tile={props.tile}>
      {/* In board units, not the tile's: the nebula's pattern continues from tile to tile. */}
      <rect x={props.x * 100} y={props.y * 100} width="100" height="100" fill={SPACE.sky} stroke={SPACE.skyEdge} stroke-width="0.8" />
      <rect x={props.x * 100} y={props.y * 100} width="100" height="100" fill={`url(#${SPACE_IDS.nebula})`} />
      <g transform={`translate(${props.x * 100} ${props.y * 100})`}>
        <For each={starsAt(props.x, props.y)}>
          {([sx, sy, r]) => (
            <>
              <circle cx={sx} cy={sy} r={r} fill={SPACE.star} opacity="0.8" />
              <Show when={r > 1}>
                <path d={`M${sx - 3},${sy}h6M${sx},${sy - 3}v6`} stroke={SPACE.star} stroke-width="0.5" opacity="0.7" />
              </Show>
            </>
          )}
        </For>
      </g>
      <g transform={`translate(${props.x * 100} ${props.y * 100}) rotate(${props.rotation * 90} 50 50)`}>
        <Lanes shape={shape()} under />
        <For each={shape()?.features.filter((f) => f.kind === "enclosure")}>
          {(f) => (
            <>
              <path d={f.path} fill={SPACE.rock} stroke={SPACE.rockEdge} stroke-width="2.5" stroke-linejoin="round" />
              <path d={f.path} fill={`url(#${SPACE_IDS.rocks})`} stroke="none" />
              <path d={f.path} fill={`url(#${SPACE_IDS.rockShade})`} stroke="none" />
              <path d={f.path} fill="none" stroke={SPACE.rockDots} stroke-width="3.2" stroke-dasharray="0.1 7" stroke-linecap="round" />
            </>
          )}
        </For>
        <Lanes shape={shape()} under={false} />
      </g>
      <g transform={`translate(${props.x * 100} ${props.y * 100})`}>
        <Show when={shape()?.junction}>
          <g class="station">
            <rect x="38" y="49" width="24" height="2" fill={SPACE.stationEdge} />
            <rect x="28" y="45" width="11" height="10" fill={SPACE.panel} stroke={SPACE.panelLine} stroke-width="0.8" />
            <rect x="61" y="45" width="11" height="10" fill={SPACE.panel} stroke={SPACE.panelLine} stroke-width="0.8" />
            <path d="M33.5,45v10M28,50h11M66.5,45v10M61,50h11" stroke={SPACE.panelLine} stroke-width="0.5" />
            <circle cx="50" cy="50" r="8.5" fill={`url(#${SPACE_IDS.metal})`} stroke={SPACE.stationEdge} stroke-width="1.6" />
            <circle cx="50" cy="50" r="5" fill="none" stroke={SPACE.stationEdge} stroke-width="0.7" />
            <circle cx="50" cy="50" r="2.6" fill={SPACE.lane} />
          </g>
        </Show>
        <Show when={planet()}>{(p) => <SpacePlanet name={p().name ?? ""} />}</Show>
        <For each={badges()}>
          {(f) => {
            const at = () => rotatePoint(f.badge!, props.rotation);
            return <FactionBadge faction={f.faction!} x={at()[0]} y={at()[1]} />;
          }}
        </For>
      </g>
    </g>
  );
}
