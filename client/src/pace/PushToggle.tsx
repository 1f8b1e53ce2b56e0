/**
 * "Notify me even when this page is closed" (turn notifications by Web Push, push.ts) for a seated player: shown only
 * when the browser can receive pushes and the server has VAPID keys; turning it on asks permission and subscribes,
 * turning it off unsubscribes. Says so when the browser blocks notifications or subscribing failed.
 */
import { createResource, createSignal, Show } from "solid-js";
import { savedToken } from "../storage.ts";
import { tp } from "./i18n/index.ts";
import { disablePush, enablePush, pushKey, pushOn, pushSupported } from "./push.ts";

export function PushToggle(props: { matchId: string }) {
  const [key] = createResource(() => (pushSupported() ? pushKey() : Promise.resolve(null)));
  const [on, setOn] = createSignal(pushOn(props.matchId));
  const [busy, setBusy] = createSignal(false);
  const [problem, setProblem] = createSignal<"blocked" | "failed" | null>(null);
  const toggle = async (box: HTMLInputElement) => {
    const token = savedToken(props.matchId),
      k = key(),
      want = box.checked;
    if (!token || !k) return void (box.checked = on());
    setBusy(true);
    setProblem(null);
    if (want) {
      const r = await enablePush(props.matchId, token, k);
      setOn(r === "on");
      if (r !== "on") setProblem(r);
    } else {
      await disablePush(props.matchId, token);
      setOn(false);
    }
    box.checked = on(); // the box shows what happened, also when the signal did not change
    setBusy(false);
  };
  return (
    <Show when={key()}>
      <label class="small" data-testid="push-toggle">
        <input type="checkbox" checked={on()} disabled={busy()} onChange={(e) => void toggle(e.currentTarget)} /> {tp("pushToggle")}
      </label>
      <Show when={problem()}>
        {(p) => (
          <span class="muted small" role="status">
            {p() === "blocked" ? tp("alertNotifyBlocked") : tp("pushFailed")}
          </span>
        )}
      </Show>
    </Show>
  );
}
