/**
 * What stands on the board: gold ingots (Gold Mines) and meeples in their seat's colour (the match context's; big
 * ones larger). Tiles are looked up by position in a map built once per board length, not per meeple.
 */
import { createMemo, For, on, Show } from "solid-js";
import type { CarcView } from "../../../../../engine/carcassonne/views.ts";
import { useMatch } from "../../../core/match-context.tsx";
import { anchorOnBoard } from "../../../../../contract/board/geometry.ts";
import { Ingot } from "./Ingot.tsx";
import { Meeple } from "./Meeple.tsx";

export function BoardPieces(props: { view: CarcView }) {
  const m = useMatch();
  /** The board's tiles by "x,y" (the board only grows: its length says when it changed). */
  const tiles = createMemo(
    on(
      () => props.view.board.length,
      () => new Map(props.view.board.map((b) => [`${b.x},${b.y}`, b])),
    ),
  );
  return (
    <>
      <For each={props.view.gold?.ingots ?? []}>{(g) => <Ingot x={g.x * 100 + 70} y={g.y * 100 + 6} count={g.count} />}</For>
      <For each={props.view.meeples}>
        {(mp) => {
          const at = () => {
            const tile = tiles().get(`${mp.x},${mp.y}`);
            return tile ? anchorOnBoard(tile.tile, mp.feature, mp.x, mp.y, tile.rotation) : undefined;
          };
          // Several meeples on one planet (after an attack, before the battle is drawn) stand side by side.
          const shift = () => props.view.meeples.filter((o) => o.x === mp.x && o.y === mp.y && o.feature === mp.feature).indexOf(mp) * 10;
          return (
            <Show when={at()}>
              {(p) => <Meeple x={p()[0] + shift()} y={p()[1]} colour={m.colour(mp.seat)} lying={mp.feature.startsWith("o")} big={mp.big} />}
            </Show>
          );
        }}
      </For>
    </>
  );
}
