/**
 * A meeple figure (standing; lying down for a farmer) centred on a board point; Star Wars' big meeple is larger. A
 * black meeple gets a light outline and a soft halo, so it stands out on the dark space background.
 */
import { Show } from "solid-js";
import { MEEPLE_PATH, meepleHalo, meepleOutline } from "../../../../../contract/colors.ts";

export function Meeple(props: { x: number; y: number; colour: string; lying?: boolean; size?: number; big?: boolean }) {
  const s = () => (props.size ?? (props.big ? 28 : 20)) / 20;
  return (
    <g
      transform={`translate(${props.x} ${props.y}) scale(${s()}) rotate(${props.lying ? -90 : 0})`}
      pointer-events="none"
      class={props.big ? "meeple big" : "meeple"}
    >
      <Show when={meepleHalo(props.colour)}>
        {(halo) => (
          <path class="halo" d={MEEPLE_PATH} fill="none" stroke={halo()} stroke-opacity="0.55" stroke-width={4.5} stroke-linejoin="round" />
        )}
      </Show>
      <path
        d={MEEPLE_PATH}
        fill={props.colour}
        stroke={meepleOutline(props.colour)}
        stroke-width={props.big ? 1 : 1.2}
        stroke-linejoin="round"
      />
    </g>
  );
}
