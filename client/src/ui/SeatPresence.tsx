/**
 * Whether a seated player is connected: a green dot when online; when offline a grey dot and the word "offline"
 * (the seat's row is dimmed by its `offline` class), so it is seen, not only hovered. Nothing for a free seat. A
 * bot's own seat shows a "bot" badge instead (its name says the level); a person's seat that a bot plays for them
 * ("play for me") adds "a bot plays", until the game is over (`finished`). While the server is not answering (`unknown`) a person's presence is old news:
 * a hollow dot and the word "unknown", never a green dot for someone who may have left.
 */
import { Show } from "solid-js";
import type { SeatInfo } from "../../../contract/protocol.ts";
import { t } from "../i18n/i18n.ts";
import { showsStandIn } from "../core/bots.ts";

export function SeatPresence(props: { seat: SeatInfo; unknown?: boolean; finished?: boolean }) {
  return (
    <Show when={props.seat.taken}>
      <Show
        when={!props.seat.botSeat}
        fallback={
          <span class="presence bot-badge" data-testid={`presence-${props.seat.seat}`} data-bot={props.seat.bot}>
            {t("botMark")}
          </span>
        }
      >
        <Show
          when={!props.unknown}
          fallback={
            <span
              class="presence unknown"
              data-testid={`presence-${props.seat.seat}`}
              data-online="unknown"
              title={t("presenceUnknownTitle")}
            >
              <span class="dot" aria-hidden="true" />
              <span class="presence-word">{t("presenceUnknown")}</span>
            </span>
          }
        >
          <span
            class={props.seat.online ? "presence on" : "presence"}
            data-testid={`presence-${props.seat.seat}`}
            data-online={String(props.seat.online)}
          >
            <span class="dot" aria-hidden="true" />
            <span class={props.seat.online ? "sr-only" : "presence-word"}>{props.seat.online ? t("online") : t("offline")}</span>
          </span>
        </Show>
        <Show when={showsStandIn(props.seat, props.finished === true)}>
          <span class="bot-badge" data-testid={`stand-in-${props.seat.seat}`}>
            {t("botPlaysFor")}
          </span>
        </Show>
      </Show>
    </Show>
  );
}
