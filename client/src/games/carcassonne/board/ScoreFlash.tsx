/**
 * The feature just scored, lit up briefly on the board: when new `scored` records arrive (not those already in the
 * log when the page opened; of several turns at once, the last turn's: score-flash.ts), every tile of each item worth points (its `tiles`: the feature's tiles, a
 * monastery's 3×3 block, a field's tiles) is outlined in the scoring seat's colour for about three seconds.
 * Colours come from the match context; the outline is drawn above the tiles and lets clicks through.
 */
import { createSignal, For, on, onCleanup, createEffect } from "solid-js";
import type { BoardEvent } from "../../../../../engine/carcassonne/events.ts";
import { flashesOf, lastTurn, type Flash } from "./score-flash.ts";
import { useMatch } from "../../../core/match-context.tsx";

const SHOW_MS = 3000;

export function ScoreFlash(props: { log: readonly BoardEvent[] }) {
  const m = useMatch();
  const [flashes, setFlashes] = createSignal<Flash[]>([]);
  let seen = props.log.length;
  let timer: ReturnType<typeof setTimeout> | undefined;
  createEffect(
    on(
      () => props.log.length,
      (n) => {
        if (n < seen) seen = 0; // a new match's log on the same page
        const fresh = flashesOf(lastTurn(props.log.slice(seen)));
        seen = n;
        if (fresh.length === 0) return;
        setFlashes(fresh);
        clearTimeout(timer);
        timer = setTimeout(() => setFlashes([]), SHOW_MS);
      },
      { defer: true },
    ),
  );
  onCleanup(() => clearTimeout(timer));
  return (
    <For each={flashes()}>
      {(f) => {
        const inset = 3 + Math.min(f.ring, 4) * 7;
        return (
          <rect
            class="score-flash"
            data-testid="score-flash"
            x={f.x * 100 + inset}
            y={f.y * 100 + inset}
            width={100 - 2 * inset}
            height={100 - 2 * inset}
            rx="4"
            stroke={m.colour(f.seat)}
            pointer-events="none"
          />
        );
      }}
    </For>
  );
}
