/** A meeple figure (standing; lying down for a farmer) centred on a board point; Star Wars' big meeple is larger. */
import { MEEPLE_PATH, meepleOutline } from "../../../colors.ts";

export function Meeple(props: { x: number; y: number; colour: string; lying?: boolean; size?: number; big?: boolean }) {
  const s = () => (props.size ?? (props.big ? 28 : 20)) / 20;
  return (
    <g transform={`translate(${props.x} ${props.y}) scale(${s()}) rotate(${props.lying ? -90 : 0})`} pointer-events="none" class={props.big ? "meeple big" : "meeple"}>
      <path
        d={MEEPLE_PATH}
        fill={props.colour} stroke={meepleOutline(props.colour)} stroke-width={props.big ? 1 : 1.2} stroke-linejoin="round"
      />
    </g>
  );
}
