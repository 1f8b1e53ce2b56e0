/**
 * A Carcassonne Star Wars tile as SVG, on the same geometry as Carcassonne's (geometry.ts): dark space with a
 * few stars, asteroid fields as rocky grey shapes where cities would be, trade routes as glowing lanes where
 * roads would be, a small station at an intersection, a planet disc with its name in the centre, and faction
 * badges on the features that carry them. The tile art rotates; station, planet, label and badges stay upright.
 * The rock texture is the board's shared pattern (SpaceDefs.tsx); without it (a lone preview) rocks are plain grey.
 */
import { For, Show } from "solid-js";
import { SPACE } from "../../../../../contract/colors.ts";
import { FactionBadge } from "./FactionBadge.tsx";
import { rotatePoint, tileShape, type TileShape } from "../../../../../contract/board/geometry.ts";

/** A handful of stars placed by the cell (deterministic), so the sky does not repeat tile after tile. */
export function starsAt(x: number, y: number): [number, number, number][] {
  let h = ((x * 73856093) ^ (y * 19349663) ^ 0x5bd1e995) >>> 0;
  const next = () => (h = (Math.imul(h, 1103515245) + 12345) >>> 0) >>> 8;
  return Array.from({ length: 6 }, () => [4 + (next() % 92), 4 + (next() % 92), next() % 3 === 0 ? 1.1 : 0.6] as [number, number, number]);
}

/** A planet's disc colour, chosen by its name. */
export function planetColour(name: string): string {
  let h = 0;
  for (const c of name) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return SPACE.planets[h % SPACE.planets.length]!;
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
  return (
    <g opacity={props.ghost ? 0.8 : 1} class="tile space" data-tile={props.tile}>
      <g transform={`translate(${props.x * 100} ${props.y * 100})`}>
        <rect width="100" height="100" fill={SPACE.sky} stroke={SPACE.skyEdge} stroke-width="0.8" />
        <For each={starsAt(props.x, props.y)}>{([sx, sy, r]) => <circle cx={sx} cy={sy} r={r} fill={SPACE.star} opacity="0.75" />}</For>
      </g>
      <g transform={`translate(${props.x * 100} ${props.y * 100}) rotate(${props.rotation * 90} 50 50)`}>
        <Lanes shape={shape()} under />
        <For each={shape()?.features.filter((f) => f.kind === "enclosure")}>
          {(f) => (
            <>
              <path d={f.path} fill={SPACE.rock} stroke={SPACE.rockEdge} stroke-width="2.5" stroke-linejoin="round" />
              <path d={f.path} fill="url(#sw-rocks)" stroke="none" />
              <path d={f.path} fill="none" stroke={SPACE.rockDots} stroke-width="3.2" stroke-dasharray="0.1 7" stroke-linecap="round" />
            </>
          )}
        </For>
        <Lanes shape={shape()} under={false} />
      </g>
      <g transform={`translate(${props.x * 100} ${props.y * 100})`}>
        <Show when={shape()?.junction}>
          <g class="station">
            <rect x="33" y="47" width="34" height="6" rx="1" fill={SPACE.stationEdge} />
            <circle cx="50" cy="50" r="8" fill={SPACE.station} stroke={SPACE.stationEdge} stroke-width="1.6" />
            <circle cx="50" cy="50" r="3" fill={SPACE.stationEdge} />
          </g>
        </Show>
        <Show when={planet()}>
          {(p) => (
            <g class="planet">
              <circle cx="50" cy="50" r="17" fill={planetColour(p().name ?? "")} stroke="#0008" stroke-width="1.2" />
              <circle cx="44" cy="44" r="8" fill="#fff" opacity="0.18" />
              <text
                x="50"
                y="84"
                class="planet-name"
                text-anchor="middle"
                font-size="10"
                font-weight="700"
                fill="#fff"
                stroke={SPACE.sky}
                stroke-width="3"
                paint-order="stroke"
                pointer-events="none"
              >
                {p().name}
              </text>
            </g>
          )}
        </Show>
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
