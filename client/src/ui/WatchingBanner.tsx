/**
 * Says, above a match, that this page only watches it (no seat of this browser's), with a "Take a free seat" button
 * while a seat is free: it brings back the seat picker (name, colour, the free seats), whose claim seats this page
 * without reloading. With no free seat it just says "you are watching".
 */
import { Show } from "solid-js";
import type { SeatInfo } from "../../../worker/protocol.ts";
import { t } from "../i18n/i18n.ts";

export function WatchingBanner(props: { seats: SeatInfo[]; pickerShown: boolean; onTakeSeat: () => void }) {
  const free = () => props.seats.some((s) => !s.taken);
  return (
    <p class="banner watching" role="status" data-testid="watching-banner">
      {t("watchingBanner")}
      <Show when={free() && !props.pickerShown}>
        <button type="button" onClick={() => props.onTakeSeat()} data-testid="take-free-seat">{t("takeFreeSeat")}</button>
      </Show>
    </p>
  );
}
