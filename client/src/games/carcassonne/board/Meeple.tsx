/**
 * A meeple figure (standing; lying down for a farmer) centred on a board point; Star Wars' big meeple is larger. It
 * is shaded like a wooden piece — a soft shadow on the ground, its colour under a light-to-dark sheen (the shared
 * gradient of land-defs.ts) and a dark outline. A black meeple gets a light outline and a soft halo instead, so it
 * stands out on the dark space background.
 */
import { Show } from "solid-js";
import { MEEPLE_PATH, meepleHalo, meepleOutline } from "../../../../../contract/colors.ts";
import { LAND_IDS } from "../../../../../contract/board/land-defs.ts";
import { ensureLandDefs } from "./board-defs.ts";

/** Board units of a small and a big meeple (the path is about 22 units tall at size 20). */
const SMALL = 25,
  BIG = 33;

export function Meeple(props: { x: number; y: number; colour: string; lying?: boolean; size?: number; big?: boolean }) {
  ensureLandDefs();
  const s = () => (props.size ?? (props.big ? BIG : SMALL)) / 20;
  return (
    <g
      transform={`translate(${props.x} ${props.y}) scale(${s()}) rotate(${props.lying ? -90 : 0})`}
      pointer-events="none"
      class={props.big ? "meeple big" : "meeple"}
    >
      <path d={MEEPLE_PATH} transform={props.lying ? "translate(-1.4 1.4)" : "translate(1.4 1.4)"} fill="#000" opacity="0.3" />
      <Show when={meepleHalo(props.colour)}>
        {(halo) => (
          <path class="halo" d={MEEPLE_PATH} fill="none" stroke={halo()} stroke-opacity="0.55" stroke-width={4.5} stroke-linejoin="round" />
        )}
      </Show>
      <path d={MEEPLE_PATH} fill={props.colour} />
      <path d={MEEPLE_PATH} fill={`url(#${LAND_IDS.meepleShade})`} />
      <path d={MEEPLE_PATH} fill="none" stroke={meepleOutline(props.colour)} stroke-width={props.big ? 1 : 1.2} stroke-linejoin="round" />
    </g>
  );
}
