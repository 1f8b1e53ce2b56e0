/**
 * The turn alerts' settings on the match page of a seated player: sound on or off, and "Notify me", which asks the
 * browser's permission for system notifications (shown when the turn comes while the page is hidden), and, where the
 * server sends Web Push, "Notify me even when this page is closed" (PushToggle.tsx).
 */
import { createSignal, Show } from "solid-js";
import { tp } from "./i18n/index.ts";
import { notifyPermission, setSound, sound } from "./turn-alerts.ts";
import { PushToggle } from "./PushToggle.tsx";

export function TurnAlerts(props: { matchId: string }) {
  const [permission, setPermission] = createSignal(notifyPermission());
  const ask = async () => setPermission(await Notification.requestPermission());
  return (
    <div class="turn-alerts" role="group" aria-label={tp("alerts")}>
      <label class="small">
        <input type="checkbox" checked={sound()} onChange={(e) => setSound(e.currentTarget.checked)} data-testid="alert-sound" />{" "}
        {tp("alertSound")}
      </label>
      <Show when={permission() !== "unsupported"}>
        <Show
          when={permission() === "default"}
          fallback={<span class="muted small">{permission() === "granted" ? tp("alertNotifyOn") : tp("alertNotifyBlocked")}</span>}
        >
          <button type="button" class="link small" onClick={() => void ask()}>
            {tp("alertNotify")}
          </button>
        </Show>
      </Show>
      <PushToggle matchId={props.matchId} />
    </div>
  );
}
