/** What stands on the board: gold ingots (Gold Mines) and meeples in their seat's colour (big ones larger). */
import { For, Show } from "solid-js";
import type { CarcView } from "../../../../../engine/carcassonne/views.ts";
import { ART, seatColour } from "../../../colors.ts";
import { anchorOnBoard } from "./geometry.ts";
import { Meeple } from "./Meeple.tsx";

export function BoardPieces(props: { view: CarcView; colours: (string | null)[] }) {
  const byPos = (x: number, y: number) => props.view.board.find((b) => b.x === x && b.y === y);
  return (
    <>
      <For each={props.view.gold?.ingots ?? []}>
        {(g) => (
          <g transform={`translate(${g.x * 100 + 70} ${g.y * 100 + 6})`} pointer-events="none">
            <path d="M3,10 L7,2 L19,2 L23,10 Z" fill={ART.gold} stroke="#8a6d00" stroke-width="1.2" />
            <Show when={g.count > 1}><text x="13" y="22" font-size="11" text-anchor="middle" fill="#333" font-weight="700">×{g.count}</text></Show>
          </g>
        )}
      </For>
      <For each={props.view.meeples}>
        {(m) => {
          const tile = () => byPos(m.x, m.y);
          const at = () => (tile() ? anchorOnBoard(tile()!.tile, m.feature, m.x, m.y, tile()!.rotation) : undefined);
          // Several meeples on one planet (after an attack, before the battle is drawn) stand side by side.
          const shift = () => props.view.meeples.filter((o) => o.x === m.x && o.y === m.y && o.feature === m.feature).indexOf(m) * 10;
          return (
            <Show when={at()}>
              {(p) => <Meeple x={p()[0] + shift()} y={p()[1]} colour={seatColour(m.seat, props.colours[m.seat])} lying={m.feature.startsWith("o")} big={m.big} />}
            </Show>
          );
        }}
      </For>
    </>
  );
}
