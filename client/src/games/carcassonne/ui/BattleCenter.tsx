/**
 * Shows Star Wars battles as they happen, read from the `battle` records of the view's log (the view carries
 * them once): the battles already fought when the page first gets its view are only counted (nothing old pops
 * up); each new one joins a queue and the dice panel shows them one after another.
 */
import { createEffect, createMemo, createSignal, on, Show } from "solid-js";
import { battlesIn, type Battle } from "../../../../../engine/carcassonne/star-wars/sw-state.ts";
import type { CarcView } from "../../../../../engine/carcassonne/views.ts";
import { detached, newBattles } from "../battle-model.ts";
import { teamsOf } from "../factions.ts";
import { planetAt } from "../turn-ui.ts";
import { battleTitle } from "./board-words.ts";
import { BattlePanel } from "./BattlePanel.tsx";

export function BattleCenter(props: { view: CarcView }) {
  const [queue, setQueue] = createSignal<Battle[]>([]);
  /** Once per log length, i.e. once per version: the log only grows. */
  const battles = createMemo(
    on(
      () => props.view.log.length,
      () => battlesIn(props.view.log),
    ),
  );
  let seen: number | null = null;
  createEffect(
    on(
      () => battles().length,
      () => {
        const r = newBattles(seen, battles());
        seen = r.seen;
        if (r.fresh.length > 0) setQueue([...queue(), ...r.fresh.map(detached)]);
      },
    ),
  );
  const title = (b: Battle) => battleTitle(b, b.kind === "planet" ? (planetAt(props.view, b.feature.x, b.feature.y)?.name ?? "") : "");
  return (
    <Show when={queue()[0]} keyed>
      {(b) => (
        <BattlePanel
          battle={b}
          title={title(b)}
          teams={teamsOf(props.view)}
          more={queue().length > 1}
          onClose={() => setQueue(queue().slice(1))}
        />
      )}
    </Show>
  );
}

/** The dice, for the "How to play" battle scene (learn/art/SwArt.tsx), through this chunk (see board-ui.tsx). */
export { Die } from "./Die.tsx";
