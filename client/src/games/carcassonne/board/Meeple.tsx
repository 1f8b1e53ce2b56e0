/** A meeple figure (standing; lying down for a farmer) centred on a board point; Star Wars' big meeple is larger. */
import { meepleOutline } from "../../../colors.ts";

export function Meeple(props: { x: number; y: number; colour: string; lying?: boolean; size?: number; big?: boolean }) {
  const s = () => (props.size ?? (props.big ? 28 : 20)) / 20;
  return (
    <g transform={`translate(${props.x} ${props.y}) scale(${s()}) rotate(${props.lying ? -90 : 0})`} pointer-events="none" class={props.big ? "meeple big" : "meeple"}>
      <path
        d="M0,-10 a3.6,3.6 0 1 1 0.01,0 Z M-3,-6 C-9,-5 -11,-2 -10,0 L-4,-1 L-8,9 L-2,9 L0,4 L2,9 L8,9 L4,-1 L10,0 C11,-2 9,-5 3,-6 Z"
        fill={props.colour} stroke={meepleOutline(props.colour)} stroke-width={props.big ? 1 : 1.2} stroke-linejoin="round"
      />
    </g>
  );
}
