/**
 * Shows Star Wars battles as they happen: the battles already fought when the page first gets its view are only
 * counted (nothing old pops up); each new one joins a queue and the dice panel shows them one after another.
 */
import { createEffect, createSignal, on, Show } from "solid-js";
import type { Battle } from "../../../../../engine/carcassonne/star-wars/sw-state.ts";
import type { CarcView } from "../../../../../engine/carcassonne/views.ts";
import type { SeatInfo } from "../../../../../worker/protocol.ts";
import { newBattles } from "../battle-model.ts";
import { teamsOf } from "../factions.ts";
import { tb } from "../i18n/index.ts";
import { t } from "../../../i18n/i18n.ts";
import { planetAt } from "../turn-ui.ts";
import { battleTitle } from "./board-words.ts";
import { BattlePanel } from "./BattlePanel.tsx";

export function BattleCenter(props: { view: CarcView; seats: SeatInfo[]; colours: string[] }) {
  const [queue, setQueue] = createSignal<Battle[]>([]);
  let seen: number | null = null;
  createEffect(on(() => props.view.sw?.battles.length ?? 0, () => {
    const r = newBattles(seen, props.view.sw?.battles ?? []);
    seen = r.seen;
    // Copies, not the store's live objects: the panel keeps showing a battle while the view moves on.
    if (r.fresh.length > 0) setQueue([...queue(), ...(JSON.parse(JSON.stringify(r.fresh)) as Battle[])]);
  }));
  const seatName = (seat: number) => props.seats[seat]?.name ?? t("seat", { seat: seat + 1 });
  /** A team fights as one side, named by the team and the seat that rolls for it. */
  const name = (seat: number) => {
    const team = teamsOf(props.view).find((tm) => tm.seats.includes(seat));
    return team ? `${tb(team.key)} (${seatName(seat)})` : seatName(seat);
  };
  const title = (b: Battle) => battleTitle(b, b.kind === "planet" ? planetAt(props.view, b.feature.x, b.feature.y)?.name ?? "" : "");
  return (
    <Show when={queue()[0]} keyed>
      {(b) => (
        <BattlePanel battle={b} title={title(b)} name={name} colour={(seat) => props.colours[seat] ?? "#888"}
          more={queue().length > 1} onClose={() => setQueue(queue().slice(1))} />
      )}
    </Show>
  );
}
