/**
 * A Star Wars planet in the centre of its tile, upright: a faint atmosphere, a globe in the planet's colour lit from
 * the upper left (the shared shading of space-defs.ts) with cloud bands, a ring for a third of them, and its name.
 */
import { Show } from "solid-js";
import { SPACE } from "../../../../../contract/colors.ts";
import { SPACE_IDS } from "./space-defs.ts";

function nameHash(name: string): number {
  let h = 0;
  for (const c of name) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return h;
}

/** A planet's disc colour, chosen by its name. */
export function planetColour(name: string): string {
  return SPACE.planets[nameHash(name) % SPACE.planets.length]!;
}

/** Whether a planet wears a ring (a third of them, by name). */
const ringed = (name: string) => nameHash(name) % 3 === 1;

export function SpacePlanet(props: { name: string }) {
  return (
    <g class="planet">
      <circle cx="50" cy="50" r="20" fill={planetColour(props.name)} opacity="0.22" />
      <Show when={ringed(props.name)}>
        <ellipse
          cx="50"
          cy="50"
          rx="27"
          ry="6.5"
          transform="rotate(-16 50 50)"
          fill="none"
          stroke={SPACE.ring}
          stroke-width="2"
          opacity="0.75"
        />
      </Show>
      <circle cx="50" cy="50" r="17" fill={planetColour(props.name)} />
      <path d="M35,45 q15,-4 30,2 M34,54 q16,4 32,-1" stroke="#fff" stroke-opacity="0.16" stroke-width="3" fill="none" />
      <circle cx="50" cy="50" r="17" fill={`url(#${SPACE_IDS.planetShade})`} stroke="#0008" stroke-width="1.2" />
      <Show when={ringed(props.name)}>
        <path d="M23,50 A27,6.5 0 0 0 77,50" transform="rotate(-16 50 50)" fill="none" stroke={SPACE.ring} stroke-width="2" opacity="0.9" />
      </Show>
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
        {props.name}
      </text>
    </g>
  );
}
