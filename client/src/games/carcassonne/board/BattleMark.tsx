/**
 * Where the Star Wars battle just fought happened, drawn on the board: a ring round the contested feature's anchor
 * (the planet, or the route or asteroid field at the tile the battle names) in the winner's colour inside an amber
 * one, and a crossed-sabres badge. It lets clicks through and has no text: the dice panel and the log say the
 * same in words.
 */
import { createMemo, Show } from "solid-js";
import type { Battle } from "../../../../../engine/carcassonne/star-wars/sw-state.ts";
import type { CarcView } from "../../../../../engine/carcassonne/views.ts";
import { anchorOnBoard } from "../../../../../contract/board/geometry.ts";
import { useMatch } from "../../../core/match-context.tsx";

export function BattleMark(props: { view: CarcView; battle: Battle }) {
  const m = useMatch();
  const at = createMemo(() => {
    const f = props.battle.feature;
    const tile = props.view.board.find((b) => b.x === f.x && b.y === f.y);
    return (tile && anchorOnBoard(tile.tile, f.id, f.x, f.y, tile.rotation)) ?? [f.x * 100 + 50, f.y * 100 + 50];
  });
  const winner = () => props.battle.sides.find((s) => s.won)?.seat;
  return (
    <g
      class="battle-mark"
      data-testid="battle-mark"
      data-feature={`${props.battle.feature.x},${props.battle.feature.y},${props.battle.feature.id}`}
      transform={`translate(${at()[0]} ${at()[1]})`}
      pointer-events="none"
    >
      <circle r="36" class="battle-ring-back" />
      <circle r="36" class="battle-ring" />
      <Show when={winner() !== undefined}>
        <circle r="30" fill="none" stroke={m.colour(winner()!)} stroke-width="4" />
      </Show>
      <g transform="translate(30 -30)">
        <circle r="14" class="battle-badge" />
        <path d="M-7 -7L7 7M7 -7L-7 7M-8 2L-2 8M8 2L2 8" class="battle-sabres" />
      </g>
    </g>
  );
}
