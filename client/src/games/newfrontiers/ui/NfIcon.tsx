/** Small inline icons of New Frontiers counters: colonist, credit, VP chip, military (decorative). */
import { Match, Switch } from "solid-js";

export type IconKind = "colonist" | "credit" | "vp" | "military" | "bag";

export function NfIcon(props: { kind: IconKind }) {
  return (
    <svg class={`nf-icon ${props.kind}`} viewBox="0 0 16 16" aria-hidden="true">
      <Switch>
        <Match when={props.kind === "colonist"}>
          <circle cx="8" cy="4.5" r="3" fill="#e8e2d0" stroke="#333" />
          <path d="M2.5 15c0-5 2.5-7 5.5-7s5.5 2 5.5 7z" fill="#e8e2d0" stroke="#333" />
        </Match>
        <Match when={props.kind === "credit"}>
          <circle cx="8" cy="8" r="6.5" fill="#f2c230" stroke="#8a6a00" />
          <circle cx="8" cy="8" r="3.5" fill="none" stroke="#8a6a00" />
        </Match>
        <Match when={props.kind === "vp"}>
          <path d="M8 1l6 3.5v7L8 15l-6-3.5v-7z" fill="#7b5cc4" stroke="#3b2a6e" />
        </Match>
        <Match when={props.kind === "military"}>
          <path d="M8 1l6 2.5v4c0 4-3 6.5-6 7.5-3-1-6-3.5-6-7.5v-4z" fill="#c7352b" stroke="#6e1511" />
        </Match>
        <Match when={props.kind === "bag"}>
          <path d="M5 2h6l-1.5 3c3 1 4.5 4 4.5 6.5 0 2-2 3.5-6 3.5s-6-1.5-6-3.5C2 9 3.5 6 6.5 5z" fill="#a9875c" stroke="#5a4326" />
        </Match>
      </Switch>
    </svg>
  );
}
