/**
 * The dice panel of the Star Wars battle the board marks (battle-watch.ts: the latest, until the next turn starts),
 * laid over the board in a corner away from the battle's mark, so the board keeps its size and the mark stays in
 * sight; earlier battles are in the log. On a wide board it takes the side away from the mark, on a narrow one (a
 * phone) the top or bottom away from it.
 */
import { createEffect, createSignal, on, Show } from "solid-js";
import type { CarcView } from "../../../../../engine/carcassonne/views.ts";
import type { BattleWatch } from "../battle-watch.ts";
import { teamsOf } from "../factions.ts";
import { planetAt } from "../turn-ui.ts";
import { battleTitle } from "./board-words.ts";
import { BattlePanel } from "./BattlePanel.tsx";

export type PanelCorner = "left" | "right" | "top" | "bottom";

/** The corner of the board area farthest from the mark: sideways when the board has room for the panel twice. */
function cornerFor(el: Element | null): PanelCorner {
  const wrap = el?.closest(".board-wrap")?.getBoundingClientRect();
  const mark = el?.ownerDocument.querySelector(".board [data-testid=battle-mark]")?.getBoundingClientRect();
  if (!wrap || !mark) return "left";
  const x = mark.x + mark.width / 2 - wrap.x,
    y = mark.y + mark.height / 2 - wrap.y;
  if (wrap.width >= 760) return x < wrap.width / 2 ? "right" : "left";
  return y < wrap.height / 2 ? "bottom" : "top";
}

export function BattleCenter(props: { view: CarcView; watch: BattleWatch }) {
  const [corner, setCorner] = createSignal<PanelCorner>("left");
  let anchor: HTMLSpanElement | undefined;
  // After the mark is drawn (the board renders in the same update), once per battle.
  createEffect(on(props.watch.number, () => requestAnimationFrame(() => setCorner(cornerFor(anchor ?? null))), { defer: false }));
  const title = () => {
    const b = props.watch.battle();
    return b ? battleTitle(b, b.kind === "planet" ? (planetAt(props.view, b.feature.x, b.feature.y)?.name ?? "") : "") : "";
  };
  return (
    <>
      <span ref={anchor} hidden />
      <Show when={props.watch.open() && props.watch.battle()} keyed>
        {(b) => (
          <BattlePanel
            battle={b}
            title={title()}
            teams={teamsOf(props.view)}
            corner={corner()}
            number={props.watch.number()}
            onClose={props.watch.close}
          />
        )}
      </Show>
    </>
  );
}

/** The dice, for the "How to play" battle scene (learn/art/SwArt.tsx), through this chunk (see board-ui.tsx). */
export { Die } from "./Die.tsx";
