/**
 * Says, above a match, that this page only watches it (no seat of this browser's), with a "Take a free seat" button
 * while a seat is free: it brings back the seat picker (name, colour, the free seats) and focuses it — on a phone the
 * picker is below the board, so the button takes the player there — and the picker's claim seats this page without
 * reloading. With no free seat it just says "you are watching".
 */
import { Show } from "solid-js";
import type { SeatInfo } from "../../../contract/protocol.ts";
import { t } from "../i18n/i18n.ts";

export function WatchingBanner(props: { seats: SeatInfo[]; onTakeSeat: () => void }) {
  const free = () => props.seats.some((s) => !s.taken);
  return (
    <p class="banner watching" role="status" data-testid="watching-banner">
      {t("watchingBanner")}
      <Show when={free()}>
        <button type="button" onClick={() => props.onTakeSeat()} data-testid="take-free-seat">
          {t("takeFreeSeat")}
        </button>
      </Show>
    </p>
  );
}
