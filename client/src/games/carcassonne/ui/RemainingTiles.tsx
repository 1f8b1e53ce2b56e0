/**
 * The "Remaining tiles" panel (loaded lazily, on the first click of its button): every tile kind of the game,
 * drawn, with how many are still to come of how many (remaining-tiles.ts: public counts only, never the order);
 * kinds all used up are dimmed.
 */
import { For } from "solid-js";
import type { CarcView } from "../../../../../engine/carcassonne/views.ts";
import { TileSvg } from "../board/TileSvg.tsx";
import { tbEnd } from "../i18n/end.ts";
import { remainingTiles } from "./remaining-tiles.ts";

export function RemainingTiles(props: { view: CarcView }) {
  const kinds = () => remainingTiles(props.view);
  return (
    <div class="remaining" data-testid="remaining-tiles">
      <p class="muted small">{tbEnd("remainingHint")}</p>
      <ul>
        <For each={kinds()}>
          {(k) => (
            <li
              classList={{ out: k.left === 0 }}
              data-tile={k.tile}
              data-left={k.left}
              title={tbEnd("remainingOf", { left: k.left, total: k.total })}
            >
              <svg viewBox="0 0 100 100" aria-hidden="true">
                <TileSvg tile={k.tile} x={0} y={0} rotation={0} />
              </svg>
              <span aria-hidden="true">×{k.left}</span>
              <span class="sr-only">{tbEnd("remainingOf", { left: k.left, total: k.total })}</span>
            </li>
          )}
        </For>
      </ul>
    </div>
  );
}
