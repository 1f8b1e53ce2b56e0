/**
 * Turn notifications by Web Push in the browser (the server side is worker/push-routes.ts and
 * match-push.ts): the app's service worker (client/public/sw.js, which shows a push and opens its match on click)
 * is registered at start; a seated player can subscribe this browser for a match — permission, then
 * `pushManager.subscribe` with the server's VAPID key, then the subscription POSTed with the seat's token — and turn
 * it off (DELETE, and the browser's subscription ends once no match of this browser uses it). The matches this
 * browser subscribed for are remembered in storage. A server without VAPID keys gives no key: no control then.
 */
import { storage } from "../storage.ts";

const LIST = "push-matches";

/** Whether this browser can receive Web Push at all (the page must be a secure context with a service worker). */
export function pushSupported(): boolean {
  return (
    typeof window !== "undefined" &&
    window.isSecureContext &&
    "serviceWorker" in navigator &&
    "PushManager" in window &&
    "Notification" in window
  );
}

/** Registers the service worker (the app's pages only: never inside the embed widget). */
export function registerServiceWorker(): void {
  if (pushSupported() && !location.pathname.startsWith("/embed/")) navigator.serviceWorker.register("/sw.js").catch(() => undefined);
}

let key: Promise<string | null> | null = null;

/** The server's VAPID public key, or null when it sends no push (asked once a page). */
export function pushKey(): Promise<string | null> {
  key ??= fetch("/api/push/key")
    .then(async (res) => (res.ok ? ((await res.json()) as { key: string | null }).key : null))
    .catch(() => null);
  return key;
}

const subscribed = (): string[] => {
  try {
    const list: unknown = JSON.parse(storage.get(LIST) ?? "[]");
    return Array.isArray(list) ? list.filter((x): x is string => typeof x === "string") : [];
  } catch {
    return [];
  }
};
const remember = (list: string[]) => storage.set(LIST, JSON.stringify(list));

/** This browser asked for this match's turn notifications. */
export function pushOn(matchId: string): boolean {
  return subscribed().includes(matchId);
}

function keyBytes(key: string): Uint8Array<ArrayBuffer> {
  const bin = atob(key.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(bin, (c) => c.charCodeAt(0));
}

async function send(method: "POST" | "DELETE", matchId: string, body: unknown): Promise<boolean> {
  const res = await fetch(`/api/matches/${matchId}/push`, {
    method,
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return res.ok;
}

/** Subscribes this browser for the seat's turns: "on", "blocked" (permission refused) or "failed". */
export async function enablePush(matchId: string, token: string, key: string): Promise<"on" | "blocked" | "failed"> {
  if ((await Notification.requestPermission()) !== "granted") return "blocked";
  try {
    const reg = await navigator.serviceWorker.ready;
    const sub =
      (await reg.pushManager.getSubscription()) ??
      (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(key) }));
    const { endpoint, keys } = sub.toJSON();
    if (!(await send("POST", matchId, { token, subscription: { endpoint, keys } }))) return "failed";
    remember([...subscribed().filter((id) => id !== matchId), matchId]);
    return "on";
  } catch {
    return "failed";
  }
}

/** Stops this match's turn notifications here (the browser's subscription ends when no match uses it any more). */
export async function disablePush(matchId: string, token: string): Promise<void> {
  const left = subscribed().filter((id) => id !== matchId);
  remember(left);
  try {
    const sub = await (await navigator.serviceWorker.ready).pushManager.getSubscription();
    if (!sub) return;
    await send("DELETE", matchId, { token, endpoint: sub.endpoint });
    if (left.length === 0) await sub.unsubscribe();
  } catch {
    // offline: the server drops the subscription once the push service says it is gone
  }
}
