/** The meeple step in a game with big meeples: choose the small meeple or the big one (its label says what it is worth) when both are in the supply. */
import { Meeple } from "../board/Meeple.tsx";
import { tb, type BoardKey } from "../i18n/index.ts";

export function MeepleSize(props: { big: boolean; colour: string; bigLabel: BoardKey; onBig: (big: boolean) => void }) {
  return (
    <div class="meeple-size" role="group" aria-label={tb("meepleSize")}>
      <button
        type="button"
        aria-pressed={!props.big}
        classList={{ chosen: !props.big }}
        onClick={() => props.onBig(false)}
        data-testid="meeple-small"
      >
        <svg viewBox="-16 -20 32 34" aria-hidden="true">
          <Meeple x={0} y={0} colour={props.colour} size={20} />
        </svg>
        {tb("smallMeeple")}
      </button>
      <button
        type="button"
        aria-pressed={props.big}
        classList={{ chosen: props.big }}
        onClick={() => props.onBig(true)}
        title="B"
        data-testid="meeple-big"
      >
        <svg viewBox="-16 -20 32 34" aria-hidden="true">
          <Meeple x={0} y={0} colour={props.colour} big size={28} />
        </svg>
        {tb(props.bigLabel)}
      </button>
    </div>
  );
}
