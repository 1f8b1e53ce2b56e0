/** A Gold Mines ingot (with "×n" under it when a tile holds several), its top-left corner at a board point. */
import { Show } from "solid-js";
import { ART } from "../../../../../contract/colors.ts";

export function Ingot(props: { x: number; y: number; count: number }) {
  return (
    <g transform={`translate(${props.x} ${props.y})`} pointer-events="none" class="ingot">
      <path d="M3,10 L7,2 L19,2 L23,10 Z" fill={ART.gold} stroke="#8a6d00" stroke-width="1.2" />
      <Show when={props.count > 1}>
        <text x="13" y="22" font-size="11" text-anchor="middle" fill="#333" font-weight="700">
          ×{props.count}
        </text>
      </Show>
    </g>
  );
}
