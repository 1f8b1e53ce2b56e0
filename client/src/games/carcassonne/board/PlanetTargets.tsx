/**
 * Star Wars meeple step: the planets around the tile just placed where the meeple may land, as focusable rings
 * on the planet discs — a calm ring for a free planet, a red crosshair for an occupied one (an attack: a battle
 * follows), each inside an invisible hit circle of at least a tap target's size. Enter or Space picks; picking the
 * chosen planet again from the keyboard confirms.
 */
import { Index, Show } from "solid-js";
import { tb } from "../i18n/index.ts";
import type { Overlay } from "../turn-ui.ts";
import { hitRadius } from "./tap-targets.ts";

export interface PlanetTargetsProps {
  planets: Overlay["planets"];
  /** Screen pixels per board unit: the ring's hit area stays a tap target when zoomed out. */
  scale: number;
  onPlanet?: (x: number, y: number, fromKeyboard?: boolean) => void;
  /** The board's click guard (ignores the click that ends a drag). */
  click: (f: () => void) => () => void;
  /** The board's keyboard activation (Enter/Space). */
  activate: (f: () => void) => (e: KeyboardEvent) => void;
}

export function PlanetTargets(props: PlanetTargetsProps) {
  return (
    <Index each={props.planets}>
      {(p) => (
        <g
          class="planet-target"
          classList={{ attack: p().attack, selected: p().selected }}
          data-x={p().x}
          data-y={p().y}
          tabIndex={0}
          role="button"
          aria-pressed={p().selected}
          aria-label={tb(p().attack ? "attackPlanet" : "landOnPlanet", { name: p().name })}
          onClick={props.click(() => props.onPlanet?.(p().x, p().y))}
          onKeyDown={props.activate(() => props.onPlanet?.(p().x, p().y, true))}
        >
          <circle cx={p().x * 100 + 50} cy={p().y * 100 + 50} r={hitRadius(25, props.scale)} class="hit" />
          <circle cx={p().x * 100 + 50} cy={p().y * 100 + 50} r="25" class="ring" />
          <Show when={p().attack}>
            <path
              class="crosshair"
              d={`M${p().x * 100 + 50},${p().y * 100 + 19} v10 M${p().x * 100 + 50},${p().y * 100 + 71} v10 M${p().x * 100 + 19},${p().y * 100 + 50} h10 M${p().x * 100 + 71},${p().y * 100 + 50} h10`}
            />
          </Show>
        </g>
      )}
    </Index>
  );
}
