// Meeplehall's service worker (registered by client/src/pace/push.ts): shows a turn notification when the match's
// Durable Object pushes one (worker/match-push.ts; payload { t: "turn", match, game, v }), and on click focuses a tab
// already on that match or opens /m/<match>. No fetch handler: pages and assets load from the network as before.
// The texts repeat the app's turnTitle / turnNotifyBody (client/src/pace/i18n) in the browser's language.
const TEXTS = {
  en: ["Your turn", "Open the match to play your move."],
  ro: ["E rândul tău", "Deschide partida ca să muți."],
  es: ["Tu turno", "Abre la partida para jugar tu movimiento."],
  pl: ["Twój ruch", "Otwórz partię, aby wykonać ruch."],
};

self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

self.addEventListener("push", (event) => {
  let data = null;
  try {
    data = event.data ? event.data.json() : null;
  } catch {
    data = null;
  }
  if (!data || data.t !== "turn" || typeof data.match !== "string" || !/^[a-z0-9]{10}$/.test(data.match)) return;
  const [title, body] = TEXTS[(self.navigator.language || "en").slice(0, 2)] || TEXTS.en;
  event.waitUntil(self.registration.showNotification(title, {
    body: typeof data.game === "string" ? `${data.game} · ${body}` : body,
    tag: `turn-${data.match}`,
    renotify: true,
    icon: "/icon-192.png",
    badge: "/icon-192.png",
    data: { url: `/m/${data.match}` },
  }));
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url || "/", self.location.origin).href;
  event.waitUntil((async () => {
    const tabs = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
    const open = tabs.find((c) => c.url === url);
    if (open) return open.focus();
    return self.clients.openWindow(url);
  })());
});
