/**
 * The meeple step's spots on the tile just placed: a small dot for each feature a meeple may stand on, inside an
 * invisible hit circle at least TAP_PX screen pixels across whatever the zoom (a finger finds the spot when the board
 * is zoomed out; the board zooms in for the meeple step until the circles do not overlap: tap-targets.ts), each spoken by what it is ("Meeple on the road", "Farmer in the field"). Enter or Space picks;
 * picking the chosen spot again from the keyboard confirms.
 */
import { Index } from "solid-js";
import type { Overlay } from "../turn-ui.ts";
import { spotLabel } from "../ui/board-words.ts";
import { hitRadius, nearest } from "./tap-targets.ts";

export interface MeepleSpotsProps {
  spots: Overlay["spots"];
  /** The tile the spots are on (the board's last tile). */
  tile: string | undefined;
  /** Screen pixels per board unit. */
  scale: number;
  onSpot?: (feature: string, fromKeyboard?: boolean) => void;
  click: (f: () => void) => () => void;
  activate: (f: () => void) => (e: KeyboardEvent) => void;
}

export function MeepleSpots(props: MeepleSpotsProps) {
  /** Half the way to the next spot: neither the dot nor its hit circle reaches further. */
  const room = (i: number) => nearest(props.spots, i) / 2;
  // The dot is 9 units (less where spots are close), and at least 12 px across so it is seen when zoomed out.
  const dot = (i: number) => Math.max(6 / props.scale, Math.min(9, room(i)));
  return (
    <Index each={props.spots}>
      {(s, i) => (
        <g
          class={s().selected ? "spot selected" : "spot"}
          data-feature={s().feature}
          tabIndex={0}
          role="button"
          aria-pressed={s().selected}
          aria-label={spotLabel(props.tile, s().feature)}
          onClick={props.click(() => props.onSpot?.(s().feature))}
          onKeyDown={props.activate(() => props.onSpot?.(s().feature, true))}
        >
          <circle class="spot-hit" cx={s().x} cy={s().y} r={hitRadius(dot(i), props.scale, room(i))} />
          <circle class="spot-dot" cx={s().x} cy={s().y} r={dot(i)} />
        </g>
      )}
    </Index>
  );
}
