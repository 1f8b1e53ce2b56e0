/** Every score of the game, newest first, each explained (labelled score items from the engine). */
import { For, Show } from "solid-js";
import type { ScoreItem } from "../../../engine/carcassonne/score-item.ts";
import type { SeatInfo } from "../../../worker/protocol.ts";
import { seatColour } from "../colors.ts";
import { t } from "../i18n/i18n.ts";
import { explain } from "./explain.ts";

export function ScoreLog(props: { log: ScoreItem[]; seats: SeatInfo[]; colours?: string[] }) {
  const name = (seat: number) => props.seats[seat]?.name ?? t("seat", { seat: seat + 1 });
  // Zero-point items (a farmer with no completed city) explain nothing worth a line; the end table shows them.
  const items = () => props.log.filter((i) => i.points > 0);
  return (
    <section class="log">
      <h2>{t("log")}</h2>
      <Show when={items().length > 0} fallback={<p class="muted">{t("noScores")}</p>}>
        <ol reversed>
          <For each={[...items()].reverse()}>
            {(item) => (
              <li>
                <span class="chip" style={{ background: props.colours?.[item.seat] ?? seatColour(item.seat, props.seats[item.seat]?.color) }} />
                <strong>{name(item.seat)}</strong> +{item.points} <span class="muted">— {explain(item)}</span>
              </li>
            )}
          </For>
        </ol>
      </Show>
    </section>
  );
}
