/**
 * Small inline icons of New Frontiers counters: colonist, credit, VP chip, military, goods bag (decorative). Each is
 * lit from the upper left by a lighter shape of its own (no gradients: an icon's SVG stands alone, with no shared
 * definitions to refer to), so they read as pieces at text size.
 */
import { Match, Switch } from "solid-js";

export type IconKind = "colonist" | "credit" | "vp" | "military" | "bag";

export function NfIcon(props: { kind: IconKind }) {
  return (
    <svg class={`nf-icon ${props.kind}`} viewBox="0 0 16 16" aria-hidden="true">
      <Switch>
        <Match when={props.kind === "colonist"}>
          <path d="M2.5 15c0-5 2.5-7 5.5-7s5.5 2 5.5 7z" fill="#d9d1bb" stroke="#2b2b2b" stroke-width="1.1" />
          <path d="M4.3 14.2c.2-3.4 1.6-4.9 3.7-5" fill="none" stroke="#fff" stroke-opacity=".8" stroke-width="1.1" />
          <circle cx="8" cy="4.5" r="3.1" fill="#d9d1bb" stroke="#2b2b2b" stroke-width="1.1" />
          <circle cx="7" cy="3.6" r="1" fill="#fff" opacity=".85" />
        </Match>
        <Match when={props.kind === "credit"}>
          <circle cx="8" cy="8" r="6.8" fill="#e0ab18" stroke="#7a5c00" />
          <circle cx="8" cy="8" r="5" fill="#f5cf45" />
          <path d="M9.8 6.1a2.6 2.6 0 1 0 0 3.8" fill="none" stroke="#7a5c00" stroke-width="1.4" stroke-linecap="round" />
          <path d="M4.2 6.2a4.2 4.2 0 0 1 3-2.9" fill="none" stroke="#fff" stroke-opacity=".8" stroke-width="1" stroke-linecap="round" />
        </Match>
        <Match when={props.kind === "vp"}>
          <path d="M8 1l6 3.5v7L8 15l-6-3.5v-7z" fill="#6a4bb5" stroke="#33225f" />
          <path d="M8 1l6 3.5L8 8 2 4.5z" fill="#9a7ee0" />
          <path d="M8 4.3l1 2.1 2.3.3-1.7 1.6.4 2.3L8 9.5l-2 1.1.4-2.3-1.7-1.6 2.3-.3z" fill="#fff" />
        </Match>
        <Match when={props.kind === "military"}>
          <path d="M8 1l6 2.5v4c0 4-3 6.5-6 7.5-3-1-6-3.5-6-7.5v-4z" fill="#b32a21" stroke="#5e110d" />
          <path d="M8 1v14c-3-1-6-3.5-6-7.5v-4z" fill="#d8473c" />
          <path d="M8 4v7.5M5.6 9.3h4.8" stroke="#fff" stroke-width="1.5" stroke-linecap="round" />
        </Match>
        <Match when={props.kind === "bag"}>
          <path d="M5 2h6l-1.5 3c3 1 4.5 4 4.5 6.5 0 2-2 3.5-6 3.5s-6-1.5-6-3.5C2 9 3.5 6 6.5 5z" fill="#a9875c" stroke="#4a3620" />
          <path d="M6.2 5h3.6" stroke="#4a3620" stroke-width="1.4" stroke-linecap="round" />
          <path d="M4.4 11.8c0-2 .9-3.9 2.6-4.8" fill="none" stroke="#e3cfa6" stroke-width="1.1" stroke-linecap="round" />
        </Match>
      </Switch>
    </svg>
  );
}
