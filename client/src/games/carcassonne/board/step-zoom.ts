/**
 * The board's zoom during the meeple step, so its spots stay tap targets: it zooms in on the tile just placed until every
 * meeple spot is a tap target of its own (tap-targets.ts), never lets the player zoom out below that while the spots
 * are shown, and gives the view back afterwards (fitted again when it followed the board, else as it was) unless the
 * player moved it meanwhile.
 */
import { createEffect, on, type Accessor, type Setter } from "solid-js";
import type { Overlay } from "../turn-ui.ts";
import { spotsScale } from "./tap-targets.ts";
import { clampScale, type Viewport } from "../../../../../contract/board/viewport.ts";

export interface StepZoomInput {
  spots: () => Overlay["spots"];
  /** The tile just placed (the board's last entry). */
  at: () => { x: number; y: number } | undefined;
  vp: Accessor<Viewport>;
  setVp: Setter<Viewport>;
  /** The fitted view when the board follows the game, or null when the player placed it. */
  refit: () => Viewport | null;
}

/** Starts the step's zoom; returns the least zoom allowed now (0 outside the meeple step). */
export function useStepZoom(o: StepZoomInput): () => number {
  const floor = () => (o.spots().length > 0 ? clampScale(spotsScale(o.spots())) : 0);
  let restore: { zoomed: Viewport; back: Viewport } | null = null;
  createEffect(
    on(
      () => o.spots().length > 0,
      (stepping) => {
        const at = o.at(),
          need = floor();
        if (stepping && at && o.vp().scale < need) {
          restore = { zoomed: { cx: at.x * 100 + 50, cy: at.y * 100 + 50, scale: need }, back: o.vp() };
          o.setVp(restore.zoomed);
        } else if (!stepping && restore) {
          if (o.vp() === restore.zoomed) o.setVp(o.refit() ?? restore.back);
          restore = null;
        }
      },
    ),
  );
  return floor;
}
