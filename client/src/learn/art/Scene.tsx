/**
 * A small, read-only board scene for the guides: the game's own tile and meeple SVG (games/carcassonne/board),
 * tiles at board cells (fractions allowed, to space single tiles apart) and meeples standing on their features'
 * anchors, plus anything else drawn inside (`children`). Decorative: the guide's text says what it shows.
 */
import { For, Show, type JSX } from "solid-js";
import { anchorOnBoard, Meeple, TileSvg } from "../../games/carcassonne/board-ui.tsx";

export interface Placed {
  tile: string;
  x: number;
  y: number;
  r?: number;
  ghost?: boolean;
}
export interface Standing {
  on: Placed;
  feature: string;
  colour: string;
  big?: boolean;
  lying?: boolean;
  dx?: number;
}

export function Scene(props: {
  viewBox: string;
  tiles: Placed[];
  meeples?: Standing[];
  space?: boolean;
  children?: JSX.Element;
  under?: JSX.Element;
}) {
  const at = (m: Standing) => anchorOnBoard(m.on.tile, m.feature, m.on.x, m.on.y, m.on.r ?? 0);
  return (
    <svg class={props.space ? "learn-scene space" : "learn-scene"} viewBox={props.viewBox} aria-hidden="true">
      {props.under}
      <For each={props.tiles}>{(p) => <TileSvg tile={p.tile} x={p.x} y={p.y} rotation={p.r ?? 0} ghost={p.ghost} />}</For>
      <For each={props.meeples ?? []}>
        {(m) => (
          <Show when={at(m)}>{(p) => <Meeple x={p()[0] + (m.dx ?? 0)} y={p()[1]} colour={m.colour} big={m.big} lying={m.lying} />}</Show>
        )}
      </For>
      {props.children}
    </svg>
  );
}

/** A dashed square where a tile could go (the board's highlight). */
export function Cell(props: { x: number; y: number }) {
  return <rect class="legal-cell learn-cell" x={props.x * 100 + 4} y={props.y * 100 + 4} width="92" height="92" rx="6" />;
}
