/** Seats with colour, name, score, meeples left, gold, presence, and whose turn it is. */
import { For, Show } from "solid-js";
import type { CarcView } from "../../../engine/carcassonne/view.ts";
import type { SeatInfo } from "../../../worker/protocol.ts";
import { seatColour } from "../colors.ts";
import { t } from "../i18n/i18n.ts";
import { Meeple } from "../board/Meeple.tsx";

export function PlayerList(props: { view: CarcView; seats: SeatInfo[]; me: number | null }) {
  return (
    <ol class="players" aria-label={t("players")}>
      <For each={props.seats}>
        {(s) => (
          <li classList={{ active: props.view.toAct.includes(s.seat), me: s.seat === props.me }} data-seat={s.seat}>
            <svg viewBox="-12 -14 24 26" class="swatch" aria-hidden="true"><Meeple x={0} y={0} colour={seatColour(s.seat, s.color)} /></svg>
            <span class="name">
              {s.name ?? t("seat", { seat: s.seat + 1 })}
              <span class={s.online ? "dot on" : "dot"} title={s.online ? t("online") : t("offline")} />
            </span>
            <span class="score" data-testid={`score-${s.seat}`}>{props.view.scores[s.seat]}</span>
            <span class="meta">
              {t("meeplesLeft", { n: props.view.supply[s.seat] ?? 0 })}
              <Show when={props.view.gold}> · {t("ingots", { n: props.view.gold!.held[s.seat] ?? 0 })}</Show>
              <Show when={props.view.handSizes}> · ✋{props.view.handSizes![s.seat]}</Show>
            </span>
          </li>
        )}
      </For>
    </ol>
  );
}
