/**
 * A faction symbol as a small badge of our own design (no game artwork): Rebel Alliance = red disc with a white
 * flame, Empire = grey hexagonal cog with a hub, Bounty Hunters = orange diamond with a dark visor.
 */
import { Match, Switch } from "solid-js";
import type { Faction } from "../../../../../engine/carcassonne/tile-types.ts";
import { FACTION_HEX } from "../../../../../contract/colors.ts";

export function FactionBadge(props: { faction: Faction; x: number; y: number; size?: number }) {
  const s = () => (props.size ?? 15) / 13;
  return (
    <g
      transform={`translate(${props.x} ${props.y}) scale(${s()})`}
      class={`badge ${props.faction}`}
      data-faction={props.faction}
      pointer-events="none"
    >
      <Switch>
        <Match when={props.faction === "rebel"}>
          <circle r="6.5" fill={FACTION_HEX.rebel} stroke="#fff" stroke-width="1.1" />
          <path
            d="M0,-4.4 C2.6,-1.6 3.2,1.4 0,4.2 C-3.2,1.4 -2.6,-1.6 0,-4.4 Z M0,-0.6 C1,0.6 1,2 0,3 C-1,2 -1,0.6 0,-0.6 Z"
            fill="#fff"
            fill-rule="evenodd"
          />
        </Match>
        <Match when={props.faction === "empire"}>
          <path d="M0,-7 L6.1,-3.5 L6.1,3.5 L0,7 L-6.1,3.5 L-6.1,-3.5 Z" fill={FACTION_HEX.empire} stroke="#1d2027" stroke-width="1.1" />
          <circle r="3.6" fill="none" stroke="#1d2027" stroke-width="1.4" />
          <circle r="1.2" fill="#1d2027" />
        </Match>
        <Match when={props.faction === "hunter"}>
          <path d="M0,-7 L7,0 L0,7 L-7,0 Z" fill={FACTION_HEX.hunter} stroke="#3a2208" stroke-width="1.1" />
          <path d="M-3.6,-1.2 H3.6 V0.6 H1 V3 H-1 V0.6 H-3.6 Z" fill="#2a1a08" />
        </Match>
      </Switch>
    </g>
  );
}
